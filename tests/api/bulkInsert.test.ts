/**
 * One statement for many rows (server/db/bulkInsert.ts): what it stores is what drizzle's
 * insert stores, column by column (text, numbers, dates, JSON, nulls, defaults), on both
 * databases; rows that leave a column unset unevenly go through drizzle's insert.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { officerSchema } from '../../resources/officers/validation';
import { bulkInsert } from '../../server/db/bulkInsert';
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
});
