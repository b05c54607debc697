/**
 * Vehicle dashboard (spec 3 §2.12, §3.13, §7.3b): every endpoint over a known set of
 * vehicles and assignments.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayIsoDate } from '../../resources/engine/dates';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { demoOfficers, FORBIDDEN, moduleTokens, stationBody, vehicleBody, withoutDemoAssets } from './gunparkFixture';

describeOnEachDatabase('Transporte: estadísticas', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  const get = async <T>(path: string) => expectStatus<T>(await t.call(tokens.query, { method: 'GET', url: `/api/vehicle/dashboard/${path}` }), 200).data;
  let ids: number[] = [];

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 2);
    const post = async (url: string, payload: object) => expectStatus<{ id: number }>(await t.call(tokens.admin, { method: 'POST', url, payload }), 201).data.id;
    const station = await post('/api/gunpark/stations', stationBody({ name: 'Estación Oeste' }));
    ids = [
      await post('/api/vehicle', vehicleBody({ typeVehicle: 2, brand: 'Toyota', year: 2020, status: 1, inspected: true, service: 1, station })),
      await post('/api/vehicle', vehicleBody({ typeVehicle: 2, brand: 'Toyota', year: 2020, status: 1, service: 1, station })),
      await post('/api/vehicle', vehicleBody({ typeVehicle: 3, brand: 'Suzuki', year: 2018, status: 3, service: 2 })),
      await post('/api/vehicle', vehicleBody({ typeVehicle: 1, brand: 'Chevrolet', year: null, status: 4, operability: false })),
    ];
    const officers = await demoOfficers(t, 2);
    const assign = (vehicleId: number, policeId: number) => post('/api/vehicle-assignments', { vehicleId, policeId, purpose: 'Patrullaje del cuadrante', startDate: todayIsoDate() });
    await assign(ids[0], officers[0].id);
    await assign(ids[0], officers[1].id);
    const done = await assign(ids[1], officers[0].id);
    expectStatus(await t.call(tokens.admin, { method: 'PUT', url: `/api/vehicle-assignments/${done}/finish`, payload: { endDate: todayIsoDate() } }), 200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stats and maintenance', async () => {
    expect(await get('stats')).toEqual({
      totalVehicles: 4, operationalVehicles: 3, nonOperationalVehicles: 1, activeAssignments: 2, availableVehicles: 1, inspectedVehicles: 1,
      stationAssignments: 2, operationalPercentage: 75,
    });
    expect(await get('maintenance-stats')).toEqual({ vehiclesNeedingMaintenance: 2, vehiclesInGoodCondition: 2, averageEfficiency: 50 });
  });

  it('distributions', async () => {
    expect(await get('vehicle-type-distribution')).toEqual([{ label: 'Camioneta', count: 2 }, { label: 'Automóvil', count: 1 }, { label: 'Motocicleta', count: 1 }]);
    expect(await get('vehicle-brand-distribution')).toEqual([{ label: 'Toyota', count: 2 }, { label: 'Chevrolet', count: 1 }, { label: 'Suzuki', count: 1 }]);
    expect(await get('vehicle-year-distribution')).toEqual([{ label: '2018', count: 1 }, { label: '2020', count: 2 }]);
    expect(await get('vehicle-station-distribution')).toEqual([{ label: 'Estación Oeste', count: 2 }, { label: 'No especificado', count: 2 }]);
    expect(await get('vehicle-operability-distribution')).toEqual([{ label: 'Operativo', count: 3 }, { label: 'No operativo', count: 1 }]);
    expect(await get('vehicle-inspection-distribution')).toEqual([{ label: 'Inspeccionado', count: 1 }, { label: 'No inspeccionado', count: 3 }]);
    expect(await get('vehicle-service-distribution')).toEqual([{ label: 'Patrullaje Vehicular', count: 2 }, { label: 'Patrullaje Motorizado', count: 1 }, { label: 'No especificado', count: 1 }]);
  });

  it('monthly trends and most used vehicles', async () => {
    const months = await get<{ count: number; finished: number }[]>('monthly-assignment-trends');
    expect(months).toHaveLength(12);
    expect(months[11]).toMatchObject({ count: 3, finished: 1 });
    const used = await get<{ id: number; assignments: number; active: number }[]>('most-used-vehicles');
    expect(used.map((v) => [v.id, v.assignments, v.active])).toEqual([[ids[0], 2, 2], [ids[1], 1, 0]]);
  });

  it('is for transport staff only', async () => {
    expect(envelope(await t.call(await t.login('crodriguez'), { method: 'GET', url: '/api/vehicle/dashboard/stats' }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(tokens.other, { method: 'GET', url: '/api/vehicle/dashboard/most-used-vehicles' }))).toEqual(FORBIDDEN);
  });
});
