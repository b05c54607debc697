// @vitest-environment jsdom
/**
 * Personnel query screen (RRHH §2.2, §2.5, §4, §5.4): access, the table's texts, the row
 * menu by permission, Approve/Reject/Block disabled by status, the confirmations and the
 * bodies they send, and the reject dialog's messages.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import OfficerQueryPage from '../../resources/officers/query/OfficerQueryPage';
import { buildDataInit } from '../../server/catalogues';
import { SessionContext, type DataInit } from '../../src/session/SessionContext';

type Access = 'admin' | 'queryOnly' | 'none';

/** RRHH whole, minus Policial (register, index 0) and Aprobar Personal (index 6) of Ingreso. */
function sessionUser(access: Access): SessionUser {
  const rrhh = toggleNode(emptyPermissionTree(), [0]);
  const queryOnly = toggleNode(toggleNode(rrhh, [0, 0, 0]), [0, 0, 6]);
  const tree = access === 'queryOnly' ? queryOnly : emptyPermissionTree();
  return { id: 1, username: 'u', name: 'Usuario', email: 'u@policia.gob', isAdmin: access === 'admin', role: { id: 9, roleName: 'Prueba', active: true, permissions: toSessionPermissions(tree) } };
}

const officer = (id: number, statusIn: number, firstName: string, firstLastname: string) => ({
  id, identification: 10_000_000 + id, firstName, secondName: null, firstLastname, secondLastname: null, codeRrhh: `COD-${id}`, iapmchCode: `ACT-${id}`,
  typeRegister: 1, statusIn, condition: 1, gender: 1, email: `f${id}@policia.gob`, phone: [], dateIn: '2020-01-01', dependencies: [], subDependencies: [], positions: [], createdAt: '2024-01-01',
});

const ROWS = [officer(1, 1, 'Ana', 'Pendiente'), officer(2, 2, 'Beto', 'Aprobado'), officer(3, 3, 'Carla', 'Rechazada'), officer(4, 4, 'Dario', 'Bloqueado')];

interface Call { method: string; url: string; body: unknown }

function stubApi(rows = ROWS) {
  const calls: Call[] = [];
  const reply = (body: unknown, status = 200) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'PATCH') {
      const statusIn = (JSON.parse(String(init.body)) as { statusIn: number }).statusIn;
      const message = statusIn === 4 ? 'Policía bloqueado exitosamente' : 'Policía aprobado exitosamente';
      return reply({ statusCode: 200, message, data: { id: 1, statusIn } });
    }
    return reply({ statusCode: 200, data: rows, meta: { total_elements: rows.length, total_pages: 1, page_number: 1, page_size: 10 } });
  }));
  return calls;
}

function DetailProbe() {
  return <p>Detalle {useParams().id}</p>;
}

function renderPage(access: Access = 'admin', entry = '/home/human-resources/query') {
  const session = { user: sessionUser(access), dataInit: buildDataInit('1') as unknown as DataInit };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="/home/human-resources/query" element={<OfficerQueryPage />} />
            <Route path="/home/human-resources/details/:id" element={<DetailProbe />} />
          </Routes>
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  return screen.findByRole('menu');
}

