/**
 * Configuración > Recursos (issue 29), administrators only: every resource, the built-in
 * ones read-only (their fields, rules, route and permission rules) and the designed ones
 * editable (open, edit, delete after typing the name: its rows are archived first).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESIGNED_API_PREFIX } from '../../../resources/engine/declarationFromDefinition';
import { GuardedPage } from '../../components/list/GuardedPage';
import { JsonViewer } from '../../components/JsonViewer';
import { useNotifyRequestError } from '../../components/requestErrors';
import { loadDesignedResources } from '../../designed/designedResources';
import { ConfirmByNameDialog } from './ConfirmByNameDialog';
import { deleteDesigned, listResources, type BuiltInSummary, type ResourceSummary } from './designerApi';

const R = 'app.designer';
const QUERY_KEY = ['configuration', 'resources'];

const labelOf = (resource: ResourceSummary) => (resource.builtIn ? resource.label.many : resource.definition.label.many);
const fieldCount = (resource: ResourceSummary) => Object.keys(resource.builtIn ? resource.fields : resource.definition.fields).length;

export default function ResourcesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const queryClient = useQueryClient();
  const resources = useQuery({ queryKey: QUERY_KEY, queryFn: listResources });
  const [viewing, setViewing] = useState<BuiltInSummary | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const remove = async (name: string, typed: string) => {
    setPending(true);
    try {
      await deleteDesigned(name, typed);
      await loadDesignedResources();
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      notify(`${R}.confirm.removed`, { type: 'success' });
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setPending(false);
      setRemoving(null);
    }
  };

  return (
    <GuardedPage access="admin" deniedMessage={`${R}.denied`} title={`${R}.title`} crumbs={[{ label: 'app.menu.configuration' }, { label: `${R}.title` }]}>
      {() => (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 260 }}>{translate(`${R}.intro`)}</Typography>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/home/configuration/resources/new">{translate(`${R}.newResource`)}</Button>
          </Box>
          {resources.isPending && <LinearProgress />}
          {resources.isError && <Alert severity="error">{translate(`${R}.loadError`)}</Alert>}
          {resources.data && (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate(`${R}.title`)}>
                <TableHead>
                  <TableRow>
                    {(['label', 'name', 'kind', 'fields', 'api', 'version', 'actions'] as const).map((c) => <TableCell key={c} sx={{ fontWeight: 600 }}>{translate(`${R}.columns.${c}`)}</TableCell>)}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {resources.data.map((resource) => (
                    <TableRow key={resource.name} hover>
                      <TableCell sx={{ fontWeight: 600 }}>{labelOf(resource)}</TableCell>
                      <TableCell><code>{resource.name}</code></TableCell>
                      <TableCell><Chip size="small" variant="outlined" color={resource.builtIn ? 'default' : 'primary'} label={translate(resource.builtIn ? `${R}.builtIn` : `${R}.designed`)} /></TableCell>
                      <TableCell>{fieldCount(resource)}</TableCell>
                      <TableCell><code>/api/{resource.apiPath}</code></TableCell>
                      <TableCell>{resource.builtIn ? '—' : resource.version}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {resource.builtIn ? (
                          <Tooltip title={translate(`${R}.view`)}><IconButton size="small" aria-label={`${translate(`${R}.view`)}: ${labelOf(resource)}`} onClick={() => setViewing(resource)}><VisibilityIcon fontSize="small" /></IconButton></Tooltip>
                        ) : (
                          <>
                            <Tooltip title={translate(`${R}.open`)}><IconButton size="small" aria-label={`${translate(`${R}.open`)}: ${labelOf(resource)}`} component={RouterLink} to={`/home/${DESIGNED_API_PREFIX}/${resource.name}`}><ListAltIcon fontSize="small" /></IconButton></Tooltip>
                            <Tooltip title={translate(`${R}.edit`)}><IconButton size="small" aria-label={`${translate(`${R}.edit`)}: ${labelOf(resource)}`} component={RouterLink} to={`/home/configuration/resources/${resource.name}`}><EditIcon fontSize="small" /></IconButton></Tooltip>
                            <Tooltip title={translate(`${R}.remove`)}><IconButton size="small" color="error" aria-label={`${translate(`${R}.remove`)}: ${labelOf(resource)}`} onClick={() => setRemoving(resource.name)}><DeleteOutlineIcon fontSize="small" /></IconButton></Tooltip>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Dialog open={Boolean(viewing)} onClose={() => setViewing(null)} maxWidth="md" fullWidth aria-labelledby="builtin-resource-title">
            <DialogTitle id="builtin-resource-title">{viewing && translate(`${R}.builtInTitle`, { name: viewing.label.many })}</DialogTitle>
            <DialogContent dividers>
              <Alert severity="info" sx={{ mb: 2 }}>{translate(`${R}.builtInNote`)}</Alert>
              {viewing && <JsonViewer value={{ fields: viewing.fields, permission: viewing.permission, apiPath: `/api/${viewing.apiPath}` }} />}
            </DialogContent>
            <DialogActions><Button onClick={() => setViewing(null)}>{translate(`${R}.close`)}</Button></DialogActions>
          </Dialog>
          <ConfirmByNameDialog open={Boolean(removing)} name={removing ?? ''} pending={pending}
            title={translate(`${R}.confirm.removeTitle`, { name: removing ?? '' })}
            text={translate(`${R}.confirm.removeText`, { name: removing ?? '' })}
            onCancel={() => setRemoving(null)} onConfirm={(typed) => removing && void remove(removing, typed)} />
        </Box>
      )}
    </GuardedPage>
  );
}
