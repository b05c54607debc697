/**
 * 'Importar Excel' (issue 30): the template, the check of an uploaded file (nothing stored:
 * rows to create, rows with errors, the first errors and the error workbook), and the
 * import, run by the server as a job whose progress the dialog follows. A job survives the
 * dialog and a reload: 'Importaciones' shows it, and this resource's dialog, opened again,
 * shows the last job it started (kept in the browser's storage) until it has ended and the
 * dialog closes.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Radio, RadioGroup, Stack, Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessagesOf } from '../../../dataProvider/httpClient';
import { importKeyOf, type ImportMode, type ImportResource } from '../../../resources/engine/importColumns';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { checkFile, jobOf, runJob, templateUrl, type ImportJobView } from './importApi';
import { ErrorWorkbookButton, ImportErrorsTable, ImportJobProgress } from './ImportJobProgress';
import { formatNumber } from '../../../resources/engine/numbers';

const POLL_MS = 1000;
const storedJobKey = (resource: string) => `import-job:${resource}`;

/** The job this browser last started for `resource`, remembered across reloads. */
const lastJob = {
  read: (resource: string): number | null => Number(localStorage.getItem(storedJobKey(resource))) || null,
  remember: (resource: string, id: number) => localStorage.setItem(storedJobKey(resource), String(id)),
  forget: (resource: string) => localStorage.removeItem(storedJobKey(resource)),
};

/**
 * What the dialog imports: a declared resource, or a record imported as a workbook of its
 * own (the officer record), which names the column its update matches rows by.
 */
export type ImportSubject = ResourceDeclaration | ImportResource;

const countOf = { wouldCreate: 'createRows', wouldUpdate: 'updateRows', withErrors: 'errorRows' } as const;

/** The check's counts, in the catalogue's words: to update, the rows that add a record only when there are some. */
function checkedCounts(job: ImportJobView): (keyof typeof countOf)[] {
  if (job.mode === 'create') return ['wouldCreate', 'withErrors'];
  return job.createRows > 0 ? ['wouldUpdate', 'wouldCreate', 'withErrors'] : ['wouldUpdate', 'withErrors'];
}

export function ImportExcelButton({ declaration, canUpdate }: { declaration: ImportSubject; canUpdate: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="success" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>{translate('app.import.button')}</Button>
      {open && <ImportExcelDialog declaration={declaration} canUpdate={canUpdate} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ImportExcelDialog({ declaration, canUpdate, onClose }: { declaration: ImportSubject; canUpdate: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const keyHeader = 'fields' in declaration ? importKeyOf(declaration)?.header : declaration.keyHeader;
  const updateNote = 'fields' in declaration ? undefined : declaration.updateNote;
  const [mode, setMode] = useState<ImportMode>('create');
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const apiPath = declaration.apiPath;

  // Opened again (after a reload too): the job started last, while it runs or until its end is seen.
  useEffect(() => {
    const id = lastJob.read(declaration.name);
    if (id) jobOf(id).then((stored) => setJob((current) => current ?? stored)).catch(() => lastJob.forget(declaration.name));
  }, [declaration.name]);

  // Follows a job being checked or imported until it ends; the list shows the new rows then.
  useEffect(() => {
    if (job?.status !== 'running' && job?.status !== 'checking') return;
    const timer = setTimeout(() => {
      jobOf(job.id).then((next) => {
        setJob(next);
        if (next.status === 'done') refresh();
      }).catch(() => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, refresh]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblems([]);
    try {
      await work();
    } catch (error) {
      setProblems(errorMessagesOf(error));
    } finally {
      setBusy(false);
    }
  };
  const downloadTemplate = () => act(async () => {
    const url = await templateUrl(apiPath);
    if (url) window.open(url, '_blank');
    else notify('app.excel.noUrl', { type: 'warning' });
  });
  const check = () => act(async () => {
    if (!file) return;
    const checked = await checkFile(apiPath, file, mode);
    // A large file is checked as a job: it survives the dialog like an import.
    if (checked.status === 'checking') lastJob.remember(declaration.name, checked.id);
    setJob(checked);
  });
  const start = () => act(async () => {
    if (!job) return;
    const started = await runJob(apiPath, job.id);
    lastJob.remember(declaration.name, started.id);
    setJob(started);
  });
  const close = () => {
    // An ended job has been seen: the next opening starts afresh.
    if (job && !running) lastJob.forget(declaration.name);
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setJob(null);
    setProblems([]);
  };
  const running = job?.status === 'running' || job?.status === 'checking';

  return (
    <Dialog open onClose={running ? undefined : close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('app.import.title', { name: declaration.label.many })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle2">{translate('app.import.step1')}</Typography>
            <Typography variant="body2" color="text.secondary">{translate('app.import.templateHelp')}</Typography>
            <Button sx={{ mt: 1 }} variant="outlined" onClick={() => void downloadTemplate()} disabled={busy}>{translate('app.import.template')}</Button>
          </Box>
          <Box>
            <Typography variant="subtitle2">{translate('app.import.step2')}</Typography>
            {!keyHeader && <Typography variant="body2" color="text.secondary">{translate('app.import.createOnly')}</Typography>}
            {canUpdate && keyHeader && (
              <RadioGroup row value={mode} onChange={(event) => { setMode(event.target.value as ImportMode); setJob(null); }} aria-label={translate('app.import.mode')}>
                <FormControlLabel value="create" control={<Radio />} label={translate('app.import.create')} disabled={running} />
                <FormControlLabel value="update" control={<Radio />} label={translate('app.import.update', { key: keyHeader })} disabled={running} />
              </RadioGroup>
            )}
            {mode === 'update' && updateNote && <Typography variant="body2" color="text.secondary">{updateNote}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
              <Button variant="outlined" component="label" disabled={busy || running}>
                {translate('app.import.choose')}
                <input ref={input} hidden type="file" accept=".xlsx,.csv" aria-label={translate('app.import.file')} onChange={(event) => { choose(event.target.files?.[0] ?? null); event.target.value = ''; }} />
              </Button>
              <Typography variant="body2">{file ? file.name : translate('app.import.noFile')}</Typography>
              <Button variant="contained" onClick={() => void check()} disabled={!file || busy || running}>{translate('app.import.check')}</Button>
              {busy && <CircularProgress size={20} />}
            </Stack>
          </Box>
          {problems.length > 0 && <Alert severity="error">{problems.map((p) => <div key={p}>{p}</div>)}</Alert>}
          {job && (job.status === 'checked' || job.status === 'invalid') && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography role="status">
                {checkedCounts(job).map((key) => translate(`app.import.${key}`, { count: formatNumber(job[countOf[key]]) })).join(' · ')}
              </Typography>
              {job.status === 'invalid' && <Alert severity="warning">{translate('app.import.fixHelp')}</Alert>}
              <ImportErrorsTable job={job} />
              <Box><ErrorWorkbookButton job={job} /></Box>
            </Box>
          )}
          {job && <Box><Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('app.import.step3')}</Typography><ImportJobProgress job={job} /></Box>}
          <Link component={RouterLink} to="/home/imports" onClick={close}>{translate('app.import.seeAll')}</Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={running ? onClose : close}>{translate(running ? 'app.import.hide' : 'app.import.close')}</Button>
        <Button variant="contained" color="success" onClick={() => void start()} disabled={job?.status !== 'checked' || busy}>{translate('app.import.run')}</Button>
      </DialogActions>
    </Dialog>
  );
}
