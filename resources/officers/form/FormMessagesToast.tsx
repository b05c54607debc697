/**
 * A toast with a title and a bulleted list (RRHH §5.1 'Errores en el formulario:', and the
 * completeness warnings of §3.13), laid out like RequestErrorList. It can be closed, and
 * every new Guardar closes it (`dismissFormToasts`): react-admin shows one toast at a
 * time, so a long error list would otherwise hold back the next save's answer.
 */
import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useCloseNotification } from 'react-admin';

const DISMISS_EVENT = 'officer-form:dismiss-toasts';

export function dismissFormToasts() {
  window.dispatchEvent(new Event(DISMISS_EVENT));
}

export function FormMessagesToast({ severity, title, messages }: { severity: 'error' | 'warning'; title: string; messages: string[] }) {
  const close = useCloseNotification();
  useEffect(() => {
    window.addEventListener(DISMISS_EVENT, close);
    return () => window.removeEventListener(DISMISS_EVENT, close);
  }, [close]);
  return (
    <Alert severity={severity} variant="filled" onClose={close} sx={{ minWidth: 280, maxWidth: 520 }}>
      <strong>{title}</strong>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
