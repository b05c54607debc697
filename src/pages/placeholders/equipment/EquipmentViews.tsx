/** The sub-views of equipment management: inventory, dotations and reports. */
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Breakdown, ReportList, StaticTable } from '../shared';
import { DOTATIONS_BY_STATE, DOTATIONS_BY_TYPE, EQUIPMENT_REPORTS, INVENTORY } from './data';

const Q = 'app.placeholders.equipment';

export function InventoryView() {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <StaticTable
          title={`${Q}.byCategory`}
          headers={['app.placeholders.common.category', 'app.placeholders.common.total', `${Q}.summary.available`, `${Q}.summary.assigned`]}
          rows={INVENTORY.map((row): [string, number, number, number] => [translate(`${Q}.inventory.${row.category}`), row.total, row.available, row.assigned])}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Breakdown title={`${Q}.inventory.availability`} total={INVENTORY.reduce((sum, row) => sum + row.total, 0)} rows={[
          { label: `${Q}.summary.available`, value: INVENTORY.reduce((sum, row) => sum + row.available, 0), tone: 'success' },
          { label: `${Q}.summary.assigned`, value: INVENTORY.reduce((sum, row) => sum + row.assigned, 0), tone: 'info' },
        ]} />
      </Grid>
    </Grid>
  );
}

export function DotationsView() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Breakdown title={`${Q}.dotations.byType`} rows={DOTATIONS_BY_TYPE.map((row) => ({ label: `${Q}.dotations.${row.type}`, value: row.count }))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Breakdown title={`${Q}.dotations.byState`} rows={DOTATIONS_BY_STATE.map((row) => ({ label: `${Q}.dotations.${row.state}`, value: row.count }))} />
      </Grid>
    </Grid>
  );
}

export function EquipmentReportsView() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ReportList
          title={`${Q}.reports.types`}
          reports={EQUIPMENT_REPORTS.map((report) => ({ title: `${Q}.reports.${report}.title`, description: `${Q}.reports.${report}.description` }))}
        />
      </Grid>
    </Grid>
  );
}
