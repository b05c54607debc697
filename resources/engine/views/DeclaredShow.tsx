/**
 * The detail of a declared record: every field that is not write-only, with its label
 * and its value as `useFieldText` reads it; long texts take the whole row. Shown in a
 * dialog over the list (`views: 'dialogs'`) or as the resource's Show page.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { Show, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../types';
import { useFieldText } from './useFieldText';

export function DeclaredDetail({ declaration, record }: { declaration: ResourceDeclaration; record: RaRecord }) {
  const translate = useTranslate();
  const text = useFieldText();
  const fields = Object.entries(declaration.fields).filter(([, f]) => !f.writeOnly && f.type !== 'password' && f.type !== 'json');
  return (
    <Grid container spacing={2}>
      {fields.map(([name, field]) => (
        <Grid key={name} size={{ xs: 12, sm: field.type === 'longText' ? 12 : 6 }}>
          <Typography variant="caption" color="text.secondary" component="div">{translate(`resources.${declaration.name}.fields.${name}`, { _: field.label })}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text(name, field, record) || '—'}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

export function DeclaredShowDialog({ declaration, record, onClose }: { declaration: ResourceDeclaration; record: RaRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.engine.show', { name: declaration.label.one })}</DialogTitle>
      <DialogContent dividers>{record && <DeclaredDetail declaration={declaration} record={record} />}</DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.engine.close')}</Button></DialogActions>
    </Dialog>
  );
}

function ShowContent({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  return record ? <Box sx={{ p: 2 }}><DeclaredDetail declaration={declaration} record={record} /></Box> : null;
}

/** The Show page of a declaration with `views: 'pages'`. */
export function DeclaredShowPage({ declaration }: { declaration: ResourceDeclaration }) {
  return <Show><ShowContent declaration={declaration} /></Show>;
}
