import { useCallback, useState } from 'react';

/**
 * Open/closed state of a modal that works on a record. The record is kept while the
 * dialog fades out, so its title and contents do not change as it closes.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; record?: T }>({ open: false });
  const show = useCallback((record?: T) => setState({ open: true, record }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, record: state.record, show, close };
}
