/**
 * Numbers in requests are decimal only (issue 26): `0x10` is not 16 in a path, a query, a
 * body field read by a schema or by a form's rules; and a request listing more ids than
 * one statement can bind is a Spanish 400, never a 503.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_ID_LIST } from '../../resources/engine/numbers';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { gunBody } from './gunparkFixture';

const NOT_DECIMAL = ['0x10', '0X10', '1e1', '0b10', '0o20', '+16', '%2016', '16%20', '.5e2'];

describeOnEachDatabase('Números decimales y listas de ids acotadas', (kind) => {
  let t: TestApp;
  let admin: string;
  let gunId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    gunId = expectStatus<{ id: number }>(await t.call(admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data.id;
  }, 180_000);
  afterAll(async () => t?.close());

  const refused = (response: Awaited<ReturnType<TestApp['call']>>) => {
    const body = expectStatus(response, 400);
    expect(body.message).toBe('Datos enviados incorrectos.');
    return body.errors ?? [];
  };

  it('a path id written other than in decimal is a 400, not another record', async () => {
    expectStatus(await t.call(admin, { method: 'GET', url: `/api/gunpark/guns/${gunId}` }), 200);
    const spellings = [`0x${gunId.toString(16)}`, `0b${gunId.toString(2)}`, `0o${gunId.toString(8)}`, `${gunId}e0`, `+${gunId}`, `%20${gunId}`, `${gunId}%20`, `${gunId}.0e0`];
    for (const id of spellings) {
      const errors = refused(await t.call(admin, { method: 'GET', url: `/api/gunpark/guns/${id}` }));
      expect(errors).toEqual(['El parámetro «id» de la ruta tiene un tipo de dato incorrecto']);
    }
    // Leading zeros are still decimal.
    expectStatus(await t.call(admin, { method: 'GET', url: `/api/gunpark/guns/000${gunId}` }), 200);
  });

  it('a query number written other than in decimal is a 400', async () => {
    expectStatus(await t.call(admin, { method: 'GET', url: '/api/gunpark/guns?page=1&pageSize=10' }), 200);
    for (const value of NOT_DECIMAL) {
      expect(refused(await t.call(admin, { method: 'GET', url: `/api/gunpark/guns?page=1&pageSize=${value}` }))).toEqual(['El parámetro «pageSize» de la consulta tiene un tipo de dato incorrecto']);
    }
  });

  it('a body number written as a non-decimal text is refused, by the schema and by the form rules', async () => {
    const ids = refused(await t.call(admin, { method: 'DELETE', url: `/api/gunpark/guns/${gunId}/documents`, payload: { documentIds: ['0x1'] } }));
    expect(ids).toEqual(['El parámetro «documentIds.0» de los datos enviados tiene un tipo de dato incorrecto']);
    const before = Number((await t.database.rawQuery('select count(*)::int as n from guns'))[0].n);
    for (const value of ['0x1', '1e0', ' 1']) {
      expect(refused(await t.call(admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody({ typeGun: value }) })).length).toBeGreaterThan(0);
    }
    expect(Number((await t.database.rawQuery('select count(*)::int as n from guns'))[0].n)).toBe(before);
    expectStatus(await t.call(admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody({ typeGun: '1' }) }), 201);
  });

  it('more ids than one statement can bind is a Spanish 400, not a 503', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1);
    expect(refused(await t.call(admin, { method: 'DELETE', url: `/api/gunpark/guns/${gunId}/documents`, payload: { documentIds: many } })))
      .toEqual(['El parámetro «documentIds» de los datos enviados tiene demasiados elementos']);
    expect(refused(await t.call(admin, { method: 'DELETE', url: '/api/rrhh/1/documents', payload: { documentIds: many } })))
      .toEqual([`No se pueden indicar más de ${MAX_ID_LIST} identificadores a la vez`]);
    // The largest list allowed reaches the route: none of these documents exists.
    const allowed = many.slice(0, MAX_ID_LIST);
    expect(envelope(await t.call(admin, { method: 'DELETE', url: `/api/gunpark/guns/${gunId}/documents`, payload: { documentIds: allowed } })).statusCode).toBe(404);
  });
});
