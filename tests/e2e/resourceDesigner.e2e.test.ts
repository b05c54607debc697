/**
 * Issue 29 in Chromium: an administrator designs a resource of six fields in
 * Configuración > Recursos (a unique text, a reference to stations, a catalogue, a date,
 * a bounded integer, a yes/no), sees the server's problems and the live preview, and
 * saves it: the sidebar offers it at once. A clerk whose role holds its new node
 * creates, searches, edits, filters, exports and deletes records; a user without the node sees no entry and
 * 'Acceso Denegado'. The administrator then adds a field, removes one (typing the name),
 * and deletes the resource (typing the name).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPermissionTree, setDesignedPermissionNodes, type DesignedPermissionNode } from '../../authProvider/moduleCatalogue';
import { toggleNode } from '../../authProvider/permissions';
import { apiSession, type ApiSession } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { dateField, typeDate } from './support/dates';
import { choose } from './support/gunparkAssets';
import { captureOpenedUrls, openedWorkbookRows } from './support/openedLinks';
import { pickOption } from './support/listbox';

const NAME = 'equipment_handovers';
let e2e: E2eServer;
let admin: ApiSession;

beforeAll(async () => {
  e2e = await startE2e();
  admin = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
  await admin.send('POST', 'gunpark/stations', { name: 'Estación Diseño', code: 'EST-DIS-9' });
});
afterAll(async () => {
  await e2e?.close();
});

const field = (page: Page, title: string) => page.getByRole('group', { name: title });

/** Adds a field: its label, type and the flags to tick. */
async function addField(page: Page, label: string, type: string, flags: string[] = []): Promise<Locator> {
  const count = await page.getByRole('region', { name: 'Campos' }).getByRole('group').count();
  await page.getByRole('button', { name: 'Agregar campo' }).click();
  const editor = field(page, `Campo ${count + 1}`);
  await editor.getByLabel('Etiqueta').fill(label);
  const named = field(page, label);
  if (type !== 'Texto') await choose(named, page, 'Tipo', type);
  for (const flag of flags) await named.getByRole('checkbox', { name: flag, exact: true }).check();
  return named;
}

async function valid(page: Page) {
  await page.getByText('La definición es válida').waitFor({ timeout: 15_000 });
}

