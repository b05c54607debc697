/**
 * Read-then-write rules under concurrency (issue 18): the vacation overlap rule reads an
 * officer's other records before writing, so every writer (create and edit) holds the
 * officer's row lock while it checks. Pairs are sent at once, ten rounds each; on
 * PostgreSQL they really run side by side (PGlite has one connection, so there they pass
 * one after the other and the rule is checked the plain way).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { daysFromToday, vacationBody } from './movementsFixture';
import { createOfficer } from './officersFixture';

const ROUNDS = 10;
const OVERLAP = 'El funcionario ya tiene un registro de este tipo que se solapa con esas fechas';

describeOnEachDatabase('Carreras: solapamiento de vacaciones', (kind) => {
  let t: TestApp;
  let admin: string;
  let officerId: number;
  let chiefId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
    [officerId, chiefId] = [(await createOfficer(t, admin)).id, (await createOfficer(t, admin)).id];
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: object) => t.call(admin, { method: 'POST', url: '/api/rrhh/addvacationorrest', payload });
  /** A window of days that no other round uses. */
  const window = (round: number, offset: number) => ({ dateIn: daysFromToday(40 + round * 40 + offset), dateOut: daysFromToday(40 + round * 40 + offset + 10) });
  /** Pairs of pending (or approved) vacations of the officer whose dates overlap. */
  const overlapping = async () => t.database.rawQuery(
    `select a.id from vacations a join vacations b on a.officer_id = b.officer_id and a.type_vacation_and_rest = b.type_vacation_and_rest and a.id < b.id
     where a.officer_id = $1 and a.status <> 3 and b.status <> 3 and a.date_in <= b.date_out and b.date_in <= a.date_out`, [officerId]);

  it(`crear y editar otra hacia las mismas fechas a la vez: una sola gana (${ROUNDS} rondas)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // The record to edit sits in a window of its own, then moves onto the dates a create takes.
      const existing = await save(vacationBody(officerId, chiefId, window(round + ROUNDS, 0)));
      expect(existing.statusCode).toBe(201);
      const target = window(round, 0);
      const [created, edited] = await Promise.all([
        save(vacationBody(officerId, chiefId, target)),
        save({ ...vacationBody(officerId, chiefId, target), id: existing.json().data.id }),
      ]);
      // Either the create (201) or the edit (200) wins; the other meets the overlap.
      expect([[201, 409], [409, 200]]).toContainEqual([created.statusCode, edited.statusCode]);
      const refused = created.statusCode === 409 ? created : edited;
      expect(refused.json().message).toBe(OVERLAP);
    }
    expect(await overlapping()).toEqual([]);
  });

  it(`dos ediciones de registros distintos hacia las mismas fechas a la vez: una sola gana (${ROUNDS} rondas)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = await save(vacationBody(officerId, chiefId, window(round + 2 * ROUNDS, 0)));
      const second = await save(vacationBody(officerId, chiefId, window(round + 3 * ROUNDS, 0)));
      const target = window(round + 4 * ROUNDS, 0);
      const answers = await Promise.all([first, second].map((r) => save({ ...vacationBody(officerId, chiefId, target), id: r.json().data.id })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    }
    expect(await overlapping()).toEqual([]);
  });

  it(`dos creaciones de las mismas fechas a la vez: una sola gana (${ROUNDS} rondas)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const target = window(round + 5 * ROUNDS, 0);
      const answers = await Promise.all([save(vacationBody(officerId, chiefId, target)), save(vacationBody(officerId, chiefId, target))]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    }
    expect(await overlapping()).toEqual([]);
  });
});
