// @vitest-environment jsdom
/**
 * Users configuration (spec 1 §2.7, §5, §6, §8): access, the table, the form's messages
 * and payload, failed saves, the active switch and the Excel export.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import { customViews } from '../../resources/customViews';
import { DeclaredListPage } from '../../resources/engine/views/DeclaredList';
import { CustomViewsProvider } from '../../resources/engine/views/customViewsContext';
import { usersDeclaration } from '../../resources/users/declaration';
import { SessionContext, type Session } from '../../src/session/SessionContext';

const rows = [
  { id: 1, username: 'admin', email: 'admin@policia.gob', fullname: 'Administrador General', roleId: 1, role: { id: 1, roleName: 'Administrador' }, isAdmin: true, isActive: true, isWebSite: false, isMedical: false },
  { id: 2, username: 'jperez', email: 'jperez@policia.gob', fullname: 'Juan Pérez', roleId: 2, role: { id: 2, roleName: 'Analista' }, isAdmin: false, isActive: false, isWebSite: false, isMedical: true },
];

/** Configuración (index 7) whole, only its Roles sub-module (Usuarios, index 0, off), or nothing. */
type Access = 'configuration' | 'rolesOnly' | 'none';

function sessionUser(isAdmin: boolean, access: Access): SessionUser {
  const configuration = toggleNode(emptyPermissionTree(), [7]);
  const tree = access === 'configuration' ? configuration : access === 'rolesOnly' ? toggleNode(configuration, [7, 0]) : emptyPermissionTree();
  return { id: 1, username: 'u', name: 'Usuario', email: 'u@policia.gob', isAdmin, role: { id: 9, roleName: 'Prueba', active: true, permissions: toSessionPermissions(tree) } };
}

function fakeDataProvider() {
  return {
    getList: vi.fn(async () => ({ data: rows, total: 12 })),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { id: params.id, ...params.data } })),
    updateMany: vi.fn(),
    delete: vi.fn(async (_resource: string, params: { id: number }) => ({ data: { id: params.id } })),
    deleteMany: vi.fn(),
    setStatus: vi.fn(async () => ({ statusCode: 200, data: {} })),
    exportExcel: vi.fn(async (): Promise<string | null> => 'https://files.local/users.xlsx?sig=1'),
  };
}

function renderPage(options: { isAdmin?: boolean; access?: Access } = {}) {
  const dataProvider = fakeDataProvider();
  const session: Session = {
    user: sessionUser(options.isAdmin ?? true, options.access ?? 'none'),
    dataInit: { version: '1', rrhh: {}, configuration: {}, states: [] },
  };
  render(
    <MemoryRouter initialEntries={['/home/configuration/users']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as unknown as DataProvider}>
        <SessionContext.Provider value={session}>
          <CustomViewsProvider value={customViews}>
            <DeclaredListPage declaration={usersDeclaration} />
          </CustomViewsProvider>
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, user: userEvent.setup() };
}

