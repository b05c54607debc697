/**
 * A resource is a declaration only (DESIGN "One declaration per resource"): a fixture
 * declaration gets its table from `tableFromDeclaration` (DDL by drizzle-kit, as for a
 * migration) and every generic route from `registerResourceRoutes`, with its own rules,
 * Spanish messages, permissions, filters, sort, status, export and API description.
 */
import { todayIsoDate } from '../../resources/engine/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equiposDeclaration } from '../fixtures/equiposResource';
import { envelope, expectStatus } from '../support/api';
import { extraResources } from '../support/extraResources';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

interface Equipo { id: number; serial: string; descripcion: string | null; cantidad: number; operativo: boolean; tipo: number; correo: string | null; fechaAlta: string | null }
const FORBIDDEN = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };

describeOnEachDatabase('Recurso de prueba declarado (equipos)', (kind) => {
  let t: TestApp;
  let token: string; // crodriguez: Parque de Armas (module 3, sub-module 1)
  const ids: Record<string, number> = {};
  const list = async (query: string) => expectStatus<Equipo[]>(await t.call(token, { method: 'GET', url: `/api/equipos${query}` }), 200);
  const serials = async (query: string) => (await list(query)).data.map((e) => e.serial);
  const create = (payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/equipos', payload });

  beforeAll(async () => {
    const { prepareDatabase, extraRoutes } = extraResources([equiposDeclaration]);
    t = await createCustomTestApp(kind, { prepareDatabase, extraRoutes });
    token = await t.login('crodriguez');
    const seed = [
      { serial: 'RAD-001', descripcion: 'Radio portátil', cantidad: 12, tipo: 1, fechaAlta: '2025-03-01' },
      { serial: 'CHL-002', descripcion: 'Chaleco antibalas', cantidad: 40, tipo: 2, operativo: false },
      { serial: 'LIN-003', descripcion: 'Linterna táctica', cantidad: 5, tipo: 2, correo: 'armeria@policia.gob.ve' },
    ];
    for (const item of seed) ids[item.serial] = expectStatus<Equipo>(await create(item), 201).data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the table comes from the declaration: id, one column per field, timestamps, version, unique index', async () => {
    const columns = await t.database.rawQuery("select column_name, data_type, is_nullable from information_schema.columns where table_name = 'equipos' order by ordinal_position");
    expect(columns.map((c) => [c.column_name, c.data_type, c.is_nullable])).toEqual([
      ['id', 'integer', 'NO'], ['serial', 'text', 'NO'], ['descripcion', 'text', 'YES'], ['cantidad', 'integer', 'NO'], ['operativo', 'boolean', 'NO'],
      ['tipo', 'integer', 'NO'], ['correo', 'text', 'YES'], ['fecha_alta', 'date', 'YES'],
      ['created_at', 'timestamp with time zone', 'NO'], ['updated_at', 'timestamp with time zone', 'NO'], ['version', 'integer', 'NO'],
    ]);
    const indexes = await t.database.rawQuery("select indexname from pg_indexes where tablename = 'equipos' order by indexname");
    expect(indexes.map((i) => i.indexname)).toEqual(['equipos_operativo_idx', 'equipos_pkey', 'equipos_serial_unique', 'equipos_tipo_idx']);
  });

  describe('create', () => {
    it('answers 201 with the generic message and the defaults, and stores the row', async () => {
      const body = expectStatus<Equipo>(await create({ serial: ' GPS-004 ', cantidad: '3', tipo: 1 }), 201);
      expect(body.message).toBe('Equipo guardado exitosamente');
      expect(body.data).toMatchObject({ serial: 'GPS-004', cantidad: 3, operativo: true, tipo: 1, descripcion: null, fechaAlta: null });
      const [row] = await t.database.rawQuery('select serial, cantidad, operativo from equipos where id = $1', [body.data.id]);
      expect(row).toEqual({ serial: 'GPS-004', cantidad: 3, operativo: true });
      ids['GPS-004'] = body.data.id;
    });

    it.each([
      [{ serial: undefined }, 'El serial es obligatorio'],
      [{ serial: 'AB1' }, 'El serial debe tener al menos 4 caracteres'],
      [{ serial: 'abc-123' }, 'El serial solo admite mayúsculas, números y guiones'],
      [{ descripcion: 'x'.repeat(121) }, 'La descripción no puede exceder 120 caracteres'],
      [{ cantidad: undefined }, 'La cantidad es obligatoria'],
      [{ cantidad: null }, 'La cantidad es obligatoria'],
      [{ cantidad: 'muchos' }, 'La cantidad es obligatoria'],
      [{ cantidad: 0 }, 'La cantidad debe ser al menos 1'],
      [{ cantidad: 501 }, 'La cantidad no puede exceder 500'],
      [{ tipo: '' }, 'El tipo es obligatorio'],
      [{ correo: 'no-es-correo' }, 'Correo del responsable inválido'],
      [{ fechaAlta: '01/03/2025' }, 'Fecha de alta: fecha inválida'],
      [{ operativo: 'quizás' }, 'Operativo: debe ser verdadero o falso'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const body = expectStatus(await create({ serial: 'NUE-999', cantidad: 1, tipo: 1, ...change }), 400);
      expect(body).toEqual({ statusCode: 400, message: 'Datos enviados incorrectos.', errors: [message] });
      expect(await t.database.rawQuery("select id from equipos where serial = 'NUE-999'")).toEqual([]);
    });

    it('refuses a duplicate serial with the declared 409 message', async () => {
      expect(envelope(await create({ serial: 'RAD-001', cantidad: 1, tipo: 1 }))).toEqual({ statusCode: 409, message: 'Ya existe un equipo con ese serial' });
      expect(await t.database.rawQuery("select id from equipos where serial = 'RAD-001'")).toHaveLength(1);
    });
  });

  describe('list', () => {
    it('pages newest first with meta', async () => {
      const body = await list('?page=1&pageSize=3');
      expect(body.meta).toEqual({ total_elements: 4, total_pages: 2, page_number: 1, page_size: 3 });
      expect(body.data.map((e) => e.serial)).toEqual(['GPS-004', 'LIN-003', 'CHL-002']);
      expect(await serials('?page=2&pageSize=3')).toEqual(['RAD-001']);
    });

    it('searches the declared fields without accents or case', async () => {
      expect(await serials('?search=PORTATIL')).toEqual(['RAD-001']);
      expect(await serials('?search=tactica')).toEqual(['LIN-003']);
      expect(await serials('?search=chl')).toEqual(['CHL-002']);
      expect(await serials('?search=ninguno')).toEqual([]);
    });

    it('filters on the declared filter fields only', async () => {
      expect(await serials('?tipo=2')).toEqual(['LIN-003', 'CHL-002']);
      expect(await serials('?operativo=false')).toEqual(['CHL-002']);
      expect(await serials('?tipo=2&operativo=true&search=linterna')).toEqual(['LIN-003']);
      expect(await serials('?cantidad=12')).toHaveLength(4);
    });

    it('sorts on the declared sort fields; other fields keep the default order', async () => {
      expect(await serials('?sort=cantidad&order=ASC')).toEqual(['GPS-004', 'LIN-003', 'RAD-001', 'CHL-002']);
      expect(await serials('?sort=serial&order=DESC')).toEqual(['RAD-001', 'LIN-003', 'GPS-004', 'CHL-002']);
      expect(await serials('?sort=descripcion&order=DESC')).toEqual(['GPS-004', 'LIN-003', 'CHL-002', 'RAD-001']);
    });
  });

  it('gets one by id; 404 for an unknown id', async () => {
    const body = expectStatus<Equipo>(await t.call(token, { method: 'GET', url: `/api/equipos/${ids['LIN-003']}` }), 200);
    expect(body.data).toMatchObject({ serial: 'LIN-003', descripcion: 'Linterna táctica', cantidad: 5, correo: 'armeria@policia.gob.ve' });
    expect(envelope(await t.call(token, { method: 'GET', url: '/api/equipos/99999' }))).toEqual({ statusCode: 404, message: 'Recurso no encontrado.' });
  });

  it('updates with the same validation and uniqueness', async () => {
    const url = `/api/equipos/${ids['LIN-003']}`;
    const base = { serial: 'LIN-003', descripcion: 'Linterna táctica LED', cantidad: 7, tipo: 1 };
    const body = expectStatus<Equipo>(await t.call(token, { method: 'PUT', url, payload: base }), 200);
    expect(body.message).toBe('Equipo guardado exitosamente');
    expect(body.data).toMatchObject({ descripcion: 'Linterna táctica LED', cantidad: 7, tipo: 1 });
    expect(expectStatus(await t.call(token, { method: 'PUT', url, payload: { ...base, cantidad: 0 } }), 400).errors).toEqual(['La cantidad debe ser al menos 1']);
    expect(envelope(await t.call(token, { method: 'PUT', url, payload: { ...base, serial: 'RAD-001' } }))).toEqual({ statusCode: 409, message: 'Ya existe un equipo con ese serial' });
    expect((await t.database.rawQuery('select serial, cantidad from equipos where id = $1', [ids['LIN-003']]))[0]).toEqual({ serial: 'LIN-003', cantidad: 7 });
  });

  it('toggles the declared status field with the generic message', async () => {
    const url = `/api/equipos/${ids['RAD-001']}/status`;
    const body = expectStatus<Equipo>(await t.call(token, { method: 'PATCH', url, payload: { operativo: false } }), 200);
    expect(body.message).toBe('Estado actualizado exitosamente');
    expect(body.data.operativo).toBe(false);
    expect(expectStatus(await t.call(token, { method: 'PATCH', url, payload: {} }), 400).errors).toEqual(['El campo operativo es requerido y debe ser verdadero o falso']);
    expect(await serials('?operativo=false')).toEqual(['CHL-002', 'RAD-001']);
  });

  it('exports the declared columns to Excel', async () => {
    const { url } = expectStatus<{ url: string }>(await t.call(token, { method: 'GET', url: '/api/equipos/export/excel?tipo=1' }), 200).data;
    const download = await t.call(null, { method: 'GET', url });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="equipos_${todayIsoDate()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.getWorksheet('Equipos')!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Serial', 'Descripción', 'Cantidad', 'Operativo', 'Fecha de alta']);
    expect(rows.slice(1)).toEqual([
      ['RAD-001', 'Radio portátil', 12, 'No', new Date(Date.UTC(2025, 2, 1))],
      ['LIN-003', 'Linterna táctica LED', 7, 'Sí'],
      ['GPS-004', undefined, 3, 'Sí'],
    ]);
  });

  it('applies the declared permissions', async () => {
    const transport = await t.login('lhernandez');
    expect(envelope(await t.call(transport, { method: 'GET', url: '/api/equipos' }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(transport, { method: 'POST', url: '/api/equipos', payload: { serial: 'NUE-998', cantidad: 1, tipo: 1 } }))).toEqual(FORBIDDEN);
    expectStatus(await t.call(null, { method: 'GET', url: '/api/equipos' }), 401);
    expect(envelope(await t.call(token, { method: 'DELETE', url: `/api/equipos/${ids['GPS-004']}` }))).toEqual(FORBIDDEN);
    expect(await t.database.rawQuery("select id from equipos where serial = 'NUE-998'")).toEqual([]);
  });

  it('deletes (administrator only) with the generic message', async () => {
    const admin = await t.login();
    const body = expectStatus(await t.call(admin, { method: 'DELETE', url: `/api/equipos/${ids['GPS-004']}` }), 200);
    expect(body).toEqual({ statusCode: 200, message: 'Equipo eliminado exitosamente', data: { id: ids['GPS-004'] } });
    expectStatus(await t.call(admin, { method: 'GET', url: `/api/equipos/${ids['GPS-004']}` }), 404);
    expect((await list('')).meta?.total_elements).toBe(3);
  });

  it('the API description documents the new resource', async () => {
    const document = (await t.call(null, { method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>> }>();
    expect(Object.keys(document.paths['/api/equipos']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/equipos/{id}/status'])).toEqual(['patch']);
    expect(document.paths['/api/equipos/export/excel'].get.tags).toEqual(['Equipos']);
    expect(JSON.stringify(document.paths['/api/equipos'].post.requestBody)).toContain('Correo del responsable');
  });
});
