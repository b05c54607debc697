/**
 * Shared set-up of the officer form component tests: the page under its real routes,
 * the real catalogues (data-init as the server builds it), a session user, and a fake
 * API behind `fetch` that records every call.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, toSessionPermissions, type SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import type { OfficerRecord } from '../../resources/officers/api';
import OfficerFormPage from '../../resources/officers/form/OfficerFormPage';
import { buildDataInit } from '../../server/catalogues';
import { SessionContext, type DataInit, type Session } from '../../src/session/SessionContext';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type Handler = (call: ApiCall) => FakeAnswer | undefined;

/** Administrator, or a user with all of RRHH except registering (Policial, internal 1). */
export function sessionUser(kind: 'admin' | 'readOnly'): SessionUser {
  const all = toggleNode(emptyPermissionTree(), [0]);
  const tree = kind === 'admin' ? all : toggleNode(all, [0, 0, 0]);
  return { id: 1, username: 'u', name: 'Usuario', email: 'u@policia.gob', isAdmin: kind === 'admin', role: { id: 9, roleName: 'Prueba', active: true, permissions: toSessionPermissions(tree) } };
}

/** A complete, valid stored officer as `GET rrhh/{id}` answers it. */
export function storedOfficer(overrides: Partial<OfficerRecord> & Record<string, unknown> = {}): OfficerRecord {
  return {
    id: 41,
    typeRegister: 1,
    identification: 15678901,
    firstName: 'Eulogio',
    secondName: null,
    firstLastname: 'Pérez',
    secondLastname: null,
    gender: 1,
    email: 'eulogio@correo.com',
    bloodType: 3,
    rif: 'V156789011',
    patria: null,
    patriaTwo: null,
    accountBank: null,
    dateBirth: '1985-04-12',
    stateBirth: 14,
    municipalityBirth: 'Baruta',
    parishBirth: null,
    civilState: 2,
    previousWorkYears: 0,
    previousWorkMonths: 0,
    previousWorkDays: 0,
    phone: ['04141234567'],
    homePhone: null,
    address: [{ addressName: 'Urbanización El Cafetal, calle Chivacoa', state: 14, municipality: 'Baruta', parish: 'El Cafetal', reference: 'Frente a la plaza' }],
    dateIn: '2010-03-01',
    range: 4,
    dependencies: [],
    subDependencies: [],
    positions: [],
    isComissionService: false,
    haveAnotherLanguage: true,
    language: ['Inglés'],
    haveElectoralRegister: false,
    isCommunityCouncil: false,
    wichCommunityCouncil: [],
    isInNacionalMission: false,
    wichMission: [],
    haveHoused: true,
    housingType: 2,
    isLiveWithParent: false,
    haveReentryPending: false,
    license: [],
    physical: { height: 175, weight: 80, haveAllergy: true, allergies: ['Penicilina'], haveTreatments: false, treatments: [], havePatology: false, patologies: [], haveConditionPhysical: false, conditionPhysical: [] },
    statusIn: 2,
    condition: 1,
    motive: 'Aprobado',
    typeBlock: null,
    grade: 2,
    statusDate: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    family: [],
    profesionality: [{ id: 5, type: 2, title: 'Bachiller en Ciencias', institution: 'Liceo Andrés Bello', isCivil: true, isPublic: true }],
    documents: [],
    images: [],
    ...overrides,
  } as OfficerRecord;
}

function respond({ status, body }: FakeAnswer) {
  return { ok: status < 400, status, headers: new Headers(), json: async () => body, blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) } as unknown as Response;
}

/** Installs a fake `fetch`: `handler` answers first; unknown calls answer 404. */
export function fakeApi(handler: Handler) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw ?? null;
    const call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\//, ''), body };
    calls.push(call);
    return respond(handler(call) ?? { status: 404, body: { statusCode: 404, message: 'Recurso no encontrado.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Shows the current path so tests can assert navigations. */
function CurrentPath() {
  return <div data-testid="path">{useLocation().pathname}</div>;
}

export function renderForm(path: string, options: { user?: 'admin' | 'readOnly' } = {}) {
  const session: Session = { user: sessionUser(options.user ?? 'admin'), dataInit: buildDataInit('1') as unknown as DataInit };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="/home/human-resources/register" element={<OfficerFormPage />} />
            <Route path="/home/human-resources/update/:id" element={<OfficerFormPage />} />
            <Route path="/home/human-resources/query/:id" element={<OfficerFormPage />} />
          </Routes>
          <CurrentPath />
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null, applyAccept: false });
}
