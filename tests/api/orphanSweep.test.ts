/**
 * The periodic sweep of files no record names (issue 26): a file left under a record
 * folder without its row (a crash between the file and the row, or between a delete and
 * its file removal) is removed once older than the grace period; files that rows name, and
 * young files (an upload in flight), stay.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordFileHomes } from '../../server/app';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../server/lib/orphanSweep';
import { localStorage, type FileStorage } from '../../server/lib/storage';
import { expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { FILES, gunBody, multipart } from './gunparkFixture';

describeOnEachDatabase('orphan file sweep', (kind) => {
  let t: TestApp;
  let root: string;
  let storage: FileStorage;
  let admin: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'policia-orphans-'));
    storage = localStorage(root);
    t = await createCustomTestApp(kind, { storage });
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const write = async (key: string) => {
    const stream = await storage.writeStream(key);
    await new Promise<void>((done, fail) => stream.end(FILES.pdf, () => done()).once('error', fail));
  };

  it('removes settled files no row names and keeps named and young ones', async () => {
    const gun = expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    const uploaded = expectStatus<{ storageKey?: string; id: number }[]>(
      await t.call(admin, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([{ name: 'acta.pdf', content: FILES.pdf }]) }), 201,
    ).data;
    expect(uploaded).toHaveLength(1);
    const before = (await storage.listTree!('guns')).map((f) => f.key);
    expect(before).toHaveLength(1);

    const orphans = [`guns/${gun.id}/documents/sin-fila.pdf`, 'guns/999999/documents/huerfano.pdf', 'officers/999999/images/foto.jpg', 'disciplinary_cases/999999/documents/acta.pdf'];
    for (const key of orphans) await write(key);

    // Just written: within the grace period, nothing goes (an upload in flight looks the same).
    expect(await sweepOrphanFiles(t.database.db, storage, recordFileHomes())).toEqual([]);

    const removed = await sweepOrphanFiles(t.database.db, storage, recordFileHomes(), Date.now() + ORPHAN_GRACE_MS + 1000);
    expect(removed.sort()).toEqual([...orphans].sort());
    for (const key of orphans) expect(existsSync(join(root, key))).toBe(false);
    // The uploaded document is named by its row: it stays, and still downloads.
    expect(existsSync(join(root, before[0]))).toBe(true);
    const list = expectStatus<{ documents: { id: number }[] }>(await t.call(admin, { method: 'GET', url: `/api/gunpark/guns/${gun.id}` }), 200).data;
    expect(list.documents).toHaveLength(1);
  });
});
