/**
 * Module boundaries inside the disciplinary resource (issue 26): ICAP and OIDP are two
 * kinds of one resource, and a case's parts — its documents (upload, list, download,
 * delete) and its involved officers, vehicles and guns — are written only by the staff of
 * the case's own kind, whichever route the request takes; reading them stays open to
 * module 2 like the case itself (docs/decisions.md). Each part route is called by an
 * ICAP-only and an OIDP-only role on a case of each kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { disciplinaryTokens, icapBody, oidpBody, withoutDemoCases } from './disciplinaryFixture';
import { demoOfficers, FILES, FORBIDDEN, gunBody, multipart, vehicleBody } from './gunparkFixture';

interface Document { id: number; filename: string; url: string }
interface Case {
  id: number; typeDisciplinary: number; documents: Document[];
  policeSelected: { id: number }[]; vehicleSelected: { id: number }[]; gunSelected: { id: number }[];
}

const KINDS = [['ICAP', icapBody], ['OIDP', oidpBody]] as const;
const ROLES = ['icap', 'oidp'] as const;
type Role = (typeof ROLES)[number];
const owns = (role: Role, kind: string) => role === kind.toLowerCase();
/** The involved parts, each written through the case's edit with a list of ids. */
const PARTS = [['funcionarios', 'policeSelected'], ['vehículos', 'vehicleSelected'], ['armas', 'gunSelected']] as const;

describeOnEachDatabase('Disciplinario: límites entre ICAP y OIDP en las partes del caso', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof disciplinaryTokens>>;
  let partIds: Record<(typeof PARTS)[number][1], number>;

  const newCase = async (body: () => Record<string, unknown>) => expectStatus<Case>(await t.call(tokens.admin, { method: 'POST', url: '/api/disciplinary', payload: body() }), 201).data;
  const stored = async (id: number) => expectStatus<Case>(await t.call(tokens.admin, { method: 'GET', url: `/api/disciplinary/${id}` }), 200).data;
  const upload = (token: string, id: number) => t.call(token, { method: 'POST', url: `/api/disciplinary/${id}/documents`, ...multipart([{ name: 'acta.pdf', content: FILES.pdf }]) });
  const documentRows = async (id: number) => (await t.database.rawQuery('select id from disciplinary_cases_documents where owner_id = $1', [id])).length;

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoCases });
    tokens = await disciplinaryTokens(t);
    const [officer] = await demoOfficers(t, 1);
    const vehicle = expectStatus<{ id: number }>(await t.call(tokens.admin, { method: 'POST', url: '/api/vehicle', payload: vehicleBody() }), 201).data;
    const gun = expectStatus<{ id: number }>(await t.call(tokens.admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    partIds = { policeSelected: officer.id, vehicleSelected: vehicle.id, gunSelected: gun.id };
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  for (const [kindName, body] of KINDS) {
    for (const role of ROLES) {
      const allowed = owns(role, kindName);
      describe(`caso ${kindName}, rol solo ${role.toUpperCase()}`, () => {
        it(allowed ? 'sube documentos (201)' : 'no sube documentos: 403 y nada guardado', async () => {
          const created = await newCase(body);
          const answer = await upload(tokens[role], created.id);
          if (allowed) expectStatus(answer, 201);
          else expect(envelope(answer)).toEqual(FORBIDDEN);
          expect(await documentRows(created.id)).toBe(allowed ? 1 : 0);
        });

        it(allowed ? 'elimina documentos (200)' : 'no elimina documentos: 403 y el documento sigue', async () => {
          const created = await newCase(body);
          const [document] = expectStatus<Document[]>(await upload(tokens.admin, created.id), 201).data;
          const answer = await t.call(tokens[role], { method: 'DELETE', url: `/api/disciplinary/${created.id}/documents`, payload: { documentIds: [document.id] } });
          if (allowed) expectStatus(answer, 200);
          else expect(envelope(answer)).toEqual(FORBIDDEN);
          expect(await documentRows(created.id)).toBe(allowed ? 0 : 1);
        });

        it('lista y descarga los documentos (lectura del módulo 2)', async () => {
          const created = await newCase(body);
          const [document] = expectStatus<Document[]>(await upload(tokens.admin, created.id), 201).data;
          const read = expectStatus<Case>(await t.call(tokens[role], { method: 'GET', url: `/api/disciplinary/${created.id}` }), 200).data;
          expect(read.documents.map((d) => d.id)).toEqual([document.id]);
          const file = await t.call(tokens[role], { method: 'GET', url: document.url });
          expect(file.statusCode).toBe(200);
          expect(file.rawPayload.equals(FILES.pdf)).toBe(true);
        });

        for (const [label, key] of PARTS) {
          it(allowed ? `asigna ${label} involucrados (200) y los lee` : `no asigna ${label} involucrados: 403 y nada cambia; los lee`, async () => {
            const created = await newCase(body);
            const answer = await t.call(tokens[role], { method: 'PUT', url: `/api/disciplinary/${created.id}`, payload: { [key]: [partIds[key]] } });
            if (allowed) expectStatus(answer, 200);
            else expect(envelope(answer)).toEqual(FORBIDDEN);
            const read = expectStatus<Case>(await t.call(tokens[role], { method: 'GET', url: `/api/disciplinary/${created.id}` }), 200).data;
            expect(read[key].map((p) => p.id)).toEqual(allowed ? [partIds[key]] : []);
            expect((await stored(created.id))[key].map((p) => p.id)).toEqual(allowed ? [partIds[key]] : []);
          });
        }
      });
    }
  }
});
