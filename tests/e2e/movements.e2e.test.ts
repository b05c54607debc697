/**
 * Movement screens in Chromium (RRHH §2.6–2.8, §4): each kind is approved and rejected
 * through its screen's row buttons and the shared confirmation. Re-entries: one approved
 * (the officer active again with the re-entry's lists) and one rejected (the officer
 * unchanged). Egresos: one rejected (the officer unchanged) and one approved (processed:
 * the officer takes the egreso's condition and loses its lists, which the egreso keeps).
 * Vacations: one created and seen in the officer's history modal, one approved and one
 * rejected (decided rows offer only their detail and history), and a service commission
 * registered through the module selector. Every officer is the API's, checked through it;
 * each test uses its own demo officers (the file shares one seeded server).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, daysAgo, type ApiSession, type History, type Officer } from './support/apiSession';
import { DEMO_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { dateField, typeDate } from './support/dates';
import { pickOption } from './support/listbox';

let e2e: E2eServer;
let session: ApiSession;
const api = <T>(path: string) => session.get<T>(path);

beforeAll(async () => {
  e2e = await startE2e();
  session = await apiSession(e2e.baseUrl, 'mgonzalez', DEMO_PASSWORD);
});
afterAll(async () => {
  await e2e?.close();
});

async function pickOfficer(page: Page, identification: number, label = 'Cédula del funcionario') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label).fill(String(identification));
  await dialog.getByRole('button', { name: 'Buscar' }).first().click();
  await dialog.getByText(`V-${identification}`).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await pickOption(page, option);
}

describe('movements', () => {
  it('creates a re-entry for an officer who left and approves it: the officer is active again', async () => {
    const [officer] = await api<Officer[]>('rrhh/search?page=1&pageSize=1&condition=4');
    expect(officer.condition).toBe(4);
    const { page } = await e2e.newPage();
    await e2e.open(page, '/home/re-entry', 'mgonzalez');
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Reingresos').waitFor();
    await page.getByRole('button', { name: 'Nuevo Reingreso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe buscar y seleccionar un funcionario primero').waitFor();
    await expect(dialog.getByText('Los cargos son requeridos').isVisible()).resolves.toBe(true);

    await pickOfficer(page, officer.identification);
    await typeDate(dateField(dialog, 'Fecha de reingreso'), daysAgo(2));
    await dialog.getByLabel('Motivo de reingreso').fill('corto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Debe tener al menos 10 caracteres').waitFor();
    await dialog.getByLabel('Motivo de reingreso').fill('Reingreso aprobado por la dirección general');
    await choose(page, 'Dependencias', 'Dirección de Recursos Humanos');
    await choose(page, 'Sub dependencias', 'División de Registro y Control');
    await choose(page, 'Cargos', 'Analista');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Reingreso creado exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Aprobar / }).click();
    await page.getByRole('dialog').getByText('Aprobar Reingreso').waitFor();
    await page.getByRole('dialog').getByLabel('Notas (opcional)').fill('Documentación completa');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Reingreso aprobado exitosamente').waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    // A decided record offers only the detail.
    await expect(row.getByRole('button', { name: /^Editar / }).count()).resolves.toBe(0);

    const after = await api<Officer>(`rrhh/${officer.id}`);
    expect(after).toMatchObject({ condition: 1, dependencies: [{ value: 2, label: 'Dirección de Recursos Humanos' }], positions: [{ value: 8, label: 'Analista' }] });

    await row.getByRole('button', { name: /^Ver detalle de / }).click();
    await page.getByRole('dialog').getByText('Detalle de Reingreso').waitFor();
    await expect(page.getByRole('dialog').getByText('Documentación completa').isVisible()).resolves.toBe(true);
  });

  it('creates a re-entry and rejects it: the officer stays out with its condition and lists', async () => {
    // Not the first officer who left: the approval test above takes that one.
    const [listed] = await api<Officer[]>('rrhh/search?page=2&pageSize=1&condition=4');
    const before = await api<Officer>(`rrhh/${listed.id}`);
    expect(before).toMatchObject({ condition: 4, haveReentryPending: false });
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/re-entry', 'mgonzalez');
    await page.getByRole('button', { name: 'Nuevo Reingreso' }).click();
    const dialog = page.getByRole('dialog');
    await pickOfficer(page, before.identification);
    await typeDate(dateField(dialog, 'Fecha de reingreso'), daysAgo(1));
    await dialog.getByLabel('Motivo de reingreso').fill('Solicitud de reingreso sin los soportes exigidos');
    await choose(page, 'Dependencias', 'Dirección de Recursos Humanos');
    await choose(page, 'Sub dependencias', 'División de Registro y Control');
    await choose(page, 'Cargos', 'Analista');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Reingreso creado exitosamente').waitFor();
    // A pending re-entry is flagged on the officer until it is decided.
    expect((await api<Officer>(`rrhh/${before.id}`)).haveReentryPending).toBe(true);

    const row = page.getByRole('row', { name: new RegExp(`V-${before.identification}`) });
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Rechazar / }).click();
    const decision = page.getByRole('dialog', { name: 'Rechazar Reingreso' });
    await decision.getByText('¿Está seguro de rechazar este registro?', { exact: false }).waitFor();
    await decision.getByText(`V-${before.identification}`, { exact: false }).waitFor();
    // The note on the effect of approving is not shown when rejecting.
    await expect(decision.getByText('Al aprobar el reingreso', { exact: false }).count()).resolves.toBe(0);
    await decision.getByLabel('Notas (opcional)').fill('No consigna la constancia de antecedentes');
    await decision.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Reingreso rechazado exitosamente').waitFor();
    await row.getByText('Rechazado', { exact: true }).waitFor();
    for (const action of [/^Editar /, /^Eliminar /, /^Aprobar /, /^Rechazar /]) {
      await expect(row.getByRole('button', { name: action }).count()).resolves.toBe(0);
    }

    const after = await api<Officer>(`rrhh/${before.id}`);
    expect(after).toMatchObject({ condition: 4, haveReentryPending: false, dependencies: before.dependencies, subDependencies: before.subDependencies, positions: before.positions });
    const history = await api<History<{ status: number; statusNotes: string; comment: string }>>(`rrhh/${before.id}/reentries`);
    expect(history.data).toEqual([expect.objectContaining({ status: 3, statusNotes: 'No consigna la constancia de antecedentes', comment: 'Solicitud de reingreso sin los soportes exigidos' })]);
    await context.close();
  });

  it('creates an egreso and rejects it: the officer keeps its condition and lists', async () => {
    const [officer] = await api<Officer[]>('rrhh/search?page=1&pageSize=1&condition=1');
    const { page } = await e2e.newPage();
    await e2e.open(page, '/home/disincorporations-rrhh', 'mgonzalez');
    await page.getByText('Al aprobar un egreso se procesa la desincorporación', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Nuevo Egreso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nueva Desincorporación').waitFor();
    await pickOfficer(page, officer.identification);
    await dialog.getByRole('heading', { name: 'Dependencias y cargos actuales' }).waitFor();
    await typeDate(dateField(dialog, 'Fecha de desincorporación'), daysAgo(1));
    await choose(page, 'Condición del egreso', 'Renuncia');
    await expect(page.getByRole('option', { name: 'Activo', exact: true }).count()).resolves.toBe(0);
    await dialog.getByLabel('Motivo de desincorporación').fill('Renuncia voluntaria presentada por escrito');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Desincorporación creada exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByRole('button', { name: /^Rechazar / }).click();
    await page.getByRole('dialog').getByText('Rechazar Desincorporación').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Desincorporación rechazada exitosamente').waitFor();
    await row.getByText('Rechazado', { exact: true }).waitFor();

    const after = await api<Officer>(`rrhh/${officer.id}`);
    expect(after).toMatchObject({ condition: 1, dependencies: officer.dependencies, positions: officer.positions });
  });

  it('creates an egreso and approves it: the officer takes its condition and its lists move to the egreso', async () => {
    // The first officer of page 2 (five a page): the other tests take active officers from the first five.
    const [listed] = await api<Officer[]>('rrhh/search?page=2&pageSize=5&condition=1');
    const before = await api<Officer>(`rrhh/${listed.id}`);
    expect(before.condition).toBe(1);
    expect(before.dependencies.length * before.subDependencies.length * before.positions.length).toBeGreaterThan(0);
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/disincorporations-rrhh', 'mgonzalez');
    await page.getByRole('button', { name: 'Nuevo Egreso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Desincorporación' });
    await pickOfficer(page, before.identification);
    // The officer's current lists are shown read-only before saving.
    await dialog.getByRole('heading', { name: 'Dependencias y cargos actuales' }).waitFor();
    await dialog.getByText(before.positions[0].label, { exact: false }).first().waitFor();
    const dateOut = daysAgo(3);
    await typeDate(dateField(dialog, 'Fecha de desincorporación'), dateOut);
    await choose(page, 'Condición del egreso', 'Jubilado');
    await dialog.getByLabel('Motivo de desincorporación').fill('Jubilación por años de servicio cumplidos');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Desincorporación creada exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${before.identification}`) });
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByText('Jubilado', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Aprobar / }).click();
    const decision = page.getByRole('dialog', { name: 'Aprobar Desincorporación' });
    // Approving processes the egreso, and the dialog says so.
    await decision.getByText('Al aprobar un egreso se procesa la desincorporación', { exact: false }).waitFor();
    await decision.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Desincorporación aprobada exitosamente').waitFor();
    await row.getByText('Aprobado', { exact: true }).waitFor();
    for (const action of [/^Editar /, /^Eliminar /, /^Aprobar /, /^Rechazar /]) {
      await expect(row.getByRole('button', { name: action }).count()).resolves.toBe(0);
    }

    const after = await api<Officer>(`rrhh/${before.id}`);
    expect(after).toMatchObject({ condition: 2, dependencies: [], subDependencies: [], positions: [] });
    const history = await api<History<{ status: number; condition: number; dateOut: string; dateIn: string | null } & Pick<Officer, 'dependencies' | 'subDependencies' | 'positions'>>>(`rrhh/${before.id}/disincorporations`);
    expect(history.meta.total_elements).toBe(1);
    expect(history.data[0]).toMatchObject({ status: 2, condition: 2, dateOut, dateIn: null, dependencies: before.dependencies, subDependencies: before.subDependencies, positions: before.positions });

    // The detail shows the lists the egreso kept.
    await row.getByRole('button', { name: /^Ver detalle de / }).click();
    const detail = page.getByRole('dialog', { name: 'Detalle de Egreso' });
    await detail.getByText(before.dependencies[0].label, { exact: false }).first().waitFor();
    await detail.getByText(before.positions[0].label, { exact: false }).first().waitFor();
    await context.close();
  });

  it('creates a vacation and shows it in the officer\'s history with its totals', async () => {
    const [officer, chief] = await api<Officer[]>('rrhh/search?page=2&pageSize=2&condition=1');
    const { page } = await e2e.newPage();
    await e2e.open(page, '/home/vac-com', 'mgonzalez');
    await page.getByRole('button', { name: 'Nueva Vacación' }).click();
    const dialog = page.getByRole('dialog');
    await pickOfficer(page, officer.identification);
    await pickOfficer(page, chief.identification, 'Funcionario que otorga');
    await choose(page, 'Tipo de vacación', 'Normales');
    const year = new Date().getFullYear();
    await typeDate(dateField(dialog, 'Fecha de inicio'), `${year}-12-01`);
    await typeDate(dateField(dialog, 'Fecha fin'), `${year}-12-01`);
    await dialog.getByLabel('Motivo').fill('Vacaciones del período anual');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La fecha de inicio debe ser menor a la fecha fin').waitFor();
    await typeDate(dateField(dialog, 'Fecha fin'), `${year}-12-16`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Registro creado exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByText('15 días').waitFor();
    await row.getByRole('button', { name: /^Ver histórico de / }).click();
    const history = page.getByRole('dialog');
    await history.getByText('Histórico de Vacaciones').waitFor();
    await history.getByText('Vacaciones del período anual').waitFor();
    const card = (label: string) => history.getByText(label, { exact: true }).locator('..');
    await expect(card('Total Registros').innerText()).resolves.toContain('1');
    await expect(card('Total Días').innerText()).resolves.toContain('15');
    await expect(card('Este Año').innerText()).resolves.toContain('1');
  });

  it('approves one vacation and rejects another: the chips change and decided rows offer only their detail and history', async () => {
    // Officers 2 and 3 of page 2, granted by officer 5 (page 1 belongs to the other tests).
    const [, approved, rejected, , chief] = await api<Officer[]>('rrhh/search?page=2&pageSize=5&condition=1');
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/vac-com', 'mgonzalez');
    const year = new Date().getFullYear() + 1;
    const rowOf = (officer: Officer) => page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    for (const [officer, month] of [[approved, '02'], [rejected, '03']] as const) {
      await page.getByRole('button', { name: 'Nueva Vacación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva Vacación' });
      await pickOfficer(page, officer.identification);
      await pickOfficer(page, chief.identification, 'Funcionario que otorga');
      await choose(page, 'Tipo de vacación', 'Normales');
      await typeDate(dateField(dialog, 'Fecha de inicio'), `${year}-${month}-01`);
      await typeDate(dateField(dialog, 'Fecha fin'), `${year}-${month}-11`);
      await dialog.getByLabel('Motivo').fill('Disfrute del período vacacional anual');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await rowOf(officer).getByText('10 días').waitFor();
    }
    // Pending: every action is offered.
    for (const officer of [approved, rejected]) {
      await rowOf(officer).getByText('Pendiente', { exact: true }).waitFor();
      for (const action of [/^Editar /, /^Eliminar /, /^Aprobar /, /^Rechazar /]) {
        await expect(rowOf(officer).getByRole('button', { name: action }).count()).resolves.toBe(1);
      }
    }

    await rowOf(approved).getByRole('button', { name: /^Aprobar / }).click();
    let decision = page.getByRole('dialog', { name: 'Aprobar Registro' });
    await decision.getByText(`V-${approved.identification}`, { exact: false }).waitFor();
    await decision.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Registro aprobado exitosamente').waitFor();
    await rowOf(approved).getByText('Aprobado', { exact: true }).waitFor();

    await rowOf(rejected).getByRole('button', { name: /^Rechazar / }).click();
    decision = page.getByRole('dialog', { name: 'Rechazar Registro' });
    await decision.getByLabel('Notas (opcional)').fill('Coincide con operativo especial');
    await decision.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Registro rechazado exitosamente').waitFor();
    await rowOf(rejected).getByText('Rechazado', { exact: true }).waitFor();
    // The approved row kept its chip (only the rejected one changed).
    await expect(rowOf(approved).getByText('Aprobado', { exact: true }).isVisible()).resolves.toBe(true);

    for (const officer of [approved, rejected]) {
      for (const action of [/^Editar /, /^Eliminar /, /^Aprobar /, /^Rechazar /]) {
        await expect(rowOf(officer).getByRole('button', { name: action }).count()).resolves.toBe(0);
      }
      await expect(rowOf(officer).getByRole('button', { name: /^Ver detalle de / }).count()).resolves.toBe(1);
      await expect(rowOf(officer).getByRole('button', { name: /^Ver histórico de / }).count()).resolves.toBe(1);
    }
    const statusOf = async (officer: Officer) => (await api<History<{ status: number; statusNotes: string | null }>>(`rrhh/${officer.id}/vacations`)).data;
    expect(await statusOf(approved)).toEqual([expect.objectContaining({ status: 2, statusNotes: null })]);
    expect(await statusOf(rejected)).toEqual([expect.objectContaining({ status: 3, statusNotes: 'Coincide con operativo especial' })]);

    await rowOf(rejected).getByRole('button', { name: /^Ver detalle de / }).click();
    const detail = page.getByRole('dialog', { name: 'Detalle de Vacación' });
    await detail.getByText('Coincide con operativo especial').waitFor();
    await detail.getByText('Rechazado', { exact: true }).waitFor();
    await context.close();
  });

  it('registers a service commission through the module selector of \'Nueva Vacación\'', async () => {
    const [, , , officer, chief] = await api<Officer[]>('rrhh/search?page=2&pageSize=5&condition=1');
    const granting = await api<Officer>(`rrhh/${chief.id}`);
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/vac-com', 'mgonzalez');
    await page.getByRole('button', { name: 'Nueva Vacación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Vacación' });
    const moduleSelect = dialog.getByRole('combobox', { name: 'Módulo', exact: true });
    await expect(moduleSelect.innerText()).resolves.toBe('Vacaciones');
    await choose(page, 'Módulo', 'Comisión de Servicio');
    await expect(moduleSelect.innerText()).resolves.toBe('Comisión de Servicio');
    // A commission has no granting officer or vacation type, but its own people and organisation.
    await dialog.getByText('Persona que otorga la comisión').waitFor();
    await expect(dialog.getByLabel('Funcionario que otorga').count()).resolves.toBe(0);
    await expect(dialog.getByRole('combobox', { name: 'Tipo de vacación' }).count()).resolves.toBe(0);

    await pickOfficer(page, officer.identification);
    const year = new Date().getFullYear() + 1;
    await typeDate(dateField(dialog, 'Fecha de inicio'), `${year}-04-01`);
    await typeDate(dateField(dialog, 'Fecha fin'), `${year}-06-30`);
    await dialog.getByRole('textbox', { name: 'Motivo', exact: true }).fill('Apoyo al plan de seguridad ciudadana regional');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // The commission's own rules apply.
    await dialog.getByText('La persona que otorga la comisión es requerida').waitFor();
    await dialog.getByText('La persona que solicita la comisión es requerida').waitFor();
    await dialog.getByText('El organismo es requerido').waitFor();

    // The granting person is found by cédula (the officer's id is kept); the requesting one is typed.
    await dialog.getByLabel('Cédula', { exact: true }).nth(0).fill(String(granting.identification));
    await dialog.getByRole('button', { name: 'Buscar funcionario por cédula: Persona que otorga la comisión' }).click();
    const grantingName = [granting.firstName, granting.secondName, granting.firstLastname, granting.secondLastname].filter(Boolean).join(' ');
    await expect.poll(() => dialog.getByLabel('Nombre y apellido').nth(0).inputValue()).toBe(grantingName);
    await dialog.getByLabel('Nombre y apellido').nth(1).fill('Director de la Policía Estadal');
    await dialog.getByRole('textbox', { name: 'Organismo', exact: true }).fill('Policía del Estado Miranda');
    await dialog.getByLabel('Instituciones').fill('Ministerio del Poder Popular para Relaciones Interiores');
    await dialog.getByLabel('Instituciones').press('Enter');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Registro creado exitosamente').waitFor();

    const row = page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) });
    await row.getByText('Comisión de Servicio', { exact: true }).waitFor();
    await row.getByText('90 días').waitFor();
    await row.getByText('Pendiente', { exact: true }).waitFor();
    const commissions = await api<History<Record<string, unknown>>>(`rrhh/${officer.id}/commissions`);
    expect(commissions.data).toEqual([expect.objectContaining({
      typeVacationAndRest: 2,
      idBestower: null,
      dateIn: `${year}-04-01`,
      dateOut: `${year}-06-30`,
      days: 90,
      status: 1,
      numberOfRenew: 0,
      organization1: 'Policía del Estado Miranda',
      institution: ['Ministerio del Poder Popular para Relaciones Interiores'],
      personOfCom: { id: granting.id, name: grantingName, identification: granting.identification },
      personOfApplication: { id: null, name: 'Director de la Policía Estadal', identification: null },
    })]);
    // Not a vacation of the officer.
    expect((await api<History<unknown>>(`rrhh/${officer.id}/vacations`)).data).toEqual([]);

    await row.getByRole('button', { name: /^Ver histórico de / }).click();
    const history = page.getByRole('dialog', { name: 'Histórico de Comisiones de Servicio' });
    await history.getByText('Apoyo al plan de seguridad ciudadana regional').waitFor();
    const card = (label: string) => history.getByText(label, { exact: true }).locator('..');
    await expect(card('Total Registros').innerText()).resolves.toContain('1');
    await expect(card('Total Días').innerText()).resolves.toContain('90');
    await context.close();
  });
});
