/**
 * Issue 19: one file-storage suite, run on the local disk and on S3 (a real S3-protocol
 * server started here). Both must store, stream back, list, remove and refuse bad keys alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredExports, REMOVAL_GRACE_SECONDS } from '../../server/lib/exportCleanup';
import { localStorage, type FileStorage } from '../../server/lib/storage';
import { startS3Server, testS3Storage, type TestS3Server } from '../support/s3Server';

async function put(storage: FileStorage, key: string, content: Buffer | string) {
  await pipeline(Readable.from([Buffer.from(content)]), await storage.writeStream(key));
}

async function get(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.readStream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

type Backend = { name: string; open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: 'disco local',
    open: async () => {
      const root = mkdtempSync(join(tmpdir(), 'policia-storage-'));
      return { storage: localStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3',
    open: async () => {
      const server: TestS3Server = await startS3Server();
      return { storage: testS3Storage(server), close: server.close };
    },
  },
];

for (const backend of backends) {
  describe(`Almacenamiento de archivos [${backend.name}]`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await backend.open());
    });
    afterAll(async () => close());

    it('guarda y devuelve el mismo contenido, también en varias partes', async () => {
      await put(storage, 'officers/1/documento.pdf', '%PDF-1.7 contenido');
      expect((await get(storage, 'officers/1/documento.pdf'))?.toString()).toBe('%PDF-1.7 contenido');
      // Larger than one multipart part (5 MiB): the upload is sent in parts.
      const big = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
      big.write('inicio', 0);
      await pipeline(
        Readable.from((function* () {
          for (let offset = 0; offset < big.length; offset += 256 * 1024) yield big.subarray(offset, offset + 256 * 1024);
        })()),
        await storage.writeStream('exports/grande.bin'),
      );
      const back = await get(storage, 'exports/grande.bin');
      expect(back?.length).toBe(big.length);
      expect(back?.equals(big)).toBe(true);
    });

    it('un archivo que no existe se lee como null; borrar es idempotente', async () => {
      expect(await storage.readStream('officers/99/no-existe.pdf')).toBeNull();
      await put(storage, 'tmp/borrar.txt', 'x');
      await storage.remove('tmp/borrar.txt');
      expect(await storage.readStream('tmp/borrar.txt')).toBeNull();
      await expect(storage.remove('tmp/borrar.txt')).resolves.toBeUndefined();
    });

    it('lista solo lo que está directamente en la carpeta', async () => {
      await put(storage, 'lista/a.txt', 'a');
      await put(storage, 'lista/b.txt', 'b');
      await put(storage, 'lista/sub/c.txt', 'c');
      await put(storage, 'listado/d.txt', 'd');
      expect((await storage.list!('lista')).sort()).toEqual(['lista/a.txt', 'lista/b.txt']);
      expect(await storage.list!('vacia')).toEqual([]);
    });

    it('las exportaciones caducadas se barren igual', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = `exports/${now - REMOVAL_GRACE_SECONDS - 5}-00000000-0000-4000-8000-000000000001.xlsx`;
      await put(storage, expired, 'x');
      expect(await sweepExpiredExports(storage)).toBe(1);
      expect(await storage.readStream(expired)).toBeNull();
    });

    it('rechaza claves que salen de su raíz', async () => {
      await expect(storage.writeStream('../fuera.txt')).rejects.toThrow();
      await expect(storage.writeStream('/absoluta.txt')).rejects.toThrow();
    });
  });
}
