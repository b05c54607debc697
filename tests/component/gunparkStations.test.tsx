// @vitest-environment jsdom
/**
 * Weapons park station list (spec 3 §2.4, §5.2, §6) and the declared form (engine
 * DeclaredFormDialog): 'No especificada' for an empty address, Activa / Inactiva, the
 * buttons each internal permission shows, the §5.2 messages on an empty save, the
 * payload of a new station (empty fields as null), sub-services offered by the chosen
 * service only, and 'Acceso Denegado' without the module.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import { customViews } from '../../resources/customViews';
import { DeclaredListPage } from '../../resources/engine/views/DeclaredList';
import { CustomViewsProvider } from '../../resources/engine/views/customViewsContext';
import { stationsDeclaration } from '../../resources/stations/declaration';
import { SERVICES, TYPE_SERVICES } from '../../server/catalogues/services';
import { SessionContext, type Session } from '../../src/session/SessionContext';
import { administrativeTree } from '../api/gunparkFixture';

const stations = [
  { id: 1, name: 'Estación Policial Catia', code: 'EST-002', address: 'Av. Sucre', defaultPark: true, status: true },
  { id: 2, name: 'Estación Policial Guarenas', code: 'EST-012', address: null, defaultPark: false, status: false },
];

function renderPage(internals: number[] | 'none') {
  const user: SessionUser = {
    id: 5, username: 'u', name: 'Usuario', email: 'u@policia.gob', isAdmin: false,
    role: { id: 9, roleName: 'Prueba', active: true, permissions: toSessionPermissions(internals === 'none' ? administrativeTree(2, [1, 2, 3]) : administrativeTree(1, internals)) },
  };
  const session: Session = { user, dataInit: { version: '1', rrhh: {}, configuration: { services: SERVICES, typeServices: TYPE_SERVICES }, states: [] } };
  const dataProvider = {
    getList: vi.fn(async () => ({ data: stations, total: 2 })),
    create: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 99, ...params.data } })),
  };
  render(
    <MemoryRouter initialEntries={['/home/gunpark']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as unknown as DataProvider}>
        <SessionContext.Provider value={session}>
          <CustomViewsProvider value={customViews}>
            <DeclaredListPage declaration={stationsDeclaration} />
          </CustomViewsProvider>
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, events: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('station list', () => {
  it('shows the columns of the spec and, for edit permission, Editar / Eliminar but no Nueva Estación', async () => {
    renderPage([3]);
    const empty = await screen.findByRole('row', { name: /Guarenas/ });
    expect(within(empty).getByText('No especificada')).toBeTruthy();
    expect(within(empty).getByText('Inactiva')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Catia/ })).getByText('Activa')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Editar Estación Policial Guarenas' })).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Eliminar Estación Policial Guarenas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva Estación' })).toBeNull();
  });

  it('query permission: no Nueva Estación, Editar or Eliminar, but Armas', async () => {
    renderPage([2]);
    const row = await screen.findByRole('row', { name: /Catia/ });
    expect(await within(row).findByRole('button', { name: 'Armas de Estación Policial Catia' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva Estación' })).toBeNull();
  });

  it('without the weapons park module: Acceso Denegado', async () => {
    renderPage('none');
    expect(await screen.findByText('Acceso Denegado')).toBeTruthy();
    expect(screen.getByText('No tienes permisos para acceder al módulo de Parque de Armas.')).toBeTruthy();
  });

  it('register permission: the form shows the §5.2 messages, offers the chosen service\'s sub-services and sends empty fields as null', async () => {
    const { dataProvider, events } = renderPage([1]);
    await events.click(await screen.findByRole('button', { name: 'Nueva Estación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Estación' });
    await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeTruthy();
    expect(within(dialog).getByText('El código es requerido')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await events.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Estación Chacaíto');
    await events.type(within(dialog).getByRole('textbox', { name: 'Código' }), 'EST-100');
    await events.click(within(dialog).getByRole('combobox', { name: 'Servicio' }));
    await events.click(await screen.findByRole('option', { name: 'Unidad Canina' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Sub servicio' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['—', 'Detección de Sustancias', 'Búsqueda y Rescate']);
    await events.click(screen.getByRole('option', { name: 'Búsqueda y Rescate' }));
    await events.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith('stations', {
      data: { name: 'Estación Chacaíto', code: 'EST-100', address: null, typeService: null, service: 8, subService: 802, station: null, defaultPark: false, status: true },
    });
  });
});
