/**
 * What the officer query screen loads on a first visit (issue 31): its row menu's dialogs
 * (QR code and its library, rejection, histories, documents, export) are not downloaded
 * with it, and each one still opens from the menu, its code fetched then; and until the
 * app's files arrive the light entry shows the guard's 'Verificando sesión...' screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

/** The chunks of the dialogs the query screen opens on demand (src/components/onDemandDialog.tsx), and the QR library's. */
const ON_DEMAND = /\/assets\/(?:OfficerQrDialog|RejectDialog|ExportRowsDialog|AntecedentesDialog|VacationHistoryDialog|PermitHistoryDialog|MedicalHistoryDialog|DisciplinaryHistoryDialog|OfficerDocumentDialog|WorkTimeDialog|AssignedAssetsDialog|images)-[\w-]+\.js$/;

describe('the officer query as a first screen', () => {
  it('loads none of its dialogs until one is opened, and the QR dialog then opens', async () => {
    const { page, context } = await e2e.newPage({ fresh: true });
    await e2e.login(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // A full load of the screen, as a bookmarked address or a reload opens it.
    await page.goto('/home/human-resources/query');
    await page.getByText('Consulta de Recursos Humanos').first().waitFor();
    const firstRow = page.getByRole('button', { name: /^Acciones de / }).first();
    await firstRow.waitFor();
    expect(requested.filter((path) => ON_DEMAND.test(path))).toEqual([]);
    expect(requested.some((path) => /\/assets\/OfficerQueryPage-[\w-]+\.js$/.test(path))).toBe(true);

    await firstRow.click();
    await page.getByRole('menuitem', { name: 'Código QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código QR' });
    await dialog.waitFor();
    await dialog.getByRole('img').waitFor();
    expect(requested.some((path) => /\/assets\/OfficerQrDialog-[\w-]+\.js$/.test(path))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Opened again, from the code already loaded.
    await firstRow.click();
    await page.getByRole('menuitem', { name: 'Código QR' }).click();
    await dialog.waitFor();
    await context.close();
  });

  it('shows the session check from the light entry while the app is still on its way', async () => {
    const { page, context } = await e2e.newPage({ fresh: true });
    await e2e.login(page);
    // The app's module held back: what shows is the light entry's alone.
    await page.route(/\/assets\/App-[\w-]+\.js$/, () => undefined);
    await page.goto('/home/human-resources/query', { waitUntil: 'commit' });
    await page.getByRole('status').getByText('Verificando sesión...').waitFor();
    expect(await page.locator('.MuiPaper-root').count()).toBe(0);
    await page.unroute(/\/assets\/App-[\w-]+\.js$/);
    await page.reload();
    await page.getByText('Consulta de Recursos Humanos').first().waitFor();
    await context.close();
  });
});
