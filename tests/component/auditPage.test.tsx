// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import AuditPage from '../../src/pages/audits/AuditPage';
import { SessionContext, type DataInit } from '../../src/session/SessionContext';
import { typeDate } from './dateInput';

// MUI tables are heavy in jsdom: give async queries room on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const dataInit: DataInit = { version: '1.0.0-test', rrhh: {}, configuration: {}, states: [] };

function userWith(modules: number[], isAdmin = false): SessionUser {
  return {
    id: 7,
    username: 'auditor',
    name: 'Auditor',
    email: 'auditor@policia.test',
    isAdmin,
    role: {
      id: 3,
      roleName: 'Auditor',
      active: true,
      permissions: { modules: modules.map((id) => ({ id, selected: true, subModules: [] })) },
    },
  };
}

const entries = [
  {
    id: 101,
    created_at: '2026-03-05T14:03:22.000Z',
    user_id: 1,
    user_name: 'admin',
    origin: 'http://localhost:5173',
    endpoint: '/api/users',
    method: 'POST',
    statusCode: 201,
    responseTime: 42,
    req: { body: { username: 'nuevo', roleId: 2, isAdmin: false }, query: {}, headers: { 'content-type': 'application/json' } },
    res: { body: { statusCode: 201, message: 'Usuario guardado exitosamente' }, headers: { 'x-app-version': '1.0.0' } },
  },
  {
    id: 100,
    created_at: '2026-03-05T14:00:00.000Z',
    user_id: null,
    user_name: null,
    origin: '127.0.0.1',
    endpoint: '/api/auth/login',
    method: 'POST',
    statusCode: 401,
    responseTime: 7,
    req: { body: { username: 'x', password: '[REDACTADO]' }, query: {}, headers: {} },
    res: { body: { statusCode: 401 }, headers: {} },
  },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchSpy: MockInstance<typeof fetch>;

/** URLs requested so far, parsed. */
const requested = () => fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
const auditCalls = () => requested().filter((u) => u.pathname === '/api/audits');

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/audits') {
      return json({ statusCode: 200, data: entries, meta: { total_elements: 2, total_pages: 1, page_number: 1, page_size: 10 } });
    }
    if (url.pathname === '/api/users/search/autocomplete') {
      return json({ statusCode: 200, data: { items: [{ id: 5, username: 'jperez', name: 'Juan', lastName: 'Pérez' }] } });
    }
    if (url.pathname === '/api/audits/months') {
      return json({ statusCode: 200, data: { online: ['2025-12', '2026-01'], archived: ['2024-11', '2025-11'], retentionMonths: 12 } });
    }
    if (url.pathname === '/api/audits/endpoints/autocomplete') {
      return json({ statusCode: 200, data: { items: [{ label: '/api/users', value: '/api/users' }] } });
    }
    return json({ statusCode: 404, message: 'Recurso no encontrado.' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPage(user: SessionUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
      <SessionContext.Provider value={{ user, dataInit }}>
        <AuditPage />
      </SessionContext.Provider>
    </AdminContext>,
  );
}

describe('AuditPage', () => {
  it('renders the breadcrumb and the rows with their human description', async () => {
    renderPage(userWith([9]));
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', expect.stringContaining('/home'));
    expect(within(breadcrumb).getByText('Auditoría')).toBeInTheDocument();

    expect(await screen.findByText('Usuarios: Creación')).toBeInTheDocument();
    expect(screen.getByText('Inicio de sesión')).toBeInTheDocument();
    // dd/mm/aaaa and the local 24-hour time (the app's date formatter).
    const at = new Date(entries[0].created_at);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expectedDate = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    // Date and time in one cell (two lines when the table needs the room).
    expect(screen.getAllByRole('cell').some((cell) => cell.textContent === expectedDate)).toBe(true);
    expect(screen.getByText('Anónimo')).toBeInTheDocument();
    expect(screen.getByText('42 ms')).toBeInTheDocument();
    expect(screen.getByText('201')).toBeInTheDocument();
    expect(screen.getByText('401')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Fecha y hora', 'Usuario', 'Acción', 'Endpoint', 'Método', 'Estado', 'Tiempo (ms)', 'Origen', 'Acciones']);
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByText('1-2 de 2')).toBeInTheDocument();

    const [call] = auditCalls();
    expect(call.searchParams.get('page')).toBe('1');
    expect(call.searchParams.get('pageSize')).toBe('10');
    expect(call.searchParams.has('search')).toBe(false);
  });

  it('says "más de" when the server stopped counting at its cap', async () => {
    fetchSpy.mockImplementation(async () =>
      json({ statusCode: 200, data: entries, meta: { total_elements: 10_000, total_pages: 1_000, page_number: 1, page_size: 10, total_is_lower_bound: true } }),
    );
    renderPage(userWith([9]));
    expect(await screen.findByText('1-10 de más de 10.000')).toBeInTheDocument();
  });

  it('says from which month the trail is online and how many months are archived', async () => {
    renderPage(userWith([9]));
    expect(await screen.findByText('Registros en línea desde diciembre de 2025. 2 meses anteriores archivados (hasta noviembre de 2025).')).toBeInTheDocument();
  });

  it("opens 'Detalle del Log' with the request and the response as tables", async () => {
    renderPage(userWith([9]));
    await screen.findByText('Usuarios: Creación');
    const [firstDetail] = screen.getAllByRole('button', { name: 'Ver detalle' });
    await userEvent.click(firstDetail);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del Log' });
    expect(within(dialog).getByRole('region', { name: 'Petición' })).toBeInTheDocument();
    const request = within(dialog).getByRole('region', { name: 'Petición' });
    expect(within(request).getByText('username')).toBeInTheDocument();
    expect(within(request).getByText('"nuevo"')).toBeInTheDocument();
    expect(within(request).getByText('content-type')).toBeInTheDocument();
    const response = within(dialog).getByRole('region', { name: 'Respuesta' });
    expect(within(response).getByText('"Usuario guardado exitosamente"')).toBeInTheDocument();
    expect(within(response).getByText('x-app-version')).toBeInTheDocument();
    expect(within(dialog).getByText('Usuarios: Creación')).toBeInTheDocument();

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the local day bounds of the date range as ISO instants', async () => {
    renderPage(userWith([9]));
    await screen.findByText('Usuarios: Creación');
    const user = userEvent.setup();
    await typeDate(user, document.body, 'Desde', '2026-03-01');
    await typeDate(user, document.body, 'Hasta', '2026-03-05');
    await waitFor(() => expect(auditCalls().some((u) => u.searchParams.has('endDate'))).toBe(true));
    const last = auditCalls().at(-1)!;
    expect(last.searchParams.get('startDate')).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(last.searchParams.get('endDate')).toBe(new Date(2026, 2, 5, 23, 59, 59, 999).toISOString());
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('debounces the free search and filters by a chosen user', async () => {
    renderPage(userWith([9]));
    await screen.findByText('Usuarios: Creación');
    await userEvent.type(screen.getByLabelText('Buscar'), 'login');
    await waitFor(() => expect(auditCalls().some((u) => u.searchParams.get('search') === 'login')).toBe(true), { timeout: 5000 });
    // One request for the whole word, not one per keystroke.
    expect(auditCalls().filter((u) => u.searchParams.has('search'))).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Usuario'), 'jua');
    const option = await screen.findByRole('option', { name: 'Juan Pérez (jperez)' }, { timeout: 5000 });
    const userCalls = requested().filter((u) => u.pathname === '/api/users/search/autocomplete');
    expect(userCalls).toHaveLength(1);
    expect(userCalls[0].searchParams.get('search')).toBe('jua');
    await userEvent.click(option);
    await waitFor(() => expect(auditCalls().some((u) => u.searchParams.get('userId') === '5')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => {
      const last = auditCalls().at(-1)!;
      expect([...last.searchParams.keys()].sort()).toEqual(['page', 'pageSize']);
    });
    expect(screen.getByLabelText('Buscar')).toHaveValue('');
  });

  it('allows administrators without the audit module', async () => {
    renderPage({ ...userWith([]), isAdmin: true });
    expect(await screen.findByText('Usuarios: Creación')).toBeInTheDocument();
  });

  it("shows 'Acceso Denegado' without module 9 and makes no request", async () => {
    renderPage(userWith([1, 8]));
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder al módulo de Auditoría.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
