/**
 * The vehicle assignments hub (spec 3 §2.5), route /home/transport/assignments: a main
 * view of counters — here real counts (active and finished assignments, available and
 * registered vehicles) instead of the spec's static zeros —, an assign view, and the
 * history: where the spec shows 'coming soon', the real list of every assignment.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import HubIcon from '@mui/icons-material/Hub';
import { Box, Button, Card, CardContent, Grid, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRefresh, useTranslate } from 'react-admin';
import { hasAccess } from '../../authProvider/permissions';
import { GuardedPage } from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { AssignmentFormDialog } from '../gunAssignments/AssignmentFormDialog';
import { AssignmentList } from '../gunAssignments/AssignmentListDialog';
import { useUnassignableReason } from '../guns/useUnassignableReason';
import { TRANSPORT_ACCESS } from '../vehicles/access';
import { vehiclesDeclaration } from '../vehicles/declaration';
import { vehicleLabel, type VehicleRecord } from '../vehicles/types';
import { vehicleAssignmentsDeclaration } from './declaration';
import { formatNumber } from '../engine/numbers';

const AVAILABLE_STATUS = 1;

/** The number of rows a filter matches, read from the list's meta (one row fetched). */
function useCount(resource: string, filter: Record<string, unknown>) {
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  return isPending ? null : total ?? 0;
}

function Counter({ label, value }: { label: string; value: number | null }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">{translate(label)}</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>{value === null ? <Skeleton width={60} /> : formatNumber(value)}</Typography>
      </CardContent>
    </Card>
  );
}

function Hub() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { user } = useSession();
  const canEdit = hasAccess(user, TRANSPORT_ACCESS.edit);
  const unassignable = useUnassignableReason('vehicle');
  const [tab, setTab] = useState(0);
  const [assigning, setAssigning] = useState(false);
  const counters = [
    ['app.transport.hub.active', useCount(vehicleAssignmentsDeclaration.name, { active: true })],
    ['app.transport.hub.finished', useCount(vehicleAssignmentsDeclaration.name, { active: false })],
    ['app.transport.hub.available', useCount(vehiclesDeclaration.name, { status: AVAILABLE_STATUS })],
    ['app.transport.hub.total', useCount(vehiclesDeclaration.name, {})],
  ] as const;
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={translate('app.transport.hub.main')} />
        <Tab label={translate('app.transport.hub.assign')} />
        <Tab label={translate('app.transport.hub.history')} />
      </Tabs>
      <Box sx={{ p: 2 }}>
        {tab === 0 && (
          <Grid container spacing={2}>
            {counters.map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}><Counter label={label} value={value} /></Grid>
            ))}
          </Grid>
        )}
        {tab === 1 && (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography color="text.secondary">{translate('app.transport.assignments.vehicleSearch')}</Typography>
            <Button variant="contained" startIcon={<AssignmentIndIcon />} disabled={!canEdit} onClick={() => setAssigning(true)}>
              {translate('app.transport.assignments.assign')}
            </Button>
          </Box>
        )}
        {tab === 2 && (
          <AssignmentList
            declaration={vehicleAssignmentsDeclaration}
            assetField="vehicleId"
            assetColumn={{ label: 'app.transport.assignments.vehicle', render: (a) => (a.vehicle ? vehicleLabel(a.vehicle as VehicleRecord) : '—') }}
            canEdit={canEdit}
            onChanged={refresh}
          />
        )}
      </Box>
      <AssignmentFormDialog
        open={assigning}
        declaration={vehicleAssignmentsDeclaration}
        asset={{ name: 'vehicleId', label: 'app.transport.assignments.vehicle', resource: vehiclesDeclaration.name, placeholder: 'app.transport.assignments.vehicleSearch', describe: (v) => vehicleLabel(v as VehicleRecord), unassignable }}
        title="app.transport.assignments.assign"
        createdMessage="app.transport.assignments.created"
        onClose={() => setAssigning(false)}
        onSaved={() => {
          setAssigning(false);
          refresh();
        }}
      />
    </Paper>
  );
}

export default function AssignmentsHubPage() {
  return (
    <GuardedPage access={TRANSPORT_ACCESS.module} deniedMessage="app.transport.denied" title="app.transport.hub.title" icon={<HubIcon color="primary" />}>
      {() => <Hub />}
    </GuardedPage>
  );
}