beforeEach(() => {
  const body = { statusCode: 200, data: { items: [{ id: 1, roleName: 'Administrador' }, { id: 2, roleName: 'Analista' }] } };
  const response = { ok: true, status: 200, headers: new Headers(), json: async () => body };
  vi.stubGlobal('fetch', vi.fn(async () => response as unknown as Response));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCreateForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
  return screen.findByRole('dialog', { name: 'Nuevo Usuario' });
}

async function chooseRole(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, roleName: string) {
  await waitFor(() => expect(within(dialog).queryByText('Cargando roles...')).toBeNull());
  await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
  await user.click(await screen.findByRole('option', { name: roleName }));
}

describe('users list (generated from its declaration)', () => {
  it.each<Access>(['none', 'rolesOnly'])('denies access to a non-administrator with access %s', (access) => {
    const { dataProvider } = renderPage({ isAdmin: false, access });
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder al módulo de Configuración.')).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('lets an administrator in without any configuration permission', async () => {
    renderPage({ isAdmin: true, access: 'none' });
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
  });

  it('shows the breadcrumb, the columns and the role name of each user, paged server-side', async () => {
    const { dataProvider } = renderPage();
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    for (const header of ['Usuario', 'Nombre completo', 'Correo electrónico', 'Rol', 'Administrador', 'Activo', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('cell', { name: 'Analista' })).toBeInTheDocument();
    expect(screen.getByText('1-10 de 12')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
  });

  it('hides create, edit and delete from non-administrators but keeps export and the switch', async () => {
    renderPage({ isAdmin: false, access: 'configuration' });
    expect(await screen.findByText('Juan Pérez')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo Usuario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar jperez' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar jperez' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cambiar estado de jperez' })).toBeEnabled();
  });

  it('shows the spec messages on an empty submit and sends nothing', async () => {
    const { dataProvider, user } = renderPage();
    const dialog = await openCreateForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const message of ['El nombre de usuario es requerido', 'El correo electrónico es requerido', 'El nombre completo es requerido', 'La contraseña es requerida', 'El rol es requerido']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a user with the spec payload and defaults, then closes with the success toast', async () => {
    const { dataProvider, user } = renderPage();
    const dialog = await openCreateForm(user);
    expect(within(dialog).getByRole('switch', { name: 'Activo' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Administrador' })).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Usuario' }), 'mgarcia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'mgarcia@policia.gob');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'María García');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'Secreta123');
    await chooseRole(user, dialog, 'Analista');
    await user.click(within(dialog).getByRole('switch', { name: 'Médico' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith('users', {
      data: { username: 'mgarcia', email: 'mgarcia@policia.gob', fullname: 'María García', password: 'Secreta123', roleId: 2, isAdmin: false, isActive: true, isWebSite: false, isMedical: true },
    });
    expect(await screen.findByText('Usuario guardado exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo Usuario' })).toBeNull());
  });

  it('edits without a password (keeps the stored one) through PUT', async () => {
    const { dataProvider, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar jperez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    expect(within(dialog).getByRole('textbox', { name: 'Usuario' })).toHaveValue('jperez');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params).toMatchObject({ id: 2, data: { username: 'jperez', roleId: 2, isMedical: true, isActive: false } });
    expect(params.data).not.toHaveProperty('password');
  });

  it('keeps the modal open and shows the request errors when the save fails', async () => {
    const { dataProvider, user } = renderPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    dataProvider.create.mockRejectedValueOnce(new HttpError('Conflicto', 409, { errors: ['Ya existe un usuario con ese nombre de usuario'] }));
    const dialog = await openCreateForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Usuario' }), 'admin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'otro@policia.gob');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Otro Admin');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'Secreta123');
    await chooseRole(user, dialog, 'Administrador');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Errores en la petición:')).toBeInTheDocument();
    expect(screen.getByText('Ya existe un usuario con ese nombre de usuario')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nuevo Usuario' })).toBeInTheDocument();
  });

  it('toggles the active state directly and reverts the switch when the call fails', async () => {
    const { dataProvider, user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Cambiar estado de jperez' });
    await user.click(toggle);
    expect(dataProvider.setStatus).toHaveBeenCalledWith('users', 2, true);
    expect(await screen.findByText('Estado del usuario actualizado exitosamente')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    dataProvider.setStatus.mockRejectedValueOnce(new HttpError('No puedes desactivar tu propio usuario.', 409, {}));
    const own = screen.getByRole('switch', { name: 'Cambiar estado de admin' });
    await user.click(own);
    expect(await screen.findByText('No puedes desactivar tu propio usuario.')).toBeInTheDocument();
    await waitFor(() => expect(own).toBeChecked());
  });

  it('asks before deleting and deletes with the success toast', async () => {
    const { dataProvider, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar jperez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar Usuario' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('users', expect.objectContaining({ id: 2 })));
    expect(await screen.findByText('Usuario eliminado exitosamente')).toBeInTheDocument();
  });

  it('exports to Excel by opening the signed link in a new tab', async () => {
    const { dataProvider, user } = renderPage();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await user.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.local/users.xlsx?sig=1', '_blank'));
    expect(await screen.findByText('Archivo Excel generado exitosamente')).toBeInTheDocument();

    dataProvider.exportExcel.mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('No se pudo generar el archivo Excel')).toBeInTheDocument();
  });

  it('changing the page size goes back to page 1 with the options 5/10/15/20', async () => {
    const { dataProvider, user } = renderPage();
    await screen.findByText('Juan Pérez');
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ pagination: { page: 2, perPage: 10 } })));
    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '20']);
    await user.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 5 } })));
  });

  it('searches after 500 ms back on page 1', async () => {
    const { dataProvider, user } = renderPage();
    await screen.findByText('Juan Pérez');
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ pagination: { page: 2, perPage: 10 } })));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'juan');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { q: 'juan' } })),
    );
  });
});
