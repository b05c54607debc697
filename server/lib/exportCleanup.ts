/**
 * Generated exports (XLSX) live only as long as their signed link: the storage key starts
 * with the link's expiry (`exports/<epoch seconds>-<uuid>.xlsx`), a timer removes the file
 * when it expires, and every new export sweeps the folder for files whose expiry passed
 * (those a restart left behind). A storage without `list` relies on the timers alone.
 */
import { randomUUID } from 'node:crypto';
import type { FileStorage } from './storage';

export const EXPORTS_FOLDER = 'exports';
/**
 * Grace after the expiry written in the key: the link is signed when the file is complete
 * (a long export ends later than it began), and a download that started just before the
 * link expired can finish.
 */
export const REMOVAL_GRACE_SECONDS = 300;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function exportKey(linkSeconds: number, extension = 'xlsx'): string {
  return `${EXPORTS_FOLDER}/${nowSeconds() + linkSeconds}-${randomUUID()}.${extension}`;
}

/** The expiry written in an export's key (null for a key of another form). */
export function expiryOf(key: string): number | null {
  const match = /(?:^|\/)(\d{9,12})-[0-9a-f-]{36}\.[a-z]+$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Removes the file once its link has expired (the timer does not keep the process alive). */
export function scheduleRemoval(storage: FileStorage, key: string): void {
  const expiry = expiryOf(key);
  if (expiry === null) return;
  const delay = Math.max(0, (expiry + REMOVAL_GRACE_SECONDS - nowSeconds()) * 1000);
  setTimeout(() => void storage.remove(key).catch(() => undefined), delay).unref();
}

/** Removes every export whose link expired; returns how many. */
export async function sweepExpiredExports(storage: FileStorage): Promise<number> {
  if (!storage.list) return 0;
  const now = nowSeconds();
  const expired = (await storage.list(EXPORTS_FOLDER)).filter((key) => {
    const expiry = expiryOf(key);
    return expiry !== null && expiry + REMOVAL_GRACE_SECONDS <= now;
  });
  await Promise.all(expired.map((key) => storage.remove(key).catch(() => undefined)));
  return expired.length;
}
