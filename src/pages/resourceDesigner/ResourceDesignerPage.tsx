/**
 * Configuración > Recursos > Nuevo recurso / Editar recurso (issue 29): the definition's
 * general data, its fields, the server's problems as they are typed (checked without
 * storing, a moment after each change) and a live preview. Saving creates the table and
 * serves the resource at once; removing fields that hold data asks for the name first.
 */
import { Alert, Box, Button, CircularProgress, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessagesOf, serverMessagesOf } from '../../../dataProvider/httpClient';
import { declarationFromDefinition, designedNodeOf, withDefaultMessages } from '../../../resources/engine/declarationFromDefinition';
import { MAX_DEFINITION_FIELDS, type ResourceDefinition } from '../../../resources/engine/definitionSchema';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { GuardedPage } from '../../components/list/GuardedPage';
import { useNotifyRequestError } from '../../components/requestErrors';
import { loadDesignedResources } from '../../designed/designedResources';
import { menuGroups, permissionModules } from './choices';
import { ConfirmByNameDialog } from './ConfirmByNameDialog';
import { checkDefinition, createDesigned, getDesigned, updateDesigned, type DesignedDetail } from './designerApi';
import { cleanDefinition, emptyDefinition, fieldEntries, fieldNameOf, fieldOfProblem, freeFieldName, moveField, newField, renameField, withFields } from './definitionDraft';
import { DesignerPreview } from './DesignerPreview';
import { FieldEditor } from './FieldEditor';

const D = 'app.designer.designer';
const CHECK_DELAY_MS = 400;

/** The declaration users would get, or null while the draft cannot make one. */
function previewDeclaration(draft: ResourceDefinition): ResourceDeclaration | null {
  if (!fieldEntries(draft).length) return null;
  try {
    const clean = cleanDefinition(draft);
    // Not stored yet, it has no options route: the preview's pickers read the referenced lists.
    return { ...declarationFromDefinition(withDefaultMessages(clean), designedNodeOf(clean, null)), referenceOptions: false };
  } catch {
    return null;
  }
}

