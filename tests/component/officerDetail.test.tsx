// @vitest-environment jsdom
/**
 * Officer detail (RRHH §2.3, §5.9, §8): the cards with catalogue labels, the police card
 * only for type 1, the not-found message, the header buttons by permission, and the
 * 'Buscar Funcionario' exact search (at least one field, empty values not sent, a match
 * REPLACES the route and toasts 'Funcionario encontrado').
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import type { OfficerRecord } from '../../resources/officers/api';
import OfficerDetailPage from '../../resources/officers/detail/OfficerDetailPage';
import { ageOn } from '../../resources/officers/validation';
import { buildDataInit } from '../../server/catalogues';
import { generateOfficer } from '../../server/officers/generator';
import { SessionContext, type Session } from '../../src/session/SessionContext';

/** A whole officer as `GET rrhh/{id}` answers it, from the demo generator. */
function officerRecord(id: number, index: number, overrides: Partial<OfficerRecord> = {}): OfficerRecord {
  const generated = generateOfficer(index);
  const { extras: _extras, ...officer } = generated.officer;
  return {
    ...officer,
    id,
    statusIn: 2,
    condition: 1,
    motive: null,
    typeBlock: null,
    statusDate: null,
    createdAt: '2026-01-10T14:30:00.000Z',
    updatedAt: '2026-02-11T09:15:00.000Z',
    family: generated.family.map((member, i) => ({ ...member, id: i + 1 })),
    profesionality: generated.profesionality.map((item, i) => ({ ...item, id: i + 1 })),
    documents: [],
    images: [],
    ...overrides,
  } as OfficerRecord;
}

/** RRHH > Ingreso with only the given internal modules (1 register, 2 approve, 8 query). */
function rrhhUser(internalIds: number[]): SessionUser {
  const tree = emptyPermissionTree().map((module) =>
    module.id !== 1
      ? module
      : {
          ...module,
          selected: true,
          subModules: module.subModules.map((sub) =>
            sub.id !== 1 ? sub : { ...sub, selected: true, internalModules: sub.internalModules.map((i) => ({ ...i, selected: internalIds.includes(i.id) })) },
          ),
        },
  );
  return { id: 7, username: 'rrhh', name: 'Analista', email: 'rrhh@policia.gob', isAdmin: false, role: { id: 3, roleName: 'RRHH', active: true, permissions: toSessionPermissions(tree) } };
}

const admin: SessionUser = { id: 1, username: 'admin', name: 'Administrador', email: 'admin@policia.gob', isAdmin: true, role: null };

function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return <output data-testid="location">{`${type} ${location.pathname}`}</output>;
}

type Answer = { status: number; body: unknown };
let answer: (url: URL) => Answer;
const calls: URL[] = [];

