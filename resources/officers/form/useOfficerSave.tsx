/**
 * Guardar (RRHH §2.1, §5.1, §3.13): validates the whole form with the shared officer
 * schema; on failure every message goes to one 'Errores en el formulario:' toast and
 * each field shows its own. Then create (`POST rrhh` → 201 → 'Registro creado
 * exitosamente', reset, go to /home/human-resources/update/{new id}) or update
 * (`PUT rrhh/{id}` → 'Registro actualizado exitosamente').
 *
 * Files and photos are uploaded AFTER the officer is saved: the upload routes store
 * them under the officer's id, which a new record only has once `POST rrhh` answered
 * (the spec's client uploaded first through a generic helper; this server keeps files
 * per officer). So: POST (or PUT), then the uploads to that id.
 *
 * A server refusal (400 with its list, 409 duplicate cédula 'Ya existe…') shows the
 * server's messages in the same 'Errores en el formulario:' toast: the spec only logs
 * failed saves, but users need to see why a save did not happen. Completeness warnings
 * (§3.13) never block: they follow the success toast as a warning.
 */
import { useCallback, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessagesOf } from '../../../dataProvider/httpClient';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { createOfficer, updateOfficer, uploadDocuments, uploadImage, type OfficerRecord } from '../api';
import { officerCompleteness } from '../completeness';
import { dismissFormToasts, FormMessagesToast } from './FormMessagesToast';
import { checkOfficerForm, tabOfPath, type FormTab } from './formValidation';
import { toFormValues, type OfficerFormValues } from './formValues';
import type { OfficerFiles, PhotoType } from './useOfficerFiles';

/** Statuses whose answer lists what is wrong with the record itself. */
const FORM_REFUSALS = [400, 404, 409, 422];

/** Uploads what is pending to the officer; returns the messages of the uploads that failed. */
async function uploadPending(policeId: number, files: OfficerFiles): Promise<string[]> {
  const failures: string[] = [];
  const byType = new Map<number, File[]>();
  for (const document of files.documents) byType.set(document.type, [...(byType.get(document.type) ?? []), document.file]);
  for (const [type, list] of byType) {
    try {
      await uploadDocuments(policeId, type, list);
    } catch (error) {
      failures.push(...errorMessagesOf(error));
    }
  }
  for (const type of [1, 2] as PhotoType[]) {
    const photo = files.photos[type];
    if (!photo) continue;
    try {
      await uploadImage(policeId, type, photo);
    } catch (error) {
      failures.push(...errorMessagesOf(error));
    }
  }
  return failures;
}

export interface OfficerSaveOptions {
  form: UseFormReturn<OfficerFormValues>;
  officer: OfficerRecord | null;
  files: OfficerFiles;
  /** Reloads the officer after an update (its documents, photos and computed fields). */
  reload: () => Promise<OfficerRecord | undefined>;
  /** Shows the first tab holding an error. */
  onInvalid: (tab: FormTab | null) => void;
}

export function useOfficerSave({ form, officer, files, reload, onInvalid }: OfficerSaveOptions) {
  const notify = useNotify();
  const translate = useTranslate();
  const notifyRequestError = useNotifyRequestError();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const notifyList = useCallback(
    (title: string, messages: string[], type: 'error' | 'warning') => {
      notify(<FormMessagesToast severity={type} title={translate(title)} messages={messages} />, { type, autoHideDuration: 8000 });
    },
    [notify, translate],
  );

  const save = useCallback(
    async (values: OfficerFormValues) => {
      dismissFormToasts();
      form.clearErrors();
      const check = await checkOfficerForm(values, officer);
      if (!check.ok) {
        for (const field of check.fields) form.setError(field.path as keyof OfficerFormValues, { type: 'validate', message: field.message });
        notifyList('app.officers.form.formErrors', check.messages, 'error');
        onInvalid(check.fields.map((f) => tabOfPath(f.path)).find((tab) => tab !== null) ?? null);
        return;
      }
      setSaving(true);
      try {
        let policeId: number;
        if (officer) {
          await updateOfficer(officer.id, { ...check.body, version: officer.version });
          policeId = officer.id;
        } else {
          policeId = (await createOfficer(check.body)).id;
        }
        const uploadFailures = await uploadPending(policeId, files);
        // Files that failed stay listed so the next Guardar tries again (stored duplicates are skipped by the server).
        if (uploadFailures.length === 0) files.reset();
        notify(officer ? 'app.officers.form.updated' : 'app.officers.form.created', { type: 'success' });
        if (uploadFailures.length) notifyList('app.officers.form.uploadsFailed', uploadFailures, 'error');
        const { warnings } = officerCompleteness(check.body as unknown as Record<string, unknown>);
        if (warnings.length) notifyList('app.officers.form.completeness', warnings, 'warning');
        if (!officer) {
          form.reset();
          navigate(`/home/human-resources/update/${policeId}`);
        } else {
          const fresh = await reload();
          form.reset(fresh ? toFormValues(fresh) : values);
        }
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return;
        if (error instanceof HttpError && FORM_REFUSALS.includes(error.status)) notifyList('app.officers.form.formErrors', errorMessagesOf(error), 'error');
        else notifyRequestError(error);
      } finally {
        setSaving(false);
      }
    },
    [files, form, navigate, notify, notifyList, notifyRequestError, officer, onInvalid, reload],
  );

  return { save, saving };
}
