/** 'Acciones Rápidas': the actions of OFFICER_ACTIONS this user may run on this screen. */
import BoltIcon from '@mui/icons-material/Bolt';
import { Button, Stack } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { hasAccess } from '../../../authProvider/permissions';
import { useSession } from '../../../src/session/SessionContext';
import type { OfficerRecord } from '../api';
import { OFFICER_ACTIONS, type OfficerViewScreen } from './officerActions';
import { EmptyText, ViewCard } from './ViewCard';

export function QuickActionsCard({ officer, screen }: { officer: OfficerRecord; screen: OfficerViewScreen }) {
  const translate = useTranslate();
  const { user } = useSession();
  const [openId, setOpenId] = useState<string | null>(null);
  const actions = OFFICER_ACTIONS.filter((action) => action.screens.includes(screen) && hasAccess(user, action.access));
  return (
    <ViewCard title="app.officers.detail.cards.actions" icon={<BoltIcon />} testId="card-actions">
      {actions.length === 0 && <EmptyText text="app.officers.detail.actions.none" />}
      <Stack spacing={1}>
        {actions.map((action) => {
          const Dialog = action.dialog;
          const common = { variant: 'outlined', startIcon: action.icon, fullWidth: true, sx: { justifyContent: 'flex-start' } } as const;
          return (
            <Fragment key={action.id}>
              {action.to ? (
                <Button {...common} component={RouterLink} to={action.to(officer)}>
                  {translate(action.label)}
                </Button>
              ) : (
                <Button {...common} onClick={() => setOpenId(action.id)}>
                  {translate(action.label)}
                </Button>
              )}
              {Dialog && <Dialog officer={openId === action.id ? officer : null} onClose={() => setOpenId(null)} />}
            </Fragment>
          );
        })}
      </Stack>
    </ViewCard>
  );
}
