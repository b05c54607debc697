// @vitest-environment jsdom
/**
 * Roles configuration (spec 1 §2.8, §4, §5, §8): the role form's rules and messages,
 * the tree sent as `data`, restoring a saved tree on edit, and a refused delete.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import RolesPage from '../../resources/roles/RolesPage';
import { SessionContext, type Session } from '../../src/session/SessionContext';

/** The signed-in user's role: Configuración with everything below it. */
const configurationTree = toggleNode(emptyPermissionTree(), [7]);
const rows = [
  { id: 1, roleName: 'Administrador', description: 'Acceso total', active: true, permissions: emptyPermissionTree() },
  { id: 2, roleName: 'Analista', description: null, active: false, permissions: toggleNode(emptyPermissionTree(), [7, 1]) },
];

function sessionUser(isAdmin: boolean): SessionUser {
  return { id: 1, username: 'u', name: 'Usuario', email: 'u@policia.gob', isAdmin, role: { id: 9, roleName: 'Prueba', active: true, permissions: toSessionPermissions(configurationTree) } };
}

function fakeDataProvider() {
  return {
    getList: vi.fn(async () => ({ data: rows, total: 2 })),
    getOne: vi.fn(),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
    update: vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { id: params.id, ...params.data } })),
    updateMany: vi.fn(),
    delete: vi.fn(async (_resource: string, params: { id: number }) => ({ data: { id: params.id } })),
    deleteMany: vi.fn(),
    setStatus: vi.fn(async () => ({ statusCode: 200, data: {} })),
    exportExcel: vi.fn(async () => null),
  };
}

function renderPage(isAdmin = true) {
  const dataProvider = fakeDataProvider();
  const session: Session = { user: sessionUser(isAdmin), dataInit: { version: '1', rrhh: {}, configuration: {}, states: [] } };
  render(
    <MemoryRouter initialEntries={['/home/configuration/roles']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as unknown as DataProvider}>
        <SessionContext.Provider value={session}>
          <RolesPage />
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openCreateForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo Rol' }));
  return screen.findByRole('dialog', { name: 'Nuevo Rol' });
}

describe('RolesPage', () => {
  it('lists roles with the breadcrumb and lets a non-administrator with access only toggle them', async () => {
    renderPage(false);
    expect(await screen.findByText('Analista')).toBeInTheDocument();
    expect(screen.getByText('Configuración Roles', { selector: 'h1' })).toBeInTheDocument();
    for (const header of ['Nombre del rol', 'Descripción', 'Activo']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo Rol' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Analista' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Cambiar estado de Analista' })).not.toBeChecked();
  });

  it("rejects 'Rol 1' with the letters-and-spaces message and shows the other rules", async () => {
    const { dataProvider, user } = renderPage();
    const dialog = await openCreateForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre del rol es obligatorio')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Nombre del rol' });
    await user.type(name, 'Rol 1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre solo puede contener letras y espacios')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ro');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('counts the description and refuses more than 500 characters', async () => {
    const { user } = renderPage();
    const dialog = await openCreateForm(user);
    const description = within(dialog).getByRole('textbox', { name: 'Descripción' });
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.click(description);
    await user.paste('a'.repeat(501));
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('La descripción no puede exceder 500 caracteres')).toBeInTheDocument();
  });

  it('creates a role with the tree sent as data', async () => {
    const { dataProvider, user } = renderPage();
    const dialog = await openCreateForm(user);
    expect(within(dialog).getByRole('switch', { name: 'Activo' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre del rol' }), 'Auditoría Básica');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Solo consulta');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Auditorías' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [resource, params] = dataProvider.create.mock.calls[0];
    expect(resource).toBe('roles');
    const data = params.data as { roleName: string; description: string; active: boolean; data: PermissionTree };
    expect(data).toMatchObject({ roleName: 'Auditoría Básica', description: 'Solo consulta', active: true });
    expect(data.data).toEqual(toggleNode(emptyPermissionTree(), [8]));
    expect(await screen.findByText('Rol guardado exitosamente')).toBeInTheDocument();
  });

  it('restores the saved selections when editing', async () => {
    const { dataProvider, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Analista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre del rol' })).toHaveValue('Analista');
    // The saved role holds Configuración / Roles; ticking it ticked its module too (spec 1 §6:
    // a node grants access only with its ancestors), but not the module's other entries.
    expect(within(dialog).getByRole('checkbox', { name: 'Configuración' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Expandir Configuración' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Configuración / Roles' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Configuración / Usuarios' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ id: 2, data: { roleName: 'Analista', description: '', active: false, data: rows[1].permissions } });
  });

  it('shows the 409 message of a role in use and keeps the confirmation open', async () => {
    const { dataProvider, user } = renderPage();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    dataProvider.delete.mockRejectedValueOnce(new HttpError('No se puede eliminar el rol porque tiene usuarios asignados.', 409, {}));
    await user.click(await screen.findByRole('button', { name: 'Eliminar Administrador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar Rol' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Errores en la petición:')).toBeInTheDocument();
    expect(screen.getByText('No se puede eliminar el rol porque tiene usuarios asignados.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Eliminar Rol' })).toBeInTheDocument();
  });
});
