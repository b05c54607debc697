/**
 * Issue 19: the audit trail is partitioned by month. Months ahead exist; an entry dated
 * outside them waits in the default partition until its month is created; months older
 * than the retention are archived as gzip JSON lines and dropped; the viewer's
 * `audits/months` says which months are online.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { archiveOldAuditMonths, ensureAuditPartitions, firstKeptMonth, onlineAuditMonths } from '../../server/lib/auditPartitions';
import { localStorage } from '../../server/lib/storage';
import { expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const monthsFromNow = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15, 12));
};

describeOnEachDatabase('Auditoría por meses', (kind) => {
  let t: TestApp;
  let root: string;
  const storage = () => localStorage(root);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'policia-audit-archive-'));
    t = await createCustomTestApp(kind, { demoData: false, storage: localStorage(root) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('el mes actual y los dos siguientes existen; lo demás espera en la partición por defecto', async () => {
    const online = await onlineAuditMonths(t.database);
    expect(online).toEqual(expect.arrayContaining([monthKey(monthsFromNow(0)), monthKey(monthsFromNow(1)), monthKey(monthsFromNow(2))]));
    const old = monthsFromNow(-14);
    await t.database.rawQuery(
      "insert into audits (created_at, user_name, endpoint, method, status_code, response_time, req) values ($1, 'antiguo', '/api/roles', 'GET', 200, 3, '{\"a\":1}')",
      [old.toISOString()],
    );
    const [waiting] = await t.database.rawQuery("select tableoid::regclass::text as partition from audits where user_name = 'antiguo'");
    expect(waiting.partition).toBe('audits_default');
    await ensureAuditPartitions(t.database);
    const [moved] = await t.database.rawQuery("select tableoid::regclass::text as partition from audits where user_name = 'antiguo'");
    expect(moved.partition).toBe(`audits_${monthKey(old).replace('-', '_')}`);
  });

  it('los meses anteriores a la retención se archivan comprimidos y salen de la base de datos', async () => {
    const old = monthKey(monthsFromNow(-14));
    expect(firstKeptMonth(12) > old).toBe(true);
    const archived = await archiveOldAuditMonths(t.database, storage(), 12);
    expect(archived).toEqual([old]);
    expect(await onlineAuditMonths(t.database)).not.toContain(old);
    expect(await t.database.rawQuery("select id from audits where user_name = 'antiguo'")).toHaveLength(0);

    const stream = await storage().readStream(`audit-archive/audits-${old}.jsonl.gz`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer));
    const lines = gunzipSync(Buffer.concat(chunks)).toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ user_name: 'antiguo', endpoint: '/api/roles', method: 'GET', status_code: 200, req: { a: 1 } });
    // Nothing left to archive: a second run does nothing.
    expect(await archiveOldAuditMonths(t.database, storage(), 12)).toEqual([]);
  });

  it('audits/months dice qué meses están en línea y cuáles archivados', async () => {
    const admin = await t.login();
    const body = expectStatus<{ online: string[]; archived: string[]; retentionMonths: number }>(
      await t.call(admin, { method: 'GET', url: '/api/audits/months' }),
      200,
    ).data;
    expect(body.online).toContain(monthKey(new Date()));
    expect(body.archived).toEqual([monthKey(monthsFromNow(-14))]);
    expect(body.retentionMonths).toBe(12);
    expect((await t.call(null, { method: 'GET', url: '/api/audits/months' })).statusCode).toBe(401);
  });

  it('las entradas nuevas siguen entrando y listándose', async () => {
    const admin = await t.login();
    const page = expectStatus<{ endpoint: string }[]>(await t.call(admin, { method: 'GET', url: '/api/audits?page=1&pageSize=5' }), 200);
    expect(page.data.length).toBeGreaterThan(0);
  });
});
