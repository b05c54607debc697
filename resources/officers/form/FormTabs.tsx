/**
 * The form's sections (RRHH §2.1): tabs on larger screens, a bottom navigation bar on
 * small ones. 'Datos Policiales' only exists for 'Tipo de Personal' 1. A section holding
 * validation errors is marked, so users find what to fix after a failed Guardar.
 */
import AccessibilityIcon from '@mui/icons-material/Accessibility';
import DescriptionIcon from '@mui/icons-material/Description';
import ErrorIcon from '@mui/icons-material/Error';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import { Badge, BottomNavigation, BottomNavigationAction, Paper, Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { FormTab } from './formValidation';

/** Order and DOM ids of the sections (the spec names the personal tab tab-1 and the police tab tab-3). */
export const TAB_IDS: Record<FormTab, string> = {
  personal: 'tab-1',
  binding: 'tab-2',
  police: 'tab-3',
  physical: 'tab-4',
  professional: 'tab-5',
  family: 'tab-6',
  health: 'tab-7',
  documents: 'tab-8',
};

/** Height of MUI's bottom navigation bar. */
export const BOTTOM_BAR_HEIGHT = 56;

export const TAB_ORDER: FormTab[] = ['personal', 'police', 'binding', 'physical', 'professional', 'family', 'health', 'documents'];

const ICONS: Record<FormTab, ReactElement> = {
  personal: <PersonIcon />,
  police: <LocalPoliceIcon />,
  binding: <HandshakeIcon />,
  physical: <AccessibilityIcon />,
  professional: <SchoolIcon />,
  family: <FamilyRestroomIcon />,
  health: <HealthAndSafetyIcon />,
  documents: <DescriptionIcon />,
};

export interface FormTabsProps {
  tabs: FormTab[];
  current: FormTab;
  withErrors: ReadonlySet<FormTab>;
  onChange: (tab: FormTab) => void;
  small: boolean;
}

export function FormTabs({ tabs, current, withErrors, onChange, small }: FormTabsProps) {
  const translate = useTranslate();
  const name = (tab: FormTab) => translate(`app.officers.form.tabs.${tab}`);
  const accessibleName = (tab: FormTab) => (withErrors.has(tab) ? translate('app.officers.form.tabHasErrors', { tab: name(tab) }) : name(tab));

  if (small) {
    return (
      <Paper elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }} component="nav" aria-label={translate('app.officers.form.tabs.navigation')}>
        <BottomNavigation value={current} onChange={(_event, value: FormTab) => onChange(value)} showLabels={false}>
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab}
              id={TAB_IDS[tab]}
              value={tab}
              aria-label={accessibleName(tab)}
              title={name(tab)}
              sx={{ minWidth: 0, px: 0.5 }}
              icon={
                <Badge color="error" variant="dot" invisible={!withErrors.has(tab)}>
                  {ICONS[tab]}
                </Badge>
              }
            />
          ))}
        </BottomNavigation>
      </Paper>
    );
  }

  return (
    <Tabs value={current} onChange={(_event, value: FormTab) => onChange(value)} variant="scrollable" scrollButtons="auto" aria-label={translate('app.officers.form.tabs.navigation')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab
          key={tab}
          id={TAB_IDS[tab]}
          value={tab}
          aria-controls={`${TAB_IDS[tab]}-panel`}
          aria-label={accessibleName(tab)}
          label={name(tab)}
          iconPosition="end"
          icon={withErrors.has(tab) ? <ErrorIcon color="error" fontSize="small" /> : undefined}
          sx={{ minHeight: 48, minWidth: 0, px: 1.5, textTransform: 'none' }}
        />
      ))}
    </Tabs>
  );
}
