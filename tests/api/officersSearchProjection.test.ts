/**
 * The officer search projection (`officer_search`, kept by triggers): it follows every
 * insert, update and delete of `officers`, and searches through it answer what the old
 * searches over the officer columns answered (accents, several words, partial codes,
 * filters combined), checked against SQL written here over `officers` alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iterateSearch, searchPageQueries } from '../../server/officers/search';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { answer, createOfficer, officerBody, type OfficerAnswer } from './officersFixture';

interface Page {
  ids: number[];
  total: number;
}

/** The old search over the officer row: every word inside f_unaccent(lower(text)). */
const FULL_NAME = `f_unaccent(lower(first_name || ' ' || coalesce(second_name, '') || ' ' || first_lastname || ' ' || coalesce(second_lastname, '')))`;
const GIVEN_NAMES = `f_unaccent(lower(first_name || ' ' || coalesce(second_name, '')))`;
const LAST_NAMES = `f_unaccent(lower(first_lastname || ' ' || coalesce(second_lastname, '')))`;
const CODES = `lower(coalesce(code_rrhh, '') || ' ' || coalesce(iapmch_code, ''))`;

interface Reference {
  search?: string;
  names?: string;
  lastnames?: string;
  codeRrhh?: string;
  identification?: number;
  statusIn?: number;
  gender?: number;
  typeRegister?: number;
  dependency?: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const words = (text: string) => text.trim().split(/\s+/);

/** The reference statement for `q`, over `officers` only. */
function referenceWhere(q: Reference): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const everyWord = (expression: string, text: string) => words(text).map((w) => `${expression} like f_unaccent(lower(${p(like(w))}))`).join(' and ');
  const parts: string[] = [];
  if (q.search) {
    const cedula = /^[VvEe]-?(\d+)$/.exec(q.search);
    const first = cedula ? `identification = ${p(Number(cedula[1]))}` : everyWord(FULL_NAME, q.search);
    parts.push(`((${first}) or ${CODES} like ${p(like(q.search.toLowerCase()))})`);
  }
  if (q.names) parts.push(everyWord(GIVEN_NAMES, q.names));
  if (q.lastnames) parts.push(everyWord(LAST_NAMES, q.lastnames));
  if (q.codeRrhh) parts.push(`lower(code_rrhh) like ${p(like(q.codeRrhh.toLowerCase()))}`);
  for (const [key, column] of [['identification', 'identification'], ['statusIn', 'status_in'], ['gender', 'gender'], ['typeRegister', 'type_register']] as const) {
    if (q[key] !== undefined) parts.push(`${column} = ${p(q[key])}`);
  }
  if (q.dependency !== undefined) parts.push(`dependencies @> ${p(JSON.stringify([{ value: q.dependency }]))}::jsonb`);
  return { where: parts.length ? parts.join(' and ') : 'true', params };
}

const queryString = (q: Reference) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

