/**
 * News manager in Chromium (spec 3 §2.10; issue 15), as the website user: a news item
 * created with the form's messages and its preview mode, published from the row menu,
 * read on its public page `/noticias/{slug}` with no session (one more view), then
 * unpublished ('Noticia no encontrada'); and the dashboard's cards against the API.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { api, choose } from './support/gunparkAssets';
import { formatNumber } from '../../resources/engine/numbers';

let e2e: E2eServer;
// Seeding the demo data on a busy machine can outlast the default hook timeout.
beforeAll(async () => {
  e2e = await startE2e();
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

interface NewsItem { id: number; title: string; slug: string; status: number; views: number }
interface Summary { total: number; counts: Record<string, number>; sums: Record<string, number>; thisMonth: number; latest: NewsItem[] }

const TITLE = 'Graduación de la promoción 2026 de la UNES';
const CONTENT = 'El acto de graduación reunió a 320 nuevos oficiales en el patio central de la sede, con la presencia de sus familias.';
const es = (n: number) => formatNumber(n);

describe('news manager', () => {
  it('creates, previews, publishes, reads publicly (one view more) and unpublishes a news item', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home', 'web');
    await expect(page.getByRole('menuitem', { name: 'Educación Policial', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('menuitem', { name: 'Gestor de Noticias' }).click();
    await page.waitForURL('**/home/website');
    await page.getByRole('tab', { name: 'Noticias' }).click();
    await page.waitForURL('**/home/website/news');
    await page.getByRole('button', { name: 'Nuevo registro: Noticia' }).click();
    const dialog = page.getByRole('dialog');
    const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await text('Título').fill('Corto');
    await text('Contenido').fill('Muy breve');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['El título debe tener entre 10 y 200 caracteres', 'El contenido debe tener al menos 50 caracteres', 'La categoría es requerida']) {
      await dialog.getByText(message).waitFor();
    }
    await text('Título').fill(TITLE);
    await text('Contenido').fill(CONTENT);
    await choose(dialog, page, 'Categoría', 'Eventos');
    await text('Autor').fill('Prensa UNES');
    await dialog.getByRole('button', { name: 'Vista previa' }).click();
    await dialog.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await dialog.getByText('Por Prensa UNES').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'news-e2e-preview.png') });
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Noticia creada exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByPlaceholder(/Buscar/).fill('promoción 2026');
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Borrador').waitFor();
    await row.getByRole('button', { name: `Acciones de ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Publicar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Noticia publicada exitosamente').waitFor();
    await row.getByText('Publicada').waitFor();
    const [stored] = (await api<NewsItem[]>(page, 'GET', `website/news?search=${encodeURIComponent('promoción 2026')}`)).data;
    expect(stored).toMatchObject({ title: TITLE, status: 3, views: 0 });
    expect(stored.slug).toMatch(/^[a-z0-9-]+$/);

    // The public page, with no session at all.
    const reader = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: 'es-ES' });
    const publicPage = await reader.newPage();
    const scripts: string[] = [];
    let bytes = 0;
    publicPage.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    publicPage.on('requestfinished', (request) => void request.sizes().then((sizes) => { bytes += sizes.responseBodySize; }).catch(() => undefined));
    await publicPage.goto(`/noticias/${stored.slug}`);
    await publicPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await publicPage.getByText(CONTENT).waitFor();
    await publicPage.waitForLoadState('networkidle');
    // Its own light entry (public.html): no react-admin and no MUI among the scripts it ran.
    const code = await Promise.all(scripts.map((url) => publicPage.request.get(url).then((r) => r.text())));
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of code) expect(source).not.toMatch(/MuiPaper|MuiButtonBase|RaLayout|RaList/);
    expect(bytes).toBeLessThan(120_000);
    await expect(publicPage.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    await expect(api<NewsItem>(page, 'GET', `website/news/${stored.id}`).then((r) => r.data.views)).resolves.toBe(1);

    await row.getByRole('button', { name: `Acciones de ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Despublicar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Noticia despublicada exitosamente').waitFor();
    await row.getByText('Borrador').waitFor();
    const again = await reader.newPage();
    await again.goto(`/noticias/${stored.slug}`);
    await again.getByText('Noticia no encontrada').waitFor();
    await expect(again.getByRole('heading', { level: 1, name: TITLE }).count()).resolves.toBe(0);
    await expect(api<NewsItem>(page, 'GET', `website/news/${stored.id}`).then((r) => r.data.views)).resolves.toBe(1);
    await reader.close();
    await context.close();
  });

  it('the dashboard cards show what the API counts', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/website', 'web');
    const summary = (await api<Summary>(page, 'GET', 'website/news/summary')).data;
    expect(summary.total).toBeGreaterThanOrEqual(40);
    const card = (label: string) => page.locator(`.MuiCard-root[aria-label="${label}"]`);
    await card('Total de noticias').getByText(es(summary.total), { exact: true }).waitFor();
    await card('Publicadas').getByText(es(summary.counts.published), { exact: true }).waitFor();
    await card('Destacadas').getByText(es(summary.counts.featured), { exact: true }).waitFor();
    await card('Vistas').getByText(es(summary.sums.views), { exact: true }).waitFor();
    await card('Este mes').getByText(es(summary.thisMonth), { exact: true }).waitFor();
    const average = summary.counts.published ? summary.sums.publishedViews / summary.counts.published : 0;
    await card('Promedio de vistas por noticia publicada').getByText(formatNumber(average, { maxDecimals: 1 }), { exact: true }).waitFor();
    const latest = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Últimas noticias' }) });
    expect(summary.latest).toHaveLength(5);
    for (const item of summary.latest) await latest.getByText(item.title, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByText('Funcionalidad disponible próximamente').waitFor();
    await context.close();
  });
});
