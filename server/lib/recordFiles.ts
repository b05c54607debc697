/**
 * Stored files follow their records (issue 26). A file is written before its row (it is
 * streamed while the request arrives), so:
 * - `keepOrDiscard`: the row's write either commits or the files go (a refused or failed
 *   write, an upload to a record deleted meanwhile, leaves nothing);
 * - `removeRecordFiles`: once a record's delete has committed, its files go, those its
 *   rows named and any other file in its folders (an upload that committed its row while
 *   the delete was reading them is under the same folder: a record's files live under
 *   `<table>/<id>/…`, and ids are never reused);
 * - the periodic sweep (./orphanSweep.ts) removes whatever a crash left in between.
 */
import type { FileStorage } from './storage';

/** Runs the write that stores the rows of `keys`; if it fails, removes the files and fails alike. */
export async function keepOrDiscard<T>(storage: FileStorage, keys: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeQuietly(storage, keys);
    throw error;
  }
}

/**
 * Removes a deleted record's files: `keys` (read from its rows in the delete's transaction)
 * and every file directly under `folders`. To be called after the delete commits. A file
 * that cannot be removed now (storage down) is left to the sweep: the delete stands.
 */
export async function removeRecordFiles(storage: FileStorage, keys: string[], folders: string[] = []): Promise<void> {
  const listed = storage.list ? (await Promise.all(folders.map((folder) => storage.list!(folder).catch(() => [] as string[])))).flat() : [];
  await removeQuietly(storage, [...new Set([...keys, ...listed])]);
}

async function removeQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
