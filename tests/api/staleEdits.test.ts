/**
 * No lost update (issue 18): every kind of editable record answers its `version`; an edit
 * that sends the version it read is stored and raises it by one; an edit that sends a
 * version another edit already replaced answers 409 in Spanish and changes nothing; an
 * edit without a version (older clients) is still stored.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRole, createUser, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { disincorporationBody, officerWithCondition, reentryBody, vacationBody } from './movementsFixture';
import { createOfficer, officerBody } from './officersFixture';
import { obligatoryBody } from './permitsFixture';
import { medicalUser, reportBody } from './medicalFixture';
import { gunBody, stationBody, vehicleBody } from './gunparkFixture';
import { newsBody, studentBody } from './educationFixture';
import { icapBody } from './disciplinaryFixture';

const STALE = { statusCode: 409, message: 'El registro fue modificado por otro usuario. Recargue e intente de nuevo.' };

interface EditableKind {
  /** Table and text column the edits write (read back to prove a stale edit changed nothing). */
  table: string;
  column: string;
  create: () => Promise<number>;
  /** Stores `marker` in the column; `version` undefined sends none. */
  edit: (id: number, marker: string, version?: number) => Promise<LightMyRequestResponse>;
}

describeOnEachDatabase('Sin actualizaciones perdidas: versión por registro', (kind) => {
  let t: TestApp;
  let admin: string;
  let doctor: string;
  const post = async (url: string, payload: object) => expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url, payload }), 201).data.id;
  const put = (url: string, payload: object, token = admin) => t.call(token, { method: 'PUT', url, payload });
  const stored = async (table: string, column: string, id: number) =>
    (await t.database.rawQuery(`select ${column} as value, version from ${table} where id = $1`, [id]))[0] as { value: unknown; version: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
    doctor = (await medicalUser(t, admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The body each record was created with: the engine's PUT takes the whole record. */
  const bodies = new Map<string, Record<string, unknown>>();
  /** A declared resource: created with `body()`, edited by PUT of that body with `field` changed. */
  const engineKind = (table: string, column: string, path: string, body: () => Record<string, unknown>, field: string): EditableKind => ({
    table, column,
    create: async () => {
      const sent = body();
      const id = await post(`/api/${path}`, sent);
      bodies.set(`${path}/${id}`, sent);
      return id;
    },
    edit: (id, marker, version) => put(`/api/${path}/${id}`, { ...bodies.get(`${path}/${id}`), [field]: marker, version }),
  });
  const officerId = async () => (await createOfficer(t, admin)).id;
  const letters = (marker: string) => marker.replace(/[^a-z]/gi, '').slice(-12);

  const kinds: Record<string, EditableKind> = {
    funcionario: {
      table: 'officers', column: 'first_name',
      create: officerId,
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select identification from officers where id = $1', [id]);
        return put(`/api/rrhh/${id}`, { ...officerBody({ identification: Number(row.identification), firstName: letters(marker) }), version });
      },
    },
    rol: {
      table: 'roles', column: 'description',
      create: async () => {
        const role = await createRole(t, admin);
        bodies.set(`roles/${role.id}`, { roleName: role.roleName, description: role.description, active: role.active, data: role.permissions });
        return role.id;
      },
      edit: (id, marker, version) => put(`/api/roles/${id}`, { ...bodies.get(`roles/${id}`), description: marker, version }),
    },
    usuario: {
      table: 'users', column: 'fullname',
      create: async () => {
        const user = await createUser(t, admin);
        bodies.set(`users/${user.id}`, { username: user.username, email: user.email, fullname: user.fullname, roleId: user.roleId });
        return user.id;
      },
      edit: (id, marker, version) => put(`/api/users/${id}`, { ...bodies.get(`users/${id}`), fullname: `Usuario ${letters(marker)}`, version }),
    },
    estación: engineKind('stations', 'address', 'gunpark/stations', stationBody, 'address'),
    arma: engineKind('guns', 'model', 'gunpark/guns', gunBody, 'model'),
    vehículo: engineKind('vehicles', 'model', 'vehicle', vehicleBody, 'model'),
    estudiante: engineKind('students', 'address', 'unes', studentBody, 'address'),
    noticia: engineKind('news', 'subtitle', 'website/news', newsBody, 'subtitle'),
    'caso disciplinario': {
      table: 'disciplinary_cases', column: 'victim',
      create: () => post('/api/disciplinary', icapBody()),
      edit: (id, marker, version) => put(`/api/disciplinary/${id}`, { victim: letters(marker), version }),
    },
    vacación: {
      table: 'vacations', column: 'motive',
      create: async () => post('/api/rrhh/addvacationorrest', vacationBody(await officerId(), await officerId())),
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select officer_id, bestower_id from vacations where id = $1', [id]);
        return t.call(admin, { method: 'POST', url: '/api/rrhh/addvacationorrest', payload: { ...vacationBody(Number(row.officer_id), Number(row.bestower_id), { motive: marker }), id, version } });
      },
    },
    reingreso: {
      table: 'reentries', column: 'comment',
      create: async () => post('/api/rrhh/addreentry', reentryBody((await officerWithCondition(t, admin, 4)).id)),
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select officer_id from reentries where id = $1', [id]);
        return t.call(admin, { method: 'POST', url: '/api/rrhh/addreentry', payload: { ...reentryBody(Number(row.officer_id), { comment: marker }), id, version } });
      },
    },
    egreso: {
      table: 'disincorporations', column: 'comment',
      create: async () => post('/api/rrhh/adddisincorporation', disincorporationBody(await officerId())),
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select officer_id from disincorporations where id = $1', [id]);
        return t.call(admin, { method: 'POST', url: '/api/rrhh/adddisincorporation', payload: { ...disincorporationBody(Number(row.officer_id), { comment: marker }), id, version } });
      },
    },
    permiso: {
      table: 'permits', column: 'motive',
      create: async () => post('/api/permits', obligatoryBody(await officerId())),
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select officer_id from permits where id = $1', [id]);
        return put(`/api/permits/${id}`, { ...obligatoryBody(Number(row.officer_id), { motive: `Motivo ${marker}` }), version });
      },
    },
    'informe médico': {
      table: 'medical_reports', column: 'diagnosis',
      create: async () => expectStatus<{ id: number }>(await t.call(doctor, { method: 'POST', url: '/api/medical/create', payload: reportBody(await officerId()) }), 201).data.id,
      edit: async (id, marker, version) => {
        const [row] = await t.database.rawQuery('select police_id from medical_reports where id = $1', [id]);
        return put(`/api/medical/update/${id}`, { ...reportBody(Number(row.police_id), { diagnosis: `Diagnóstico ${marker}` }), version }, doctor);
      },
    },
  };

  it.each(Object.keys(kinds))('%s: la versión leída guarda (+1); la vieja responde 409 y no cambia nada; sin versión guarda', async (name) => {
    const { table, column, create, edit } = kinds[name];
    const id = await create();
    const first = await stored(table, column, id);

    const fresh = expectStatus<{ version: number }>(await edit(id, 'primera edicion', first.version), 200);
    expect(fresh.data.version).toBe(first.version + 1);
    const afterFresh = await stored(table, column, id);
    expect(afterFresh.version).toBe(first.version + 1);

    // A second user still holding the first version.
    const stale = await edit(id, 'edicion vieja', first.version);
    expect({ status: stale.statusCode, body: stale.json() }).toEqual({ status: 409, body: STALE });
    expect(await stored(table, column, id)).toEqual(afterFresh);

    // Older clients send no version: the edit is stored as before.
    const legacy = expectStatus<{ version: number }>(await edit(id, 'sin version', undefined), 200);
    expect(legacy.data.version).toBe(first.version + 2);
  });

  it('una versión que no es un entero positivo: 400 en español', async () => {
    const id = await kinds.estación.create();
    const response = await t.call(admin, { method: 'PUT', url: `/api/gunpark/stations/${id}`, payload: { address: 'x', version: 'uno' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['La versión del registro debe ser un número entero positivo']);
  });

  it('dos ediciones a la vez con la misma versión: una guarda, la otra 409 (10 rondas)', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await kinds.estación.create();
      const { version } = await stored('stations', 'address', id);
      const answers = await Promise.all([kinds.estación.edit(id, `a${round}`, version), kinds.estación.edit(id, `b${round}`, version)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await stored('stations', 'address', id)).version).toBe(version + 1);
    }
  });
});
