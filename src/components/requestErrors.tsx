/**
 * Shows a failed request as the spec's toast: 'Errores en la petición:' followed by the
 * server's messages (spec 1 §8), except for 401 which ends the session instead.
 */
import { Alert } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useCallback } from 'react';
import { errorMessagesOf } from '../../dataProvider/httpClient';

export function RequestErrorList({ title, messages }: { title: string; messages: string[] }) {
  return (
    <Alert severity="error" variant="filled" sx={{ minWidth: 280, maxWidth: 520 }}>
      <strong>{title}</strong>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}

export function useNotifyRequestError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    /** `fallback`: the spec's text for this call when the answer carries no message of its own. */
    (error: unknown, fallback?: string) => {
      if (error instanceof HttpError && error.status === 401) return;
      notify(<RequestErrorList title={translate('app.errors.requestErrors')} messages={errorMessagesOf(error, fallback)} />, { type: 'error', autoHideDuration: 8000 });
    },
    [notify, translate],
  );
}
