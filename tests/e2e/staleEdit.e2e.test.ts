/**
 * No lost update in Chromium (issue 18): an edit form opened on a record that someone
 * else saves meanwhile does not overwrite their change; Guardar shows the Spanish
 * stale-edit message and the other user's change stays.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { api } from './support/gunparkAssets';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

interface Station { id: number; name: string; code: string; address: string | null; version: number }

it('editar una estación que otro usuario modificó: "El registro fue modificado por otro usuario..." y su cambio se conserva', async () => {
  const { page, context } = await e2e.newPage();
  await e2e.open(page);
  const created = await api<Station>(page, 'POST', 'gunpark/stations', { name: 'Estación Versiones', code: 'EST-VER', address: 'Av. Principal' });
  expect(created.status).toBe(201);

  await page.goto('/home/gunpark');
  await page.getByPlaceholder('Buscar estaciones').fill('versiones');
  const row = page.getByRole('row', { name: /Estación Versiones/ });
  await row.waitFor();
  await row.getByRole('button', { name: /Editar/ }).click();
  const dialog = page.getByRole('dialog');
  const address = dialog.getByRole('textbox', { name: 'Dirección', exact: true });
  await expect(address.inputValue()).resolves.toBe('Av. Principal');

  // Another user saves the station while the form is open.
  const other = await api<Station>(page, 'PUT', `gunpark/stations/${created.data.id}`, { name: 'Estación Versiones', code: 'EST-VER', address: 'Cambio de otro usuario', version: created.data.version });
  expect(other.status).toBe(200);

  await address.fill('Mi cambio sobre una copia vieja');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('El registro fue modificado por otro usuario. Recargue e intente de nuevo.').waitFor();
  await expect(dialog.isVisible()).resolves.toBe(true);
  const stored = await api<Station>(page, 'GET', `gunpark/stations/${created.data.id}`);
  expect(stored.data).toMatchObject({ address: 'Cambio de otro usuario', version: created.data.version + 1 });
  await page.screenshot({ path: join(tmpdir(), 'stale-edit.png') });
  await context.close();
});
