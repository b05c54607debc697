/**
 * A stored photo as an object URL: fetched with the session (fetchStoredFile) and revoked
 * when the photo changes or the card unmounts. Only this system's own paths are fetched
 * with the session; an absolute address of another site is shown as it is, so the bearer
 * token never leaves for a foreign host.
 */
import { useEffect, useState } from 'react';
import { fetchStoredFile } from '../api';

export type StoredFileUrl = { status: 'none' } | { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

export function isOwnFile(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

export function useStoredFileUrl(url: string | null | undefined): StoredFileUrl {
  // The fetched result is kept with the url it belongs to: a newer url reads as loading.
  const [fetched, setFetched] = useState<{ url: string; result: StoredFileUrl } | null>(null);
  const own = Boolean(url) && isOwnFile(url!);
  useEffect(() => {
    if (!url || !own) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchStoredFile(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, result: { status: 'ready', src: objectUrl } });
      })
      .catch(() => {
        if (!cancelled) setFetched({ url, result: { status: 'error' } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, own]);
  if (!url) return { status: 'none' };
  if (!own) return { status: 'ready', src: url };
  return fetched?.url === url ? fetched.result : { status: 'loading' };
}
