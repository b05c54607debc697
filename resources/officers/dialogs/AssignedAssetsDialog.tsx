/**
 * The assigned-assets dialog (RRHH §2.5, §3.10): weapons (brand, model, serial) and
 * vehicles (brand, model, plate) from `GET rrhh/assigned-assets/{id}`, with 'Sin armas
 * asignadas' / 'Sin vehículos asignados' when empty and 'Error al obtener bienes
 * asignados' inline in red when the call fails (§8).
 */
import { Box, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { OfficerDialogFrame } from './OfficerDialogFrame';
import { fetchAssignedAssets, type OfficerDialogProps } from './recordsApi';

const C = 'app.officers.records.assets';

function AssetTable({ title, headers, rows, empty }: { title: string; headers: string[]; rows: (string | null)[][]; empty: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>{translate(title)}</Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(title)}>
          <TableHead>
            <TableRow>
              {headers.map((h) => <TableCell key={h} sx={{ fontWeight: 600 }}>{translate(h)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {row.map((value, j) => <TableCell key={j}>{value || 'N/A'}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export function AssignedAssetsDialog({ officer, onClose }: OfficerDialogProps) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['officer-assets', officer?.id], queryFn: () => fetchAssignedAssets(officer!.id), enabled: officer !== null });
  let body;
  if (query.isLoading) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{translate('app.officers.records.common.loading')}</Typography>
      </Box>
    );
  } else if (query.isError || !query.data) {
    body = <Typography color="error" role="alert">{translate(`${C}.error`)}</Typography>;
  } else {
    body = (
      <Stack spacing={3}>
        <AssetTable title={`${C}.guns`} headers={[`${C}.brand`, `${C}.model`, `${C}.serial`]} rows={query.data.gun.map((g) => [g.brand, g.model, g.serial])} empty={`${C}.noGuns`} />
        <AssetTable title={`${C}.vehicles`} headers={[`${C}.brand`, `${C}.model`, `${C}.plate`]} rows={query.data.vehicle.map((v) => [v.brand, v.model, v.plate])} empty={`${C}.noVehicles`} />
      </Stack>
    );
  }
  return (
    <OfficerDialogFrame officer={officer} title={`${C}.title`} onClose={onClose} maxWidth="sm">
      {body}
    </OfficerDialogFrame>
  );
}
