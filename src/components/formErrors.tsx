/**
 * A save refused by the form's own rules: 'Errores en el formulario:' followed by every
 * message of the error tree, as react-hook-form hands it to `handleSubmit`'s second
 * callback (the errors of this submit, not a render's stale `formState`).
 */
import { useCallback } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { RequestErrorList } from './requestErrors';

/** Every message of a react-hook-form error tree, without repeats. */
export function formMessages(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child);
  };
  walk(errors);
  return [...new Set(out)];
}

/** `handleSubmit(save, notifyFormErrors)`: the toast of a save the form refused. */
export function useNotifyFormErrors() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (errors: FieldErrors) => {
      notify(<RequestErrorList title={translate('app.errors.formErrors')} messages={formMessages(errors)} />, { type: 'error', autoHideDuration: 8000 });
    },
    [notify, translate],
  );
}