const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OfficerQueryPage', () => {
  it('denies a user without RRHH > Ingreso > Consulta', () => {
    const calls = stubApi();
    renderPage('none');
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder al módulo de Recursos Humanos.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the title, breadcrumb, columns, cédulas and the range text', async () => {
    const calls = stubApi();
    renderPage();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consulta de Recursos Humanos' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByText('Inicio')).toBeInTheDocument();
    expect(within(crumbs).getByText('Recursos Humanos')).toBeInTheDocument();
    expect(within(crumbs).getByText('Consultas')).toBeInTheDocument();
    for (const header of ['Código del Funcionario', 'Código ACTUAL', 'Tipo de Personal', 'Cédula', 'Nombre', 'Apellido', 'Condición', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('V-10000001')).toBeInTheDocument();
    expect(screen.getByText('1 - 4 de 4')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/rrhh/search?page=1&pageSize=10');
  });

  it('says so when nothing is found, and reads the filters from the URL', async () => {
    const calls = stubApi([]);
    renderPage('admin', '/home/human-resources/query?lastnames=perez&statusIn=2&identification=V-123');
    expect(await screen.findByText('No existen registros')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Apellidos' })).toHaveValue('perez');
    expect(calls[0].url).toBe('/api/rrhh/search?identification=123&lastnames=perez&statusIn=2&page=1&pageSize=10');
  });

  it('disables Approve in status 1, Reject in 2 and Block in 4', async () => {
    stubApi();
    const user = renderPage();
    const expected: [string, { Aprobar: boolean; Rechazar: boolean; Bloquear: boolean }][] = [
      ['Ana Pendiente', { Aprobar: true, Rechazar: false, Bloquear: false }],
      ['Beto Aprobado', { Aprobar: false, Rechazar: true, Bloquear: false }],
      ['Carla Rechazada', { Aprobar: false, Rechazar: false, Bloquear: false }],
      ['Dario Bloqueado', { Aprobar: false, Rechazar: false, Bloquear: true }],
    ];
    for (const [name, disabled] of expected) {
      const menu = await openMenu(user, name);
      for (const [action, isDisabled] of Object.entries(disabled)) {
        expect(item(menu, action).getAttribute('aria-disabled') === 'true', `${action} for ${name}`).toBe(isDisabled);
      }
      expect(item(menu, 'Ver Detalles')).not.toHaveAttribute('aria-disabled');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });

  it('leaves out edit, status changes, delete and register without those permissions', async () => {
    stubApi();
    const user = renderPage('queryOnly');
    const menu = await openMenu(user, 'Ana Pendiente');
    const names = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
    expect(names).toEqual(expect.arrayContaining(['Ver Detalles', 'Código QR']));
    for (const hidden of ['Editar', 'Aprobar', 'Rechazar', 'Bloquear', 'Eliminar']) expect(names).not.toContain(hidden);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Registrar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeInTheDocument();
  });

  it('approves after confirmation with statusIn 2 and the motive Aprobado', async () => {
    const calls = stubApi();
    const user = renderPage();
    await user.click(item(await openMenu(user, 'Carla Rechazada'), 'Aprobar'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar acción' });
    expect(within(dialog).getByText('¿Desea aprobar al funcionario Carla Rechazada?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Policía aprobado exitosamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/rrhh/3/status', body: { statusIn: 2, motive: 'Aprobado', typeBlock: null } }]);
    // The list is asked again so the row shows its new state.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('blocks after confirmation with statusIn 4 and the motive Bloqueo; cancelling sends nothing', async () => {
    const calls = stubApi();
    const user = renderPage();
    await user.click(item(await openMenu(user, 'Beto Aprobado'), 'Bloquear'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmar acción' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(item(await openMenu(user, 'Beto Aprobado'), 'Bloquear'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmar acción' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Policía bloqueado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/rrhh/2/status', body: { statusIn: 4, motive: 'Bloqueo', typeBlock: null } });
  });

  it('rejects only with a type of rejection and a motive, and sends statusIn 3', async () => {
    const calls = stubApi();
    const user = renderPage();
    await user.click(item(await openMenu(user, 'Ana Pendiente'), 'Rechazar'));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar Funcionario' });
    expect(within(dialog).getByLabelText('Motivo (opcional)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Debe seleccionar un tipo de rechazo')).toBeInTheDocument();
    expect(await screen.findByText('Debe especificar un motivo para el rechazo')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Tipo de rechazo/ }));
    await user.click(await screen.findByRole('option', { name: 'Registro duplicado' }));
    expect(within(dialog).queryByText('Debe seleccionar un tipo de rechazo')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.getAllByText('Debe especificar un motivo para el rechazo').length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Cédula ya registrada');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Policía aprobado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/rrhh/1/status', body: { statusIn: 3, motive: 'Cédula ya registrada', typeBlock: 3 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rechazar Funcionario' })).toBeNull());
  });

  it('opens the detail from a row click', async () => {
    stubApi();
    const user = renderPage();
    await user.click(await screen.findByText('Dario'));
    expect(await screen.findByText('Detalle 4')).toBeInTheDocument();
  });

  it('opens the detail from Ver Detalles without the row click firing twice', async () => {
    stubApi();
    const user = renderPage();
    await user.click(item(await openMenu(user, 'Beto Aprobado'), 'Ver Detalles'));
    expect(await screen.findByText('Detalle 2')).toBeInTheDocument();
  });
});
