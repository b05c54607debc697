/**
 * Issue 26: no write under concurrency ends in a 5xx, every rule holds and no stored file
 * outlives its record. For each module, 40 pairs of requests sent at once (creates, edits,
 * deletes and uploads on shared parents). On PostgreSQL they really run side by side
 * (deadlocks only show there); PGlite has one connection and runs them one after the other.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localStorage } from '../../server/lib/storage';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { icapBody } from './disciplinaryFixture';
import { evaluationBody, newsBody, studentBody } from './educationFixture';
import { FILES, gunBody, multipart, vehicleBody } from './gunparkFixture';
import { reportBody } from './medicalFixture';
import { createOfficer } from './officersFixture';
import { obligatoryBody } from './permitsFixture';

const PAIRS = 40;
/** What a write may answer when another one got there first: done, gone, or the rule's 409. */
const EXPECTED = [200, 201, 404, 409];

describeOnEachDatabase('Carreras de escritura: sin 5xx, reglas y archivos (issue 26)', (kind) => {
  let t: TestApp;
  let admin: string;
  let officerIds: number[];
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-races-'));
  const figures = { requests: 0, serverErrors: 0, unexpected: [] as string[] };

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { demoData: false, storage: localStorage(filesDir) });
    admin = await t.login();
    officerIds = [];
    for (let i = 0; i < 3; i++) officerIds.push((await createOfficer(t, admin)).id);
  }, 180_000);
  afterAll(async () => {
    console.info(`[${kind}] carreras: ${figures.requests} peticiones, ${figures.serverErrors} × 5xx, ${t?.database.retriedTransactions() ?? 0} transacciones repetidas`);
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  type Request = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object | Buffer; headers?: Record<string, string> };
  const send = async (request: Request): Promise<LightMyRequestResponse> => {
    const response = await t.call(admin, request);
    figures.requests++;
    if (response.statusCode >= 500) figures.serverErrors++;
    if (!EXPECTED.includes(response.statusCode)) figures.unexpected.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  /** Creates a record one request at a time (the shared parent of a pair). */
  const created = async (url: string, payload: object): Promise<number> => {
    const response = await t.call(admin, { method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json().data.id);
  };
  const pairs = async (make: (round: number) => Promise<[Request, Request]>) => {
    figures.unexpected = [];
    for (let round = 0; round < PAIRS; round++) await Promise.all(await make(round).then((pair) => pair.map(send)));
    expect(figures.unexpected).toEqual([]);
  };
  const rows = (sql: string, params?: unknown[]) => t.database.rawQuery(sql, params);
  const number = async (sql: string, params?: unknown[]) => Number(Object.values((await rows(sql, params))[0])[0]);
  /** Stored files under a folder with no row naming them. */
  const orphanFiles = async (folder: string, table: string) => {
    let stored: string[];
    try {
      stored = readdirSync(join(filesDir, folder), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(filesDir, join(e.parentPath, e.name)));
    } catch {
      return [];
    }
    const known = new Set((await rows(`select storage_key from ${table}`)).map((r) => String(r.storage_key)));
    return stored.filter((key) => !known.has(key));
  };
  const upload = (url: string): Request => ({ method: 'POST', url, ...multipart([{ name: 'acta.pdf', content: FILES.pdf }]) });

  it(`casos disciplinarios: crear, editar, eliminar y subir documentos a la vez (${PAIRS} pares)`, async () => {
    await pairs(async (round) => {
      const id = await created('/api/disciplinary', icapBody({ officers: [officerIds[round % 3]] }));
      const edit: Request = { method: 'PUT', url: `/api/disciplinary/${id}`, payload: icapBody({ victim: `Víctima ${round}`, statusDisciplinary: 2, officers: [officerIds[(round + 1) % 3]] }) };
      const remove: Request = { method: 'DELETE', url: `/api/disciplinary/${id}` };
      const create: Request = { method: 'POST', url: '/api/disciplinary', payload: icapBody({ officers: [officerIds[round % 3]], dateInit: '2026-02-10' }) };
      return ([[create, remove], [edit, remove], [upload(`/api/disciplinary/${id}/documents`), remove], [create, edit]] as [Request, Request][])[round % 4];
    });
    expect(await number('select coalesce(sum(cases), 0) from disciplinary_case_counts')).toBe(await number('select count(*) from disciplinary_cases'));
    expect(await number('select coalesce(sum(officer_links), 0) from disciplinary_case_counts')).toBe(await number('select count(*) from disciplinary_case_officers'));
    expect(await orphanFiles('disciplinary_cases', 'disciplinary_cases_documents')).toEqual([]);
  }, 600_000);

  for (const asset of [
    { name: 'armas', assets: '/api/gunpark/guns', path: '/api/gunpark/officer-assignments', field: 'gunId', table: 'guns', assignments: 'gun_assignments', column: 'gun_id', body: gunBody },
    { name: 'vehículos', assets: '/api/vehicle', path: '/api/vehicle-assignments', field: 'vehicleId', table: 'vehicles', assignments: 'vehicle_assignments', column: 'vehicle_id', body: vehicleBody },
  ]) {
    it(`asignaciones de ${asset.name}: asignar, finalizar, eliminar y subir documentos del activo a la vez (${PAIRS} pares)`, async () => {
      await pairs(async (round) => {
        const assetId = await created(asset.assets, asset.body({ status: 1 }));
        const assign = (officer: number): Request => ({ method: 'POST', url: asset.path, payload: { [asset.field]: assetId, policeId: officerIds[officer], purpose: 'Servicio de patrullaje' } });
        if (round % 4 === 0) return [assign(0), assign(1)];
        const existing = await created(asset.path, { [asset.field]: assetId, policeId: officerIds[2], purpose: 'Servicio de patrullaje' });
        const finish: Request = { method: 'PUT', url: `${asset.path}/${existing}/finish`, payload: { endDate: new Date().toISOString().slice(0, 10) } };
        const remove: Request = { method: 'DELETE', url: `${asset.path}/${existing}` };
        return ([[finish, assign(0)], [remove, assign(1)], [remove, finish]] as [Request, Request][])[round % 4 - 1];
      });
      // Exactly the assets with an active assignment are 'En Uso' (2).
      expect(await rows(`select a.id from ${asset.table} a where (a.status = 2) <> exists (select 1 from ${asset.assignments} s where s.${asset.column} = a.id and s.active)`)).toEqual([]);
      if (asset.table === 'guns') expect(await rows('select gun_id from gun_assignments where active group by gun_id having count(*) > 1')).toEqual([]);
    }, 600_000);
  }

  it(`activos con documentos: subir y eliminar el activo a la vez no deja archivos (${PAIRS} pares)`, async () => {
    await pairs(async (round) => {
      const [url, body] = round % 2 ? ['/api/gunpark/guns', gunBody()] : ['/api/vehicle', vehicleBody()];
      const id = await created(url, body);
      return [upload(`${url}/${id}/documents`), { method: 'DELETE', url: `${url}/${id}` }];
    });
    expect(await orphanFiles('guns', 'guns_documents')).toEqual([]);
    expect(await orphanFiles('vehicles', 'vehicles_documents')).toEqual([]);
  }, 600_000);

  it(`permisos: crear, editar y eliminar del mismo funcionario a la vez (${PAIRS} pares)`, async () => {
    await pairs(async (round) => {
      const policeId = officerIds[round % 3];
      const id = await created('/api/permits', obligatoryBody(policeId));
      const edit: Request = { method: 'PUT', url: `/api/permits/${id}`, payload: obligatoryBody(policeId, { motive: `Motivo de la solicitud número ${round}` }) };
      const remove: Request = { method: 'DELETE', url: `/api/permits/${id}` };
      const create: Request = { method: 'POST', url: '/api/permits', payload: obligatoryBody(policeId) };
      return ([[create, remove], [edit, remove], [create, edit]] as [Request, Request][])[round % 3];
    });
    expect(await number('select coalesce(sum(requests), 0) from permit_counts')).toBe(await number('select count(*) from permits'));
  }, 600_000);

  it(`informes médicos: crear, editar y eliminar del mismo funcionario a la vez (${PAIRS} pares)`, async () => {
    await pairs(async (round) => {
      const policeId = officerIds[round % 3];
      const id = await created('/api/medical/create', reportBody(policeId));
      const edit: Request = { method: 'PUT', url: `/api/medical/update/${id}`, payload: reportBody(policeId, { diagnosis: `Diagnóstico de control número ${round}` }) };
      const remove: Request = { method: 'DELETE', url: `/api/medical/delete/${id}` };
      const create: Request = { method: 'POST', url: '/api/medical/create', payload: reportBody(policeId) };
      return ([[create, remove], [edit, remove], [create, edit]] as [Request, Request][])[round % 3];
    });
    expect(await number('select coalesce(sum(reports), 0) from medical_report_counts')).toBe(await number('select count(*) from medical_reports'));
  }, 600_000);

  it(`estudiantes, evaluaciones y noticias: crear, editar y eliminar a la vez (${PAIRS} pares cada uno)`, async () => {
    const resources = [
      { url: '/api/unes', body: () => studentBody(), edit: (round: number) => ({ semester: 1 + (round % 6) }) },
      { url: '/api/evaluation-board/evaluations', body: () => evaluationBody(officerIds[0], officerIds[1]), edit: (round: number) => ({ goals: `Meta ${round}` }) },
      { url: '/api/website/news', body: () => newsBody(), edit: (round: number) => ({ subtitle: `Subtítulo ${round}` }) },
    ];
    for (const resource of resources) {
      await pairs(async (round) => {
        const body = resource.body();
        const id = await created(resource.url, body);
        const edit: Request = { method: 'PUT', url: `${resource.url}/${id}`, payload: { ...body, ...resource.edit(round) } };
        const remove: Request = { method: 'DELETE', url: `${resource.url}/${id}` };
        // The same body twice: its unique fields (a student's cédula, a news title) let one in.
        const duplicate: Request = { method: 'POST', url: resource.url, payload: body };
        return ([[edit, remove], [duplicate, remove], [edit, edit]] as [Request, Request][])[round % 3];
      });
    }
    expect(await rows('select identification from students group by identification having count(*) > 1')).toEqual([]);
  }, 600_000);

  it('ninguna petición respondió 5xx', () => {
    expect(figures.requests).toBeGreaterThan(PAIRS * 2 * 8);
    expect(figures.serverErrors).toBe(0);
  });
});
