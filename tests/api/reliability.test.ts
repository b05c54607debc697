/**
 * Issue 18 (first half): each class of malformed input answers a Spanish 400 (or the
 * status Fastify means) in the envelope and stores nothing; uniqueness of texts ignores
 * case and holds under concurrency; a duplicate user answers 409 before any password hash.
 */
import argon2 from 'argon2';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signJwt } from '../../server/lib/tokens';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, TEST_JWT_SECRET, type TestApp } from '../support/testApp';
import { gunBody, multipart, stationBody, unique, vehicleBody } from './gunparkFixture';

describeOnEachDatabase('Fiabilidad: entradas malformadas y unicidad', (kind) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: InjectOptions['payload'], headers: Record<string, string> = {}) =>
    t.call(admin, { method, url, ...(payload !== undefined ? { payload } : {}), headers });
  const rows = async (table: string) => Number((await t.database.rawQuery(`select count(*)::int as n from ${table}`))[0].n);
  /** A 400 in the envelope whose messages are all Spanish texts; returns them. */
  const refused = (response: Awaited<ReturnType<typeof call>>, status = 400) => {
    const body = expectStatus(response, status);
    expect(body.statusCode).toBe(status);
    expect(typeof body.message).toBe('string');
    for (const text of [body.message, ...(body.errors ?? [])]) expect(text).not.toMatch(/\b(must|cannot|required field|type|invalid|expected)\b/i);
    return body.errors ?? [];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  }, 300_000);
  afterAll(async () => t?.close());

  it('objetos, listas y booleanos donde va un texto: 400 en español (yup no lanza)', async () => {
    const before = await rows('guns');
    for (const value of [{ a: 1 }, ['x'], { $gt: '' }, [[[]]]]) {
      const errors = refused(await call('POST', '/api/gunpark/guns', gunBody({ brand: value, serial: value })));
      expect(errors).toContain('Marca: debe ser texto');
    }
    // A boolean or a number where a text goes is read as its text (yup's cast), never a 500.
    expect(refused(await call('POST', '/api/gunpark/guns', gunBody({ serial: true })))).toContain('El serial debe tener al menos 5 caracteres');
    // Keys named like Object.prototype members are dropped, not taken for fields.
    expectStatus(await call('POST', '/api/gunpark/guns', { ...gunBody(), constructor: 1, toString: 'x' }), 201);
    expect(await rows('guns')).toBe(before + 1);
    // A body that is not an object (text/plain is parsed as a string) gets yup's message in Spanish.
    expect(refused(await call('POST', '/api/rrhh/addvacationorrest', 'hola', { 'content-type': 'text/plain' }))).toContain('Los datos enviados deben ser un objeto JSON');
  });

  it('un carácter NUL o un surrogate suelto en cuerpo, consulta, ruta o usuario: 400', async () => {
    const before = await rows('stations');
    expect(refused(await call('POST', '/api/gunpark/stations', stationBody({ name: 'Est\u0000ación' })))[0]).toMatch(/caracteres no permitidos/);
    refused(await call('POST', '/api/gunpark/stations', '{"name":"\\ud800","code":"X-1","address":"Calle 1","service":1}', { 'content-type': 'application/json' }));
    refused(await call('GET', '/api/gunpark/guns?search=a%00b'));
    refused(await call('GET', '/api/gunpark/guns/search/a%00b'));
    refused(await t.call(null, { method: 'POST', url: '/api/auth/login', payload: { username: 'ad\u0000min', password: 'Admin2026!' } }));
    expect(await rows('stations')).toBe(before);
  });

  it('enteros fuera del rango de la columna y ids no enteros: 400', async () => {
    for (const url of ['/api/gunpark/guns/99999999999', '/api/gunpark/guns/1.5', '/api/gunpark/guns/abc', '/api/gunpark/guns?page=1e308', '/api/gunpark/guns?page=99999999999', '/api/gunpark/guns?pageSize=1e308', '/api/vehicle?status=99999999999']) {
      refused(await call('GET', url));
    }
    const before = await rows('stations');
    const errors = refused(await call('POST', '/api/gunpark/stations', stationBody({ service: 84443854074 })));
    expect(errors.join(' ')).toMatch(/fuera de rango/);
    refused(await call('POST', '/api/gunpark/stations', stationBody({ service: 1e308 })));
    expect(await rows('stations')).toBe(before);
  });

  it('fechas imposibles: 400 con el mensaje del campo', async () => {
    for (const date of ['2024-02-30', '2024-13-01', '2023-02-29', '0000-01-01']) {
      const errors = refused(await call('POST', '/api/vehicle', vehicleBody({ dateAssignment: date })));
      expect(errors.join(' ')).toMatch(/fecha inválida/i);
    }
    expectStatus(await call('POST', '/api/vehicle', vehicleBody({ dateAssignment: '2024-02-29' })), 201);
  });

  it('JSON anidado miles de niveles, JSON roto, vacío o de otro tipo: el sobre en español', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(refused(await call('POST', '/api/gunpark/guns', deep, { 'content-type': 'application/json' }))[0]).toMatch(/niveles de anidamiento/);
    expect(refused(await call('POST', '/api/gunpark/guns', '{"a": ', { 'content-type': 'application/json' }))[0]).toMatch(/JSON válido/);
    refused(await call('POST', '/api/gunpark/guns', '', { 'content-type': 'application/json' }));
    expect(envelope(await call('POST', '/api/gunpark/guns', '<a/>', { 'content-type': 'application/xml' })).message).toMatch(/Tipo de contenido no admitido/);
    const big = await call('POST', '/api/gunpark/guns', JSON.stringify({ brand: 'x'.repeat(1_100_000) }), { 'content-type': 'application/json' });
    expect(refused(big, 413)).toEqual([]);
    const long = await call('GET', `/api/files/${'a'.repeat(3000)}`);
    expect(envelope(long)).toEqual({ statusCode: 414, message: 'La dirección solicitada es demasiado larga.' });
  });

  it('un texto de casi 1 MB no llega a un índice: 400 con el máximo del campo', async () => {
    const before = await rows('guns');
    const errors = refused(await call('POST', '/api/gunpark/guns', gunBody({ codeGun: 'A'.repeat(900_000) })));
    expect(errors).toContain('El código no puede exceder 50 caracteres');
    // A field without a declared maximum gets its type's (text: 255).
    expect(refused(await call('POST', '/api/gunpark/stations', stationBody({ address: 'B'.repeat(6000) }))).join(' ')).toMatch(/no puede exceder/);
    expect(await rows('guns')).toBe(before);
  });

  it('una carga multipart truncada o un PDF sin la firma al inicio: 400 y nada guardado', async () => {
    const gun = expectStatus<{ id: number }>(await call('POST', '/api/gunpark/guns', gunBody()), 201).data;
    const upload = multipart([{ name: 'acta.pdf', content: Buffer.from('%PDF-1.4\n%%EOF') }]);
    const truncated = upload.payload.subarray(0, upload.payload.length - 30);
    refused(await call('POST', `/api/gunpark/guns/${gun.id}/documents`, truncated, upload.headers));
    const disguised = multipart([{ name: 'acta.pdf', content: Buffer.from(`MZ\u0090\u0000 relleno %PDF-1.4\n%%EOF`) }]);
    refused(await call('POST', `/api/gunpark/guns/${gun.id}/documents`, disguised.payload, disguised.headers));
    expect(await rows('guns_documents')).toBe(0);
    expectStatus(await call('POST', `/api/gunpark/guns/${gun.id}/documents`, upload.payload, upload.headers), 201);
  });

  it('un token firmado cuyo sujeto no es un id de usuario: 401, nunca 500', async () => {
    for (const sub of ['abc', '99999999999', '1.5', '-1', '0', '1e3']) {
      const token = signJwt(TEST_JWT_SECRET, { sub, jti: 'x' }, 60);
      const response = await t.call(token, { method: 'GET', url: '/api/auth/me' });
      expect(envelope(response).statusCode).toBe(401);
    }
  });

  it('códigos y seriales que solo difieren en mayúsculas: 20 pares a la vez, uno creado por par (409 en español)', async () => {
    const pairs = Array.from({ length: 20 }, () => unique('RACE'));
    const answers = await Promise.all(pairs.flatMap((code) => [
      call('POST', '/api/gunpark/guns', gunBody({ codeGun: code.toUpperCase() })),
      call('POST', '/api/gunpark/guns', gunBody({ codeGun: code.toLowerCase() })),
    ]));
    for (let i = 0; i < pairs.length; i++) {
      const statuses = [answers[2 * i].statusCode, answers[2 * i + 1].statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      expect(envelope(answers[2 * i].statusCode === 409 ? answers[2 * i] : answers[2 * i + 1]).message).toBe('Ya existe un arma con ese código');
    }
    const stored = await t.database.rawQuery("select count(*)::int as n from guns where code_gun ilike 'race-%'");
    expect(Number(stored[0].n)).toBe(20);
    const serial = unique('SERIAL');
    expectStatus(await call('POST', '/api/gunpark/guns', gunBody({ serial: serial.toLowerCase() })), 201);
    expect(envelope(await call('POST', '/api/gunpark/guns', gunBody({ serial: serial.toUpperCase() }))).message).toBe('Ya existe un arma con ese serial');
  });

  it('nombres de usuario que solo difieren en mayúsculas: 20 pares a la vez, uno por par; el login ignora mayúsculas', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `carrera${i}${unique('u').replace(/[^a-z0-9]/gi, '')}`.toLowerCase());
    const body = (username: string) => ({ username, email: `${username}@policia.gob.ve`, fullname: 'Usuario Carrera', password: 'Clave2026!', roleId: 1 });
    const answers = await Promise.all(names.flatMap((name) => [call('POST', '/api/users', body(name)), call('POST', '/api/users', body(name.toUpperCase()))]));
    for (let i = 0; i < names.length; i++) expect([answers[2 * i].statusCode, answers[2 * i + 1].statusCode].sort()).toEqual([201, 409]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: names[0].toUpperCase(), password: 'Clave2026!' } });
    expect(login.statusCode).toBe(200);
  }, 240_000);

  it('el índice único de la base de datos compara sin mayúsculas (aunque la aplicación no comprobara)', async () => {
    const code = unique('IDX');
    await t.database.rawQuery("insert into stations (name, code, address, service) values ('Estación índice', $1, 'Calle 1', 1)", [code.toLowerCase()]);
    await expect(t.database.rawQuery("insert into stations (name, code, address, service) values ('Estación índice 2', $1, 'Calle 2', 1)", [code.toUpperCase()])).rejects.toThrow();
    await expect(t.database.rawQuery("insert into users (username, email, fullname, password, role_id) values ('ADMIN', 'x@policia.gob.ve', 'X', 'x', 1)")).rejects.toThrow();
  });

  it('crear un usuario con un nombre ya usado responde 409 antes de calcular el hash de la contraseña', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    try {
      const response = await call('POST', '/api/users', { username: 'ADMIN', email: 'otro@policia.gob.ve', fullname: 'Otro Admin', password: 'Clave2026!', roleId: 1 });
      expect(envelope(response)).toMatchObject({ statusCode: 409, message: 'Ya existe un usuario con ese nombre de usuario' });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});
