/**
 * Disciplinary cases in Chromium (spec 3 §2.3, §4.2, §5.1, §8.1, §2.12; RRHH §2.2): an
 * OIDP case with its §5.1 messages; an ICAP case with an officer found by cédula, a
 * vehicle by plate, a gun by serial, a document and the OIDP case linked through
 * 'Seleccionar OIDP'; sending it to the council after the confirmation; a sanction; the
 * case in the officer's disciplinary history; and the dashboard's charts.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { api, choose, demoIdentification } from './support/gunparkAssets';
import { dateFieldByName, typeDate } from './support/dates';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');
/** Screenshots for a person to look at, in the system's temporary folder. */
const shot = (name: string) => join(tmpdir(), `disciplinary-${name}.png`);

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

describe('disciplinary', () => {
  it('OIDP case → ICAP case with involved records → council → sanction → officer history', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/disciplinary/penal/cases');
    await page.getByRole('heading', { level: 1, name: 'OIDP' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo Caso OIDP' }).click();
    let dialog = page.getByRole('dialog', { name: /Nuevo Caso OIDP/ });
    for (const section of ['1. Datos de la investigación', '2. Datos del procedimiento disciplinario de destitución', '3. Resultado de la investigación', '4. Consejo disciplinario', '5. Observaciones generales']) {
      await dialog.getByRole('heading', { name: section }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    for (const message of ['La fecha de conocimiento del hecho es requerida', 'Los hechos presuntos son requeridos', 'El tipo de falta es requerido', 'La fecha de la última diligencia es requerida']) {
      await dialog.getByText(message).waitFor();
    }
    const fill = async (name: string, value: string) => dialog.locator(`[name=${name}]`).fill(value);
    await typeDate(dateFieldByName(dialog, 'dateKnowledgeFact'), '2026-02-27');
    await typeDate(dateFieldByName(dialog, 'dateStartInvestigation'), '2026-03-01');
    await fill('presumedFacts', 'Presunta extorsión en la alcabala E2E');
    await typeDate(dateFieldByName(dialog, 'dateNotificationOfficer'), '2026-03-03');
    await fill('numeralArticle102', '6');
    await choose(dialog, page, 'Tipo de falta', 'Falta Grave');
    await choose(dialog, page, 'Estado de la investigación', 'En Curso');
    await fill('investigationSpecify', 'Entrevistas a testigos');
    await typeDate(dateFieldByName(dialog, 'dateLastDiligence'), '2026-03-10');
    await fill('descriptionOfCase', 'Caso OIDP de prueba E2E');
    await page.screenshot({ path: shot('oidp-form'), fullPage: true });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // Spec 3 §8.1: the OIDP form's own wording (the ICAP form says 'Caso disciplinario …').
    await page.getByText('Caso creado exitosamente').waitFor();
    const oidp = (await api<{ numberOfCase: string }[]>(page, 'GET', 'disciplinary?typeDisciplinary=2&search=OIDP%20de%20prueba%20E2E')).data[0];
    expect(oidp.numberOfCase).toMatch(/^OIDP-\d{4}-\d{5}$/);

    const identification = await demoIdentification(page, 'gunpark/officer-assignments', 3);
    const vehicle = (await api<{ plate: string; codeVehicle: string }[]>(page, 'GET', 'vehicle?page=1&pageSize=1')).data[0];
    const gun = (await api<{ serial: string; codeGun: string }[]>(page, 'GET', 'gunpark/guns?page=1&pageSize=1')).data[0];
    await page.goto('/home/disciplinary/icap');
    await page.getByRole('heading', { level: 1, name: 'ICAP' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo Caso ICAP' }).click();
    dialog = page.getByRole('dialog', { name: /Nuevo Caso ICAP/ });
    await fill('victim', 'Víctima Prueba E2E');
    await fill('office', 'Oficina Central');
    await fill('fault', 'Abuso de autoridad');
    await dialog.getByRole('button', { name: 'Buscar' }).first().click();
    await dialog.getByText('La cédula es requerida').waitFor();
    await dialog.getByRole('textbox', { name: 'Cédula del funcionario', exact: true }).fill(String(identification));
    await dialog.getByRole('button', { name: 'Buscar' }).first().click();
    await dialog.getByText(new RegExp(`V-${identification} — `)).waitFor();
    const vehicles = dialog.getByRole('heading', { name: 'Vehículos' }).locator('..');
    await vehicles.getByRole('button', { name: 'Buscar' }).click();
    await vehicles.getByText('El código del vehículo es requerido').waitFor();
    await vehicles.getByRole('button', { name: 'Placa' }).click();
    await vehicles.getByRole('textbox').fill('NOEXISTE1');
    await vehicles.getByRole('button', { name: 'Buscar' }).click();
    await vehicles.getByText('No se encontró el vehículo con esa placa').waitFor();
    await vehicles.getByRole('textbox').fill(vehicle.plate);
    await vehicles.getByRole('button', { name: 'Buscar' }).click();
    await vehicles.getByText(new RegExp(vehicle.plate)).waitFor();
    const guns = dialog.getByRole('heading', { name: 'Armas' }).locator('..');
    await guns.getByRole('button', { name: 'Serial' }).click();
    await guns.getByRole('textbox').fill(gun.serial);
    await guns.getByRole('button', { name: 'Buscar' }).click();
    await guns.getByText(new RegExp(gun.serial)).waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'acta-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Seleccionar OIDP' }).click();
    const selector = page.getByRole('dialog', { name: 'Seleccionar Caso OIDP' });
    await selector.getByRole('textbox', { name: 'Buscar por número o descripción' }).fill(oidp.numberOfCase);
    await selector.getByRole('row', { name: new RegExp(oidp.numberOfCase) }).getByRole('button', { name: 'Seleccionar' }).click();
    await dialog.getByText(new RegExp(`${oidp.numberOfCase} — Caso OIDP de prueba E2E`)).waitFor();
    await page.screenshot({ path: shot('icap-form'), fullPage: true });
    await dialog.getByRole('button', { name: 'Abrir Expediente' }).click();
    await page.getByText('Caso disciplinario creado exitosamente').waitFor();

    await page.getByPlaceholder('Buscar por número de caso o víctima').fill('Prueba E2E');
    const row = page.getByRole('row', { name: /Víctima Prueba E2E/ });
    await row.waitFor();
    const number = (await row.getByRole('cell').first().innerText()).trim();
    expect(number).toMatch(/^ICAP-\d{4}-\d{5}$/);
    await row.getByRole('button', { name: `Editar ${number}` }).click();
    dialog = page.getByRole('dialog', { name: /Editar Caso ICAP/ });
    await dialog.getByText('acta-e2e.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Enviar a Consejo Disciplinario' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a Consejo Disciplinario' });
    await confirm.getByText(/Esta acción es irreversible/).waitFor();
    await confirm.getByRole('button', { name: 'Enviar a Consejo Disciplinario' }).click();
    await page.getByText('Caso disciplinario actualizado exitosamente').waitFor();
    await row.getByText('Sí', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Asignar Sanción ${number}` }).click();
    const sanction = page.getByRole('dialog', { name: /Asignar Sanción/ });
    await choose(sanction, page, 'Tipo de sanción', 'Amonestación Escrita');
    await sanction.getByRole('textbox', { name: 'Sanción' }).fill('Amonestación escrita por abuso de autoridad');
    await sanction.getByRole('button', { name: 'Asignar' }).click();
    await page.getByText('Sanción asignada exitosamente').waitFor();

    await row.getByRole('button', { name: `Ver Detalles ${number}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Detalle del Caso ${number}`) });
    await detail.getByText(new RegExp(vehicle.plate)).waitFor();
    await detail.getByText('Enviado a Consejo Disciplinario').waitFor();
    await page.screenshot({ path: shot('detail') });
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await page.screenshot({ path: shot('icap-list') });

    const officer = (await api<{ id: number }>(page, 'GET', `rrhh/identification/${identification}`)).data;
    const cases = (await api<{ numberOfCase: string; sanction: string }[]>(page, 'GET', `disciplinary/cases-by-officer/${officer.id}`)).data;
    expect(cases.find((c) => c.numberOfCase === number)?.sanction).toBe('Amonestación escrita por abuso de autoridad');
    await context.close();
  }, 300_000);

  it('draws the dashboard from the demo cases', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/disciplinary/statistics');
    await page.getByRole('heading', { level: 1, name: 'Estadísticas Disciplinarias' }).waitFor();
    for (const title of ['Casos por tipo', 'Casos por estado', 'Oficinas (top 10)', 'Faltas más frecuentes (top 10)', 'Casos por mes (últimos 12 meses)', 'Funcionarios con más casos']) {
      await page.getByText(title, { exact: true }).waitFor();
    }
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(6);
    await page.screenshot({ path: shot('dashboard'), fullPage: true });
    await context.close();
  }, 120_000);
});
