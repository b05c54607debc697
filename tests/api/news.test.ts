/**
 * News manager (spec 3 §2.10, §3.11, §4.5, §5.10, §7.9, §8.6, §9): create / update / delete
 * with the spec messages, the slug derived from the title and unique, status / publish /
 * unpublish / feature, filters and search, every §5.10 rule with nothing stored, malformed
 * input, permissions (module 6 Extranet), the summary against SQL, the export, the public
 * page (published and unexpired only, one view per opening) and the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_NOT_FOUND } from '../../server/routes/website/publicNews';
import { demoNews } from '../../server/seed/educationDemo';
import { validateBody } from '../../resources/engine/validation';
import { newsDeclaration } from '../../resources/news/declaration';
import { slugOf } from '../../resources/news/slug';
import { envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { countOf, educationTokens, expectRefused, FORBIDDEN, malformedValues, NON_INTEGER_IDS, newsBody, UNAUTHENTICATED, XLSX, type Method, type Row } from './educationFixture';

const BASE = '/api/website/news';
const INVALID_STATE = { statusCode: 409, message: 'Estado no válido' };
const NOT_FOUND = { statusCode: 404, message: NEWS_NOT_FOUND };
const DUPLICATE = { statusCode: 409, message: 'Ya existe una noticia con ese título (mismo enlace)' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
interface Summary { total: number; thisMonth: number; counts: Record<string, number>; sums: Record<string, number>; distributions: Record<string, { key: unknown; count: number }[]>; latest: Row[] }

describeOnEachDatabase('Gestor de noticias', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof educationTokens>>;
  const call = (token: string | null, method: Method, url: string, payload?: object) => t.call(token, { method, url, payload });
  const news = (where?: string) => countOf(t, 'news', where);
  const create = async (overrides: Row = {}) => expectStatus<Row>(await call(tokens.web, 'POST', BASE, newsBody(overrides)), 201).data;
  const stored = async (id: unknown) => (await t.database.rawQuery('select status, featured, views, slug from news where id = $1', [id]))[0];
  const open = (slug: unknown, token: string | null = null) => call(token, 'GET', `/api/public/news/${String(slug)}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens = await educationTokens(t);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('demo data', () => {
    it('seeds 40 items of every category, priority and status, with unique slugs, featured, viewed and expired ones', async () => {
      expect(await news()).toBe(40);
      expect(await t.database.rawQuery('select count(distinct category)::int as c, count(distinct priority)::int as p, count(distinct status)::int as s, count(distinct slug)::int as slugs from news')).toEqual([{ c: 8, p: 4, s: 4, slugs: 40 }]);
      for (const row of await t.database.rawQuery('select title, slug from news')) expect(row.slug).toBe(slugOf(row.title));
      expect(await news('featured')).toBeGreaterThan(0);
      expect(await news('status = 3 and views > 0')).toBe(await news('status = 3'));
      expect(await news('status = 1 and views > 0')).toBe(0);
      expect(await news('status = 3 and expiry_date < current_date')).toBeGreaterThan(0);
      expect(await news('length(content) < 50')).toBe(0);
    });

    it('generates rows the API itself would accept', async () => {
      for (const row of demoNews(new Date())) {
        const { createdAt: _c, views: _v, slug: _s, ...sent } = row;
        expect((await validateBody(newsDeclaration, 'create', sent)).errors).toEqual([]);
      }
    });
  });

  describe('create, update, delete', () => {
    it('POST answers 201 "Noticia creada exitosamente" with the slug derived from the title and no views', async () => {
      const answer = expectStatus<Row>(await call(tokens.web, 'POST', BASE, newsBody({ title: '  ¡Operativo Navideño 2025: Más de 500 Funcionarios!  ', tags: 'seguridad, navidad ,, operativo', views: 999, slug: 'otro' })), 201);
      expect(answer.message).toBe('Noticia creada exitosamente');
      expect(answer.data).toMatchObject({ title: '¡Operativo Navideño 2025: Más de 500 Funcionarios!', slug: 'operativo-navideno-2025-mas-de-500-funcionarios', tags: ['seguridad', 'navidad', 'operativo'], views: 0, status: 1, featured: false });
    });

    it('refuses a title whose slug exists with 409, on create and update, and stores nothing', async () => {
      const first = await create({ title: 'Jornada de Vacunación en Petare' });
      const before = await news();
      expect(envelope(await call(tokens.web, 'POST', BASE, newsBody({ title: 'JORNADA de vacunacion en petare' })))).toEqual(DUPLICATE);
      expect(await news()).toBe(before);
      const second = await create({ title: 'Jornada de Vacunación en Catia' });
      expect(envelope(await call(tokens.web, 'PUT', `${BASE}/${second.id}`, newsBody({ title: 'Jornada de vacunación en Petare!' })))).toEqual(DUPLICATE);
      expect((await stored(second.id)).slug).toBe('jornada-de-vacunacion-en-catia');
      expect((await stored(first.id)).slug).toBe('jornada-de-vacunacion-en-petare');
    });

    it('PUT answers "Noticia actualizada exitosamente" and derives the slug again', async () => {
      const created = await create();
      const answer = expectStatus<Row>(await call(tokens.web, 'PUT', `${BASE}/${created.id}`, newsBody({ title: 'Título completamente nuevo de la noticia' })), 200);
      expect(answer).toMatchObject({ message: 'Noticia actualizada exitosamente', data: { slug: 'titulo-completamente-nuevo-de-la-noticia' } });
    });

    it('DELETE answers "Noticia eliminada exitosamente"', async () => {
      const created = await create();
      expect(expectStatus(await call(tokens.web, 'DELETE', `${BASE}/${created.id}`), 200).message).toBe('Noticia eliminada exitosamente');
      expect(await news(`id = ${Number(created.id)}`)).toBe(0);
    });
  });

  describe('status, publish, unpublish, feature', () => {
    it('PATCH status answers "Estado actualizado exitosamente" and refuses a status outside 1–4', async () => {
      const created = await create();
      expect(expectStatus<Row>(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/status`, { status: 4 }), 200)).toMatchObject({ message: 'Estado actualizado exitosamente', data: { status: 4 } });
      expect(expectRefused(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/status`, { status: 5 }))).toEqual(['Estado inválido']);
      expect(expectRefused(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/status`, {}))).toEqual(['El estado es requerido']);
      expect((await stored(created.id)).status).toBe(4);
    });

    it('publishes from 1, 2 or 4 and unpublishes from 3; otherwise 409 "Estado no válido"', async () => {
      for (const start of [1, 2, 4]) {
        const created = await create({ status: start });
        expect(expectStatus<Row>(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/publish`), 200)).toMatchObject({ message: 'Noticia publicada exitosamente', data: { status: 3 } });
        expect(envelope(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/publish`))).toEqual(INVALID_STATE);
        expect(expectStatus<Row>(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/unpublish`), 200)).toMatchObject({ message: 'Noticia despublicada exitosamente', data: { status: 1 } });
        expect(envelope(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/unpublish`))).toEqual(INVALID_STATE);
        expect((await stored(created.id)).status).toBe(1);
      }
    });

    it('two concurrent publications: exactly one 200 and one 409', async () => {
      const created = await create();
      const answers = await Promise.all([1, 2].map(() => call(tokens.web, 'PATCH', `${BASE}/${created.id}/publish`)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it('PATCH feature toggles featured and needs a boolean', async () => {
      const created = await create();
      expect(expectStatus<Row>(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/feature`, { featured: true }), 200)).toMatchObject({ message: 'Noticia actualizada exitosamente', data: { featured: true } });
      expect((await stored(created.id)).featured).toBe(true);
      expect(expectStatus<Row>(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/feature`, { featured: false }), 200).data.featured).toBe(false);
      expect(expectRefused(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/feature`, {}))).toEqual(['El campo featured es requerido']);
      for (const value of ['quizás', { a: 1 }, 7]) expectRefused(await call(tokens.web, 'PATCH', `${BASE}/${created.id}/feature`, { featured: value }));
      expect((await stored(created.id)).featured).toBe(false);
    });
  });

  describe('GET website/news', () => {
    it('filters by category, status, priority, featured and author as SQL does', async () => {
      await create({ authorName: 'Oficina de Prensa Regional', category: 5, priority: 3, featured: true, status: 3 });
      const checks: [string, string][] = [
        ['category=5', 'category = 5'], ['status=3', 'status = 3'], ['priority=3', 'priority = 3'], ['featured=true', 'featured'], ['featured=false', 'not featured'],
        [`author=${encodeURIComponent('Oficina de Prensa Regional')}`, "author_name = 'Oficina de Prensa Regional'"], ['category=5&status=3&featured=true', 'category = 5 and status = 3 and featured'],
      ];
      for (const [query, where] of checks) {
        const answer = expectStatus<Row[]>(await call(tokens.web, 'GET', `${BASE}?${query}&pageSize=100`), 200);
        expect(answer.meta?.total_elements, query).toBe(await news(where));
      }
    });

    it('searches title, subtitle and author without regard to accents or case', async () => {
      await create({ title: 'Inauguración del Módulo de Patrullaje Ñemby', subtitle: 'Subtítulo sin igual', authorName: 'Redactora Zúñiga' });
      for (const term of ['modulo de patrullaje nemby', 'SUBTITULO SIN', 'zuniga']) {
        expect(expectStatus<Row[]>(await call(tokens.web, 'GET', `${BASE}?search=${encodeURIComponent(term)}`), 200).data.map((r) => r.title)).toEqual(['Inauguración del Módulo de Patrullaje Ñemby']);
      }
    });

    it('refuses bad filters with 400', async () => {
      for (const query of ['featured=talvez', 'category=x', 'priority=99999999999', 'page=0']) expect((await call(tokens.web, 'GET', `${BASE}?${query}`)).statusCode, query).toBe(400);
    });
  });

  describe('§5.10 rules: 400 in Spanish and nothing stored', () => {
    it.each([
      [{ title: '' }, ['El título es requerido', 'El título debe tener entre 10 y 200 caracteres']],
      [{ title: 'Corto' }, 'El título debe tener entre 10 y 200 caracteres'],
      [{ title: 'x'.repeat(201) }, 'El título debe tener entre 10 y 200 caracteres'],
      [{ subtitle: 'x'.repeat(301) }, 'El subtítulo no puede exceder 300 caracteres'],
      [{ content: '' }, ['El contenido es requerido', 'El contenido debe tener al menos 50 caracteres']],
      [{ content: 'Muy breve para ser una noticia' }, 'El contenido debe tener al menos 50 caracteres'],
      [{ category: undefined }, 'La categoría es requerida'],
      [{ category: 9 }, 'Categoría inválida'],
      [{ priority: null }, 'La prioridad es requerida'],
      [{ priority: 5 }, 'Prioridad inválida'],
      [{ status: null }, 'El estado es requerido'],
      [{ status: 0 }, 'Estado inválido'],
      [{ publishDate: '' }, 'La fecha de publicación es requerida'],
      [{ publishDate: '2025-03-01', expiryDate: '2025-03-01' }, 'La fecha de publicación debe ser menor a la fecha de expiración'],
      [{ publishDate: '2025-03-01', expiryDate: '2025-02-01' }, 'La fecha de publicación debe ser menor a la fecha de expiración'],
      [{ metaDescription: 'x'.repeat(161) }, 'La meta descripción no puede exceder 160 caracteres'],
      [{ sourceUrl: 'ftp://archivo' }, 'Debe ser una dirección web (http:// o https://)'],
      [{ imageUrl: 'javascript:alert(1)' }, 'Debe ser una dirección web (http:// o https://)'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `etiqueta${i}`) }, 'Máximo 20 etiquetas'],
      [{ tags: ['x'.repeat(41)] }, 'Cada etiqueta puede tener hasta 40 caracteres'],
      [{ authorName: 'x'.repeat(121) }, 'El autor no puede exceder 120 caracteres'],
    ] as [Row, string | string[]][])('refuses %j with "%s"', async (change, message) => {
      const before = await news();
      expect(expectRefused(await call(tokens.web, 'POST', BASE, newsBody(change)))).toEqual(Array.isArray(message) ? message : [message]);
      expect(await news()).toBe(before);
    });

    it('a news item without a publish date is published today by default', async () => {
      const sent = newsBody();
      delete sent.publishDate;
      expect(expectStatus<Row>(await call(tokens.web, 'POST', BASE, sent), 201).data.publishDate).toBe(day(0));
    });
  });

  describe('malformed input: 400, never 5xx, nothing stored', () => {
    const cases: [string, string, unknown][] = [
      ...malformedValues('text').map(([d, v]) => ['title', d, v] as [string, string, unknown]),
      ...malformedValues('text').map(([d, v]) => ['content', d, v] as [string, string, unknown]),
      ...malformedValues('text').map(([d, v]) => ['tags', d, [v]] as [string, string, unknown]),
      ...malformedValues('integer').map(([d, v]) => ['category', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['publishDate', d, v] as [string, string, unknown]),
      ...malformedValues('date').map(([d, v]) => ['expiryDate', d, v] as [string, string, unknown]),
      ['tags', 'an object', { a: 'b' }], ['featured', 'a word', 'quizás'], ['featured', 'an object', { a: 1 }],
    ];
    it.each(cases)('%s as %s', async (field, _description, value) => {
      const before = await news();
      expectRefused(await call(tokens.web, 'POST', BASE, newsBody({ [field]: value })));
      expect(await news()).toBe(before);
    });

    it('refuses non-integer ids with 400 or 404, never 5xx', async () => {
      for (const id of NON_INTEGER_IDS) {
        for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['PATCH', '/publish'], ['PATCH', '/unpublish'], ['PATCH', '/feature'], ['PATCH', '/status']] as const) {
          const response = await call(tokens.web, method, `${BASE}/${encodeURIComponent(id)}${path}`, method === 'PUT' ? newsBody() : { featured: true, status: 1 });
          expect([400, 404], `${method} ${id}${path}: ${response.body}`).toContain(response.statusCode);
        }
      }
    });
  });

  describe('permissions (module 6 Extranet)', () => {
    it('401 without a token, 403 without the module, 200 for the website user', async () => {
      const created = await create();
      const routes = [['GET', BASE], ['GET', `${BASE}/${created.id}`], ['POST', BASE], ['PUT', `${BASE}/${created.id}`], ['DELETE', `${BASE}/${created.id}`], ['PATCH', `${BASE}/${created.id}/status`],
        ['PATCH', `${BASE}/${created.id}/publish`], ['PATCH', `${BASE}/${created.id}/unpublish`], ['PATCH', `${BASE}/${created.id}/feature`], ['GET', `${BASE}/summary`], ['GET', `${BASE}/export/excel`]] as const;
      for (const [method, url] of routes) {
        expect(envelope(await call(null, method, url, {}))).toEqual(UNAUTHENTICATED);
        expect(envelope(await call(tokens.other, method, url, {}))).toEqual(FORBIDDEN);
        expect(envelope(await call(tokens.education, method, url, {}))).toEqual(FORBIDDEN);
      }
      expect((await call(tokens.web, 'GET', BASE)).statusCode).toBe(200);
      expect((await call(tokens.admin, 'GET', BASE)).statusCode).toBe(200);
      expect(await stored(created.id)).toMatchObject({ status: 1, featured: false });
    });
  });

  it('GET summary gives the figures SQL gives over the table, and the five latest', async () => {
    const summary = expectStatus<Summary>(await call(tokens.web, 'GET', `${BASE}/summary`), 200).data;
    const [sql] = await t.database.rawQuery(`select count(*)::int as total, count(*) filter (where created_at >= date_trunc('month', now()))::int as "thisMonth",
      count(*) filter (where status = 3)::int as published, count(*) filter (where featured)::int as featured,
      coalesce(sum(views), 0)::int as views, coalesce(sum(views) filter (where status = 3), 0)::int as "publishedViews" from news`);
    expect(summary).toMatchObject({ total: sql.total, thisMonth: sql.thisMonth, counts: { published: sql.published, featured: sql.featured }, sums: { views: sql.views, publishedViews: sql.publishedViews } });
    expect(summary.distributions.status).toEqual(await t.database.rawQuery('select status as key, count(*)::int as count from news group by status order by status'));
    expect(summary.distributions.category).toEqual(await t.database.rawQuery('select category as key, count(*)::int as count from news group by category order by category'));
    const latest = await t.database.rawQuery('select id from news order by created_at desc, id desc limit 5');
    expect(summary.latest.map((r) => r.id)).toEqual(latest.map((r) => r.id));
  });

  it('GET export/excel answers a signed url of an Excel file', async () => {
    const answer = expectStatus<{ url: string }>(await call(tokens.web, 'GET', `${BASE}/export/excel?category=2`), 200);
    expect(answer.message).toBe('Archivo Excel generado exitosamente');
    const download = await t.call(null, { method: 'GET', url: answer.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain(XLSX);
  });

  describe('public page GET /api/public/news/{slug}', () => {
    it('answers a published, unexpired item without a session and counts one view per reader and day', async () => {
      const created = await create({ title: 'Noticia pública para los lectores', status: 3, publishDate: day(-1), expiryDate: day(10) });
      const first = expectStatus<Row>(await open(created.slug), 200).data;
      expect(first).toMatchObject({ title: 'Noticia pública para los lectores', slug: 'noticia-publica-para-los-lectores', views: 1 });
      // The same reader again (same address and browser), at once and ten times together: no more views.
      expect(expectStatus<Row>(await open(created.slug), 200).data.views).toBe(1);
      await Promise.all(Array.from({ length: 10 }, () => open(created.slug)));
      expect((await stored(created.id)).views).toBe(1);
      // A signed-in reader is another reader, whatever its browser; twice is still one view.
      expect(expectStatus<Row>(await open(created.slug, tokens.other), 200).data.views).toBe(2);
      expect(expectStatus<Row>(await open(created.slug, tokens.other), 200).data.views).toBe(2);
      // Ten readers at once (other browsers, other addresses) count ten.
      const readers = Array.from({ length: 10 }, (_, i) => t.app.inject({ method: 'GET', url: `/api/public/news/${created.slug}`, headers: { 'user-agent': `Navegador ${i}` }, remoteAddress: `10.0.0.${i + 1}` }));
      expect((await Promise.all(readers)).map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect((await stored(created.id)).views).toBe(12);
      // Nothing that identifies a reader is kept in clear.
      const reads = await t.database.rawQuery('select reader from news_reads where news_id = $1', [created.id]);
      expect(reads).toHaveLength(12);
      for (const { reader } of reads) expect(String(reader)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    });

    it('a reader seen on an earlier day counts again today', async () => {
      const created = await create({ title: 'Noticia que se lee cada día', status: 3, publishDate: day(-3) });
      expect(expectStatus<Row>(await open(created.slug), 200).data.views).toBe(1);
      await t.database.rawQuery("update news_reads set day = current_date - 1 where news_id = $1", [created.id]);
      expect(expectStatus<Row>(await open(created.slug), 200).data.views).toBe(2);
      expect(expectStatus<Row>(await open(created.slug), 200).data.views).toBe(2);
    });

    it('a HEAD request answers without counting a view', async () => {
      const created = await create({ title: 'Noticia vista sólo por su encabezado', status: 3, publishDate: day(-1) });
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'HEAD', url: `/api/public/news/${created.slug}` })).statusCode).toBe(200);
      expect((await stored(created.id)).views).toBe(0);
      expect(expectStatus<Row>(await open(created.slug), 200).data.views).toBe(1);
    });

    it('titles without Latin letters get usable, distinct addresses', async () => {
      const titles = ['🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀', '🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉', 'أخبار الشرطة الوطنية اليوم', '国家警察今日新闻发布会'];
      const items = [];
      for (const title of titles) items.push(await create({ title, status: 3, publishDate: day(-1) }));
      expect(new Set(items.map((item) => item.slug)).size).toBe(titles.length);
      for (const item of items) {
        expect(String(item.slug)).toMatch(/^noticia-[a-z0-9]+$/);
        expect(expectStatus<Row>(await open(item.slug), 200).data.title).toBe(item.title);
      }
      expect(envelope(await call(tokens.web, 'POST', BASE, newsBody({ title: titles[0] })))).toEqual(DUPLICATE);
    });

    it('an item published today, or expiring today, is shown', async () => {
      const today = await create({ title: 'Noticia publicada el día de hoy', status: 3, publishDate: day(0) });
      expect((await open(today.slug)).statusCode).toBe(200);
      const lastDay = await create({ title: 'Noticia que vence el día de hoy', status: 3, publishDate: day(-1), expiryDate: day(0) });
      expect((await open(lastDay.slug)).statusCode).toBe(200);
    });

    it('404 "Noticia no encontrada" for drafts, scheduled, archived, expired, future and unknown slugs, counting nothing', async () => {
      const hidden = [
        await create({ title: 'Borrador que nadie debe ver', status: 1, publishDate: day(-3) }),
        await create({ title: 'Programada para otro momento', status: 2, publishDate: day(-3) }),
        await create({ title: 'Archivada desde hace tiempo', status: 4, publishDate: day(-3) }),
        await create({ title: 'Publicada pero ya expirada', status: 3, publishDate: day(-30), expiryDate: day(-1) }),
        await create({ title: 'Publicada con fecha futura', status: 3, publishDate: day(5) }),
      ];
      for (const item of hidden) {
        expect(envelope(await open(item.slug))).toEqual(NOT_FOUND);
        expect((await stored(item.id)).views).toBe(0);
      }
      expect(envelope(await open('no-existe-esta-noticia'))).toEqual(NOT_FOUND);
      const expiredDemo = await t.database.rawQuery('select slug from news where status = 3 and expiry_date < current_date limit 1');
      expect(envelope(await open(expiredDemo[0].slug))).toEqual(NOT_FOUND);
    });

    it('refuses malformed slugs with 400 or 404, never 5xx', async () => {
      for (const slug of ['%00', 'a'.repeat(500), 'UPPER', "x'or'1'='1", '..%2F..%2Fetc', '%E2%82%AC']) {
        const response = await open(slug);
        expect([400, 404], `${slug}: ${response.body}`).toContain(response.statusCode);
      }
    });
  });
});
