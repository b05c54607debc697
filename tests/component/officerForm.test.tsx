// @vitest-environment jsdom
/**
 * The officer registration and edit screen (RRHH §2.1, §5.1, §6, §8): texts, 'Tipo de
 * Personal', the police tab rule, the status banner, the 'Errores en el formulario:'
 * toast (browser validation and server refusals), the update body, Guardar's visibility,
 * Enter not submitting, and an unknown officer.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderForm, storedOfficer, type ApiCall } from './officerFormHarness';
import { typeDate } from './dateInput';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const officer = storedOfficer();
const loadOfficer = (call: ApiCall) => (call.method === 'GET' && call.path === `rrhh/${officer.id}` ? { status: 200, body: { statusCode: 200, data: officer } } : undefined);

/** The status banner of a loaded officer (the loading indicator is a status too). */
async function findBanner() {
  return (await screen.findByText(/Estado del registro/)).closest('[role="status"]') as HTMLElement;
}

describe('OfficerFormPage', { timeout: 60_000 }, () => {
  it('opens in create mode with the title, the text, the six personnel types and the police tab only for type 1', async () => {
    fakeApi(() => undefined);
    const user = renderForm('/home/human-resources/register');
    expect(screen.getByRole('heading', { name: 'Registro de Recursos Humanos' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete el siguiente formulario para registrar.')).toBeInTheDocument();
    const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabNames()).toEqual(['Datos Personales', 'Datos Vinculantes', 'Rasgos Físicos', 'Aspectos Profesionales', 'Carga Familiar', 'Condición de Salud', 'Documentos']);
    expect(screen.getByRole('tab', { name: 'Datos Personales' })).toHaveAttribute('id', 'tab-1');

    await user.click(screen.getByRole('combobox', { name: /Tipo de Personal/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Policiales', 'Administrativos', 'Obreros', 'Contratados', 'Honorarios Profesionales', 'Comisión de servicio']);
    await user.click(screen.getByRole('option', { name: 'Policiales' }));
    expect(tabNames()).toContain('Datos Policiales');
    expect(screen.getByRole('tab', { name: 'Datos Policiales' })).toHaveAttribute('id', 'tab-3');
    await user.click(screen.getByRole('tab', { name: 'Datos Policiales' }));
    expect(screen.getByLabelText('Credencial única')).toBeInTheDocument();

    // Another type removes the police tab and goes back to the personal data.
    await user.click(screen.getByRole('combobox', { name: /Tipo de Personal/ }));
    await user.click(screen.getByRole('option', { name: 'Obreros' }));
    expect(tabNames()).not.toContain('Datos Policiales');
    expect(screen.getByRole('tab', { name: 'Datos Personales' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists every validation message in one "Errores en el formulario:" toast and marks the fields, sending nothing', async () => {
    const calls = fakeApi(() => undefined);
    const user = renderForm('/home/human-resources/register');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByText('Errores en el formulario:');
    const list = within(toast.closest('[role="alert"]') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    expect(list).toEqual(expect.arrayContaining([
      'El Tipo de Personal es requerido',
      'La cédula es requerida',
      'El nombre es requerido',
      'El primer apellido es requerido',
      'El género es requerido',
      'El correo electrónico es requerido',
      'El RIF es requerido',
      'La fecha de nacimiento es requerida',
      'El estado de nacimiento es requerido',
      'El estado civil es requerido',
      'El teléfono es requerido',
      'La dirección es requerida',
      'El estado es requerido',
      'La fecha de ingreso es requerida',
    ]));
    expect(list[0]).toBe('El Tipo de Personal es requerido');
    // One message per field: an empty name is required, not also too short.
    expect(list).not.toContain('El nombre debe tener al menos 2 caracteres');
    // The field itself shows its message too.
    expect(screen.getByLabelText(/Primer nombre/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: 'Datos Personales (con errores)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the rule messages of filled but wrong fields (adult age, email, letters)', async () => {
    fakeApi(() => undefined);
    const user = renderForm('/home/human-resources/register');
    await user.type(screen.getByLabelText(/Primer nombre/), 'J4');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo');
    const today = new Date();
    await typeDate(user, document.body, /Fecha de nacimiento/, `${today.getFullYear() - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = (await screen.findByText('Errores en el formulario:')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('El nombre solo debe contener letras')).toBeInTheDocument();
    expect(within(toast).getByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(within(toast).getByText('Debe ser mayor de edad (18 años)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Edad/)).toHaveValue('10 años');
  });

  it('loads an officer with its status banner and saves it with PUT, keeping fields the form does not show', async () => {
    const loaded = storedOfficer({ sync: true, codeOfCarnet: 'C-77', payrollCode: 'N-1', orderMerit: 12 });
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === 'rrhh/41') return { status: 200, body: { statusCode: 200, data: loaded } };
      if (call.method === 'PUT') return { status: 200, body: { statusCode: 200, message: 'Registro actualizado exitosamente', data: loaded } };
      return undefined;
    });
    const user = renderForm('/home/human-resources/update/41');
    const banner = await findBanner();
    expect(banner).toHaveTextContent('Estado del registro: Aprobado');
    expect(banner).toHaveTextContent('V-15678901 Eulogio Pérez');
    expect(banner.className).toMatch(/Success/);
    expect(screen.getByLabelText(/Primer nombre/)).toHaveValue('Eulogio');

    await user.clear(screen.getByLabelText(/Primer nombre/));
    await user.type(screen.getByLabelText(/Primer nombre/), 'Eulogia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado exitosamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('rrhh/41');
    const body = put?.body as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Eulogia', typeRegister: 1, identification: 15678901, sync: true, codeOfCarnet: 'C-77', payrollCode: 'N-1', orderMerit: 12, numberUpd: 0, rangeAdmin: 0, isEnrrolment: false });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('documents');
    expect(body).not.toHaveProperty('images');
    // The address keeps what the form does not show; the physical record carries the blood type.
    expect(body.address).toEqual([expect.objectContaining({ addressName: 'Urbanización El Cafetal, calle Chivacoa', reference: 'Frente a la plaza' })]);
    expect(body.physical).toMatchObject({ height: 175, bloodType: 3 });
  });

  it('saves once the errors of a refused Guardar are fixed, including list-level ones such as the phone', async () => {
    const calls = fakeApi((call) => (call.method === 'PUT' ? { status: 200, body: { statusCode: 200, message: 'Registro actualizado exitosamente', data: officer } } : loadOfficer(call)));
    const user = renderForm('/home/human-resources/update/41');
    await findBanner();
    const phone = screen.getByLabelText(/^Teléfono \*/);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = (await screen.findByText('Errores en el formulario:')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('El teléfono es requerido')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '02125551234');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado exitosamente')).toBeInTheDocument();
    expect((calls.find((c) => c.method === 'PUT')?.body as { phone: string[] }).phone).toEqual(['02125551234']);
  });

  it('shows the server refusal (409 duplicate cédula) in the same form errors toast', async () => {
    fakeApi((call) => {
      if (call.method === 'PUT') return { status: 409, body: { statusCode: 409, message: 'Ya existe un funcionario registrado con la cédula V-15678901' } };
      return loadOfficer(call);
    });
    const user = renderForm('/home/human-resources/update/41');
    await findBanner();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = (await screen.findByText('Errores en el formulario:')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Ya existe un funcionario registrado con la cédula V-15678901')).toBeInTheDocument();
  });

  it('hides Guardar on larger screens from users who may not register personnel, and shows it to administrators', async () => {
    fakeApi(loadOfficer);
    renderForm('/home/human-resources/query/41', { user: 'readOnly' });
    await findBanner();
    expect(screen.getByLabelText(/Primer nombre/)).toHaveValue('Eulogio');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    cleanup();
    fakeApi(loadOfficer);
    renderForm('/home/human-resources/query/41', { user: 'admin' });
    await findBanner();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('uses a bottom navigation bar on small screens and shows Guardar there to every user', async () => {
    // A phone-sized screen: every max-width media query matches.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }));
    fakeApi(loadOfficer);
    const user = renderForm('/home/human-resources/query/41', { user: 'readOnly' });
    await findBanner();
    expect(screen.queryByRole('tab')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Secciones del formulario' });
    expect(within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Datos Personales', 'Datos Policiales', 'Datos Vinculantes', 'Rasgos Físicos', 'Aspectos Profesionales', 'Carga Familiar', 'Condición de Salud', 'Documentos',
    ]);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Carga Familiar' }));
    expect(screen.getByRole('heading', { name: 'Carga Familiar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar familiar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('refuses the create screen to a user who may not register personnel', () => {
    fakeApi(() => undefined);
    renderForm('/home/human-resources/register', { user: 'readOnly' });
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder al módulo de Recursos Humanos.')).toBeInTheDocument();
  });

  it('does not submit when Enter is pressed in a text input', async () => {
    const calls = fakeApi(loadOfficer);
    const user = renderForm('/home/human-resources/update/41');
    await findBanner();
    await user.type(screen.getByLabelText(/Primer nombre/), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Errores en el formulario:')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says clearly when the officer does not exist', async () => {
    const calls = fakeApi(() => ({ status: 404, body: { statusCode: 404, message: 'Funcionario no encontrado' } }));
    renderForm('/home/human-resources/update/999');
    expect(await screen.findByText('Funcionario no encontrado')).toBeInTheDocument();
    expect(screen.getByText(/No existe ningún funcionario registrado con el identificador 999/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la consulta de personal' })).toHaveAttribute('href', '/home/human-resources/query');
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['rrhh/999']);
    cleanup();
    const none = fakeApi(() => undefined);
    renderForm('/home/human-resources/update/abc');
    expect(await screen.findByText('Funcionario no encontrado')).toBeInTheDocument();
    expect(none).toEqual([]);
  });
});
