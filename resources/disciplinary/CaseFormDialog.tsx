/**
 * 'Nuevo/Editar Caso ICAP' and 'Nuevo/Editar Caso OIDP' (spec 3 §2.3, §3.1, §4.2, §5.1):
 * the layout's sections with the declaration's inputs and rules (the server's), the
 * involved officers, vehicles (ICAP) and guns (ICAP), 'Seleccionar OIDP' (ICAP), the
 * documents (uploaded once the case is saved), and 'Enviar a Consejo Disciplinario':
 * after a confirmation that says it is irreversible, the case is saved with isCouncil true.
 */
import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import { useDeclaredForm } from '../../src/components/list/useDeclaredForm';
import { preventEnterSubmit } from '../../src/components/preventEnterSubmit';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { DeclaredInputs } from '../engine/DeclaredInputs';
import { DocumentsField } from '../engine/DocumentsField';
import { uploadDocuments, type StoredDocument } from '../engine/documentsApi';
import { declaredDefaults, declaredPayload, type DeclaredValues } from '../engine/formValues';
import { ICAP_SECTIONS, OIDP_SECTIONS } from './caseSections';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { disciplinaryCasesDeclaration as declaration, ICAP, OIDP_REQUIRED } from './declaration';
import { AssetPicker, gunText, OfficersPicker, vehicleText } from './InvolvedPickers';
import { OidpSelectorDialog } from './OidpSelectorDialog';
import type { CaseKind, CaseRecord, Involved, RelatedCase } from './types';

const D = 'app.disciplinary';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
      {children}
    </Box>
  );
}

interface CaseFormProps { kind: CaseKind; record?: CaseRecord; onClose: () => void; onSaved: () => void; titleId: string }

