/**
 * Guns (spec 3 §2.4, §3.2, §5.2, §7.2, §7.3, §8.1, §8.2, §9): create / update / delete
 * with the spec messages, the §5.2 rules, filters, the Excel export by filters or by
 * station, documents checked by content, the case pickers and the permissions.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, envelope, expectStatus, treeWithModules } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { errorsOf, FILES, FORBIDDEN, gunBody, moduleTokens, multipart, stationBody, UNAUTHENTICATED, withoutDemoAssets, XLSX } from './gunparkFixture';

interface Document { id: number; filename: string; size: number; contentType: string; url: string }
interface Gun {
  id: number; codeGun: string; serial: string; status: number; operability: boolean; typeGun: number; station: number | null;
  stationInfo: { id: number; name: string } | null; documents: Document[]; activeAssignment: unknown;
}

describeOnEachDatabase('Parque de Armas: armas', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  let stationId: number;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const create = async (overrides: Record<string, unknown> = {}) => expectStatus<Gun>(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody(overrides)), 201).data;
  const countGuns = async () => Number((await t.database.rawQuery('select count(*)::int as n from guns'))[0].n);
  const workbookAt = async (url: string) => {
    const download = await t.call(null, { method: 'GET', url });
    expect(download.headers['content-type']).toContain(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
    return workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
  };

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 1);
    stationId = expectStatus<{ id: number }>(await call(tokens.admin, 'POST', '/api/gunpark/stations', stationBody({ name: 'Estación Central', code: 'EST-CEN' })), 201).data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('create', () => {
    it('answers 201 "Arma creada exitosamente" with the defaults and the station embedded', async () => {
      const body = expectStatus<Gun>(await call(tokens.register, 'POST', '/api/gunpark/guns', { codeGun: 'G-0001', typeGun: 1, brand: 'Glock', model: '19', serial: 'ABC12345', status: 1, station: stationId }), 201);
      expect(body.message).toBe('Arma creada exitosamente');
      expect(body.data).toMatchObject({ codeGun: 'G-0001', operability: true, status: 1, stationInfo: { id: stationId, name: 'Estación Central' }, documents: [], activeAssignment: null });
      expect(await t.database.rawQuery("select serial, operability from guns where code_gun = 'G-0001'")).toEqual([{ serial: 'ABC12345', operability: true }]);
    });

    it.each([
      [{ codeGun: '' }, 'El código es requerido'],
      [{ typeGun: undefined }, 'El tipo es requerido'],
      [{ brand: ' ' }, 'La marca es requerida'],
      [{ model: null }, 'El modelo es requerido'],
      [{ serial: undefined }, 'El serial es requerido'],
      [{ serial: 'AB12' }, 'El serial debe tener al menos 5 caracteres'],
      [{ status: undefined }, 'El estado es requerido'],
      [{ status: 0 }, 'El estado es requerido'],
      [{ station: 999999 }, 'La estación seleccionada no existe'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const before = await countGuns();
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody(change)))).toEqual([message]);
      expect(await countGuns()).toBe(before);
    });

    it('lists every missing required field at once', async () => {
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/gunpark/guns', {}))).toEqual([
        'El código es requerido', 'El tipo es requerido', 'La marca es requerida', 'El modelo es requerido', 'El serial es requerido', 'El estado es requerido',
      ]);
    });

    it('refuses a repeated code or serial with 409', async () => {
      expect(envelope(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody({ codeGun: 'g-0001' })))).toEqual({ statusCode: 409, message: 'Ya existe un arma con ese código' });
      expect(envelope(await call(tokens.admin, 'POST', '/api/gunpark/guns', gunBody({ serial: 'ABC12345' })))).toEqual({ statusCode: 409, message: 'Ya existe un arma con ese serial' });
    });
  });

  it('lists with search and the spec filters (typeGun, subTypeGun, status, operability, station)', async () => {
    await create({ codeGun: 'G-0002', typeGun: 4, subTypeGun: 2, brand: 'FN Herstal', model: 'FAL', caliber: 7, status: 3, operability: false, station: stationId });
    await create({ codeGun: 'G-0003', typeGun: 3, subTypeGun: 5, brand: 'Mossberg', model: '500', caliber: 5, status: 2 });
    const codes = async (query: string) => expectStatus<Gun[]>(await call(tokens.query, 'GET', `/api/gunpark/guns${query}`), 200).data.map((g) => g.codeGun);
    expect(await codes('?station=' + stationId)).toEqual(['G-0001', 'G-0002']);
    expect(await codes('?typeGun=4')).toEqual(['G-0002']);
    expect(await codes('?subTypeGun=5')).toEqual(['G-0003']);
    expect(await codes('?status=3&operability=false')).toEqual(['G-0002']);
    expect(await codes('?search=mossberg')).toEqual(['G-0003']);
    expect(await codes('?search=abc123')).toEqual(['G-0001']);
    expect(expectStatus(await call(tokens.query, 'GET', '/api/gunpark/guns?page=1&pageSize=2'), 200).meta).toEqual({ total_elements: 3, total_pages: 2, page_number: 1, page_size: 2 });
  });

  it('updates with "Arma actualizada exitosamente" and deletes with "Arma eliminada exitosamente"', async () => {
    const gun = await create();
    const updated = expectStatus<Gun>(await call(tokens.edit, 'PUT', `/api/gunpark/guns/${gun.id}`, gunBody({ codeGun: gun.codeGun, serial: gun.serial, status: 3, operability: false })), 200);
    expect(updated.message).toBe('Arma actualizada exitosamente');
    expect(updated.data).toMatchObject({ status: 3, operability: false });
    expect(errorsOf(await call(tokens.edit, 'PUT', `/api/gunpark/guns/${gun.id}`, gunBody({ serial: '123' })))).toEqual(['El serial debe tener al menos 5 caracteres']);
    // An explicit null clears an optional field (the form sends emptied fields so).
    const cleared = expectStatus<Gun & { caliber: number | null; codeOp: string | null }>(
      await call(tokens.edit, 'PUT', `/api/gunpark/guns/${gun.id}`, gunBody({ codeGun: gun.codeGun, serial: gun.serial, caliber: null, codeOp: null })), 200);
    expect([cleared.data.caliber, cleared.data.codeOp]).toEqual([null, null]);
    expect(expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/guns/${gun.id}`), 200).message).toBe('Arma eliminada exitosamente');
    expect(await t.database.rawQuery('select id from guns where id = $1', [gun.id])).toEqual([]);
  });

  describe('Excel export (gunpark/guns/filter/excel)', () => {
    it('exports the filtered guns with labels, opened through data.url', async () => {
      const body = expectStatus<{ url: string }>(await call(tokens.query, 'GET', '/api/gunpark/guns/filter/excel?isExcel=true&typeGun=4'), 200);
      expect(body.message).toBe('Archivo Excel generado exitosamente');
      const rows = await workbookAt(body.data.url);
      expect(rows[0].slice(0, 7)).toEqual(['Código', 'Tipo', 'Subtipo', 'Marca', 'Modelo', 'Calibre', 'Serial']);
      expect(rows).toHaveLength(2);
      expect(rows[1].slice(0, 7)).toEqual(['G-0002', 'Fusil', 'Arma Larga', 'FN Herstal', 'FAL', '7.62 mm', expect.any(String)]);
      expect(rows[1].slice(12, 15)).toEqual(['En Mantenimiento', 'No', 'Estación Central']);
    });

    it('exports one station\'s guns', async () => {
      const { url } = expectStatus<{ url: string }>(await call(tokens.query, 'GET', `/api/gunpark/guns/filter/excel?station=${stationId}&isExcel=true`), 200).data;
      expect((await workbookAt(url)).slice(1).map((r) => r[0])).toEqual(['G-0001', 'G-0002']);
    });
  });

  describe('documents (pdf, doc, docx, jpg, jpeg, png, checked by content)', () => {
    it('stores accepted files, lists them on the gun, serves them back and deletes them', async () => {
      const gun = await create();
      const files = [
        { name: 'acta.pdf', content: FILES.pdf }, { name: 'foto.PNG', content: FILES.png }, { name: 'foto2.jpeg', content: FILES.jpg },
        { name: 'informe.doc', content: FILES.doc }, { name: 'informe.docx', content: FILES.docx },
      ];
      const uploaded = expectStatus<Document[]>(await t.call(tokens.register, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart(files) }), 201);
      expect(uploaded.message).toBe('Documentos cargados exitosamente');
      expect(uploaded.data.map((d) => [d.filename, d.contentType])).toEqual([
        ['acta.pdf', 'application/pdf'], ['foto.PNG', 'image/png'], ['foto2.jpeg', 'image/jpeg'], ['informe.doc', 'application/msword'],
        ['informe.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ]);
      const stored = expectStatus<Gun>(await call(tokens.query, 'GET', `/api/gunpark/guns/${gun.id}`), 200).data.documents;
      expect(stored.map((d) => d.filename)).toEqual(['acta.pdf', 'foto.PNG', 'foto2.jpeg', 'informe.doc', 'informe.docx']);
      const file = await t.call(tokens.query, { method: 'GET', url: stored[0].url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(FILES.pdf)).toBe(true);
      // The same file again is skipped, not stored twice.
      expect(expectStatus<Document[]>(await t.call(tokens.edit, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([files[0]]) }), 201).data).toEqual([]);
      const removed = expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/guns/${gun.id}/documents`, { documentIds: [stored[0].id, stored[1].id] }), 200);
      expect(removed).toMatchObject({ message: 'Documentos eliminados exitosamente', data: { ids: [stored[0].id, stored[1].id] } });
      expect(envelope(await t.call(tokens.query, { method: 'GET', url: stored[0].url }))).toEqual({ statusCode: 404, message: 'El archivo no existe o ya no está disponible' });
      expect(expectStatus<Gun>(await call(tokens.query, 'GET', `/api/gunpark/guns/${gun.id}`), 200).data.documents).toHaveLength(3);
    });

    it('refuses the whole upload when a file has a wrong extension or content that does not match it', async () => {
      const gun = await create();
      const errors = errorsOf(await t.call(tokens.edit, {
        method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`,
        ...multipart([{ name: 'acta.pdf', content: FILES.pdf }, { name: 'virus.exe', content: FILES.script }, { name: 'falso.pdf', content: FILES.script }, { name: 'falsa.png', content: FILES.jpg }]),
      }));
      expect(errors).toEqual([
        'El archivo virus.exe no tiene un formato permitido',
        'El contenido del archivo falso.pdf no corresponde a su formato',
        'El contenido del archivo falsa.png no corresponde a su formato',
      ]);
      expect(await t.database.rawQuery('select id from guns_documents where owner_id = $1', [gun.id])).toEqual([]);
      expect(errorsOf(await t.call(tokens.edit, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([]) }))).toEqual(['Debe agregar al menos un archivo']);
    });

    it('removes the documents with their gun; query-only users cannot upload', async () => {
      const gun = await create();
      expectStatus(await t.call(tokens.edit, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([{ name: 'a.pdf', content: FILES.pdf }]) }), 201);
      expect(envelope(await t.call(tokens.query, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([{ name: 'b.pdf', content: FILES.pdf }]) }))).toEqual(FORBIDDEN);
      expectStatus(await call(tokens.edit, 'DELETE', `/api/gunpark/guns/${gun.id}`), 200);
      expect(await t.database.rawQuery('select id from guns_documents where owner_id = $1', [gun.id])).toEqual([]);
    });
  });

  describe('case pickers (spec 3 §7.2, §8.1)', () => {
    it('finds a gun by exact code or serial, without case', async () => {
      const byCode = expectStatus<Gun>(await call(tokens.query, 'GET', '/api/gunpark/guns/search/g-0002'), 200).data;
      expect(byCode.codeGun).toBe('G-0002');
      expect(expectStatus<Gun>(await call(tokens.query, 'GET', '/api/gunpark/guns/search/serial/abc12345'), 200).data.codeGun).toBe('G-0001');
    });

    it('answers the §8.1 messages', async () => {
      expect(envelope(await call(tokens.query, 'GET', '/api/gunpark/guns/search/NO-EXISTE'))).toEqual({ statusCode: 404, message: 'No se encontró el arma' });
      expect(envelope(await call(tokens.query, 'GET', '/api/gunpark/guns/search/serial/NOEXISTE'))).toEqual({ statusCode: 404, message: 'No se encontró el arma con ese serial' });
      expect(errorsOf(await call(tokens.query, 'GET', '/api/gunpark/guns/search/%20'))).toEqual(['El código del arma es requerido']);
      expect(errorsOf(await call(tokens.query, 'GET', '/api/gunpark/guns/search/serial/%20'))).toEqual(['El serial es requerido']);
    });

    it('is open to disciplinary staff (module 2) and refused to others', async () => {
      const admin = tokens.admin;
      const role = expectStatus<{ id: number }>(await call(admin, 'POST', '/api/roles', { roleName: 'Disciplinario prueba', data: treeWithModules(2) }), 201).data;
      const user = await createUser(t, admin, { roleId: role.id });
      const disciplinary = await t.login(user.username, user.password);
      expectStatus(await call(disciplinary, 'GET', '/api/gunpark/guns/search/G-0001'), 200);
      expect(envelope(await call(disciplinary, 'GET', '/api/gunpark/guns'))).toEqual(FORBIDDEN);
      expect(envelope(await call(tokens.other, 'GET', '/api/gunpark/guns/search/G-0001'))).toEqual(FORBIDDEN);
      expect(envelope(await call(null, 'GET', '/api/gunpark/guns/search/G-0001'))).toEqual(UNAUTHENTICATED);
    });
  });

  it('permissions: query reads and exports; register creates; edit updates and deletes', async () => {
    const gun = await create();
    const body = gunBody({ codeGun: gun.codeGun, serial: gun.serial });
    for (const token of [tokens.query, tokens.register, tokens.edit]) expectStatus(await call(token, 'GET', `/api/gunpark/guns/${gun.id}`), 200);
    expect(envelope(await call(tokens.other, 'GET', '/api/gunpark/guns'))).toEqual(FORBIDDEN);
    expect(envelope(await call(tokens.other, 'GET', '/api/gunpark/guns/filter/excel'))).toEqual(FORBIDDEN);
    const before = await countGuns();
    for (const token of [tokens.query, tokens.edit]) expect(envelope(await call(token, 'POST', '/api/gunpark/guns', gunBody()))).toEqual(FORBIDDEN);
    expect(await countGuns()).toBe(before);
    for (const token of [tokens.query, tokens.register]) {
      expect(envelope(await call(token, 'PUT', `/api/gunpark/guns/${gun.id}`, body))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'DELETE', `/api/gunpark/guns/${gun.id}`))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'DELETE', `/api/gunpark/guns/${gun.id}/documents`, { documentIds: [1] }))).toEqual(FORBIDDEN);
    }
  });
});
