/**
 * Officer detail and quick search in Chromium as the administrator (RRHH §2.3–2.5):
 * quick search by last name without accents, the detail's cards, 'Buscar Funcionario'
 * by cédula replacing the route, and the QR dialog downloading a PNG.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOfficer } from '../../server/officers/generator';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('officer detail and quick search', () => {
  it('finds officers without accents, opens the detail, jumps by cédula and downloads the QR', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);

    // Quick search: 'mejias' finds the demo officers named Mejías (accent-insensitive).
    await page.getByRole('menuitem', { name: 'Búsqueda Rápida' }).click();
    await page.getByRole('heading', { name: 'Búsqueda Rápida', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Debe llenar al menos un campo de búsqueda').waitFor();
    await page.getByLabel('Apellidos').fill('mejias');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(/^(1 funcionario encontrado|\d funcionarios encontrados)$/).waitFor();
    const results = page.getByRole('region', { name: 'Resultados' }).getByRole('listitem', { name: /^Resultado \d/ });
    const count = await results.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);
    const first = results.first();
    const headline = await first.getByRole('heading', { name: /^1\. / }).innerText();
    expect(headline).toMatch(/Mejías/);
    await first.getByRole('region', { name: 'Datos Personales' }).waitFor();
    if (count > 1) await results.nth(1).getByRole('heading', { name: /^2\. / }).waitFor();

    // Its detail, with the cards.
    await first.getByRole('link', { name: 'Ver Detalles' }).click();
    await page.waitForURL(/\/home\/human-resources\/details\/\d+$/);
    await page.getByRole('heading', { name: 'Detalles del Funcionario', level: 1 }).waitFor();
    for (const card of ['Datos Personales', 'Imágenes', 'Dirección', 'Carga Familiar', 'Aspectos Profesionales', 'Datos Físicos', 'Documentos', 'Información Básica', 'Contacto', 'Acciones Rápidas']) {
      await page.getByRole('region', { name: card }).waitFor();
    }
    const personal = page.getByRole('region', { name: 'Datos Personales' });
    expect(await personal.innerText()).toMatch(/Mejías/);

    // 'Buscar Funcionario' by the cédula of another demo officer replaces the route.
    const other = [0, 1, 2].map((i) => generateOfficer(i).officer).find((o) => !headline.includes(`${o.firstName} `))!;
    await page.getByRole('button', { name: 'Buscar Funcionario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar Funcionario' });
    await dialog.getByLabel('Cédula').fill(String(other.identification));
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Funcionario encontrado', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Datos Personales' }).getByText(`V-${other.identification}`).waitFor();
    expect(page.url()).toMatch(/\/home\/human-resources\/details\/\d+$/);

    // QR: the image, then 'Descargar QR' saves a PNG.
    await page.getByRole('button', { name: 'Generar Código QR' }).click();
    const qr = page.getByRole('dialog', { name: 'Código QR' });
    const image = qr.getByRole('img', { name: /Código QR del funcionario/ });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const [download] = await Promise.all([page.waitForEvent('download'), qr.getByRole('button', { name: 'Descargar QR' }).click()]);
    expect(download.suggestedFilename()).toBe(`qr_${other.identification}.png`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    await page.getByText('Código QR descargado exitosamente').waitFor();
    await qr.getByRole('button', { name: 'Cerrar' }).click();

    // The exact search replaced the first detail: back returns to the quick search.
    await page.goBack();
    await page.waitForURL('**/home/quick-search');
    await context.close();
  });

  it('shows the stored photos and downloads a stored document with the session', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { Authorization: `Bearer ${token}` };
    // A real PNG for the civil photo: the officer's own QR image.
    const qr = await (await page.request.get('/api/rrhh/qr/generate/3', { headers })).json();
    const png = Buffer.from(String(qr.data).split(',')[1], 'base64');
    const photo = await page.request.post('/api/rrhh/3/images', { headers, multipart: { type: '1', file: { name: 'civil.png', mimeType: 'image/png', buffer: png } } });
    expect(photo.status()).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const documents = await page.request.post('/api/rrhh/3/documents', { headers, multipart: { type: '1', files: { name: 'cedula.pdf', mimeType: 'application/pdf', buffer: pdf } } });
    expect(documents.status()).toBe(201);

    await page.goto('/home/human-resources/details/3');
    const images = page.getByRole('region', { name: 'Imágenes' });
    const civil = images.getByRole('img', { name: 'Foto Civil' });
    await civil.waitFor();
    expect(await civil.getAttribute('src')).toMatch(/^blob:/);
    expect(await civil.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await images.getByText('Sin foto').waitFor();

    const card = page.getByRole('region', { name: 'Documentos' });
    await card.getByText('cedula.pdf').waitFor();
    await card.getByText(/Cédula de Identidad · \d+ KB/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Descargar cedula.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('cedula.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('tells an unknown id apart and leads back to the query screen', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/human-resources/details/987654');
    await page.getByText('Funcionario no encontrado').waitFor();
    await page.getByRole('link', { name: 'Volver a la consulta' }).click();
    await page.waitForURL('**/home/human-resources/query');
    await context.close();
  });
});