export default function ResourceDesignerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const navigate = useNavigate();
  const { name: editing } = useParams();
  const [stored, setStored] = useState<DesignedDetail | null>(null);
  const [draft, setDraft] = useState<ResourceDefinition>(emptyDefinition);
  /** Field names typed by hand: their label no longer renames them. */
  const [namedByHand, setNamedByHand] = useState<Set<string>>(new Set());
  /** The server's problems with the definition it last checked (its signature). */
  const [checked, setChecked] = useState<{ signature: string; problems: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The resource to edit could not be read (gone, or never existed). */
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (!editing) return;
    getDesigned(editing).then((detail) => {
      setStored(detail);
      setDraft(detail.definition);
      setNamedByHand(new Set(Object.keys(detail.definition.fields)));
    }, (error: unknown) => setMissing(errorMessagesOf(error)[0] ?? translate('app.designer.loadError')));
  }, [editing, translate]);

  const sent = useMemo(() => cleanDefinition(draft), [draft]);
  const signature = JSON.stringify(sent);
  useEffect(() => {
    const timer = setTimeout(() => {
      const report = (problems: string[]) => setChecked({ signature, problems });
      checkDefinition(sent).then(report, () => report([]));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // The signature stands for the definition's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  // Null while the definition as it is now has not been checked yet.
  const problems = checked?.signature === signature ? checked.problems : null;
  const setProblems = (found: string[]) => setChecked({ signature, problems: found });

  const declaration = useMemo(() => previewDeclaration(draft), [draft]);
  const entries = fieldEntries(draft);
  const storedFields = new Set(Object.keys(stored?.definition.fields ?? {}));
  const removed = [...storedFields].filter((f) => !(f in draft.fields));
  const general = (problems ?? []).filter((p) => !fieldOfProblem(p));
  const modules = permissionModules();
  const module = modules.find((m) => m.id === draft.permission.module);

  const setField = (name: string, field: ResourceDefinition['fields'][string]) => {
    // A new field's technical name follows its label until it is typed by hand.
    const auto = !storedFields.has(name) && !namedByHand.has(name) && field.label !== draft.fields[name]?.label;
    const withField = { ...draft, fields: { ...draft.fields, [name]: field } };
    if (!auto) return setDraft(withField);
    const rest = { ...withField, fields: Object.fromEntries(entries.filter(([n]) => n !== name)) };
    const next = freeFieldName(rest, fieldNameOf(field.label));
    setDraft(renameField(withField, name, next));
  };
  const addField = () => setDraft((d) => ({ ...d, fields: { ...d.fields, [freeFieldName(d, 'campo')]: newField() } }));

  const save = async (confirm?: string) => {
    setSaving(true);
    try {
      if (stored) await updateDesigned(stored.name, stored.version, sent, confirm);
      else await createDesigned(sent);
      await loadDesignedResources();
      notify(stored ? `${D}.updated` : `${D}.created`, { type: 'success' });
      navigate('/home/configuration/resources');
    } catch (error) {
      const messages = (error as { status?: number }).status === 400 ? serverMessagesOf(error) : [];
      if (messages.length) setProblems(messages);
      notifyRequestError(error);
    } finally {
      setSaving(false);
      setConfirming(false);
    }
  };

  const title = editing ? translate(`${D}.editTitle`, { name: stored?.definition.label.many ?? editing }) : translate(`${D}.createTitle`);
  return (
    <GuardedPage access="admin" deniedMessage="app.designer.denied" title="app.designer.title"
      crumbs={[{ label: 'app.menu.configuration' }, { label: 'app.designer.title', to: '/home/configuration/resources' }, { label: title }]}>
      {() => (missing ? <Alert severity="error" action={<Button onClick={() => navigate('/home/configuration/resources')}>{translate('app.designer.title')}</Button>}>{missing}</Alert>
        : editing && !stored ? <CircularProgress aria-label={translate('ra.page.loading')} /> : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>{title}</Typography>
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={translate(`${D}.general`)}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>{translate(`${D}.general`)}</Typography>
              <Grid container spacing={1.5}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth size="small" required label={translate(`${D}.one`)} value={draft.label.one} slotProps={{ htmlInput: { maxLength: 60 } }}
                    onChange={(e) => setDraft({ ...draft, label: { ...draft.label, one: e.target.value } })} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth size="small" required label={translate(`${D}.many`)} value={draft.label.many} slotProps={{ htmlInput: { maxLength: 60 } }}
                    onChange={(e) => setDraft({ ...draft, label: { ...draft.label, many: e.target.value } })} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth size="small" required label={translate(`${D}.name`)} value={draft.name} disabled={Boolean(stored)} helperText={translate(`${D}.nameHelp`)} slotProps={{ htmlInput: { maxLength: 40 } }}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select fullWidth size="small" label={translate(`${D}.gender`)} value={draft.label.gender}
                    onChange={(e) => setDraft({ ...draft, label: { ...draft.label, gender: e.target.value as 'm' | 'f' } })}>
                    <MenuItem value="m">{translate(`${D}.masculine`)}</MenuItem>
                    <MenuItem value="f">{translate(`${D}.feminine`)}</MenuItem>
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <TextField select fullWidth size="small" label={translate(`${D}.group`)} value={draft.menu.group}
                    onChange={(e) => setDraft({ ...draft, menu: { ...draft.menu, group: e.target.value } })}>
                    {menuGroups.map((g) => <MenuItem key={g.key} value={g.key}>{translate(g.label)}</MenuItem>)}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField fullWidth size="small" type="number" label={translate(`${D}.order`)} value={draft.menu.order ?? ''}
                    onChange={(e) => setDraft({ ...draft, menu: { ...draft.menu, order: e.target.value === '' ? undefined : Number(e.target.value) } })} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select fullWidth size="small" label={translate(`${D}.module`)} value={draft.permission.module} disabled={Boolean(stored)}
                    onChange={(e) => setDraft({ ...draft, permission: { module: Number(e.target.value) } })}>
                    {modules.map((m) => <MenuItem key={m.id} value={m.id}>{m.name}</MenuItem>)}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField select fullWidth size="small" label={translate(`${D}.subModule`)} value={draft.permission.subModule ?? 'own'} disabled={Boolean(stored)}
                    onChange={(e) => setDraft({ ...draft, permission: { module: draft.permission.module, ...(e.target.value === 'own' ? {} : { subModule: Number(e.target.value) }) } })}>
                    <MenuItem value="own">{translate(`${D}.ownNode`)}</MenuItem>
                    {(module?.subModules ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
                  </TextField>
                </Grid>
              </Grid>
            </Paper>
            <Box component="section" aria-label={translate(`${D}.fields`)}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{translate(`${D}.fields`)}</Typography>
              {entries.map(([name, field], index) => (
                <FieldEditor key={index} index={index} count={entries.length} name={name} field={field} stored={storedFields.has(name)}
                  problems={(problems ?? []).filter((p) => fieldOfProblem(p) === name)}
                  onChange={(next) => setField(name, next)}
                  onRename={(next) => {
                    setNamedByHand(new Set(namedByHand).add(next));
                    setDraft(renameField(draft, name, next));
                  }}
                  onMove={(step) => setDraft(moveField(draft, name, step))}
                  onRemove={() => setDraft(withFields(draft, entries.filter(([n]) => n !== name)))} />
              ))}
              <Button startIcon={<AddIcon />} onClick={addField} disabled={entries.length >= MAX_DEFINITION_FIELDS}>{translate(`${D}.addField`)}</Button>
            </Box>
            <Box sx={{ mt: 2 }} role="status" aria-live="polite">
              {problems === null ? <Typography variant="body2" color="text.secondary">{translate(`${D}.checking`)}</Typography>
                : problems.length === 0 ? <Alert severity="success">{translate(`${D}.valid`)}</Alert>
                : general.length > 0 && <Alert severity="error"><strong>{translate(`${D}.problems`)}</strong>{general.map((p) => <div key={p}>{p}</div>)}</Alert>}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={() => navigate('/home/configuration/resources')} disabled={saving}>{translate(`${D}.cancel`)}</Button>
              <Button variant="contained" disabled={saving || !problems || problems.length > 0}
                startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
                onClick={() => (removed.length ? setConfirming(true) : void save())}>
                {translate(saving ? `${D}.saving` : `${D}.save`)}
              </Button>
            </Box>
            {stored && (
              <Box component="section" sx={{ mt: 3 }} aria-label={translate(`${D}.versions`)}>
                <Typography variant="subtitle2" component="h3">{translate(`${D}.versions`)}</Typography>
                {stored.versions.map((v) => (
                  <Typography key={v.version} variant="body2" color="text.secondary">
                    {translate(`${D}.versionLine`, { version: v.version, date: new Date(v.at).toLocaleString('es-VE'), author: v.author })}
                  </Typography>
                ))}
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
              <DesignerPreview declaration={declaration} signature={signature} />
            </Box>
          </Grid>
          <ConfirmByNameDialog open={confirming} name={draft.name} pending={saving}
            title={translate('app.designer.confirm.dropTitle')} text={translate('app.designer.confirm.dropText', { name: draft.name })}
            onCancel={() => setConfirming(false)} onConfirm={(typed) => void save(typed)} />
        </Grid>
      ))}
    </GuardedPage>
  );
}
