/**
 * The form of a movement modal: react-hook-form with the shared yup schema (the same
 * rules and messages as the server). An invalid submit toasts 'Errores en el
 * formulario:' with every message (RRHH §8); a save posts to the declaration's path,
 * toasts the success and closes, or shows the server's errors and stays open.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNotify } from 'react-admin';
import type { AnyObjectSchema } from 'yup';
import { useNotifyFormErrors } from '../../src/components/formErrors';
import { useNotifyRequestError } from '../../src/components/requestErrors';
import { saveMovement } from './api';

export interface MovementFormOptions<Values extends FieldValues> {
  schema: AnyObjectSchema;
  defaults: DefaultValues<Values>;
  /** The save path for these values (commissions and vacations differ). */
  pathOf: (values: Values) => string;
  toPayload: (values: Values) => object;
  /** i18n key of the success toast. */
  savedMessage: string;
  onSaved: () => void;
  /** Schema to use for these values (the vacation form switches by module). */
  schemaOf?: (values: Values) => AnyObjectSchema;
  /** The version of the record being edited: sent, so an edit based on a stale copy is refused (409). */
  version?: number;
}

export function useMovementForm<Values extends FieldValues>(options: MovementFormOptions<Values>) {
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const { schemaOf, schema } = options;
  const resolver: Resolver<Values> = (values, context, resolverOptions) =>
    (yupResolver((schemaOf ? schemaOf(values) : schema) as AnyObjectSchema) as unknown as Resolver<Values>)(values, context, resolverOptions);
  const form = useForm<Values>({ resolver, defaultValues: options.defaults });

  const save = async (values: Values) => {
    try {
      const payload = options.toPayload(values);
      await saveMovement(options.pathOf(values), options.version === undefined ? payload : { ...payload, version: options.version });
      notify(options.savedMessage, { type: 'success' });
      options.onSaved();
    } catch (error) {
      notifyRequestError(error);
    }
  };
  const invalid = useNotifyFormErrors();

  return { ...form, submit: form.handleSubmit(save, invalid), submitting: form.formState.isSubmitting };
}
