/**
 * One anonymous GET of a public API answer (`{ data }` envelope) for the public pages:
 * plain fetch, so they load no data provider. A 404 is 'missing'; anything else that
 * fails is 'failed' and can be retried.
 */
import { useCallback, useEffect, useState } from 'react';

export type PublicAnswer<T> =
  | { state: 'loading' }
  | { state: 'found'; data: T }
  | { state: 'missing' }
  | { state: 'failed' };

export function usePublicAnswer<T>(url: string): PublicAnswer<T> & { retry: () => void } {
  const [answer, setAnswer] = useState<PublicAnswer<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return setAnswer({ state: 'missing' });
        if (!response.ok) return setAnswer({ state: 'failed' });
        const body = (await response.json()) as { data?: T };
        setAnswer(body.data === undefined ? { state: 'failed' } : { state: 'found', data: body.data });
      })
      .catch(() => { if (!controller.signal.aborted) setAnswer({ state: 'failed' }); });
    return () => controller.abort();
  }, [url, attempt]);
  // A page asks for one URL: only a retry asks again (and shows the wait again).
  const retry = useCallback(() => {
    setAnswer({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...answer, retry };
}
