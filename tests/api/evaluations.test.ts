/**
 * Evaluation board (spec 3 §2.9, §3.10, §4.5, §5.9, §7.8, §8.6, §9): create / update /
 * delete with the spec messages, the computed average (two decimals) and overall rating,
 * status / approve / reject (only from 1 or 2, 409 'Estado no válido', one winner of two
 * concurrent approvals), filters and search, every §5.9 rule with nothing stored,
 * malformed input, permissions (module 7), the summary against SQL, the export, demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvaluations } from '../../server/seed/educationDemo';
import { validateBody } from '../../resources/engine/validation';
import { evaluationsDeclaration } from '../../resources/evaluations/declaration';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { countOf, CRITERIA_NAMES, educationTokens, evaluationBody, expectRefused, FORBIDDEN, malformedValues, NON_INTEGER_IDS, UNAUTHENTICATED, XLSX, type Method, type Row } from './educationFixture';
import { demoOfficers } from './gunparkFixture';

const BASE = '/api/evaluation-board/evaluations';
const INVALID_STATE = { statusCode: 409, message: 'Estado no válido' };
interface Summary { total: number; thisMonth: number; counts: Record<string, number>; averages: Record<string, number>; distributions: Record<string, { key: unknown; count: number }[]> }

describeOnEachDatabase('Tablero de evaluaciones', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof educationTokens>>;
  let officerIds: number[];
  const call = (token: string | null, method: Method, url: string, payload?: object) => t.call(token, { method, url, payload });
  const evaluations = (where?: string) => countOf(t, 'evaluations', where);
  const body = (overrides: Row = {}) => evaluationBody(officerIds[0], officerIds[1], overrides);
  const create = async (overrides: Row = {}) => expectStatus<Row>(await call(tokens.education, 'POST', BASE, body(overrides)), 201).data;
  const statusOf = async (id: unknown) => (await t.database.rawQuery('select status, rejection_reason from evaluations where id = $1', [id]))[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await educationTokens(t);
    officerIds = (await demoOfficers(t, 5)).map((o) => o.id);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('demo data', () => {
    it('seeds 120 evaluations of every status, evaluator ≠ evaluated, averages as the declaration computes them', async () => {
      expect(await evaluations()).toBe(120);
      expect(await evaluations('evaluator_id = evaluated_officer_id')).toBe(0);
      expect((await t.database.rawQuery('select distinct status from evaluations order by status')).map((r) => r.status)).toEqual([1, 2, 3, 4, 5]);
      const periods = (await t.database.rawQuery('select distinct evaluation_period as p from evaluations')).map((r) => r.p);
      expect(periods).toEqual(expect.arrayContaining(['2023-1', '2023-2', '2024-1', '2024-2', `${new Date().getUTCFullYear()}-1`]));
      const sum = CRITERIA_NAMES.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)).join(' + ');
      expect(await evaluations(`average_rating <> round((${sum}) / 10.0, 2) or overall_rating <> round((${sum}) / 10.0) or start_date >= end_date`)).toBe(0);
      expect(await evaluations('status = 4 and rejection_reason is null')).toBe(0);
    });

    it('generates rows the API itself would accept', async () => {
      for (const row of demoEvaluations(officerIds, new Date())) {
        const { createdAt: _c, status: _s, rejectionReason: _r, ...sent } = row;
        expect((await validateBody(evaluationsDeclaration, 'create', sent)).errors).toEqual([]);
      }
    });
  });

  describe('create, update, delete', () => {
    it('POST answers 201 "Evaluación creada exitosamente", starts at 1, computes the ratings and embeds the officers', async () => {
      const scores = [5, 4, 4, 3, 5, 4, 4, 4, 3, 5];
      const sent = body({ ...Object.fromEntries(CRITERIA_NAMES.map((c, i) => [c, scores[i]])), averageRating: 1, overallRating: 1, status: 3 });
      const answer = expectStatus<Row>(await call(tokens.education, 'POST', BASE, sent), 201);
      expect(answer.message).toBe('Evaluación creada exitosamente');
      expect(answer.data).toMatchObject({ averageRating: 4.1, overallRating: 4, status: 1, evaluatedOfficerId: officerIds[0], evaluatorId: officerIds[1] });
      expect(answer.data.evaluator).toMatchObject({ id: officerIds[1] });
      expect(answer.data.evaluatedOfficer).toMatchObject({ id: officerIds[0] });
      expect(answer.data).not.toHaveProperty('evaluatorData');
    });

    it.each([
      [[5, 5, 5, 5, 5, 4, 4, 4, 4, 4], 4.5, 5],
      [[1, 1, 1, 1, 1, 1, 1, 1, 1, 2], 1.1, 1],
      [[3, 2, 3, 2, 3, 2, 3, 2, 3, 2], 2.5, 3],
      [[5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 5, 5],
    ])('scores %j average %d (two decimals) and overall %d', async (scores, average, overall) => {
      const created = await create(Object.fromEntries(CRITERIA_NAMES.map((c, i) => [c, scores[i]])));
      expect(created).toMatchObject({ averageRating: average, overallRating: overall });
      expect(await t.database.rawQuery('select average_rating, overall_rating from evaluations where id = $1', [created.id])).toEqual([{ average_rating: average, overall_rating: overall }]);
    });

    it('PUT answers "Evaluación actualizada exitosamente" and recomputes the ratings', async () => {
      const created = await create();
      const answer = expectStatus<Row>(await call(tokens.education, 'PUT', `${BASE}/${created.id}`, body({ discipline: 1, leadership: 1 })), 200);
      expect(answer.message).toBe('Evaluación actualizada exitosamente');
      expect(answer.data).toMatchObject({ averageRating: 3.4, overallRating: 3, discipline: 1 });
    });

    it('DELETE answers "Evaluación eliminada exitosamente"', async () => {
      const created = await create();
      expect(expectStatus(await call(tokens.education, 'DELETE', `${BASE}/${created.id}`), 200).message).toBe('Evaluación eliminada exitosamente');
      expect(await evaluations(`id = ${Number(created.id)}`)).toBe(0);
    });
  });

  describe('status, approve and reject', () => {
    it('PATCH status answers "Estado actualizado exitosamente" and refuses a status outside 1–5', async () => {
      const created = await create();
      expect(expectStatus<Row>(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/status`, { status: 2 }), 200)).toMatchObject({ message: 'Estado actualizado exitosamente', data: { status: 2 } });
      expect(expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/status`, {}))).toEqual(['El estado es requerido']);
      for (const value of [0, 6, 99, 1e308, 'x', { a: 1 }]) expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/status`, { status: value }));
      expect((await statusOf(created.id)).status).toBe(2);
    });

    it('approves from 1 or 2 only: "Evaluación aprobada exitosamente", then 409 "Estado no válido"', async () => {
      for (const start of [1, 2]) {
        const created = await create();
        await t.database.rawQuery('update evaluations set status = $1 where id = $2', [start, created.id]);
        const answer = expectStatus<Row>(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/approve`, {}), 200);
        expect(answer).toMatchObject({ message: 'Evaluación aprobada exitosamente', data: { status: 3 } });
        expect(envelope(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/approve`, {}))).toEqual(INVALID_STATE);
        expect(envelope(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, { reason: 'Tarde' }))).toEqual(INVALID_STATE);
        expect(await statusOf(created.id)).toEqual({ status: 3, rejection_reason: null });
      }
      for (const start of [4, 5]) {
        const created = await create();
        await t.database.rawQuery('update evaluations set status = $1 where id = $2', [start, created.id]);
        expect(envelope(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/approve`))).toEqual(INVALID_STATE);
        expect((await statusOf(created.id)).status).toBe(start);
      }
      expect(envelope(await call(tokens.education, 'PATCH', `${BASE}/999999/approve`, {})).statusCode).toBe(404);
    });

    it('rejects with a reason: "Evaluación rechazada exitosamente"; without one, 400 "El motivo del rechazo es requerido"', async () => {
      const created = await create();
      expect(expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, {}))).toEqual(['El motivo del rechazo es requerido']);
      expect(expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, { reason: '   ' }))).toEqual(['El motivo del rechazo es requerido']);
      expect(expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, { reason: 'x'.repeat(501) }))).toEqual(['Máximo 500 caracteres']);
      for (const [, value] of malformedValues('text')) if (typeof value !== 'string' || value.length <= 500) expectRefused(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, { reason: value }));
      expect(await statusOf(created.id)).toEqual({ status: 1, rejection_reason: null });
      const answer = expectStatus<Row>(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/reject`, { reason: 'Calificaciones sin sustento' }), 200);
      expect(answer).toMatchObject({ message: 'Evaluación rechazada exitosamente', data: { status: 4, rejectionReason: 'Calificaciones sin sustento' } });
      expect(envelope(await call(tokens.education, 'PATCH', `${BASE}/${created.id}/approve`, {}))).toEqual(INVALID_STATE);
    });

    it('two concurrent approvals: exactly one 200 and one 409', async () => {
      for (let round = 0; round < 3; round++) {
        const created = await create();
        const answers = await Promise.all([1, 2].map(() => call(tokens.education, 'PATCH', `${BASE}/${created.id}/approve`, {})));
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        expect((await statusOf(created.id)).status).toBe(3);
      }
    });
  });

  describe('GET evaluation-board/evaluations', () => {
    it('filters by status, type, period, evaluator and rating as SQL does, with paging meta', async () => {
      const checks: [string, string][] = [
        ['status=3', 'status = 3'], ['type=2', 'evaluation_type = 2'], ['period=2024-1', "evaluation_period = '2024-1'"],
        [`evaluator=${officerIds[1]}`, `evaluator_id = ${officerIds[1]}`], ['rating=4', 'overall_rating = 4'],
        ['status=1&type=2&rating=4', 'status = 1 and evaluation_type = 2 and overall_rating = 4'],
      ];
      for (const [query, where] of checks) {
        const answer = expectStatus<Row[]>(await call(tokens.education, 'GET', `${BASE}?${query}&pageSize=5`), 200);
        const total = await evaluations(where);
        expect(answer.meta, query).toEqual({ total_elements: total, total_pages: Math.ceil(total / 5), page_number: 1, page_size: 5 });
      }
    });

    it('searches the period and the general comments', async () => {
      await create({ generalComments: 'Destacó en la operación Relámpago del Catatumbo' });
      const found = expectStatus<Row[]>(await call(tokens.education, 'GET', `${BASE}?search=relampago`), 200).data;
      expect(found.map((r) => r.generalComments)).toEqual(['Destacó en la operación Relámpago del Catatumbo']);
    });

    it('refuses bad filters with 400', async () => {
      for (const query of ['rating=abc', 'evaluator=1.5', 'evaluator=99999999999', 'type=1e40', 'pageSize=101']) expect((await call(tokens.education, 'GET', `${BASE}?${query}`)).statusCode, query).toBe(400);
    });
  });

  describe('§5.9 rules: 400 in Spanish and nothing stored', () => {
    it.each([
      [{ evaluatedOfficerId: undefined }, 'Debe seleccionar el funcionario a evaluar'],
      [{ evaluatorId: null }, 'Debe seleccionar el funcionario evaluador'],
      [{ evaluationPeriod: '' }, 'El período es requerido'],
      [{ evaluationPeriod: 'primero' }, 'El período debe tener el formato AAAA-N (ej. 2024-1)'],
      [{ evaluationType: undefined }, 'El tipo de evaluación es requerido'],
      [{ evaluationType: 6 }, 'Tipo de evaluación inválido'],
      [{ startDate: undefined, endDate: '' }, 'Las fechas de inicio y fin son requeridas'],
      [{ startDate: '' }, 'Las fechas de inicio y fin son requeridas'],
      [{ startDate: '2024-06-30', endDate: '2024-01-01' }, 'La fecha de inicio debe ser anterior a la fecha de fin'],
      [{ startDate: '2024-06-30', endDate: '2024-06-30' }, 'La fecha de inicio debe ser anterior a la fecha de fin'],
      ...CRITERIA_NAMES.map((name) => [{ [name]: null }, `${evaluationsDeclaration.fields[name].label}: la calificación es requerida`] as [Row, string]),
      [{ leadership: 0 }, 'La calificación debe estar entre 1 y 5'],
      [{ teamwork: 6 }, 'La calificación debe estar entre 1 y 5'],
      ...['generalComments', 'recommendations', 'goals', 'trainingNeeds'].map((name) => [{ [name]: 'x'.repeat(501) }, 'Máximo 500 caracteres'] as [Row, string]),
      [{ evaluatorId: 'same' }, 'El evaluador no puede ser el mismo funcionario evaluado'],
      [{ evaluatedOfficerId: 999999 }, 'El funcionario seleccionado no existe'],
    ] as [Row, string][])('refuses %j with "%s"', async (change, message) => {
      const before = await evaluations();
      const sent = change.evaluatorId === 'same' ? body({ evaluatorId: officerIds[0] }) : body(change);
      expect(expectRefused(await call(tokens.education, 'POST', BASE, sent))).toEqual([message]);
      expect(await evaluations()).toBe(before);
    });

    it('a criterion left out of a new evaluation takes the default 5 (§9)', async () => {
      const sent = body();
      delete sent.leadership;
      expect(expectStatus<Row>(await call(tokens.education, 'POST', BASE, sent), 201).data).toMatchObject({ leadership: 5, averageRating: 4.1 });
    });

    it('refuses the same on update and leaves the row unchanged', async () => {
      const created = await create();
      expect(expectRefused(await call(tokens.education, 'PUT', `${BASE}/${created.id}`, body({ discipline: 9 })))).toEqual(['La calificación debe estar entre 1 y 5']);
      expect((await t.database.rawQuery('select discipline from evaluations where id = $1', [created.id]))[0].discipline).toBe(4);
    });
  });

  describe('malformed input: 400, never 5xx, nothing stored', () => {
    const cases: [string, string, unknown][] = [
      ...malformedValues('integer').map(([d, v]) => ['evaluatedOfficerId', d, v] as [string, string, unknown]),
      ...malformedValues('integer').map(([d, v]) => ['discipline', d, v] as [string, string, unknown]),
      ...malformedValues('text').map(([d, v]) => ['evaluationPeriod', d, v] as [string, string, unknown]),
      ...malformedValues('text').map(([d, v]) => ['generalComments', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['startDate', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['endDate', d, v] as [string, string, unknown]),
    ];
    it.each(cases)('%s as %s', async (field, _description, value) => {
      const before = await evaluations();
      expectRefused(await call(tokens.education, 'POST', BASE, body({ [field]: value })));
      expect(await evaluations()).toBe(before);
    });

    it('refuses non-integer ids with 400 or 404, never 5xx', async () => {
      for (const id of NON_INTEGER_IDS) {
        for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['PATCH', '/approve'], ['PATCH', '/reject'], ['PATCH', '/status']] as const) {
          const response = await call(tokens.education, method, `${BASE}/${encodeURIComponent(id)}${path}`, method === 'PUT' ? body() : { reason: 'x', status: 1 });
          expect([400, 404], `${method} ${id}${path}: ${response.body}`).toContain(response.statusCode);
        }
      }
    });
  });

  describe('permissions (module 7 Educación Policial)', () => {
    it('401 without a token, 403 without the module, 200 for the education user', async () => {
      const created = await create();
      const routes = [['GET', BASE], ['GET', `${BASE}/${created.id}`], ['POST', BASE], ['PUT', `${BASE}/${created.id}`], ['DELETE', `${BASE}/${created.id}`],
        ['PATCH', `${BASE}/${created.id}/status`], ['PATCH', `${BASE}/${created.id}/approve`], ['PATCH', `${BASE}/${created.id}/reject`], ['GET', `${BASE}/summary`], ['GET', `${BASE}/export/excel`]] as const;
      for (const [method, url] of routes) {
        expect(envelope(await call(null, method, url, {}))).toEqual(UNAUTHENTICATED);
        expect(envelope(await call(tokens.other, method, url, {}))).toEqual(FORBIDDEN);
        expect(envelope(await call(tokens.web, method, url, {}))).toEqual(FORBIDDEN);
      }
      expect((await call(tokens.education, 'GET', BASE)).statusCode).toBe(200);
      expect(await statusOf(created.id)).toEqual({ status: 1, rejection_reason: null });
    });
  });

  it('GET summary gives the figures SQL gives over the table', async () => {
    const summary = expectStatus<Summary>(await call(tokens.education, 'GET', `${BASE}/summary`), 200).data;
    const [sql] = await t.database.rawQuery(`select count(*)::int as total,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as "thisMonth",
      count(*) filter (where status in (1, 2))::int as pending, count(*) filter (where status in (3, 5))::int as completed,
      count(*) filter (where status = 4)::int as rejected, round(avg(average_rating)::numeric, 2)::float8 as rating from evaluations`);
    expect(summary).toMatchObject({ total: sql.total, thisMonth: sql.thisMonth, counts: { pending: sql.pending, completed: sql.completed, rejected: sql.rejected }, averages: { rating: sql.rating } });
    expect(summary.thisMonth).toBeGreaterThan(0);
    expect(summary.distributions.status).toEqual(await t.database.rawQuery('select status as key, count(*)::int as count from evaluations group by status order by status'));
    expect(summary.distributions.evaluationPeriod).toEqual(await t.database.rawQuery('select evaluation_period as key, count(*)::int as count from evaluations group by evaluation_period order by evaluation_period'));
  });

  it('GET export/excel answers a signed url of an Excel file', async () => {
    const answer = expectStatus<{ url: string }>(await call(tokens.education, 'GET', `${BASE}/export/excel?status=3`), 200);
    expect(answer.message).toBe('Archivo Excel generado exitosamente');
    const download = await t.call(null, { method: 'GET', url: answer.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain(XLSX);
  });
});
