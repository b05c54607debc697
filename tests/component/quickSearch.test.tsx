// @vitest-environment jsdom
/**
 * Quick search (RRHH §2.4, §5.9, §8): at least one field, empty values dropped, limit 5,
 * numbered results with the full officer view, the server's toasts, and a 403 shown with
 * the server's message; 'Acceso Denegado' for a user whose tree cannot search officers.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import type { OfficerRecord } from '../../resources/officers/api';
import QuickSearchPage from '../../resources/officers/quickSearch/QuickSearchPage';
import { buildDataInit } from '../../server/catalogues';
import { generateOfficer } from '../../server/officers/generator';
import { SessionContext, type Session } from '../../src/session/SessionContext';

function officerRecord(id: number, index: number): OfficerRecord {
  const generated = generateOfficer(index);
  const { extras: _extras, ...officer } = generated.officer;
  return {
    ...officer,
    id,
    statusIn: 1,
    condition: 1,
    motive: null,
    typeBlock: null,
    statusDate: null,
    createdAt: '2026-01-10T14:30:00.000Z',
    updatedAt: '2026-01-10T14:30:00.000Z',
    family: generated.family.map((member, i) => ({ ...member, id: i + 1 })),
    profesionality: generated.profesionality.map((item, i) => ({ ...item, id: i + 1 })),
    documents: [],
    images: [],
  } as OfficerRecord;
}

const user: SessionUser = { id: 1, username: 'admin', name: 'Administrador', email: 'admin@policia.gob', isAdmin: true, role: null };
type Answer = { status: number; body: unknown };
let answer: Answer;
const calls: URL[] = [];

function renderPage(asUser: SessionUser = user) {
  const session: Session = { user: asUser, dataInit: buildDataInit('1') as unknown as Session['dataInit'] };
  render(
    <MemoryRouter initialEntries={['/home/quick-search']}>
      <AdminContext i18nProvider={i18nProvider}>
        <SessionContext.Provider value={session}>
          <QuickSearchPage />
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(new URL(input, 'http://localhost'));
      return { ok: answer.status < 400, status: answer.status, headers: new Headers(), json: async () => answer.body } as unknown as Response;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('quick search', () => {
  it('needs at least one field and sends nothing until then', async () => {
    const actor = renderPage();
    expect(screen.getByRole('heading', { name: 'Búsqueda Rápida' })).toBeInTheDocument();
    await actor.type(screen.getByLabelText('Nombres'), '   ');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe llenar al menos un campo de búsqueda')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects a cédula that is not a number on its field', async () => {
    const actor = renderPage();
    await actor.type(screen.getByLabelText('Cédula'), 'abc');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe ser un número')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('drops empty fields, asks for 5 and shows numbered full officer cards with the toast', async () => {
    const found = [officerRecord(11, 4), officerRecord(12, 1)];
    answer = { status: 200, body: { statusCode: 200, message: '2 funcionarios encontrados', data: found } };
    const actor = renderPage();
    await actor.type(screen.getByLabelText('Apellidos'), ' mejias ');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByText('2 funcionarios encontrados')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].pathname).toBe('/api/rrhh/search/multi');
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ lastnames: 'mejias', limit: '5' });

    const results = within(screen.getByRole('region', { name: 'Resultados' })).getAllByRole('listitem', { name: /^Resultado \d/ });
    expect(results).toHaveLength(2);
    results.forEach((result, index) => {
      expect(within(result).getByRole('heading', { name: new RegExp(`^${index + 1}\\. ${found[index].firstName}`) })).toBeInTheDocument();
      for (const card of ['Datos Personales', 'Imágenes', 'Dirección', 'Carga Familiar', 'Aspectos Profesionales', 'Datos Físicos', 'Documentos', 'Información Básica', 'Contacto', 'Acciones Rápidas']) {
        expect(within(result).getByRole('region', { name: card })).toBeInTheDocument();
      }
      expect(within(result).getByRole('link', { name: 'Ver Detalles' })).toHaveAttribute('href', `/home/human-resources/details/${found[index].id}`);
    });
    // Type 4 (Administrativos) has no police card; type 1 does.
    expect(within(results[0]).queryByRole('region', { name: 'Datos Policiales' })).not.toBeInTheDocument();
    expect(within(results[1]).getByRole('region', { name: 'Datos Policiales' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    answer = { status: 200, body: { statusCode: 200, message: 'No se encontraron funcionarios con los criterios especificados', data: [] } };
    const actor = renderPage();
    await actor.type(screen.getByLabelText('Código'), '99999');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findAllByText('No se encontraron funcionarios con los criterios especificados')).length).toBeGreaterThan(0);
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ code: '99999', limit: '5' });
    expect(screen.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
  });

  it('is denied, without a search form, to a user whose tree cannot search officers', () => {
    renderPage({ ...user, isAdmin: false, role: { id: 2, roleName: 'Auditor', active: true, permissions: { modules: [{ id: 9, selected: true, subModules: [] }] } } });
    expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("falls back to 'Error al buscar funcionario' when the failed answer carries no message (spec 2 §8)", async () => {
    answer = { status: 502, body: null };
    const actor = renderPage();
    await actor.type(screen.getByLabelText('Cédula'), '6000000');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findAllByText('Error al buscar funcionario')).length).toBeGreaterThan(0);
  });

  it("shows the server's message when the user may not query personnel", async () => {
    answer = { status: 403, body: { statusCode: 403, message: 'No tiene permisos para realizar esta acción' } };
    const actor = renderPage();
    await actor.type(screen.getByLabelText('Cédula'), '6000000');
    await actor.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findAllByText('No tiene permisos para realizar esta acción')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Resultados' })).not.toBeInTheDocument();
  });
});