function renderDetail(path: string, user: SessionUser = admin) {
  const session: Session = { user, dataInit: buildDataInit('1') as unknown as Session['dataInit'] };
  render(
    <MemoryRouter initialEntries={['/home/human-resources/query', path]} initialIndex={1}>
      <AdminContext i18nProvider={i18nProvider}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="/home/human-resources/details/:id" element={<OfficerDetailPage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const ok = (data: unknown, message?: string): Answer => ({ status: 200, body: { statusCode: 200, message, data } });
const failure = (status: number, message: string): Answer => ({ status, body: { statusCode: status, message } });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const { status, body } = answer(url);
      return { ok: status < 400, status, headers: new Headers(), json: async () => body, blob: async () => new Blob(['png']) } as unknown as Response;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const police = officerRecord(1, 0, { gender: 2, range: 3, civilState: 1, statusIn: 3, condition: 4, typeRegister: 1 });
const administrative = officerRecord(2, 4, { typeRegister: 4, identification: 6001187, physical: { ...officerRecord(2, 4).physical, hairColor: 999 } });

function serveOfficers(...officers: OfficerRecord[]) {
  answer = (url) => {
    const found = officers.find((o) => url.pathname === `/api/rrhh/${o.id}`);
    return found ? ok(found) : failure(404, 'Funcionario no encontrado');
  };
}

describe('officer detail cards', () => {
  it('shows the cards with catalogue labels, the V- identity, Spanish dates and the age in years', async () => {
    serveOfficers(police);
    renderDetail('/home/human-resources/details/1');
    const personal = await screen.findByRole('region', { name: 'Datos Personales' });
    expect(within(personal).getByText('Femenino')).toBeInTheDocument();
    expect(within(personal).getByText('Soltero(a)')).toBeInTheDocument();
    expect(within(personal).getByText(`V-${police.identification}`)).toBeInTheDocument();
    const [y, m, d] = police.dateBirth.split('-');
    expect(within(personal).getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(within(personal).getByText(`${ageOn(police.dateBirth)} años`)).toBeInTheDocument();
    const basic = screen.getByRole('region', { name: 'Información Básica' });
    expect(within(basic).getByText('Rechazado')).toBeInTheDocument();
    expect(within(basic).getByText('Renuncia')).toBeInTheDocument();
    expect(within(basic).getByText('Policiales')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Datos Policiales' })).getByText('Oficial Jefe')).toBeInTheDocument();
    const family = screen.getByRole('region', { name: 'Carga Familiar' });
    expect(within(family).getByText('Madre')).toBeInTheDocument();
    for (const card of ['Imágenes', 'Dirección', 'Aspectos Profesionales', 'Datos Físicos', 'Documentos', 'Contacto', 'Acciones Rápidas']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Detalles del Funcionario' })).toBeInTheDocument();
  });

  it('shows the police card only for type 1 and N/A for an unknown catalogue key', async () => {
    serveOfficers(administrative);
    renderDetail('/home/human-resources/details/2');
    const physical = await screen.findByRole('region', { name: 'Datos Físicos' });
    expect(screen.queryByRole('region', { name: 'Datos Policiales' })).not.toBeInTheDocument();
    const hair = within(physical).getByText('Color de cabello').parentElement!;
    expect(within(hair).getByText('N/A')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Información Básica' })).getByText('Administrativos')).toBeInTheDocument();
  });

  it('shows stored photos as object URLs revoked on unmount, and never sends the session to another site', async () => {
    const createObjectURL = vi.fn(() => 'blob:civil-photo');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: these two stand in for the browser's for this test only.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const withPhotos = officerRecord(5, 0, {
      images: [
        { id: 8, type: 1, url: '/api/rrhh/5/images/8/file', urlImage: '/api/rrhh/5/images/8/file', filename: 'civil.png' },
        { id: 9, type: 2, url: 'https://fotos.example.org/uniforme.jpg', urlImage: 'https://fotos.example.org/uniforme.jpg', filename: null },
      ],
    });
    const fallback = (url: URL) => (url.pathname === '/api/rrhh/5' ? ok(withPhotos) : failure(404, 'no'));
    answer = (url) => (url.pathname === '/api/rrhh/5/images/8/file' ? { status: 200, body: null } : fallback(url));
    renderDetail('/home/human-resources/details/5');
    const images = await screen.findByRole('region', { name: 'Imágenes' });
    expect(await within(images).findByRole('img', { name: 'Foto Civil' })).toHaveAttribute('src', 'blob:civil-photo');
    expect(within(images).getByRole('img', { name: 'Foto Uniformado' })).toHaveAttribute('src', 'https://fotos.example.org/uniforme.jpg');
    expect(calls.map((url) => url.href).filter((href) => href.includes('example.org'))).toEqual([]);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    cleanup();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:civil-photo');
  });

  it('says when the officer does not exist and leads back to the query screen', async () => {
    serveOfficers(police);
    renderDetail('/home/human-resources/details/4242');
    expect(await screen.findByText('Funcionario no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la consulta' })).toHaveAttribute('href', '/home/human-resources/query');
    expect(screen.queryByRole('region', { name: 'Datos Personales' })).not.toBeInTheDocument();
  });

  it('offers edit only with the register permission and the search only with the query permission', async () => {
    serveOfficers(police);
    renderDetail('/home/human-resources/details/1', rrhhUser([8]));
    await screen.findByRole('region', { name: 'Datos Personales' });
    expect(screen.getByRole('button', { name: 'Buscar Funcionario' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar Código QR' })).toBeInTheDocument();
    cleanup();

    renderDetail('/home/human-resources/details/1', rrhhUser([1]));
    await screen.findByRole('region', { name: 'Datos Personales' });
    expect(screen.queryByRole('button', { name: 'Buscar Funcionario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar Código QR' })).not.toBeInTheDocument();
    const edits = screen.getAllByRole('link', { name: 'Editar' });
    for (const edit of edits) expect(edit).toHaveAttribute('href', '/home/human-resources/update/1');
  });

  it('refuses the screen without any RRHH permission', async () => {
    serveOfficers(police);
    renderDetail('/home/human-resources/details/1', rrhhUser([]));
    expect(await screen.findByText('Acceso Denegado')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe("'Buscar Funcionario' exact search", () => {
  it('needs at least one field and sends nothing until then', async () => {
    serveOfficers(police);
    const user = renderDetail('/home/human-resources/details/1');
    await user.click(await screen.findByRole('button', { name: 'Buscar Funcionario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar Funcionario' });
    await user.type(within(dialog).getByLabelText('Código del Funcionario'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByText('Debe llenar al menos un campo de búsqueda')).toBeInTheDocument();
    expect(calls.some((url) => url.pathname === '/api/rrhh/search/exact')).toBe(false);
  });

  it('replaces the detail route with the match and toasts the answer', async () => {
    serveOfficers(police, administrative);
    const fallback = answer;
    answer = (url) => (url.pathname === '/api/rrhh/search/exact' ? ok(administrative, 'Funcionario encontrado') : fallback(url));
    const user = renderDetail('/home/human-resources/details/1');
    await screen.findByRole('region', { name: 'Datos Policiales' });
    await user.click(screen.getByRole('button', { name: 'Buscar Funcionario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar Funcionario' });
    await user.type(within(dialog).getByLabelText('Cédula'), String(administrative.identification));
    await user.click(within(dialog).getByLabelText('Género'));
    await user.click(await screen.findByRole('option', { name: 'Femenino' }));
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByText('Funcionario encontrado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('REPLACE /home/human-resources/details/2'));
    const search = calls.find((url) => url.pathname === '/api/rrhh/search/exact')!;
    expect(Object.fromEntries(search.searchParams)).toEqual({ identification: String(administrative.identification), gender: '2' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Datos Policiales' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Datos Personales' })).getByText(`V-${administrative.identification}`)).toBeInTheDocument();
  });

  it("shows the server's answer when nothing matches and stays on the officer", async () => {
    serveOfficers(police);
    const fallback = answer;
    answer = (url) => (url.pathname === '/api/rrhh/search/exact' ? failure(404, 'No se encontró ningún funcionario con los criterios especificados') : fallback(url));
    const user = renderDetail('/home/human-resources/details/1');
    await user.click(await screen.findByRole('button', { name: 'Buscar Funcionario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar Funcionario' });
    await user.type(within(dialog).getByLabelText('Código Actual'), 'PM-0');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontró ningún funcionario con los criterios especificados')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('POP /home/human-resources/details/1');
    expect(screen.getByRole('dialog', { name: 'Buscar Funcionario' })).toBeInTheDocument();
  });
});
