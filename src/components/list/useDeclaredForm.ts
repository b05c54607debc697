/**
 * The form of a declared resource in a modal: react-hook-form with the declaration's
 * yup schema (the same rules and messages as the server), and a save that creates or
 * updates through the dataProvider, toasts the success and reports the server's errors
 * while the modal stays open. A save the rules refuse toasts 'Errores en el formulario:'
 * with every message (each also shows under its field).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import { buildValidationSchema } from '../../../resources/engine/validation';
import { useNotifyFormErrors } from '../formErrors';
import { useNotifyRequestError } from '../requestErrors';

export interface DeclaredFormOptions<Values extends FieldValues, Valid extends FieldValues, Rec extends RaRecord> {
  declaration: ResourceDeclaration;
  record?: Rec;
  defaultsOf: (record?: Rec) => Values;
  toPayload: (values: Valid, defaults: Values) => object;
  /** i18n key of the success toast (or one per mode: created / updated). */
  savedMessage: string | ((mode: 'create' | 'update') => string);
  /** Called with the record the server answered (e.g. to upload its files next). */
  onSaved: (saved: RaRecord) => void | Promise<void>;
}

export function useDeclaredForm<Values extends FieldValues, Valid extends FieldValues, Rec extends RaRecord>(
  options: DeclaredFormOptions<Values, Valid, Rec>,
) {
  const { declaration, record, defaultsOf, toPayload, savedMessage, onSaved } = options;
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const notifyFormErrors = useNotifyFormErrors();
  const dataProvider = useDataProvider();
  const mode = record ? 'update' : 'create';
  const defaults = useMemo(() => defaultsOf(record), [defaultsOf, record]);
  const resolver = useMemo(
    () => yupResolver(buildValidationSchema(declaration, mode)) as unknown as Resolver<Values, unknown, Valid>,
    [declaration, mode],
  );
  const form = useForm<Values, unknown, Valid>({ resolver, defaultValues: defaults as never });

  const save = async (values: Valid) => {
    const data = toPayload(values, defaults);
    try {
      const { data: saved } = record
        ? await dataProvider.update(declaration.name, { id: record.id, data, previousData: record })
        : await dataProvider.create(declaration.name, { data });
      notify(typeof savedMessage === 'function' ? savedMessage(mode) : savedMessage, { type: 'success' });
      await onSaved(saved);
    } catch (error) {
      notifyRequestError(error, declaration.failures?.[mode]);
    }
  };

  return { ...form, submit: form.handleSubmit(save, notifyFormErrors), submitting: form.formState.isSubmitting, mode };
}
