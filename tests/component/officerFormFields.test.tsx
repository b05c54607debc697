// @vitest-environment jsdom
/**
 * The tricky inputs of the officer form (RRHH §2.1, §3.5, §4, §5.2): state → municipality
 * → parish, dependencies → sub-dependencies, the switches that clear their lists and
 * values, the computed grade, the professional modal and the 'Miembro Familiar' modal.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderForm, storedOfficer, type ApiCall } from './officerFormHarness';
import { typeDate } from './dateInput';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A fake API that stores what PUT sends, so the reload after saving reads it back. */
function editApi(initial = storedOfficer()) {
  let officer = initial;
  return fakeApi((call: ApiCall) => {
    if (call.method === 'GET' && call.path === `rrhh/${officer.id}`) return { status: 200, body: { statusCode: 200, data: officer } };
    if (call.method === 'PUT') {
      officer = { ...officer, ...(call.body as object) };
      return { status: 200, body: { statusCode: 200, message: 'Registro actualizado exitosamente', data: officer } };
    }
    return undefined;
  });
}

async function saveAndGetBody(user: UserEvent, calls: ApiCall[]) {
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await screen.findByText('Registro actualizado exitosamente');
  return calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
}

describe('officer form inputs', { timeout: 90_000 }, () => {
  it('enables municipality only after a state and parish only after a municipality, clearing children when a parent changes', async () => {
    fakeApi(() => undefined);
    const user = renderForm('/home/human-resources/register');
    const municipality = () => screen.getByRole('combobox', { name: /^Municipio de nacimiento/ });
    const parish = () => screen.getByRole('combobox', { name: /^Parroquia de nacimiento/ });
    expect(municipality()).toHaveAttribute('aria-disabled', 'true');
    expect(parish()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Seleccione primero el estado de nacimiento')).toBeInTheDocument();

    await choose(user, /^Estado de nacimiento/, 'Miranda');
    expect(municipality()).not.toHaveAttribute('aria-disabled');
    expect(parish()).toHaveAttribute('aria-disabled', 'true');
    await user.click(municipality());
    const municipalities = screen.getAllByRole('option').map((o) => o.textContent);
    expect(municipalities).toContain('Baruta');
    expect(municipalities).not.toContain('Atures'); // Amazonas
    await user.click(screen.getByRole('option', { name: 'Baruta' }));
    await choose(user, /^Parroquia de nacimiento/, 'El Cafetal');
    expect(parish()).toHaveTextContent('El Cafetal');

    await choose(user, /^Estado de nacimiento/, 'Amazonas');
    expect(municipality()).not.toHaveTextContent('Baruta');
    expect(parish()).toHaveAttribute('aria-disabled', 'true');
    await user.click(municipality());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Atures');
  });

  it('offers the sub-dependencies of the chosen dependencies only, and drops them with their dependency', async () => {
    const calls = editApi();
    const user = renderForm('/home/human-resources/update/41');
    const subDependencies = await screen.findByRole('combobox', { name: 'Sub dependencias' });
    expect(subDependencies).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Dependencias' }));
    await user.click(await screen.findByRole('option', { name: 'Dirección de Operaciones' }));
    await user.click(subDependencies);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('División de Patrullaje');
    expect(options).not.toContain('División de Nómina');
    await user.click(screen.getByRole('option', { name: 'División de Patrullaje' }));
    await user.click(screen.getByRole('combobox', { name: 'Cargos' }));
    await user.click(await screen.findByRole('option', { name: 'Analista' }));
    const body = await saveAndGetBody(user, calls);
    expect(body.dependencies).toEqual([{ value: 4, label: 'Dirección de Operaciones' }]);
    expect(body.subDependencies).toEqual([{ value: 401, label: 'División de Patrullaje' }]);
    expect(body.positions).toEqual([{ value: 8, label: 'Analista' }]);

    // Removing the dependency removes its sub-dependency.
    expect(screen.getByText('División de Patrullaje')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Dependencias' }));
    await user.keyboard('{Escape}{Backspace}');
    await waitFor(() => expect(screen.queryByText('División de Patrullaje')).toBeNull());
    expect(screen.queryByText('Dirección de Operaciones')).toBeNull();
  });

  it('empties a list when its switch is turned off and clears the housing type with its switch', async () => {
    const calls = editApi();
    const user = renderForm('/home/human-resources/update/41');
    await user.click(await screen.findByRole('tab', { name: 'Datos Vinculantes' }));
    expect(screen.getByLabelText('Idioma 1')).toHaveValue('Inglés');
    await user.click(screen.getByRole('button', { name: 'Agregar idioma' }));
    await user.type(screen.getByLabelText('Idioma 2'), 'Francés');
    await user.click(screen.getByRole('switch', { name: '¿Habla otro idioma?' }));
    expect(screen.queryByLabelText('Idioma 1')).toBeNull();
    await user.click(screen.getByRole('switch', { name: '¿Habla otro idioma?' }));
    expect(screen.queryByLabelText('Idioma 1')).toBeNull();
    expect(screen.getByText('Sin elementos registrados')).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Tipo de vivienda' })).toHaveTextContent('Apartamento');
    await user.click(screen.getByRole('switch', { name: '¿Tiene vivienda propia?' }));
    expect(screen.getByRole('combobox', { name: 'Tipo de vivienda' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Tipo de vivienda' })).not.toHaveTextContent('Apartamento');

    await user.click(screen.getByRole('tab', { name: 'Condición de Salud' }));
    const allergies = screen.getByRole('radiogroup', { name: '¿Tiene alergias?' });
    expect(screen.getByLabelText('Alergia 1')).toHaveValue('Penicilina');
    await user.click(within(allergies).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('Alergia 1')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Rasgos Físicos' }));
    expect(screen.getByLabelText('Ubicación de los tatuajes')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: '¿Tiene tatuajes?' }));
    expect(screen.getByLabelText('Ubicación de los tatuajes')).toBeEnabled();
    await user.type(screen.getByLabelText('Ubicación de los tatuajes'), 'Brazo izquierdo');

    const body = await saveAndGetBody(user, calls);
    expect(body).toMatchObject({ haveAnotherLanguage: true, language: [], haveHoused: false, housingType: null });
    expect(body.physical).toMatchObject({ haveAllergy: false, allergies: [], haveTattoo: true, whereTattoo: 'Brazo izquierdo' });
  });

  it('holds at most five items in a list', async () => {
    editApi();
    const user = renderForm('/home/human-resources/update/41');
    await user.click(await screen.findByRole('tab', { name: 'Condición de Salud' }));
    const add = screen.getByRole('button', { name: 'Agregar alergia' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(screen.getByLabelText('Alergia 5')).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('computes the grade from the highest professional type, through the add and edit modal', async () => {
    const calls = editApi();
    const user = renderForm('/home/human-resources/update/41');
    const grade = await screen.findByLabelText('Grado de instrucción');
    expect(grade).toHaveValue('Bachiller');
    expect(grade).toHaveAttribute('readonly');

    await user.click(screen.getByRole('tab', { name: 'Aspectos Profesionales' }));
    await user.click(screen.getByRole('button', { name: 'Agregar estudio' }));
    let dialog = screen.getByRole('dialog', { name: 'Agregar Aspecto Profesional' });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('El grado de instrucción es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('El campo profesión es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('La institución es requerida')).toBeInTheDocument();
    await choose(user, /^Grado de instrucción/, 'Maestría');
    await user.type(within(dialog).getByLabelText(/Profesión o título/), 'Criminología');
    await user.type(within(dialog).getByRole('textbox', { name: /^Institución/ }), 'UCV');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('cell', { name: 'Criminología' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Criminología' }));
    dialog = screen.getByRole('dialog', { name: 'Editar Aspecto Profesional' });
    expect(within(dialog).getByLabelText(/Profesión o título/)).toHaveValue('Criminología');
    await choose(user, /^Grado de instrucción/, 'Especialización');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Datos Personales' }));
    expect(screen.getByLabelText('Grado de instrucción')).toHaveValue('Especialización');
    const body = await saveAndGetBody(user, calls);
    expect(body.profesionality).toEqual([
      expect.objectContaining({ type: 2, title: 'Bachiller en Ciencias' }),
      expect.objectContaining({ type: 6, title: 'Criminología', institution: 'UCV' }),
    ]);
  });

  it('validates the Miembro Familiar modal with the spec messages and adds, edits and deletes rows', async () => {
    const calls = editApi();
    const user = renderForm('/home/human-resources/update/41');
    await user.click(await screen.findByRole('tab', { name: 'Carga Familiar' }));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Cédula', 'Nombre', 'Apellido', 'Género', 'Fecha de nacimiento', 'Profesión', 'Parentesco', 'Estado civil', 'Funcionario', 'Grupo sanguineo', 'Eliminar']);

    await user.click(screen.getByRole('button', { name: 'Agregar familiar' }));
    const dialog = screen.getByRole('dialog', { name: 'Miembro Familiar' });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    for (const message of ['La cédula es requerida', 'El nombre es requerido', 'El primer apellido es requerido', 'El género es requerido', 'La fecha de nacimiento es requerida', 'El estado civil es requerido']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/^Cédula/), '0');
    await user.type(within(dialog).getByLabelText(/^Primer nombre/), 'A');
    await user.type(within(dialog).getByLabelText(/^Segundo nombre/), 'L2');
    await user.type(within(dialog).getByLabelText(/^Primer apellido/), 'D3');
    await user.type(within(dialog).getByLabelText(/^Profesión/), 'Ing3');
    await user.type(within(dialog).getByLabelText(/^Pasaporte/), 'ab12');
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '04a');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    for (const message of [
      'La cédula debe ser mayor a 0',
      'El nombre debe tener al menos 2 caracteres',
      'El segundo nombre solo debe contener letras',
      'El primer apellido solo debe contener letras',
      'La profesión solo debe contener letras',
      'El pasaporte debe contener solo letras mayúsculas y números',
      'El teléfono debe contener solo números',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.clear(within(dialog).getByLabelText(/^Teléfono/));
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '0414');
    expect(await within(dialog).findByText('El teléfono debe tener al menos 7 dígitos')).toBeInTheDocument();

    for (const [label, value] of [[/^Cédula/, '30111222'], [/^Primer nombre/, 'Ana'], [/^Segundo nombre/, 'Lucía'], [/^Primer apellido/, 'Díaz'], [/^Profesión/, 'Ingeniera'], [/^Pasaporte/, 'AB12'], [/^Teléfono/, '04141112233']] as const) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await choose(user, /^Género/, 'Femenino');
    await typeDate(user, dialog, /^Fecha de nacimiento/, '2001-05-20');
    await choose(user, /^Parentesco/, 'Hijo(a)');
    await choose(user, /^Estado civil/, 'Soltero(a)');
    await user.click(within(dialog).getByRole('radio', { name: 'Funcionario' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('row', { name: 'Editar familiar Ana Lucía Díaz' });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 10)).toEqual(['V-30111222', 'Ana Lucía', 'Díaz', 'Femenino', '20/05/2001', 'Ingeniera', 'Hijo(a)', 'Soltero(a)', 'Funcionario', '']);

    // A second member with the same cédula is refused in the modal.
    await user.click(screen.getByRole('button', { name: 'Agregar familiar' }));
    const second = screen.getByRole('dialog', { name: 'Miembro Familiar' });
    await user.type(within(second).getByLabelText(/^Cédula/), '30111222');
    await user.type(within(second).getByLabelText(/^Primer nombre/), 'Otra');
    await user.type(within(second).getByLabelText(/^Primer apellido/), 'Persona');
    await choose(user, /^Género/, 'Femenino');
    await typeDate(user, second, /^Fecha de nacimiento/, '2003-01-02');
    await choose(user, /^Estado civil/, 'Soltero(a)');
    await user.click(within(second).getByRole('button', { name: 'Agregar' }));
    expect(await within(second).findByText('Ya existe un familiar con esta cédula en la carga familiar')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Cancelar' }));

    // Edit mode opens from the row.
    await user.click(row);
    const edit = screen.getByRole('dialog', { name: 'Miembro Familiar' });
    expect(within(edit).getByLabelText(/^Primer nombre/)).toHaveValue('Ana');
    await user.clear(within(edit).getByLabelText(/^Primer nombre/));
    await user.type(within(edit).getByLabelText(/^Primer nombre/), 'Anabel');
    await user.click(within(edit).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    let body = await saveAndGetBody(user, calls);
    expect(body.family).toEqual([expect.objectContaining({ identification: 30111222, firstName: 'Anabel', secondName: 'Lucía', isCivil: false, parentage: 3, numberPassport: 'AB12', dateBirth: '2001-05-20' })]);

    await user.click(screen.getByRole('button', { name: 'Eliminar familiar Anabel Lucía Díaz' }));
    expect(screen.getByText('No hay familiares registrados')).toBeInTheDocument();
    calls.length = 0;
    body = await saveAndGetBody(user, calls);
    expect(body.family).toEqual([]);
  });
});
