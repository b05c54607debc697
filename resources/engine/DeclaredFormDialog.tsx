/**
 * 'Nuevo…' / 'Editar…' modal of a declared resource: the declaration's inputs in titled
 * sections, its yup schema as resolver (the server's rules and messages), create or
 * update through the dataProvider, and — for a declaration with `documents` — the files
 * chosen in the form uploaded once the record is saved. A failed save keeps the modal
 * open with the request errors; a refused upload is reported and the record stays saved.
 */
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Paper, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { useDeclaredForm } from '../../src/components/list/useDeclaredForm';
import { DeclaredInputs } from './DeclaredInputs';
import { DocumentsField } from './DocumentsField';
import { uploadDocuments, type StoredDocument } from './documentsApi';
import { declaredDefaults, declaredPayload, type DeclaredValues } from './formValues';
import type { ResourceDeclaration } from './types';

export interface FormSection {
  /** Translation key of the section title. */
  title?: string;
  fields: string[];
  widths?: Partial<Record<string, number>>;
}

export interface DeclaredFormDialogProps {
  open: boolean;
  declaration: ResourceDeclaration;
  /** The record being edited; none to create one. */
  record?: RaRecord;
  /** Translation keys of the titles and success toasts. */
  titles: { create: string; edit: string };
  /** Interpolation values of the titles (e.g. the resource's name). */
  titleOptions?: Record<string, string>;
  messages: { created: string; updated: string };
  sections: FormSection[];
  /** Values a new record starts with besides the declared defaults (e.g. the current station). */
  presets?: DeclaredValues;
  /** Translation key of the documents section title. */
  documentsTitle?: string;
  overrides?: Partial<Record<string, ReactNode>>;
  /** A read-only rendering of the values being typed: the form gets 'Editar' / 'Vista previa' modes. */
  preview?: (values: DeclaredValues) => ReactNode;
  onClose: () => void;
  onSaved: (saved: RaRecord) => void;
}

type FormProps = Omit<DeclaredFormDialogProps, 'open'> & { titleId: string };

function DeclaredForm({ declaration, record, titles, titleOptions, messages, sections, presets, documentsTitle, overrides, preview, onClose, onSaved, titleId }: FormProps) {
  const [previewing, setPreviewing] = useState(false);
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const [pending, setPending] = useState<File[]>([]);
  const [stored, setStored] = useState<StoredDocument[]>(() => (record?.documents as StoredDocument[] | undefined) ?? []);
  const form = useDeclaredForm<DeclaredValues, DeclaredValues, RaRecord>({
    declaration,
    record,
    defaultsOf: (r) => ({ ...declaredDefaults(declaration, r), ...(r ? {} : presets) }),
    toPayload: (values) => declaredPayload(declaration, values),
    savedMessage: (mode) => (mode === 'create' ? messages.created : messages.updated),
    onSaved: async (saved) => {
      if (pending.length) {
        try {
          await uploadDocuments(declaration.apiPath, Number(saved.id), pending);
        } catch (error) {
          notifyRequestError(error);
        }
      }
      onSaved(saved);
    },
  });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{translate(record ? titles.edit : titles.create, titleOptions)}</DialogTitle>
        <DialogContent dividers>
          {preview && (
            <ToggleButtonGroup exclusive size="small" value={previewing ? 'preview' : 'edit'} onChange={(_e, mode: string | null) => mode && setPreviewing(mode === 'preview')} sx={{ mb: 2 }}>
              <ToggleButton value="edit">{translate('app.engine.editMode')}</ToggleButton>
              <ToggleButton value="preview">{translate('app.engine.previewMode')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          {preview && previewing && preview(form.getValues())}
          <Box sx={{ display: previewing ? 'none' : 'block' }}>
          {sections.map((section, i) => (
            <Box key={section.title ?? i} sx={{ mb: 1 }}>
              {section.title && <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5, mt: i ? 1 : 0 }}>{translate(section.title)}</Typography>}
              <DeclaredInputs declaration={declaration} fields={section.fields} widths={section.widths} overrides={overrides} record={record} />
            </Box>
          ))}
          {declaration.documents && (
            <Box>
              {documentsTitle && <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>{translate(documentsTitle)}</Typography>}
              <DocumentsField
                apiPath={declaration.apiPath}
                recordId={record ? Number(record.id) : undefined}
                stored={stored}
                extensions={declaration.documents.extensions}
                pending={pending}
                onPendingChange={setPending}
                onStoredChange={setStored}
                disabled={form.submitting}
              />
            </Box>
          )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={form.submitting}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate(form.submitting ? 'app.list.saving' : 'app.common.save')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}

export function DeclaredFormDialog({ open, ...props }: DeclaredFormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={(_event, reason) => reason !== 'backdropClick' && props.onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DeclaredForm key={props.record?.id ?? 'new'} {...props} titleId={titleId} />
    </Dialog>
  );
}

/** The same form on the page instead of a dialog (a module's registration sub-view); it starts again empty after each save. */
export function DeclaredFormPanel(props: Omit<DeclaredFormDialogProps, 'open' | 'onClose'>) {
  const titleId = useId();
  const [round, setRound] = useState(0);
  const restart = () => setRound((n) => n + 1);
  return (
    <Paper variant="outlined" aria-labelledby={titleId}>
      <DeclaredForm key={round} {...props} titleId={titleId} onClose={restart} onSaved={(saved) => { restart(); props.onSaved(saved); }} />
    </Paper>
  );
}
