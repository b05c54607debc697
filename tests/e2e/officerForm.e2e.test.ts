/**
 * Registering an officer through the tabs in Chromium (RRHH §2.1): the validation toast
 * on an incomplete form, then personal data, an education item, a family member and a
 * PDF document; Guardar lands on /home/human-resources/update/{id}, and after a reload
 * the stored document, the family member and the computed grade are there.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';
import { dateField, typeDate } from './support/dates';
import { pickOption } from './support/listbox';

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

/** Opens a MUI select by its label and picks an option. */
async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await pickOption(page, option);
}

/** A tiny valid PDF (the server checks the content, not only the name). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('officer registration form', () => {
  it('registers an officer with an education item, a family member and a PDF document', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/human-resources/register');
    await page.getByRole('heading', { name: 'Registro de Recursos Humanos', level: 1 }).waitFor();
    await page.getByText('Por favor, complete el siguiente formulario para registrar.').waitFor();

    // An incomplete form is refused with every message.
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Errores en el formulario:' });
    await toast.waitFor();
    await expect(toast.getByText('El Tipo de Personal es requerido').isVisible()).resolves.toBe(true);
    await expect(toast.getByText('La cédula es requerida').isVisible()).resolves.toBe(true);
    expect(page.url()).toContain('/home/human-resources/register');

    const identification = String(27_000_000 + (Date.now() % 900_000));
    await choose(page, page, /^Tipo de Personal/, 'Policiales');
    await page.getByLabel(/^Cédula de identidad/).fill(identification);
    await page.getByLabel(/^Primer nombre/).fill('Yusmary');
    await page.getByLabel(/^Primer apellido/).fill('Ñáñez');
    await choose(page, page, /^Género/, 'Femenino');
    await choose(page, page, /^Estado civil/, 'Soltero(a)');
    await page.getByLabel(/^Correo electrónico/).fill(`yusmary.${identification}@correo.com`);
    await page.getByLabel(/^RIF/).fill(`V${identification}0`);
    await typeDate(dateField(page, /^Fecha de nacimiento/), '1992-07-15');
    await typeDate(dateField(page, /^Fecha de ingreso/), '2016-02-01');
    await choose(page, page, /^Estado de nacimiento/, 'Miranda');
    await choose(page, page, /^Municipio de nacimiento/, 'Baruta');
    await page.getByLabel(/^Teléfono\s*\*?$/).fill('04141234567');
    await page.getByLabel(/^Dirección\s*\*?$/).fill('Urbanización Las Minas, calle 3, casa 12');
    await choose(page, page, /^Estado\s*\*?$/, 'Miranda');
    await choose(page, page, /^Municipio\s*\*?$/, 'Baruta');
    await expect(page.getByLabel('Edad').inputValue()).resolves.toMatch(/^\d+ años$/);

    await page.getByRole('tab', { name: 'Datos Policiales' }).click();
    await choose(page, page, /^Rango/, 'Oficial Agregado');
    await page.getByLabel('Credencial única').fill('CU-2016-4471');

    await page.getByRole('tab', { name: 'Aspectos Profesionales' }).click();
    await page.getByRole('button', { name: 'Agregar estudio' }).click();
    const study = page.getByRole('dialog', { name: 'Agregar Aspecto Profesional' });
    await choose(page, study, /^Grado de instrucción/, 'Universitario (Licenciatura o Ingeniería)');
    await study.getByLabel(/^Profesión o título/).fill('Abogada');
    await study.getByRole('textbox', { name: /^Institución/ }).fill('Universidad Central de Venezuela');
    await study.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('cell', { name: 'Abogada', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Carga Familiar' }).click();
    await page.getByRole('button', { name: 'Agregar familiar' }).click();
    const member = page.getByRole('dialog', { name: 'Miembro Familiar' });
    await member.getByLabel(/^Cédula/).fill(String(Number(identification) + 40_000_000));
    await member.getByLabel(/^Primer nombre/).fill('Carmen');
    await member.getByLabel(/^Primer apellido/).fill('Ñáñez');
    await choose(page, member, /^Género/, 'Femenino');
    await typeDate(dateField(member, /^Fecha de nacimiento/), '1965-03-02');
    await choose(page, member, /^Parentesco/, 'Madre');
    await choose(page, member, /^Estado civil/, 'Viudo(a)');
    await member.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('row', { name: /Carmen/ }).waitFor();

    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByLabel('Agregar Archivos').isDisabled()).resolves.toBe(true);
    await choose(page, page, /^Tipo de Archivo/, 'Cédula de Identidad');
    await page.getByLabel('Agregar Archivos').setInputFiles({ name: 'cedula-escaneada.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('row', { name: /cedula-escaneada\.pdf/ }).getByText('Pendiente').waitFor();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Registro creado exitosamente').waitFor();
    await page.waitForURL(/\/home\/human-resources\/update\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(0);

    await page.reload();
    await page.getByText(/Estado del registro: Pendiente/).waitFor();
    await expect(page.getByLabel(/^Primer apellido/).inputValue()).resolves.toBe('Ñáñez');
    await expect(page.getByLabel('Grado de instrucción').inputValue()).resolves.toBe('Universitario (Licenciatura o Ingeniería)');
    await page.getByRole('tab', { name: 'Carga Familiar' }).click();
    await page.getByRole('row', { name: /Carmen/ }).waitFor();
    await page.getByRole('tab', { name: 'Documentos' }).click();
    const stored = page.getByRole('row', { name: /cedula-escaneada\.pdf/ });
    await stored.getByText('Guardado').waitFor();
    await expect(stored.getByText('Cédula de Identidad').isVisible()).resolves.toBe(true);
    await context.close();
  }, 150_000);
});
