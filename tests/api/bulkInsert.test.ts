/**
 * One statement for many rows (server/db/bulkInsert.ts): what it stores is what drizzle's
 * insert stores, column by column (text, numbers, dates, JSON, nulls, defaults), on both
 * databases; rows that leave a column unset unevenly go through drizzle's insert. Likewise
 * bulkUpdate (server/db/bulkUpdate.ts) against drizzle's update.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { officerSchema } from '../../resources/officers/validation';
import { bulkInsert } from '../../server/db/bulkInsert';
import { bulkUpdate } from '../../server/db/bulkUpdate';
import { officerFamilyMembers, officers } from '../../server/db/officerSchema';
import { officerColumns } from '../../server/officers/rows';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { officerBody } from './officersFixture';

describeOnEachDatabase('bulkInsert', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCustomTestApp(kind, { demoData: false });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  // One body for every row: only the cédula and the e-mail differ.
  const body = officerBody({ secondName: null, phone: ['04141234567'] });
  const officerRow = async (identification: number) => {
    const input = await officerSchema.validate({ ...body, identification, email: `bulk${identification}@policia.test` }, { stripUnknown: true });
    return { ...officerColumns(input), statusIn: 1, condition: 1, createdBy: null, updatedBy: null };
  };
  const stored = async (identification: number) => {
    const [row] = await t.database.db.select().from(officers).where(eq(officers.identification, identification));
    const { id, identification: _identification, email, createdAt, updatedAt, ...rest } = row;
    expect([id, email, createdAt, updatedAt].every((value) => value !== null && value !== undefined)).toBe(true);
    return rest;
  };

  it('stores what drizzle stores, and answers the columns asked for', async () => {
    await t.database.db.insert(officers).values(await officerRow(81_000_001));
    const returned = await bulkInsert(t.database.db, officers, [await officerRow(81_000_002), await officerRow(81_000_003)], ['id', 'identification']);
    expect(returned.map((row) => row.identification)).toEqual([81_000_002, 81_000_003]);
    expect(returned.every((row) => Number.isInteger(row.id))).toBe(true);
    const byDrizzle = await stored(81_000_001);
    expect(await stored(81_000_002)).toEqual(byDrizzle);
    expect(await stored(81_000_003)).toEqual(byDrizzle);
    expect(byDrizzle.phone).toEqual(['04141234567']);
  });

  it('goes through drizzle when rows set a column unevenly, and stores nothing for no rows', async () => {
    const [officer] = await bulkInsert(t.database.db, officers, [await officerRow(81_000_004)], ['id']);
    const member = { officerId: officer.id, identification: 81_100_001, firstName: 'Ana', firstLastname: 'Pérez', gender: 2, dateBirth: '2010-05-01', parentage: 1, civilState: 1 };
    const rows = await bulkInsert(t.database.db, officerFamilyMembers, [member, { ...member, identification: 81_100_002, secondName: 'Lucía' }], ['identification', 'secondName']);
    expect(rows).toEqual([{ identification: 81_100_001, secondName: null }, { identification: 81_100_002, secondName: 'Lucía' }]);
    expect(await bulkInsert(t.database.db, officerFamilyMembers, [])).toEqual([]);
    const all = await t.database.db.select().from(officerFamilyMembers).where(inArray(officerFamilyMembers.identification, [81_100_001, 81_100_002]));
    expect(all).toHaveLength(2);
  });

  it('bulkUpdate changes what drizzle update changes, a statement per set of columns, each row answered in order', async () => {
    const ids = (await bulkInsert(t.database.db, officers, await Promise.all([81_000_011, 81_000_012, 81_000_013, 81_000_014].map(officerRow)), ['id'])).map((row) => row.id);
    const texts = { firstName: 'Luisa', phone: ['04125550000'], address: [{ addressName: 'Calle 1', state: 24, municipality: 'Libertador', parish: null }] };
    const dates = { dateIn: '2016-01-02', secondName: null, previousWorkYears: 3 };
    await t.database.db.update(officers).set(texts).where(eq(officers.id, ids[0]));
    await t.database.db.update(officers).set(dates).where(eq(officers.id, ids[2]));
    const written = await bulkUpdate(t.database.db, officers, [{ id: ids[3], values: dates }, { id: ids[1], values: texts }], {
      set: { version: sql`${officers.version} + 1` }, returning: ['firstName', 'dateIn', 'version'],
    });
    expect(written).toEqual([
      { id: ids[3], firstName: expect.any(String), dateIn: '2016-01-02', version: 2 },
      { id: ids[1], firstName: 'Luisa', dateIn: expect.any(String), version: 2 },
    ]);
    const { version: _a, ...byDrizzle } = await stored(81_000_011);
    const { version: _b, ...byBulk } = await stored(81_000_012);
    expect(byBulk).toEqual(byDrizzle);
    const { version: _c, ...datesByDrizzle } = await stored(81_000_013);
    const { version: _d, ...datesByBulk } = await stored(81_000_014);
    expect(datesByBulk).toEqual(datesByDrizzle);
    expect(datesByBulk).toMatchObject({ dateIn: '2016-01-02', secondName: null, previousWorkYears: 3 });
  });

  it('bulkUpdate writes one record twice in order, and only `set` for a row without values', async () => {
    const [officer] = await bulkInsert(t.database.db, officers, [await officerRow(81_000_015)], ['id']);
    const version = { version: sql`${officers.version} + 1` };
    const written = await bulkUpdate(t.database.db, officers, [{ id: officer.id, values: { firstName: 'Primera' } }, { id: officer.id, values: { firstName: 'Segunda' } }], { set: version, returning: ['firstName'] });
    expect(written.map((row) => row.firstName)).toEqual(['Primera', 'Segunda']);
    expect(await bulkUpdate(t.database.db, officers, [{ id: officer.id, values: {} }], { set: version, returning: ['version'] })).toEqual([{ id: officer.id, version: 4 }]);
    expect(await stored(81_000_015)).toMatchObject({ firstName: 'Segunda', version: 4 });
  });
});
