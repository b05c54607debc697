/**
 * Transport (spec 3 §2.5, §3.5, §3.6, §5.4, §5.5, §6, §7.2, §7.4, §8.1, §8.3): vehicles
 * with the §5.4 rules, Excel export, documents, case pickers, vehicle assignments with the
 * §5.5 rules, finish and delete, and the permissions of sub-module 2.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../resources/engine/dates';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { demoOfficers, errorsOf, FILES, FORBIDDEN, moduleTokens, multipart, UNAUTHENTICATED, vehicleBody, withoutDemoAssets } from './gunparkFixture';

interface Vehicle { id: number; codeVehicle: string; plate: string; status: number; operability: boolean; dateAssignment: string; inspected: boolean; documents: { id: number; url: string }[] }
interface Assignment { id: number; vehicleId: number; policeId: number; active: boolean; endDate: string | null; assignmentType: number; startDate: string; vehicle: { codeVehicle: string; plate: string } }

describeOnEachDatabase('Transporte', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  let officers: Awaited<ReturnType<typeof demoOfficers>>;
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });
  const create = async (overrides: Record<string, unknown> = {}) => expectStatus<Vehicle>(await call(tokens.admin, 'POST', '/api/vehicle', vehicleBody(overrides)), 201).data;
  const countVehicles = async () => Number((await t.database.rawQuery('select count(*)::int as n from vehicles'))[0].n);
  const vehicleStatus = async (id: number) => Number((await t.database.rawQuery('select status from vehicles where id = $1', [id]))[0].status);
  const assign = (vehicleId: number, policeId: number, extra: Record<string, unknown> = {}) =>
    call(tokens.edit, 'POST', '/api/vehicle-assignments', { vehicleId, policeId, purpose: 'Patrullaje del cuadrante 4', ...extra });

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 2);
    officers = await demoOfficers(t, 3);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('vehicles', () => {
    it('creates with "Vehículo creado exitosamente" and the defaults (operable, not inspected, assigned today)', async () => {
      const body = expectStatus<Vehicle>(await call(tokens.register, 'POST', '/api/vehicle', { typeVehicle: 1, serial: 'CARR-0001', serialMotor: 'MOT-0001', status: 1, codeVehicle: 'V-001', plate: 'AB123CD', brand: 'Chevrolet', year: 2019 }), 201);
      expect(body.message).toBe('Vehículo creado exitosamente');
      expect(body.data).toMatchObject({ codeVehicle: 'V-001', operability: true, inspected: false, dateAssignment: todayIsoDate(), documents: [] });
    });

    it.each([
      [{ typeVehicle: undefined }, 'El tipo de vehículo es requerido'],
      [{ serial: '' }, 'El serial de carrocería es requerido'],
      [{ serialMotor: undefined }, 'El serial del motor es requerido'],
      [{ status: undefined }, 'El estado es requerido'],
      [{ year: 1899 }, 'Año mínimo 1900'],
      [{ year: new Date().getFullYear() + 1 }, 'El año no puede ser mayor al año actual'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const before = await countVehicles();
      expect(errorsOf(await call(tokens.admin, 'POST', '/api/vehicle', vehicleBody(change)))).toEqual([message]);
      expect(await countVehicles()).toBe(before);
    });

    it('accepts the current year and 1900; every other field is optional', async () => {
      await create({ year: new Date().getFullYear() });
      await create({ year: 1900 });
      expectStatus(await call(tokens.admin, 'POST', '/api/vehicle', { typeVehicle: 3, serial: 'CARR-SOLO', serialMotor: 'MOT-SOLO', status: 4 }), 201);
    });

    it('refuses a repeated plate or code with 409', async () => {
      expect(envelope(await call(tokens.admin, 'POST', '/api/vehicle', vehicleBody({ plate: 'ab123cd' })))).toEqual({ statusCode: 409, message: 'Ya existe un vehículo con esa placa' });
      expect(envelope(await call(tokens.admin, 'POST', '/api/vehicle', vehicleBody({ codeVehicle: 'V-001' })))).toEqual({ statusCode: 409, message: 'Ya existe un vehículo con ese código' });
    });

    it('lists with search by code, plate or brand and the status / typeVehicle filters', async () => {
      await create({ codeVehicle: 'V-900', plate: 'ZZ900ZZ', brand: 'Ford', typeVehicle: 5, status: 3 });
      const codes = async (query: string) => expectStatus<Vehicle[]>(await call(tokens.query, 'GET', `/api/vehicle${query}`), 200).data.map((v) => v.codeVehicle);
      expect(await codes('?search=v-900')).toEqual(['V-900']);
      expect(await codes('?search=zz900')).toEqual(['V-900']);
      expect(await codes('?search=chevrolet')).toEqual(['V-001']);
      expect(await codes('?typeVehicle=5&status=3')).toEqual(['V-900']);
    });

    it('updates and deletes with the spec messages', async () => {
      const vehicle = await create();
      const updated = expectStatus<Vehicle>(await call(tokens.edit, 'PUT', `/api/vehicle/${vehicle.id}`, vehicleBody({ codeVehicle: vehicle.codeVehicle, plate: vehicle.plate, inspected: true })), 200);
      expect(updated.message).toBe('Vehículo actualizado exitosamente');
      expect(updated.data.inspected).toBe(true);
      expect(expectStatus(await call(tokens.edit, 'DELETE', `/api/vehicle/${vehicle.id}`), 200).message).toBe('Vehículo eliminado exitosamente');
    });

    it('exports to Excel (vehicle/filter/excel) with the list filters and labels', async () => {
      const body = expectStatus<{ url: string }>(await call(tokens.query, 'GET', '/api/vehicle/filter/excel?isExcel=true&typeVehicle=5'), 200);
      expect(body.message).toBe('Archivo Excel generado exitosamente');
      const download = await t.call(null, { method: 'GET', url: body.data.url });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
      const rows = workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
      expect(rows[0].slice(0, 3)).toEqual(['Código', 'Tipo de vehículo', 'Clase']);
      expect(rows.slice(1).map((r) => [r[0], r[1], r[7], r[10]])).toEqual([['V-900', 'Camión', 'ZZ900ZZ', 'En Mantenimiento']]);
    });

    it('stores documents checked by content', async () => {
      const vehicle = await create();
      const uploaded = expectStatus<{ id: number }[]>(await t.call(tokens.edit, { method: 'POST', url: `/api/vehicle/${vehicle.id}/documents`, ...multipart([{ name: 'titulo.pdf', content: FILES.pdf }]) }), 201);
      expect(uploaded.data).toHaveLength(1);
      expect(errorsOf(await t.call(tokens.edit, { method: 'POST', url: `/api/vehicle/${vehicle.id}/documents`, ...multipart([{ name: 'foto.jpg', content: FILES.pdf }]) })))
        .toEqual(['El contenido del archivo foto.jpg no corresponde a su formato']);
      const removed = expectStatus(await call(tokens.edit, 'DELETE', `/api/vehicle/${vehicle.id}/documents`, { documentIds: [uploaded.data[0].id] }), 200);
      expect(removed.message).toBe('Documentos eliminados exitosamente');
    });
  });

  describe('case pickers (spec 3 §7.2, §8.1)', () => {
    it('finds by exact code or plate and answers the §8.1 messages', async () => {
      expect(expectStatus<Vehicle>(await call(tokens.query, 'GET', '/api/vehicle/search/v-001'), 200).data.plate).toBe('AB123CD');
      expect(expectStatus<Vehicle>(await call(tokens.query, 'GET', '/api/vehicle/search/plate/ab123cd'), 200).data.codeVehicle).toBe('V-001');
      expect(envelope(await call(tokens.query, 'GET', '/api/vehicle/search/NADA'))).toEqual({ statusCode: 404, message: 'No se encontró el vehículo' });
      expect(envelope(await call(tokens.query, 'GET', '/api/vehicle/search/plate/NADA'))).toEqual({ statusCode: 404, message: 'No se encontró el vehículo con esa placa' });
      expect(errorsOf(await call(tokens.query, 'GET', '/api/vehicle/search/%20'))).toEqual(['El código del vehículo es requerido']);
      expect(errorsOf(await call(tokens.query, 'GET', '/api/vehicle/search/plate/%20'))).toEqual(['La placa es requerida']);
      expect(envelope(await call(tokens.other, 'GET', '/api/vehicle/search/V-001'))).toEqual(FORBIDDEN);
    });
  });

  describe('vehicle assignments', () => {
    it('assigns ("Vehículo asignado exitosamente"), a crew may share a vehicle, and the vehicle reads "En Uso"', async () => {
      const vehicle = await create({ status: 1 });
      const first = expectStatus<Assignment>(await assign(vehicle.id, officers[0].id, { destination: 'Petare' }), 201);
      expect(first.message).toBe('Vehículo asignado exitosamente');
      expect(first.data).toMatchObject({ vehicleId: vehicle.id, assignmentType: 1, startDate: todayIsoDate(), active: true, vehicle: { codeVehicle: vehicle.codeVehicle } });
      expectStatus(await assign(vehicle.id, officers[1].id), 201);
      expect(await vehicleStatus(vehicle.id)).toBe(2);
      // Finishing one of two keeps the vehicle in use; finishing the last frees it.
      expectStatus(await call(tokens.edit, 'PUT', `/api/vehicle-assignments/${first.data.id}/finish`, { endDate: todayIsoDate() }), 200);
      expect(await vehicleStatus(vehicle.id)).toBe(2);
      const rest = expectStatus<Assignment[]>(await call(tokens.query, 'GET', `/api/vehicle-assignments?vehicleId=${vehicle.id}&active=true`), 200).data;
      expect(rest).toHaveLength(1);
      expect(expectStatus(await call(tokens.edit, 'DELETE', `/api/vehicle-assignments/${rest[0].id}`), 200).message).toBe('Asignación eliminada exitosamente');
      expect(await vehicleStatus(vehicle.id)).toBe(1);
    });

    it.each([
      [{ policeId: undefined }, ['Debe seleccionar un funcionario']],
      [{ vehicleId: undefined }, ['Debe seleccionar un vehículo']],
      [{ startDate: '' }, ['La fecha de inicio es requerida']],
      [{ purpose: 'Corto' }, ['Debe tener al menos 10 caracteres']],
      [{ startDate: '2026-04-10', endDate: '2026-04-01' }, ['La fecha de inicio debe ser menor a la fecha fin']],
    ])('refuses %j with 400 %j and stores nothing', async (change, messages) => {
      const vehicle = await create();
      expect(errorsOf(await assign(vehicle.id, officers[0].id, change))).toEqual(messages);
      expect(await t.database.rawQuery('select id from vehicle_assignments where vehicle_id = $1', [vehicle.id])).toEqual([]);
    });

    it('refuses (409) a vehicle that is not operative or not available, stores nothing and leaves its status', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ operability: false, status: 4 }, 'El vehículo no está operativo'],
        [{ status: 4 }, 'El vehículo no está disponible (Fuera de Servicio)'],
        [{ status: 3 }, 'El vehículo no está disponible (En Mantenimiento)'],
        [{ status: 6 }, 'El vehículo no está disponible (En Revisión)'],
      ];
      for (const [state, message] of cases) {
        const vehicle = await create(state);
        expect(envelope(await assign(vehicle.id, officers[0].id))).toEqual({ statusCode: 409, message });
        expect(await t.database.rawQuery('select id from vehicle_assignments where vehicle_id = $1', [vehicle.id])).toEqual([]);
        expect(await vehicleStatus(vehicle.id)).toBe(state.status);
      }
      // An assignment cannot be moved onto such a vehicle either.
      const [good, broken] = [await create(), await create({ operability: false })];
      const created = expectStatus<Assignment>(await assign(good.id, officers[1].id), 201).data;
      const moved = await call(tokens.edit, 'PUT', `/api/vehicle-assignments/${created.id}`, { vehicleId: broken.id, policeId: officers[1].id, assignmentType: 1, startDate: created.startDate, purpose: 'Patrullaje del cuadrante 4' });
      expect(envelope(moved)).toEqual({ statusCode: 409, message: 'El vehículo no está operativo' });
      expect(await vehicleStatus(good.id)).toBe(2);
    });

    it('updates an assignment (PUT) with the same rules', async () => {
      const vehicle = await create();
      const created = expectStatus<Assignment>(await assign(vehicle.id, officers[2].id), 201).data;
      const body = { vehicleId: vehicle.id, policeId: officers[2].id, assignmentType: 3, startDate: '2026-01-01', purpose: 'Comisión a la sede central' };
      expect(expectStatus<Assignment>(await call(tokens.edit, 'PUT', `/api/vehicle-assignments/${created.id}`, body), 200).data).toMatchObject({ assignmentType: 3, startDate: '2026-01-01', active: true });
      expect(errorsOf(await call(tokens.edit, 'PUT', `/api/vehicle-assignments/${created.id}`, { ...body, purpose: 'x' }))).toEqual(['Debe tener al menos 10 caracteres']);
    });

    it('GET rrhh/assigned-assets/{id} lists the officer\'s vehicles (brand, model, plate); characterization counts vehicles', async () => {
      const officer = (await demoOfficers(t, 12))[11];
      const vehicle = await create({ brand: 'Toyota', model: 'Land Cruiser' });
      expectStatus(await assign(vehicle.id, officer.id), 201);
      const assets = expectStatus<{ vehicle: Record<string, unknown>[] }>(await call(await t.login('mgonzalez'), 'GET', `/api/rrhh/assigned-assets/${officer.id}`), 200).data;
      expect(assets.vehicle).toEqual([{ id: vehicle.id, assignmentId: expect.any(Number), startDate: todayIsoDate(), assignmentType: 1, codeVehicle: vehicle.codeVehicle, brand: 'Toyota', model: 'Land Cruiser', plate: vehicle.plate }]);
      const totals = expectStatus<{ motorPark: number }>(await call(tokens.query, 'GET', '/api/characterization/total'), 200).data;
      expect(totals.motorPark).toBe(await countVehicles());
    });
  });

  it('permissions (module 3, transport sub-module 2): register creates vehicles; edit updates, deletes and assigns', async () => {
    const vehicle = await create();
    const body = vehicleBody({ codeVehicle: vehicle.codeVehicle, plate: vehicle.plate });
    expect(envelope(await call(null, 'GET', '/api/vehicle'))).toEqual(UNAUTHENTICATED);
    expect(envelope(await call(tokens.other, 'GET', '/api/vehicle'))).toEqual(FORBIDDEN);
    expect(envelope(await call(await t.login('crodriguez'), 'GET', '/api/vehicle'))).toEqual(FORBIDDEN);
    expectStatus(await call(await t.login('lhernandez'), 'GET', '/api/vehicle'), 200);
    for (const token of [tokens.query, tokens.edit]) expect(envelope(await call(token, 'POST', '/api/vehicle', vehicleBody()))).toEqual(FORBIDDEN);
    for (const token of [tokens.query, tokens.register]) {
      expectStatus(await call(token, 'GET', `/api/vehicle/${vehicle.id}`), 200);
      expect(envelope(await call(token, 'PUT', `/api/vehicle/${vehicle.id}`, body))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'DELETE', `/api/vehicle/${vehicle.id}`))).toEqual(FORBIDDEN);
      expect(envelope(await call(token, 'POST', '/api/vehicle-assignments', { vehicleId: vehicle.id, policeId: officers[0].id, purpose: 'Patrullaje nocturno' }))).toEqual(FORBIDDEN);
    }
    expect(await t.database.rawQuery('select id from vehicle_assignments where vehicle_id = $1', [vehicle.id])).toEqual([]);
  });
});