describe('resource designer', () => {
  it('designs, serves, guards, changes and deletes a resource without a restart', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    await page.getByRole('group', { name: 'Configuración' }).getByRole('menuitem', { name: 'Recursos', exact: true }).click();
    await page.getByRole('row', { name: /Estaciones\s+stations\s+Del sistema/ }).waitFor();
    await page.getByRole('link', { name: 'Nuevo recurso' }).click();

    await page.getByLabel('Nombre en singular').fill('Entrega de equipo');
    await page.getByLabel('Nombre en plural').fill('Entregas de equipo');
    await choose(page.getByRole('region', { name: 'Datos generales' }), page, 'Género gramatical', 'Femenino (una, guardada)');
    // A reserved name is refused at once, in Spanish.
    await page.getByRole('textbox', { name: 'Nombre técnico' }).first().fill('users');
    await addField(page, 'Código', 'Texto', ['Requerido', 'Único', 'Se busca']);
    await page.getByText('El nombre "users" ya lo usa un recurso del sistema').waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Nombre técnico' }).first().fill(NAME);

    const station = await addField(page, 'Estación', 'Referencia a otro recurso', ['Requerido', 'Filtro']);
    await choose(station, page, 'Recurso referenciado', 'Estaciones');
    const service = await addField(page, 'Tipo de servicio', 'Catálogo');
    await service.getByRole('combobox', { name: 'Catálogo' }).fill('configuration.typeServices');
    await addField(page, 'Fecha de entrega', 'Fecha', ['Requerido', 'Ordenable']);
    const quantity = await addField(page, 'Cantidad', 'Número entero');
    await quantity.getByText('Reglas y mensajes').click();
    await quantity.getByRole('spinbutton', { name: 'Valor mínimo' }).fill('5');
    await quantity.getByRole('spinbutton', { name: 'Valor máximo' }).fill('1');
    await quantity.getByText(/el valor mínimo no puede ser mayor que el máximo/).waitFor({ timeout: 15_000 });
    await quantity.getByRole('spinbutton', { name: 'Valor mínimo' }).fill('1');
    await quantity.getByRole('spinbutton', { name: 'Valor máximo' }).fill('100');
    await addField(page, 'Devuelto', 'Sí / No', ['Filtro']);
    await valid(page);

    // The live preview: the list's columns and the real form with its Spanish rules.
    const preview = page.getByRole('region', { name: 'Vista previa' });
    for (const header of ['Código', 'Estación', 'Fecha de entrega', 'Cantidad']) await preview.getByRole('columnheader', { name: header }).waitFor();
    await preview.getByRole('tab', { name: 'Formulario' }).click();
    await preview.getByRole('button', { name: 'Probar validación' }).click();
    await preview.getByText('El campo Código es requerido').waitFor();

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Recurso creado: ya está disponible en el menú').waitFor();
    await page.getByRole('row', { name: new RegExp(`Entregas de equipo\\s+${NAME}\\s+Diseñado`) }).waitFor();
    // The sidebar offers it at once (no reload).
    await page.getByRole('group', { name: 'Configuración' }).getByRole('menuitem', { name: 'Entregas de equipo' }).waitFor();

    // A clerk whose role holds the new node; a user whose role does not.
    const { permissionNodes } = await admin.get<{ permissionNodes: DesignedPermissionNode[] }>('designed');
    setDesignedPermissionNodes(permissionNodes);
    const tree = emptyPermissionTree();
    const configuration = tree.findIndex((m) => m.id === 8);
    const node = tree[configuration].subModules.findIndex((s) => s.name === 'Entregas de equipo');
    expect(node).toBeGreaterThan(-1);
    const clerkRole = await admin.send<{ id: number }>('POST', 'roles', { roleName: 'Almacén de equipos', description: 'Entregas', active: true, data: toggleNode(tree, [configuration, node]) });
    const otherRole = await admin.send<{ id: number }>('POST', 'roles', { roleName: 'Sin entregas', description: 'Usuarios', active: true, data: toggleNode(tree, [configuration, 0]) });
    for (const [username, roleId] of [['almacen', clerkRole.id], ['sinentregas', otherRole.id]] as const) {
      await admin.send('POST', 'users', { username, fullname: 'Usuario Prueba', email: `${username}@policia.gob.ve`, password: 'Clave2026!', roleId });
    }

    const clerk = await e2e.newPage();
    await e2e.open(clerk.page, '/home', 'almacen', 'Clave2026!');
    await clerk.page.getByRole('group', { name: 'Configuración' }).getByRole('menuitem', { name: 'Entregas de equipo' }).click();
    await clerk.page.getByRole('button', { name: 'Nueva entrega de equipo' }).or(clerk.page.getByRole('button', { name: 'Nuevo registro: Entrega de equipo' })).first().click();
    let dialog = clerk.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El campo Código es requerido').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Código', exact: true }).fill('ENT-001');
    await dialog.getByRole('combobox', { name: 'Estación' }).click();
    await pickOption(clerk.page, 'Estación Diseño');
    await typeDate(dateField(dialog, 'Fecha de entrega'), '2026-11-20');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('500');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(/Cantidad: debe ser menor o igual a 100/).first().waitFor();
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('3');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await clerk.page.getByText('Entrega de equipo guardada exitosamente').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await clerk.page.getByPlaceholder('Buscar...').fill('ent-001');
    const row = clerk.page.getByRole('row', { name: /ENT-001/ });
    await expect.poll(() => row.innerText()).toMatch(/ENT-001[\s\S]*Estación Diseño[\s\S]*20\/11\/2026/);
    // Edited: the quantity changes in the row.
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await clerk.page.getByRole('menuitem', { name: 'Editar', exact: true }).click();
    dialog = clerk.page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Cantidad' }).fill('7');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await clerk.page.getByText('Entrega de equipo guardada exitosamente').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/\b7\b/);
    // Filtered by 'Devuelto': a new handover is not returned.
    await choose(clerk.page.locator('#main-content'), clerk.page, 'Devuelto', 'Sí');
    await row.waitFor({ state: 'detached' });
    await choose(clerk.page.locator('#main-content'), clerk.page, 'Devuelto', 'No');
    await row.waitFor();
    // Exported: the workbook holds the row the list shows.
    await captureOpenedUrls(clerk.page);
    await clerk.page.getByRole('button', { name: 'Exportar Excel' }).click();
    await clerk.page.getByText('Archivo Excel generado exitosamente').waitFor();
    expect((await openedWorkbookRows(clerk.page)).slice(1).map((r) => r[0])).toEqual(['ENT-001']);
    await row.getByRole('button', { name: /^Acciones de/ }).click();
    await clerk.page.getByRole('menuitem', { name: 'Eliminar', exact: true }).click();
    dialog = clerk.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    await clerk.context.close();

    const other = await e2e.newPage();
    await e2e.open(other.page, '/home', 'sinentregas', 'Clave2026!');
    await other.page.getByRole('group', { name: 'Configuración' }).getByRole('menuitem', { name: 'Usuarios' }).waitFor();
    await expect(other.page.getByRole('menuitem', { name: 'Entregas de equipo' }).count()).resolves.toBe(0);
    await other.page.goto(`/home/designed/${NAME}`);
    await other.page.getByText('Acceso Denegado').waitFor();
    await other.context.close();

    // A field added, then one removed (its data archived first, the name typed), then the resource deleted.
    await page.getByRole('row', { name: /Entregas de equipo/ }).getByRole('link', { name: /^Editar recurso/ }).click();
    await page.getByRole('heading', { name: 'Editar recurso: Entregas de equipo' }).waitFor();
    await addField(page, 'Observaciones', 'Texto largo');
    await valid(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Recurso actualizado').waitFor();
    await page.getByRole('row', { name: /Entregas de equipo/ }).getByRole('link', { name: /^Editar recurso/ }).click();
    await field(page, 'Devuelto').getByRole('button', { name: /^Quitar campo/ }).click();
    await valid(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    let confirm = page.getByRole('dialog', { name: 'Quitar campos con datos' });
    await confirm.getByLabel('Nombre del recurso').fill(NAME);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Recurso actualizado').waitFor();
    const stored = await admin.get<{ version: number; definition: { fields: Record<string, unknown> } }>(`configuration/resources/${NAME}`);
    expect(stored.version).toBe(3);
    expect(Object.keys(stored.definition.fields)).toEqual(['codigo', 'estacion', 'tipoDeServicio', 'fechaDeEntrega', 'cantidad', 'observaciones']);

    await page.getByRole('row', { name: /Entregas de equipo/ }).getByRole('button', { name: /^Eliminar recurso/ }).click();
    confirm = page.getByRole('dialog', { name: `Eliminar el recurso ${NAME}` });
    await expect(confirm.getByRole('button', { name: 'Confirmar' }).isDisabled()).resolves.toBe(true);
    await confirm.getByLabel('Nombre del recurso').fill(NAME);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Recurso eliminado; sus datos quedaron archivados').waitFor();
    await page.getByRole('row', { name: /Entregas de equipo/ }).waitFor({ state: 'detached' });
    await expect(page.getByRole('menuitem', { name: 'Entregas de equipo' }).count()).resolves.toBe(0);
    await context.close();
  }, 300_000);
});
