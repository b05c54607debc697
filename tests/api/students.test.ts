/**
 * Student registry (spec 3 §2.8, §3.9, §4.5, §5.8, §7.7, §8.6): create / update / status /
 * delete with the spec messages, the paged answer of GET unes, filters and search, every
 * §5.8 rule with nothing stored, malformed input, permissions (module 7), the dashboard
 * summary against SQL, the Excel export and the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER } from '../../server/catalogues/education';
import { isPlaceOf } from '../../server/catalogues/geography';
import { demoStudents } from '../../server/seed/educationDemo';
import { validateBody } from '../../resources/engine/validation';
import { studentsDeclaration } from '../../resources/students/declaration';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { countOf, educationTokens, expectRefused, FORBIDDEN, malformedValues, NON_INTEGER_IDS, studentBody, UNAUTHENTICATED, XLSX, type Method, type Row } from './educationFixture';

interface Paged { data: Row[]; total: number; lastPage: number; currentPage: number; pageSize: number }
interface Summary { total: number; thisMonth: number; counts: Record<string, number>; distributions: Record<string, { key: unknown; count: number }[]> }

describeOnEachDatabase('Registro de estudiantes (UNES)', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof educationTokens>>;
  const call = (token: string | null, method: Method, url: string, payload?: object) => t.call(token, { method, url, payload });
  const students = () => countOf(t, 'students');
  const create = async (overrides: Row = {}) => expectStatus<Row>(await call(tokens.education, 'POST', '/api/unes', studentBody(overrides)), 201).data;
  const list = async (query: string) => expectStatus<Paged>(await call(tokens.education, 'GET', `/api/unes${query}`), 200).data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await educationTokens(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('demo data', () => {
    it('seeds 150 students of every career, status and semester, in real places', async () => {
      expect(await students()).toBe(150);
      const spread = await t.database.rawQuery('select count(distinct career)::int as careers, count(distinct status)::int as statuses, count(distinct semester)::int as semesters from students');
      expect(spread).toEqual([{ careers: 5, statuses: 5, semesters: 10 }]);
      const places = await t.database.rawQuery('select state, municipality, parish from students');
      for (const p of places) expect(isPlaceOf(p.state, p.municipality, p.parish)).toBe(true);
    });

    it('generates rows the API itself would accept', async () => {
      for (const row of demoStudents(new Date())) {
        const { createdAt: _c, ...body } = row;
        expect((await validateBody(studentsDeclaration, 'create', body)).errors).toEqual([]);
      }
      expect(demoStudents(new Date('2026-03-01'))).toEqual(demoStudents(new Date('2026-03-01')));
    });
  });

  describe('create, update, status, delete', () => {
    it('POST unes answers 201 "Estudiante registrado exitosamente" and stores the student', async () => {
      const before = await students();
      const body = expectStatus<Row>(await call(tokens.education, 'POST', '/api/unes', studentBody({ identification: '30111222', firstName: '  Andrea ' })), 201);
      expect(body.message).toBe('Estudiante registrado exitosamente');
      expect(body.data).toMatchObject({ identification: '30111222', firstName: 'Andrea', career: 'CRIMINALISTICA', semester: 3, status: 1, dateBirth: '2002-04-15' });
      expect(await students()).toBe(before + 1);
    });

    it('PUT unes/{id} answers "Estudiante actualizado exitosamente"', async () => {
      const student = await create();
      const body = expectStatus<Row>(await call(tokens.education, 'PUT', `/api/unes/${student.id}`, studentBody({ identification: student.identification, semester: 4, academicPeriod: '2025-2' })), 200);
      expect(body.message).toBe('Estudiante actualizado exitosamente');
      expect(await t.database.rawQuery('select semester, academic_period from students where id = $1', [student.id])).toEqual([{ semester: 4, academic_period: '2025-2' }]);
    });

    it('PUT unes/{id}/status answers "Estado actualizado exitosamente" and checks the status', async () => {
      const student = await create();
      const body = expectStatus<Row>(await call(tokens.education, 'PUT', `/api/unes/${student.id}/status`, { status: 3 }), 200);
      expect(body.message).toBe('Estado actualizado exitosamente');
      expect(body.data).toMatchObject({ id: student.id, status: 3 });
      expect(expectRefused(await call(tokens.education, 'PUT', `/api/unes/${student.id}/status`, { status: 9 }))).toEqual(['Estatus inválido']);
      expect(expectRefused(await call(tokens.education, 'PUT', `/api/unes/${student.id}/status`, {}))).toEqual(['El estatus es requerido']);
      for (const [, value] of malformedValues('integer')) expectRefused(await call(tokens.education, 'PUT', `/api/unes/${student.id}/status`, { status: value }));
      expect(await t.database.rawQuery('select status from students where id = $1', [student.id])).toEqual([{ status: 3 }]);
      expect(envelope(await call(tokens.education, 'PUT', '/api/unes/999999/status', { status: 1 })).statusCode).toBe(404);
    });

    it('DELETE unes/{id} answers "Estudiante eliminado exitosamente"', async () => {
      const student = await create();
      expect(expectStatus(await call(tokens.education, 'DELETE', `/api/unes/${student.id}`), 200).message).toBe('Estudiante eliminado exitosamente');
      expect(await countOf(t, 'students', `id = ${Number(student.id)}`)).toBe(0);
      expect(envelope(await call(tokens.education, 'DELETE', `/api/unes/${student.id}`)).statusCode).toBe(404);
    });

    it('refuses a repeated cédula with 409 and stores nothing', async () => {
      const student = await create();
      const before = await students();
      expect(envelope(await call(tokens.education, 'POST', '/api/unes', studentBody({ identification: student.identification })))).toEqual({ statusCode: 409, message: 'Ya existe un estudiante con esa cédula' });
      expect(await students()).toBe(before);
    });
  });

  describe('GET unes', () => {
    it('answers data {data, total, lastPage, currentPage, pageSize}', async () => {
      const page = await list('?page=2&pageSize=5');
      const total = await students();
      expect(page).toMatchObject({ total, lastPage: Math.ceil(total / 5), currentPage: 2, pageSize: 5 });
      expect(page.data).toHaveLength(5);
      expect(page.data[0]).toHaveProperty('identification');
    });

    it('filters by career, status and semester as SQL does', async () => {
      const page = await list('?career=INVESTIGACION_PENAL&status=1&semester=2&pageSize=100');
      expect(page.total).toBe(await countOf(t, 'students', "career = 'INVESTIGACION_PENAL' and status = 1 and semester = 2"));
      for (const row of page.data) expect(row).toMatchObject({ career: 'INVESTIGACION_PENAL', status: 1, semester: 2 });
      for (const { key } of CAREER) expect((await list(`?career=${key}`)).total).toBe(await countOf(t, 'students', `career = '${key}'`));
    });

    it('searches cédula, names and e-mail without regard to accents or case', async () => {
      await create({ identification: '30999888', firstName: 'Ñángara', firstLastname: 'Útero', email: 'n.utero@unes.edu.ve' });
      for (const term of ['30999888', 'nangara', 'UTERO', 'n.utero@']) expect((await list(`?search=${encodeURIComponent(term)}`)).data.map((r) => r.identification)).toEqual(['30999888']);
    });

    it('refuses bad paging and filters with 400', async () => {
      for (const query of ['?page=0', '?pageSize=1000', '?semester=abc', '?status=1.5', '?semester=99999999999', '?page=1e30']) {
        const response = await call(tokens.education, 'GET', `/api/unes${query}`);
        expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      }
      for (const query of ['?search=%00', `?search=${'%'.repeat(5)}`, '?search=%27%3B%20drop%20table%20students%3B--', '?page=100000', '?career[$ne]=x']) {
        const response = await call(tokens.education, 'GET', `/api/unes${query}`);
        expect(response.statusCode, `${query}: ${response.body}`).toBeLessThan(500);
      }
    });
  });

  describe('§5.8 rules: 400 in Spanish and nothing stored', () => {
    it.each([
      [{ identification: '' }, ['La cédula es requerida', 'La cédula debe tener al menos 7 caracteres']],
      [{ identification: '123456' }, 'La cédula debe tener al menos 7 caracteres'],
      [{ identification: '12345678901234' }, 'La cédula no puede exceder 12 caracteres'],
      [{ identification: 'V-1234567' }, 'La cédula solo admite números'],
      [{ gender: undefined }, 'El género es requerido'],
      [{ gender: 3 }, 'Género inválido'],
      [{ firstName: ' ' }, 'El primer nombre es requerido'],
      [{ firstLastname: null }, 'El primer apellido es requerido'],
      [{ dateBirth: '' }, 'La fecha de nacimiento es requerida'],
      [{ dateBirth: '2999-01-01', admissionDate: '2999-02-01' }, 'La fecha de nacimiento no puede ser futura'],
      [{ bloodType: undefined }, 'El tipo de sangre es requerido'],
      [{ phone: '' }, 'El teléfono es requerido'],
      [{ phone: 'llamar' }, 'Teléfono: número inválido'],
      [{ email: '' }, 'El correo electrónico es requerido'],
      [{ email: 'no-es-correo' }, 'Correo electrónico inválido'],
      [{ emergencyContact: '' }, 'El contacto de emergencia es requerido'],
      [{ emergencyPhone: undefined }, 'El teléfono de emergencia es requerido'],
      [{ state: undefined }, 'El estado es requerido'],
      [{ municipality: '' }, 'El municipio es requerido'],
      [{ parish: '' }, 'La parroquia es requerida'],
      [{ municipality: 'Libertador' }, 'El municipio y la parroquia deben pertenecer al estado seleccionado'],
      [{ address: '' }, 'La dirección es requerida'],
      [{ career: '' }, 'La carrera es requerida'],
      [{ career: 'ASTRONOMIA' }, 'Carrera inválida'],
      [{ semester: undefined }, 'El semestre es requerido'],
      [{ semester: 11 }, 'El semestre debe estar entre 1 y 10'],
      [{ academicPeriod: '' }, 'El período académico es requerido'],
      [{ academicPeriod: '2025' }, 'El período académico debe tener el formato AAAA-N (ej. 2025-1)'],
      [{ admissionDate: undefined }, 'La fecha de ingreso es requerida'],
      [{ admissionDate: '2001-01-01' }, 'La fecha de ingreso debe ser posterior a la fecha de nacimiento'],
      [{ status: 6 }, 'Estatus inválido'],
      [{ observations: 'x'.repeat(1001) }, 'Las observaciones no pueden exceder 1000 caracteres'],
    ] as [Row, string | string[]][])('refuses %j with "%s"', async (change, message) => {
      const before = await students();
      expect(expectRefused(await call(tokens.education, 'POST', '/api/unes', studentBody(change)))).toEqual(Array.isArray(message) ? message : [message]);
      expect(await students()).toBe(before);
    });

    it('lists every missing required field at once, and refuses the same on update', async () => {
      const errors = expectRefused(await call(tokens.education, 'POST', '/api/unes', {}));
      expect(errors).toEqual(expect.arrayContaining(['La cédula es requerida', 'El género es requerido', 'El primer nombre es requerido', 'El correo electrónico es requerido', 'El semestre es requerido', 'La fecha de ingreso es requerida']));
      const student = await create();
      expect(expectRefused(await call(tokens.education, 'PUT', `/api/unes/${student.id}`, studentBody({ email: 'x' })))).toEqual(['Correo electrónico inválido']);
    });
  });

  describe('malformed input: 400, never 5xx, nothing stored', () => {
    const cases: [string, string, unknown][] = [
      ...malformedValues('text').map(([d, v]) => ['firstName', d, v] as [string, string, unknown]),
      ...malformedValues('text').map(([d, v]) => ['municipality', d, v] as [string, string, unknown]),
      ...malformedValues('integer').map(([d, v]) => ['semester', d, v] as [string, string, unknown]),
      ...malformedValues('integer').map(([d, v]) => ['state', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['dateBirth', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['admissionDate', d, v] as [string, string, unknown]),
    ];
    it.each(cases)('%s as %s', async (field, _description, value) => {
      const before = await students();
      expectRefused(await call(tokens.education, 'POST', '/api/unes', studentBody({ [field]: value })));
      expect(await students()).toBe(before);
    });

    it('refuses non-integer ids and non-object bodies with 400', async () => {
      for (const id of NON_INTEGER_IDS) {
        for (const [method, url] of [['GET', `/api/unes/${encodeURIComponent(id)}`], ['PUT', `/api/unes/${encodeURIComponent(id)}`], ['DELETE', `/api/unes/${encodeURIComponent(id)}`], ['PUT', `/api/unes/${encodeURIComponent(id)}/status`]] as const) {
          const response = await call(tokens.education, method, url, method === 'PUT' ? studentBody() : undefined);
          expect([400, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
        }
      }
      for (const payload of [[], ['a'], 'texto', 42]) {
        const response = await t.call(tokens.education, { method: 'POST', url: '/api/unes', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, response.body).toBe(400);
      }
    });
  });

  describe('permissions (module 7 Educación Policial)', () => {
    it('401 without a token, 403 without the module, 200 for the education user and the administrator', async () => {
      const student = await create();
      for (const [method, url] of [['GET', '/api/unes'], ['GET', `/api/unes/${student.id}`], ['POST', '/api/unes'], ['PUT', `/api/unes/${student.id}`], ['PUT', `/api/unes/${student.id}/status`], ['DELETE', `/api/unes/${student.id}`], ['GET', '/api/unes/summary'], ['GET', '/api/unes/export/excel']] as const) {
        expect(envelope(await call(null, method, url, {}))).toEqual(UNAUTHENTICATED);
        expect(envelope(await call(tokens.other, method, url, {}))).toEqual(FORBIDDEN);
        expect(envelope(await call(tokens.web, method, url, {}))).toEqual(FORBIDDEN);
      }
      expect((await call(tokens.education, 'GET', `/api/unes/${student.id}`)).statusCode).toBe(200);
      expect((await call(tokens.admin, 'GET', '/api/unes')).statusCode).toBe(200);
      expect(await countOf(t, 'students', `id = ${Number(student.id)}`)).toBe(1);
    });
  });

  it('GET unes/summary gives the figures SQL gives over the table', async () => {
    const summary = expectStatus<Summary>(await call(tokens.education, 'GET', '/api/unes/summary'), 200).data;
    const [sql] = await t.database.rawQuery(`select count(*)::int as total,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as "thisMonth",
      count(*) filter (where status = 1)::int as active, count(*) filter (where status = 3)::int as graduated,
      count(*) filter (where status in (2, 4, 5))::int as inactive from students`);
    expect(summary).toMatchObject({ total: sql.total, thisMonth: sql.thisMonth, counts: { active: sql.active, graduated: sql.graduated, inactive: sql.inactive } });
    expect(Number(sql.active) + Number(sql.graduated) + Number(sql.inactive)).toBe(sql.total);
    const byStatus = await t.database.rawQuery('select status as key, count(*)::int as count from students group by status order by status');
    expect(summary.distributions.status).toEqual(byStatus);
    const byCareer = await t.database.rawQuery('select career as key, count(*)::int as count from students group by career order by career');
    expect(summary.distributions.career).toEqual(byCareer);
  });

  it('GET unes/export/excel answers a signed url of an Excel file with the filtered rows', async () => {
    const body = expectStatus<{ url: string }>(await call(tokens.education, 'GET', '/api/unes/export/excel?career=CRIMINALISTICA'), 200);
    expect(body.message).toBe('Archivo Excel generado exitosamente');
    expect(body.data.url).toMatch(/^\/api\/.+/);
    const download = await t.call(null, { method: 'GET', url: body.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain(XLSX);
  });
});
