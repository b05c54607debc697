/**
 * Weapons dashboard (spec 3 §2.12, §3.13, §7.3b): every endpoint over a known set of
 * stations, guns and assignments — totals, distributions with catalogue labels, top 10,
 * the last 12 months and the most used guns.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seriesStart } from '../../server/routes/gunpark/dashboardQueries';
import { envelope, expectStatus } from '../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { demoOfficers, FORBIDDEN, gunBody, moduleTokens, stationBody, withoutDemoAssets } from './gunparkFixture';

const monthIso = (offset: number, day = 15) => {
  const d = new Date();
  const date = new Date(d.getFullYear(), d.getMonth() + offset, day);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describeOnEachDatabase('Parque de Armas: estadísticas', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof moduleTokens>>;
  const get = async <T>(path: string) => expectStatus<T>(await t.call(tokens.query, { method: 'GET', url: `/api/gunpark/dashboard/${path}` }), 200).data;
  let gunIds: number[] = [];

  beforeAll(async () => {
    t = await createCustomTestApp(kind, { prepareDatabase: withoutDemoAssets });
    tokens = await moduleTokens(t, 1);
    const post = async (url: string, payload: object) => expectStatus<{ id: number }>(await t.call(tokens.admin, { method: 'POST', url, payload }), 201).data.id;
    const norte = await post('/api/gunpark/stations', stationBody({ name: 'Estación Norte' }));
    const sur = await post('/api/gunpark/stations', stationBody({ name: 'Estación Sur' }));
    await post('/api/gunpark/stations', stationBody({ name: 'Estación Vacía' }));
    // 6 guns: 3 Glock pistols 9 mm (Norte), 2 Beretta (Sur, one in maintenance), 1 FN rifle out of service, not operable, no station.
    gunIds = [
      await post('/api/gunpark/guns', gunBody({ typeGun: 1, brand: 'Glock', caliber: 1, station: norte, status: 1 })),
      await post('/api/gunpark/guns', gunBody({ typeGun: 1, brand: 'Glock', caliber: 1, station: norte, status: 1 })),
      await post('/api/gunpark/guns', gunBody({ typeGun: 1, brand: 'Glock', caliber: 1, station: norte, status: 1 })),
      await post('/api/gunpark/guns', gunBody({ typeGun: 1, brand: 'Beretta', caliber: 1, station: sur, status: 1 })),
      await post('/api/gunpark/guns', gunBody({ typeGun: 2, brand: 'Beretta', caliber: 2, station: sur, status: 3 })),
      await post('/api/gunpark/guns', gunBody({ typeGun: 4, brand: 'FN Herstal', caliber: 7, status: 4, operability: false })),
    ];
    const officers = await demoOfficers(t, 3);
    const assign = async (gun: number, officer: number, startDate: string) =>
      post('/api/gunpark/officer-assignments', { gunId: gun, policeId: officer, startDate, purpose: 'Servicio' });
    const finish = async (id: number, endDate: string) =>
      expectStatus(await t.call(tokens.admin, { method: 'PUT', url: `/api/gunpark/officer-assignments/${id}/finish`, payload: { endDate } }), 200);
    // Gun 0: three assignments (two finished); gun 3: one finished; gun 1: one active; one old one (13 months ago) outside the series.
    await finish(await assign(gunIds[0], officers[0].id, monthIso(-2)), monthIso(-1));
    await finish(await assign(gunIds[0], officers[1].id, monthIso(-1)), monthIso(0, 1));
    await assign(gunIds[0], officers[2].id, monthIso(0, 1));
    await finish(await assign(gunIds[3], officers[0].id, monthIso(-13)), monthIso(-13, 20));
    await assign(gunIds[1], officers[1].id, monthIso(0, 1));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stats', async () => {
    expect(await get('stats')).toEqual({
      totalGuns: 6, operationalGuns: 5, nonOperationalGuns: 1, officerAssignments: 2, stationAssignments: 5, totalStations: 3,
      operationalPercentage: 83.3, maintenanceNeeded: 2,
    });
  });

  it('distributions by type, brand, caliber, station and operability', async () => {
    expect(await get('gun-type-distribution')).toEqual([{ label: 'Pistola', count: 4 }, { label: 'Revólver', count: 1 }, { label: 'Fusil', count: 1 }]);
    expect(await get('gun-brand-distribution')).toEqual([{ label: 'Glock', count: 3 }, { label: 'Beretta', count: 2 }, { label: 'FN Herstal', count: 1 }]);
    expect(await get('gun-caliber-distribution')).toEqual([{ label: '9 mm', count: 4 }, { label: '.38 Especial', count: 1 }, { label: '7.62 mm', count: 1 }]);
    expect(await get('gun-station-distribution')).toEqual([{ label: 'Estación Norte', count: 3 }, { label: 'Estación Sur', count: 2 }, { label: 'No especificado', count: 1 }]);
    expect(await get('gun-operability-distribution')).toEqual([{ label: 'Operativa', count: 5 }, { label: 'No operativa', count: 1 }]);
  });

  it('monthly assignment trends: 12 months ending with the current one', async () => {
    const months = await get<{ year: number; month: number; count: number; finished: number }[]>('monthly-assignment-trends');
    expect(months).toHaveLength(12);
    const start = seriesStart();
    expect([months[0].year, months[0].month]).toEqual([start.year, start.month]);
    const now = new Date();
    expect([months[11].year, months[11].month]).toEqual([now.getFullYear(), now.getMonth() + 1]);
    expect(months.slice(9).map((m) => [m.count, m.finished])).toEqual([[1, 0], [1, 1], [2, 1]]);
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(4);
  });

  it('most used guns and maintenance', async () => {
    const used = await get<{ id: number; assignments: number; active: number }[]>('most-used-guns');
    expect(used.map((g) => [g.id, g.assignments, g.active])).toEqual([[gunIds[0], 3, 1], [gunIds[1], 1, 1], [gunIds[3], 1, 0]]);
    expect(await get('maintenance-stats')).toEqual({
      inMaintenance: 1, outOfService: 1, nonOperational: 1, needingMaintenance: 2, inGoodCondition: 4,
      byStatus: [{ label: 'Disponible', count: 2 }, { label: 'En Uso', count: 2 }, { label: 'En Mantenimiento', count: 1 }, { label: 'Fuera de Servicio', count: 1 }],
    });
  });

  it('top 10 only, and only for weapons park staff', async () => {
    for (let i = 0; i < 11; i++) expectStatus(await t.call(tokens.admin, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody({ brand: `Marca ${String(i).padStart(2, '0')}` }) }), 201);
    expect(await get<unknown[]>('gun-brand-distribution')).toHaveLength(10);
    expect(envelope(await t.call(tokens.other, { method: 'GET', url: '/api/gunpark/dashboard/stats' }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(await t.login('lhernandez'), { method: 'GET', url: '/api/gunpark/dashboard/stats' }))).toEqual(FORBIDDEN);
  });
});
