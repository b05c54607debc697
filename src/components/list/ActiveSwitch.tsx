/**
 * The active switch of a table row (spec 1 §4): one `PATCH <resource>/{id}/status` per
 * change through the dataProvider's `setStatus`, the success toast, and on failure the
 * switch goes back to its previous position and the request errors are shown.
 */
import { Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useNotifyRequestError } from '../requestErrors';

export interface ActiveSwitchProps {
  resource: string;
  id: Identifier;
  checked: boolean;
  /** Translation key of the success toast. */
  successMessage: string;
  /** What the row is called in the switch's accessible name. */
  name: string;
  disabled?: boolean;
  /** Called after a successful change (e.g. to refetch the list). */
  onChanged?: (value: boolean) => void;
}

export function ActiveSwitch({ resource, id, checked, successMessage, name, disabled, onChanged }: ActiveSwitchProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  // The optimistic value lasts until the row itself brings a new value.
  const [lastChecked, setLastChecked] = useState(checked);
  if (lastChecked !== checked) {
    setLastChecked(checked);
    setOptimistic(null);
  }
  const value = optimistic ?? checked;

  const change = async (next: boolean) => {
    setOptimistic(next);
    setPending(true);
    try {
      await dataProvider.setStatus(resource, id, next);
      notify(successMessage, { type: 'success' });
      onChanged?.(next);
    } catch (error) {
      setOptimistic(null);
      notifyRequestError(error);
    } finally {
      setPending(false);
    }
  };

  const label = translate(value ? 'app.common.active' : 'app.common.inactive');
  return (
    <Tooltip title={label}>
      <Switch
        checked={value}
        disabled={disabled || pending}
        color="success"
        onChange={(event) => void change(event.target.checked)}
        slotProps={{ input: { 'aria-label': translate('app.list.toggleStatus', { name }) } }}
      />
    </Tooltip>
  );
}
