/**
 * Runs one declared state action on a record: a confirmation (its `confirm` question, or
 * the action's label) and, when the action reads input (a rejection reason, a new status),
 * those inputs validated with the declaration's rules before the call. Errors from the
 * server stay in the dialog's toast; success closes it and refreshes the list.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useNotifyRequestError } from '../../../src/components/requestErrors';
import { DeclaredInputs } from '../DeclaredInputs';
import type { FieldDeclaration, ResourceDeclaration, StateActionDeclaration } from '../types';
import { buildValidationSchema } from '../validation';

type Values = Record<string, unknown>;

/**
 * The action's inputs as a small declaration of their own, keyed by the declared field
 * (so labels and inputs are the field's), each required with the action's message.
 */
export function actionInputDeclaration(declaration: ResourceDeclaration, action: StateActionDeclaration): ResourceDeclaration {
  const fields: Record<string, FieldDeclaration> = {};
  for (const input of action.input ?? []) {
    const field = declaration.fields[input.field];
    fields[input.field] = { ...field, readOnly: false, default: undefined, rules: { ...field.rules, ...(input.required ? { required: input.required } : {}) } };
  }
  return { ...declaration, name: declaration.name, fields, checks: [], uniqueIndexes: [] };
}

export interface StateActionDialogProps {
  declaration: ResourceDeclaration;
  action: StateActionDeclaration | null;
  record: RaRecord | null;
  onClose: () => void;
}

function ActionForm({ declaration, action, record, onClose, titleId }: Required<Omit<StateActionDialogProps, 'action' | 'record'>> & { action: StateActionDeclaration; record: RaRecord; titleId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const notifyRequestError = useNotifyRequestError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputs = useMemo(() => actionInputDeclaration(declaration, action), [declaration, action]);
  const defaults = Object.fromEntries((action.input ?? []).map((i) => [i.field, record[i.field] ?? '']));
  const form = useForm<Values>({ resolver: yupResolver(buildValidationSchema(inputs, 'update')) as unknown as Resolver<Values>, defaultValues: defaults });
  const submit = form.handleSubmit(async (values) => {
    try {
      const body = Object.fromEntries((action.input ?? []).map((i) => [i.key, values[i.field]]));
      await dataProvider.runAction(declaration.name, record.id, action.path, body);
      notify(`resources.${declaration.name}.messages.${action.path}`, { type: 'success', messageArgs: { _: action.message } });
      refresh();
      onClose();
    } catch (error) {
      notifyRequestError(error);
    }
  });
  const label = translate(`resources.${declaration.name}.actions.${action.path}`, { _: action.label });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: action.input?.length ? 2 : 0 }}>{action.confirm ?? `${label}: ${String(record[declaration.recordRepresentation ?? 'id'] ?? record.id)}`}</DialogContentText>
          {action.input?.length ? <DeclaredInputs declaration={inputs} fields={(action.input ?? []).map((i) => i.field)} widths={Object.fromEntries((action.input ?? []).map((i) => [i.field, 12]))} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} startIcon={form.formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate(form.formState.isSubmitting ? 'app.engine.working' : 'app.engine.confirm')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

export function StateActionDialog({ declaration, action, record, onClose }: StateActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(action && record)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {action && record && <ActionForm key={`${action.path}-${record.id}`} declaration={declaration} action={action} record={record} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}
