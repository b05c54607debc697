// @vitest-environment jsdom
/**
 * A resource's screens come from its declaration alone: a fixture declaration gets a
 * list with its columns and a create form that validates with the declared messages.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/providers';
import { resourceViews } from '../../resources/engine/views/resourceViews';
import { defineResource } from '../../resources/engine/types';
import { SessionContext, type Session } from '../../src/session/SessionContext';

const equipos = defineResource({
  name: 'equipos',
  table: 'equipos',
  apiPath: 'equipos',
  label: { one: 'Equipo', many: 'Equipos' },
  views: 'pages',
  fields: {
    serial: { type: 'text', label: 'Serial', rules: { required: 'El serial es obligatorio', minLength: [4, 'El serial debe tener al menos 4 caracteres'] } },
    cantidad: { type: 'integer', label: 'Cantidad', rules: { required: 'La cantidad es obligatoria', min: [1, 'La cantidad debe ser al menos 1'] } },
    operativo: { type: 'boolean', label: 'Operativo', default: true },
    tipo: { type: 'catalog', label: 'Tipo', catalog: 'configuration.typeUser' },
  },
  searchFields: ['serial'],
  listFields: ['serial', 'cantidad', 'operativo', 'tipo'],
  access: { list: 'authenticated', get: 'authenticated', create: 'authenticated', update: 'authenticated', delete: 'admin', status: 'admin', export: 'authenticated' },
});

const session: Session = {
  user: { id: 1, username: 'admin', name: 'Admin', email: 'a@b.c', isAdmin: true, role: null },
  dataInit: { version: '1', rrhh: {}, configuration: { typeUser: [{ key: 1, value: 'Interno' }, { key: 2, value: 'Externo' }] }, states: [] },
};

function renderScreen(node: React.ReactNode, dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SessionContext.Provider value={session}>
        <ResourceContextProvider value="equipos">{node}</ResourceContextProvider>
      </SessionContext.Provider>
    </AdminContext>,
  );
}

describe('generated screens of a declared resource', () => {
  afterEach(cleanup);
  // The generated pages are lazy chunks: load them first so a busy machine does not outlast findBy's wait.
  beforeAll(() => Promise.all([import('../../resources/engine/views/DeclaredList'), import('../../resources/engine/views/DeclaredPages')]), 120_000);
  const { list: EquipoList, create: EquipoCreate } = resourceViews(equipos);
  if (!EquipoList || !EquipoCreate) throw new Error('the fixture has generated list and create pages');

  it('lists the declared columns with catalogue labels', async () => {
    const dataProvider = testDataProvider({
      getList: vi.fn().mockResolvedValue({ data: [{ id: 1, serial: 'AB-123', cantidad: 7, operativo: true, tipo: 2 }], total: 1 }),
    });
    renderScreen(<EquipoList />, dataProvider);
    expect(await screen.findByText('AB-123')).toBeInTheDocument();
    expect(screen.getByText('Serial')).toBeInTheDocument();
    expect(screen.getByText('Cantidad')).toBeInTheDocument();
    expect(screen.getByText('Externo')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('equipos', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
  });

  it('validates the create form with the declared Spanish messages and saves', async () => {
    const create = vi.fn().mockResolvedValue({ data: { id: 9, serial: 'ZX-900', cantidad: 3 } });
    renderScreen(<EquipoCreate />, testDataProvider({ create }));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El serial es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La cantidad es obligatoria')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Serial/), { target: { value: 'ZX-900' } });
    fireEvent.change(screen.getByLabelText(/Cantidad/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ serial: 'ZX-900', cantidad: 3, operativo: true });
  });
});