describeOnEachDatabase('Funcionarios: proyección de búsqueda', (kind) => {
  let t: TestApp;
  let rrhh: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    rrhh = await t.login('mgonzalez');
  });
  afterAll(() => t.close());

  const projectionOf = async (id: number) => (await t.database.rawQuery('select *, xmin::text as version from officer_search where officer_id = $1', [id]))[0];
  const search = async (query: string): Promise<Page> => {
    const page = answer<{ id: number }[]>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/search?pageSize=100&${query}` }), 200);
    return { ids: page.data.map((r) => r.id), total: page.meta!.total_elements };
  };
  const reference = async (q: Reference, offset = 0): Promise<Page> => {
    const { where, params } = referenceWhere(q);
    const rows = await t.database.rawQuery(`select id from officers where ${where} order by created_at desc, id desc limit 100 offset ${offset}`, params);
    const [{ total }] = await t.database.rawQuery(`select count(*)::int as total from officers where ${where}`, params);
    return { ids: rows.map((r) => Number(r.id)), total: Number(total) };
  };

  describe('the projection follows officers', () => {
    it('has the accent-free lower-case keys of a new officer', async () => {
      const officer = await createOfficer(t, rrhh, { firstName: 'Éufrasio', secondName: 'José', firstLastname: 'Ñáñez', secondLastname: null, gender: 2, range: null, iapmchCode: null });
      expect(await projectionOf(officer.id)).toMatchObject({
        given_names: 'eufrasio jose',
        last_names: 'nanez ',
        code_rrhh: `qx-${officer.identification}`,
        iapmch_code: '',
        identification: officer.identification,
        status_in: 1,
        gender: 2,
        type_register: 1,
        range: null,
      });
    });

    it('follows a name change and a status change, and does not rewrite the row for other changes', async () => {
      const officer = await createOfficer(t, rrhh, { firstName: 'Eleuterio', firstLastname: 'Quintero' });
      const body = officerBody({ identification: officer.identification, firstName: 'Anacleto', firstLastname: 'Quintero' });
      answer(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: body }), 200);
      expect(await projectionOf(officer.id)).toMatchObject({ given_names: 'anacleto ramon', last_names: 'quintero zuniga' });
      expect((await search('search=eleuterio%20quintero')).ids).toEqual([]);
      expect((await search('search=ANACLETO%20quintero')).ids).toEqual([officer.id]);

      // Only the physical record changes: the upsert finds nothing to write.
      const { version } = await projectionOf(officer.id);
      answer(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: { ...body, physical: { height: 180 } } }), 200);
      expect((await projectionOf(officer.id)).version).toBe(version);

      answer(await t.call(rrhh, { method: 'PATCH', url: `/api/rrhh/${officer.id}/status`, payload: { statusIn: 3, motive: 'Documentos ilegibles', typeBlock: 2 } }), 200);
      expect(await projectionOf(officer.id)).toMatchObject({ status_in: 3 });
      expect((await search('names=anacleto&lastnames=quintero&statusIn=3')).ids).toEqual([officer.id]);
      expect((await search('names=anacleto&lastnames=quintero&statusIn=1')).ids).toEqual([]);
    });

    it('loses the row with its officer', async () => {
      const officer = await createOfficer(t, rrhh, { firstName: 'Pancracio', firstLastname: 'Borrado' });
      expect((await search('search=pancracio')).ids).toEqual([officer.id]);
      answer(await t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${officer.id}` }), 200);
      expect(await projectionOf(officer.id)).toBeUndefined();
      expect(await search('search=pancracio')).toEqual({ ids: [], total: 0 });
    });

    it('keeps the words of each name (for name counts): added, renamed, removed', async () => {
      const wordsOf = async (id: number) => (await t.database.rawQuery('select word, part from officer_name_words where officer_id = $1 order by part, word', [id])).map((r) => `${r.part}:${r.word}`);
      const officer = await createOfficer(t, rrhh, { firstName: 'Gumersindo', secondName: 'Gumersindo', firstLastname: 'Ávila', secondLastname: null });
      expect(await wordsOf(officer.id)).toEqual(['0:avila', '0:gumersindo', '1:gumersindo', '2:avila']);
      const body = officerBody({ identification: officer.identification, firstName: 'Gumersindo', secondName: 'Tobías', firstLastname: 'Ávila', secondLastname: 'Ñañez' });
      answer(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: body }), 200);
      expect(await wordsOf(officer.id)).toEqual(['0:avila', '0:gumersindo', '0:nanez', '0:tobias', '1:gumersindo', '1:tobias', '2:avila', '2:nanez']);
      answer(await t.call(rrhh, { method: 'PUT', url: `/api/rrhh/${officer.id}`, payload: { ...body, secondName: null } }), 200);
      expect(await wordsOf(officer.id)).toEqual(['0:avila', '0:gumersindo', '0:nanez', '1:gumersindo', '2:avila', '2:nanez']);
      const [{ known }] = await t.database.rawQuery(`select count(*)::int as known from name_words where word in ('gumersindo', 'tobias', 'avila', 'nanez')`);
      expect(known).toBe(4);
      answer(await t.call(rrhh, { method: 'DELETE', url: `/api/rrhh/${officer.id}` }), 200);
      expect(await wordsOf(officer.id)).toEqual([]);
    });

    it('holds exactly one up-to-date row per officer (demo seed and the writes above)', async () => {
      const [counts] = await t.database.rawQuery(
        `select (select count(*)::int from officers) as officers,
                (select count(*)::int from officer_search) as projected,
                (select count(*)::int from officers o join officer_search s on s.officer_id = o.id where s is distinct from officer_search_row(o)) as stale`,
      );
      expect(Number(counts.officers)).toBeGreaterThanOrEqual(500);
      expect(counts).toEqual({ officers: counts.officers, projected: counts.officers, stale: 0 });
      // And the name words are exactly those of the projected names, all in the dictionary.
      const [words] = await t.database.rawQuery(
        `with expected as (select w.word, w.part, s.officer_id from officer_search s cross join lateral officer_name_words_of(s.given_names, s.last_names) w)
         select (select count(*)::int from expected) as expected,
                (select count(*)::int from (select * from expected except select word, part, officer_id from officer_name_words) missing) as missing,
                (select count(*)::int from (select word, part, officer_id from officer_name_words except select * from expected) extra) as extra,
                (select count(*)::int from officer_name_words n where not exists (select 1 from name_words d where d.word = n.word)) as unknown`,
      );
      expect(Number(words.expected)).toBeGreaterThanOrEqual(1000);
      expect(words).toEqual({ expected: words.expected, missing: 0, extra: 0, unknown: 0 });
      // And the dictionary's counts are the officers having each word: anywhere, in the given names, in the last names.
      const [dictionary] = await t.database.rawQuery(
        `with actual as (
           select word, count(distinct officer_id)::int as officers,
                  (count(*) filter (where part = 1))::int as given, (count(*) filter (where part = 2))::int as last
           from officer_name_words where part > 0 group by word)
         select (select count(*)::int from actual) as words,
                (select count(*)::int from name_words d left join actual a using (word)
                 where (d.officers, d.given, d.last) is distinct from (coalesce(a.officers, 0), coalesce(a.given, 0), coalesce(a.last, 0))) as wrong`,
      );
      expect(Number(dictionary.words)).toBeGreaterThan(100);
      expect(dictionary).toEqual({ words: dictionary.words, wrong: 0 });
      // And the per-combination counts add up to what the projection holds, combination by combination.
      const combination = 'status_in, gender, type_register, range, condition, grade';
      const [sums] = await t.database.rawQuery(
        `with actual as (select ${combination}, count(*)::int as officers from officer_search group by ${combination}),
              kept as (select ${combination}, officers from officer_search_counts where officers <> 0)
         select (select count(*)::int from actual) as combinations,
                (select count(*)::int from (select * from actual except select * from kept) a) as missing,
                (select count(*)::int from (select * from kept except select * from actual) k) as wrong`,
      );
      expect(Number(sums.combinations)).toBeGreaterThan(10);
      expect(sums).toEqual({ combinations: sums.combinations, missing: 0, wrong: 0 });
    });
  });

  describe('searches through it answer what the officer columns answer', () => {
    let marked: OfficerAnswer[];

    beforeAll(async () => {
      marked = [
        await createOfficer(t, rrhh, { firstName: 'María', secondName: 'José', firstLastname: 'Pérez', secondLastname: 'Ñúñez', gender: 2 }),
        await createOfficer(t, rrhh, { firstName: 'Maria', secondName: 'Josefina', firstLastname: 'Perez', secondLastname: null, gender: 2, typeRegister: 5 }),
        await createOfficer(t, rrhh, { firstName: 'José', secondName: 'María', firstLastname: 'Martínez', secondLastname: 'Pérez', gender: 1, dependencies: [{ value: 9, label: 'Dirección de Inteligencia' }] }),
        await createOfficer(t, rrhh, { firstName: 'Ana', secondName: null, firstLastname: 'Porcentaje', secondLastname: null, codeRrhh: 'LK_50%', iapmchCode: null }),
        await createOfficer(t, rrhh, { firstName: 'Mariángela', secondName: 'Marielena', firstLastname: 'Quiñónez', secondLastname: 'Quiñónez' }),
        await createOfficer(t, rrhh, { firstName: 'Élkin', secondName: null, firstLastname: 'Dalke', secondLastname: null }),
      ];
    });

    const cases = (): [string, Reference][] => [
      ['one word, accents and case ignored', { search: 'PÉREZ' }],
      ['a fragment inside a word', { search: 'ére' }],
      ['a fragment only a code holds', { search: `x-${String(marked[0].identification).slice(0, 4)}` }],
      ['names and last names words, fragments', { names: 'ose', lastnames: 'art' }],
      ['several words in any order, each must match', { search: 'perez maria' }],
      ['words split across the given and last names', { search: 'josé ñuñez' }],
      ['names only (not the last names)', { names: 'maria' }],
      ['a fragment two given names contain, in one officer and in others', { names: 'mari' }],
      ['a word both last names hold', { lastnames: 'quiñonez' }],
      ['a word in both halves', { search: 'quinonez' }],
      ['a fragment matching several words', { search: 'ez' }],
      ['a fragment no name or code holds', { search: 'zqzq' }],
      ['a fragment names (two words of one officer) and a code hold', { search: 'lk' }],
      ['last names only', { lastnames: 'perez' }],
      ['names and last names together', { names: 'maria jose', lastnames: 'perez' }],
      ['a partial code through search', { search: `qx-${String(marked[1].identification).slice(0, 5)}` }],
      ['a partial code of one column', { codeRrhh: `QX-${String(marked[0].identification).slice(0, 6)}` }],
      ['a cédula through search', { search: `V-${marked[2].identification}` }],
      ['LIKE characters are literal', { search: 'k_50%' }],
      ['a LIKE wildcard alone matches itself only', { search: '_' }],
      ['a name and exact filters combined', { names: 'maria', gender: 2, statusIn: 1, typeRegister: 1 }],
      ['exact filters only', { gender: 2, statusIn: 1 }],
      ['one exact filter', { typeRegister: 5 }],
      ['no filter at all', {}],
      ['the cédula filter', { identification: marked[3].identification }],
      ['a name with an organisation list (runs on officers)', { lastnames: 'perez', dependency: 9 }],
      ['the organisation list alone', { dependency: 4, gender: 1 }],
    ];

    it('gives the same officers, in the same order, with the same total', async () => {
      for (const [label, q] of cases()) {
        const expected = await reference(q);
        expect({ label, ...(await search(queryString(q))) }).toEqual({ label, ...expected });
      }
      // The marked officers are found where they should be, so the comparisons compare something.
      expect((await search('search=perez%20maria')).ids).toEqual(expect.arrayContaining(marked.slice(0, 3).map((o) => o.id)));
      expect((await search('search=k_50%25')).ids).toEqual([marked[3].id]);
      expect((await search('search=k050')).ids).toEqual([]);
      expect((await search('search=lk')).ids).toEqual(expect.arrayContaining([marked[3].id, marked[5].id]));
      expect((await search('names=maria%20jose&lastnames=perez')).ids).toEqual(expect.arrayContaining([marked[0].id, marked[1].id]));
    });

    it('counts name-only searches from the name words, filter-only ones from the combination counts, the rest from the projection', () => {
      const countSql = (q: Reference) => searchPageQueries(t.database.db, q, 1, 10).count().toSQL().sql;
      for (const q of [{ search: 'perez maria' }, { names: 'maria', lastnames: 'perez' }]) expect(countSql(q)).toContain('officer_name_words');
      // A cédula needs no name words, but is counted the same way (a union of ids).
      expect(countSql({ search: 'V-123' })).toMatch(/\) as matches$/);
      for (const q of [{ names: 'maria', gender: 2 }, { codeRrhh: 'QX' }, { search: 'perez', statusIn: 1 }]) expect(countSql(q)).not.toMatch(/officer_name_words|as matches/);
      // Exact filters alone (or none) add up the per-combination counts.
      for (const q of [{}, { gender: 2, statusIn: 1 }, { typeRegister: 5 }]) expect(countSql(q)).toContain('officer_search_counts');
      for (const q of [{ identification: 123 }, { gender: 2, names: 'maria' }, { dependency: 4 }]) expect(countSql(q)).not.toContain('officer_search_counts');
    });

    it('pages the same way (offset) and walks exports the same way (keyset)', async () => {
      const q: Reference = { lastnames: 'ez' };
      const second = answer<{ id: number }[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/search?lastnames=ez&pageSize=20&page=3' }), 200);
      const expected = await reference(q, 40);
      expect(second.data.map((r) => r.id)).toEqual(expected.ids.slice(0, 20));
      const walked: number[] = [];
      for await (const batch of iterateSearch(t.database.db, q, 150, 40)) walked.push(...batch.map((r) => r.id));
      expect(walked).toEqual([...(await reference(q)).ids, ...(await reference(q, 100)).ids].slice(0, 150));
      expect(walked.length).toBe(Math.min(150, expected.total));
    });

    it('answers the quick search from the projection (GET rrhh/search/multi)', async () => {
      const quick = answer<{ id: number }[]>(await t.call(rrhh, { method: 'GET', url: '/api/rrhh/search/multi?names=MARÍA&lastnames=perez&limit=5' }), 200);
      expect(quick.data.map((r) => r.id)).toEqual((await reference({ names: 'maría', lastnames: 'perez' })).ids.slice(0, 5));
      const byCode = answer<{ id: number }[]>(await t.call(rrhh, { method: 'GET', url: `/api/rrhh/search/multi?code=PM-${marked[2].identification}` }), 200);
      expect(byCode.data.map((r) => r.id)).toEqual([marked[2].id]);
    });
  });

  // Migration 0022: with the default 100 histogram entries a fragment in ~3 % of the officers
  // was often estimated at 20 rows, and its page read and sorted every match (10× the time).
  it('keeps 1,000-entry statistics on the texts searched with LIKE', async () => {
    const targets = await t.database.rawQuery(
      `select c.relname || '.' || a.attname as text, a.attstattarget::int as target from pg_attribute a join pg_class c on c.oid = a.attrelid
       where (c.relname, a.attname) in (('officer_search', 'given_names'), ('officer_search', 'last_names'), ('officer_search_full_name_trgm_idx', 'expr'),
         ('officer_search_codes_trgm_idx', 'expr'), ('officers_full_name_trgm_idx', 'f_unaccent'), ('officers_codes_trgm_idx', 'lower'))`,
    );
    expect(targets.length).toBe(6);
    for (const row of targets) expect(row, String(row.text)).toMatchObject({ target: 1000 });
  });
});
