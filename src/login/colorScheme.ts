/**
 * Light or dark for the login page, as the app decides it (spec 1 §1): the choice saved by
 * the app's theme button (react-admin keeps it in local storage as RaStore.theme), else the
 * system preference, followed live.
 */
import { useSyncExternalStore } from 'react';

const SAVED_THEME_KEY = 'RaStore.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function savedTheme(): 'light' | 'dark' | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(SAVED_THEME_KEY) ?? 'null');
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

const systemDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, () => (savedTheme() ?? (systemDark() ? 'dark' : 'light')) === 'dark');
}