function CaseForm({ kind, record, onClose, onSaved, titleId }: CaseFormProps) {
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const isIcap = kind === ICAP;
  const texts = isIcap ? `${D}.icap` : `${D}.oidp`;
  const [involved, setInvolved] = useState<Involved>({ policeSelected: record?.policeSelected ?? [], vehicleSelected: record?.vehicleSelected ?? [], gunSelected: record?.gunSelected ?? [] });
  const [related, setRelated] = useState<RelatedCase | null>(record?.relatedCase ?? null);
  const [pending, setPending] = useState<File[]>([]);
  const [stored, setStored] = useState<StoredDocument[]>(record?.documents ?? []);
  const [selecting, setSelecting] = useState(false);
  const [confirmingCouncil, setConfirmingCouncil] = useState(false);
  const form = useDeclaredForm<DeclaredValues, DeclaredValues, RaRecord>({
    declaration,
    record: record as RaRecord | undefined,
    defaultsOf: (r) => ({ ...declaredDefaults(declaration, r), typeDisciplinary: kind }),
    toPayload: (values) => ({
      ...declaredPayload(declaration, values),
      idRelationDisciplinary: isIcap ? (related?.id ?? null) : values.idRelationDisciplinary || null,
      policeSelected: involved.policeSelected.map((o) => o.id),
      vehicleSelected: involved.vehicleSelected.map((v) => v.id),
      gunSelected: involved.gunSelected.map((g) => g.id),
    }),
    // Spec 3 §8.1 gives both wordings: the administrative (ICAP) form says 'Caso disciplinario …', the OIDP form 'Caso …'.
    savedMessage: (mode) => `${D}.messages.${isIcap ? '' : 'oidp.'}${mode === 'create' ? 'created' : 'updated'}`,
    onSaved: async (saved) => {
      if (pending.length) {
        try {
          await uploadDocuments(declaration.apiPath, Number(saved.id), pending);
        } catch (error) {
          notifyRequestError(error);
        }
      }
      onSaved();
    },
  });
  const sentToCouncil = Boolean(record?.isCouncil);
  const sendToCouncil = () => {
    setConfirmingCouncil(false);
    form.setValue('isCouncil', true);
    void form.submit();
  };
  const set = <K extends keyof Involved>(key: K) => (next: Involved[K]) => setInvolved((current) => ({ ...current, [key]: next }));

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.submit} onKeyDown={preventEnterSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {translate(record ? `${texts}.edit` : `${texts}.create`)}
          {record?.numberOfCase && <Chip label={record.numberOfCase} size="small" color="primary" variant="outlined" />}
          {record?.expedientNumber && <Chip label={record.expedientNumber} size="small" variant="outlined" />}
          {sentToCouncil && <Chip icon={<GavelIcon />} label={translate(`${D}.council.already`)} size="small" color="warning" />}
        </DialogTitle>
        <DialogContent dividers>
          {!record && <Alert severity="info" sx={{ mb: 2 }}>{translate(`${D}.numberPending`)}</Alert>}
          {(isIcap ? ICAP_SECTIONS : OIDP_SECTIONS).map((section) => (
            <Section key={section.title} title={section.title!}>
              <DeclaredInputs declaration={declaration} fields={section.fields} record={record as RaRecord | undefined} disabled={form.submitting} required={isIcap ? undefined : OIDP_REQUIRED} />
            </Section>
          ))}
          {isIcap && (
            <Section title={`${D}.sections.relation`}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {related ? <Chip label={`${related.numberOfCase ?? related.id}${related.descriptionOfCase ? ` — ${related.descriptionOfCase}` : ''}`} onDelete={() => setRelated(null)} /> : <Typography color="text.secondary">{translate(`${D}.noneSelected`)}</Typography>}
                <Button variant="outlined" onClick={() => setSelecting(true)}>{translate(`${D}.selector.open`)}</Button>
              </Box>
            </Section>
          )}
          <Section title={`${D}.sections.officers`}>
            <OfficersPicker value={involved.policeSelected} onChange={set('policeSelected')} disabled={form.submitting} />
          </Section>
          {isIcap && (
            <>
              <Section title={`${D}.sections.vehicles`}>
                <AssetPicker kind="vehicle" value={involved.vehicleSelected} onChange={set('vehicleSelected')} describe={vehicleText} disabled={form.submitting} />
              </Section>
              <Section title={`${D}.sections.guns`}>
                <AssetPicker kind="gun" value={involved.gunSelected} onChange={set('gunSelected')} describe={gunText} disabled={form.submitting} />
              </Section>
            </>
          )}
          <Section title={`${D}.sections.documents`}>
            <DocumentsField apiPath={declaration.apiPath} recordId={record?.id} stored={stored} extensions={declaration.documents!.extensions} pending={pending} onPendingChange={setPending} onStoredChange={setStored} disabled={form.submitting} />
          </Section>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {!sentToCouncil && (
            <Button color="warning" variant="outlined" startIcon={<GavelIcon />} onClick={() => setConfirmingCouncil(true)} disabled={form.submitting} sx={{ mr: 'auto' }}>
              {translate(`${D}.council.send`)}
            </Button>
          )}
          <Button onClick={onClose} disabled={form.submitting}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate(form.submitting ? 'app.list.saving' : isIcap ? (record ? `${texts}.update` : `${texts}.open`) : 'app.common.save')}
          </Button>
        </DialogActions>
      </Box>
      <OidpSelectorDialog open={selecting} onClose={() => setSelecting(false)} onSelect={(picked) => { setRelated(picked); setSelecting(false); }} />
      <ConfirmActionDialog
        open={confirmingCouncil}
        title={`${D}.council.confirmTitle`}
        message={translate(`${D}.council.confirm`, { number: record?.numberOfCase ?? translate(`${D}.council.newCase`) })}
        confirmLabel={`${D}.council.send`}
        onConfirm={sendToCouncil}
        onClose={() => setConfirmingCouncil(false)}
      />
    </FormProvider>
  );
}

export function CaseFormDialog({ open, ...props }: Omit<CaseFormProps, 'titleId'> & { open: boolean }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={(_event, reason) => reason !== 'backdropClick' && props.onClose()} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen}>
      {open && <CaseForm key={props.record?.id ?? 'new'} {...props} titleId={titleId} />}
    </Dialog>
  );
}
