/**
 * File storage behind one interface. Local disk under DATA_DIR/files is the default;
 * a deployment with several API instances plugs an S3-compatible implementation of the
 * same interface (see README).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface FileStorage {
  /** A stream that stores what is written to it under `key`. */
  writeStream(key: string): Promise<Writable>;
  readStream(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Keys stored directly under a folder (exports are swept by it: server/lib/exportCleanup.ts). */
  list?(folder: string): Promise<string[]>;
  /** Every file under a folder, at any depth, with when it was last written (the orphan sweep: server/lib/orphanSweep.ts). */
  listTree?(folder: string): Promise<StoredFile[]>;
}

/** A stored file as a listing gives it. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** One key rule for every storage: relative, '/'-separated, no empty, '.' or '..' segment. */
export function checkedKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) throw new Error('invalid storage key');
  return key;
}

export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async writeStream(key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      return createWriteStream(path);
    },
    async readStream(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(folder) {
      const entries = await readdir(pathOf(folder), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => `${folder}/${entry.name}`);
    },
    async listTree(folder) {
      const found: StoredFile[] = [];
      const walk = async (key: string): Promise<void> => {
        const entries = await readdir(pathOf(key), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const child = `${key}/${entry.name}`;
          if (entry.isDirectory()) await walk(child);
          else if (entry.isFile()) {
            const stats = await stat(pathOf(child)).catch(() => null);
            if (stats) found.push({ key: child, modifiedAt: stats.mtime });
          }
        }
      };
      await walk(folder);
      return found;
    },
  };
}
