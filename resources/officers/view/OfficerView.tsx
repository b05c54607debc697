/**
 * The full officer view as cards (RRHH §2.3), shared by the detail page and every
 * quick-search result (§2.4, `compact`). Two columns from md up: the record on the left,
 * photos, status, actions, contact and documents on the right. On phones one column,
 * in the order a reader needs: photos, status and actions first, then the record.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { OfficerRecord } from '../api';
import { AddressCard } from './AddressCard';
import { BasicInfoCard } from './BasicInfoCard';
import { BindingDataCard } from './BindingDataCard';
import { ContactCard } from './ContactCard';
import { DocumentsCard } from './DocumentsCard';
import { FamilyCard } from './FamilyCard';
import { ImagesCard } from './ImagesCard';
import type { OfficerViewScreen } from './officerActions';
import { OfficerSummary } from './OfficerSummary';
import { PersonalDataCard } from './PersonalDataCard';
import { PhysicalCard } from './PhysicalCard';
import { PoliceDataCard } from './PoliceDataCard';
import { ProfessionalCard } from './ProfessionalCard';
import { QuickActionsCard } from './QuickActionsCard';
import { CompactView } from './ViewCard';

/** typeRegister 1: police personnel, the only type with police data (§2.1, §9). */
export const POLICE_TYPE = 1;

function Slot({ order, children }: { order: number; children: ReactNode }) {
  return <Box sx={{ order: { xs: order, md: 0 }, minWidth: 0 }}>{children}</Box>;
}

/** A column on md+; on phones its cards join the single column (display: contents) in their own order. */
function Column({ grow, gap, children }: { grow: number; gap: number; children: ReactNode }) {
  return <Box sx={{ display: { xs: 'contents', md: 'flex' }, flexDirection: 'column', gap, flex: { md: `${grow} 1 0` }, minWidth: 0 }}>{children}</Box>;
}

export interface OfficerViewProps {
  officer: OfficerRecord;
  screen: OfficerViewScreen;
  compact?: boolean;
  /** Shown before the name in the headline (the quick search's '1.'). */
  prefix?: string;
}

export function OfficerView({ officer, screen, compact = false, prefix }: OfficerViewProps) {
  const gap = compact ? 1.5 : 2;
  return (
    <CompactView.Provider value={compact}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap }}>
        <OfficerSummary officer={officer} prefix={prefix} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap, alignItems: { xs: 'stretch', md: 'flex-start' } }}>
          <Column grow={2} gap={gap}>
            <Slot order={4}><PersonalDataCard officer={officer} /></Slot>
            {officer.typeRegister === POLICE_TYPE && <Slot order={6}><PoliceDataCard officer={officer} /></Slot>}
            <Slot order={7}><AddressCard officer={officer} /></Slot>
            <Slot order={8}><BindingDataCard officer={officer} /></Slot>
            <Slot order={9}><PhysicalCard officer={officer} /></Slot>
            <Slot order={10}><FamilyCard officer={officer} /></Slot>
            <Slot order={11}><ProfessionalCard officer={officer} /></Slot>
          </Column>
          <Column grow={1} gap={gap}>
            <Slot order={1}><ImagesCard officer={officer} /></Slot>
            <Slot order={2}><BasicInfoCard officer={officer} /></Slot>
            <Slot order={3}><QuickActionsCard officer={officer} screen={screen} /></Slot>
            <Slot order={5}><ContactCard officer={officer} /></Slot>
            <Slot order={12}><DocumentsCard officer={officer} /></Slot>
          </Column>
        </Box>
      </Box>
    </CompactView.Provider>
  );
}
