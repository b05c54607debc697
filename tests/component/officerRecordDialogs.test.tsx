// @vitest-environment jsdom
/**
 * Officer-level dialogs (RRHH §2.2, §2.5, §8): the row menu's entries in the spec's
 * order, Antecedentes merged newest first, the paged histories' calls, the work-time and
 * assets dialogs' texts (data, empty, error in red), the module histories' error texts
 * and the position picker.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import { AntecedentesDialog } from '../../resources/officers/dialogs/AntecedentesDialog';
import { AssignedAssetsDialog } from '../../resources/officers/dialogs/AssignedAssetsDialog';
import { DisciplinaryHistoryDialog } from '../../resources/officers/dialogs/DisciplinaryHistoryDialog';
import { MedicalHistoryDialog } from '../../resources/officers/dialogs/MedicalHistoryDialog';
import { PermitHistoryDialog } from '../../resources/officers/dialogs/PermitHistoryDialog';
import { PositionPickerDialog } from '../../resources/officers/dialogs/PositionPickerDialog';
import { mergeAntecedentes, type DepartureEntry, type ReentryEntry } from '../../resources/officers/dialogs/recordsApi';
import { VacationHistoryDialog } from '../../resources/officers/dialogs/VacationHistoryDialog';
import { WorkTimeDialog } from '../../resources/officers/dialogs/WorkTimeDialog';
import { OfficerDocumentDialog } from '../../resources/officers/pdf/OfficerDocumentDialog';
import OfficerQueryPage from '../../resources/officers/query/OfficerQueryPage';
import { buildDataInit } from '../../server/catalogues';
import { SessionContext, type DataInit } from '../../src/session/SessionContext';

const OFFICER = { id: 7, identification: 12345678, firstName: 'Ana', secondName: null, firstLastname: 'Pérez', secondLastname: null };
const admin: SessionUser = { id: 1, username: 'admin', name: 'Administrador', email: 'a@policia.gob', isAdmin: true, role: null };

type Reply = { status?: number; body: unknown };
/** Answers by path (without query); records every URL asked. */
function stubApi(routes: Record<string, Reply>) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    const reply = routes[url.split('?')[0]] ?? { status: 404, body: { statusCode: 404, message: 'Recurso no encontrado.' } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, headers: new Headers(), json: async () => reply.body } as unknown as Response;
  }));
  return urls;
}

const ok = (data: unknown, meta?: object): Reply => ({ body: { statusCode: 200, data, ...(meta ? { meta } : {}) } });
const history = (rows: unknown[]): Reply => ok({ data: rows, meta: { total_elements: rows.length, total_pages: 1, page_number: 1, page_size: 10 } });
const failure: Reply = { status: 500, body: { statusCode: 500, message: 'Error interno del servidor.' } };

function renderWith(children: ReactNode) {
  const session = { user: admin, dataInit: buildDataInit('1') as unknown as DataInit };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/home/human-resources/query']}>
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
        <SessionContext.Provider value={session}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <Notification />
        </SessionContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const reentry = (id: number, dateIn: string, comment: string, createdAt = `${dateIn}T10:00:00Z`): ReentryEntry => ({ id, dateIn, comment, status: 2, position: 'Analista', createdAt });
const departure = (id: number, dateOut: string, comment: string, createdAt = `${dateOut}T09:00:00Z`): DepartureEntry => ({ id, dateOut, dateIn: null, condition: 4, comment, status: 2, createdAt });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Antecedentes (Egresos y Reingresos)', () => {
  it('merges re-entries and egresos newest first; on the same date the later record first', () => {
    const merged = mergeAntecedentes(
      [reentry(1, '2019-05-10', 'Reingreso 2019'), reentry(2, '2023-03-01', 'Reingreso 2023', '2023-03-01T15:00:00Z')],
      [departure(5, '2018-01-15', 'Renuncia 2018'), departure(6, '2023-03-01', 'Egreso 2023', '2023-03-01T08:00:00Z'), departure(7, '2021-07-20', 'Renuncia 2021')],
    );
    expect(merged.map((e) => `${e.kind} ${e.date}`)).toEqual([
      'reentry 2023-03-01',
      'departure 2023-03-01',
      'departure 2021-07-20',
      'reentry 2019-05-10',
      'departure 2018-01-15',
    ]);
  });

  it('loads both histories at page size 1000 and shows one table newest first, without pagination', async () => {
    const urls = stubApi({
      '/api/rrhh/7/reentries': history([reentry(1, '2019-05-10', 'Reingreso tras la renuncia')]),
      '/api/rrhh/7/disincorporations': history([departure(5, '2018-01-15', 'Renuncia voluntaria'), departure(6, '2021-07-20', 'Segunda renuncia')]),
    });
    renderWith(<AntecedentesDialog officer={OFFICER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Antecedentes (Egresos y Reingresos)' });
    await within(dialog).findByText('Segunda renuncia');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4].textContent)).toEqual(['Segunda renuncia', 'Reingreso tras la renuncia', 'Renuncia voluntaria']);
    expect(within(rows[0]).getByText('Egreso')).toBeInTheDocument();
    expect(within(rows[0]).getByText('20/07/2021')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Renuncia')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Reingreso')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Pérez · V-12345678')).toBeInTheDocument();
    expect(within(dialog).getByText('3 registros')).toBeInTheDocument();
    expect(within(dialog).queryByText('Filas por página:')).not.toBeInTheDocument();
    expect(urls.sort()).toEqual(['/api/rrhh/7/disincorporations?page=1&pageSize=1000', '/api/rrhh/7/reentries?page=1&pageSize=1000']);
  });

  it("says 'Error cargando historial' when a history fails, with no rows", async () => {
    stubApi({ '/api/rrhh/7/reentries': failure, '/api/rrhh/7/disincorporations': history([departure(5, '2018-01-15', 'Renuncia voluntaria')]) });
    renderWith(<AntecedentesDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Error cargando historial')).toBeInTheDocument();
    expect(screen.queryByText('Renuncia voluntaria')).not.toBeInTheDocument();
  });

  it("opens 'Historial de Reingresos' (Fecha, Cargo, Comentario) paged on the server", async () => {
    const urls = stubApi({ '/api/rrhh/7/reentries': history([reentry(1, '2019-05-10', 'Reingreso tras la renuncia')]), '/api/rrhh/7/disincorporations': history([]) });
    const user = renderWith(<AntecedentesDialog officer={OFFICER} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Historial de Reingresos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Reingresos' });
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Cargo', 'Comentario']);
    expect(await within(dialog).findByText('Analista')).toBeInTheDocument();
    expect(within(dialog).getByText('1 - 1 de 1')).toBeInTheDocument();
    expect(urls).toContain('/api/rrhh/7/reentries?page=1&pageSize=10');
  });
});

describe('Historial de Vacaciones', () => {
  it('shows Inicio, Fin, Motivo and asks again for page 1 with a new page size', async () => {
    const urls = stubApi({ '/api/rrhh/7/vacations': ok({ data: [{ id: 3, dateIn: '2024-01-10', dateOut: '2024-01-25', comment: 'Vacaciones 2023' }], meta: { total_elements: 12 } }) });
    const user = renderWith(<VacationHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Vacaciones' });
    expect(await within(dialog).findByText('Vacaciones 2023')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Inicio', 'Fin', 'Motivo']);
    expect(within(dialog).getByText('10/01/2024')).toBeInTheDocument();
    expect(within(dialog).getByText('1 - 10 de 12')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(urls).toContain('/api/rrhh/7/vacations?page=2&pageSize=10'));
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '5' }));
    await waitFor(() => expect(urls).toContain('/api/rrhh/7/vacations?page=1&pageSize=5'));
  });

  it("says 'Error al cargar el histórico' when the call fails", async () => {
    stubApi({ '/api/rrhh/7/vacations': failure });
    renderWith(<VacationHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Error al cargar el histórico')).toBeInTheDocument();
  });
});

describe('Module histories', () => {
  it('permit history asks page 1 with 100 rows; a failure says so', async () => {
    const urls = stubApi({ '/api/permits': failure });
    renderWith(<PermitHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Error al cargar el histórico de permisos')).toBeInTheDocument();
    expect(urls).toEqual(['/api/permits?policeId=7&page=1&pageSize=100']);
  });

  it('permit history lists data.data with the permit statuses', async () => {
    stubApi({ '/api/permits': history([{ id: 1, periodFrom: '2025-02-03', periodTo: '2025-02-05', permitType: 'obligatorio', motive: 'Cita médica', status: 'approved', createdAt: '2025-01-30T10:00:00Z' }]) });
    renderWith(<PermitHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Cita médica')).toBeInTheDocument();
    expect(screen.getByText('Obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Aprobado')).toBeInTheDocument();
  });

  it("medical history failure says 'Error al cargar el histórico médico'", async () => {
    const urls = stubApi({});
    renderWith(<MedicalHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Error al cargar el histórico médico')).toBeInTheDocument();
    expect(urls).toEqual(['/api/medical/by-police/7']);
  });

  it("disciplinary history failure says 'Error cargando historial'; cases show their decision", async () => {
    stubApi({});
    renderWith(<DisciplinaryHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Error cargando historial')).toBeInTheDocument();
    cleanup();
    stubApi({ '/api/disciplinary/cases-by-officer/7': ok([{ id: 1, dateInit: '2022-04-01', numberOfCase: 'ICAP-2022-014', detective: 'Insp. Rojas', fault: 'Abandono de servicio', decision: 3, typeRegister: 1 }]) });
    renderWith(<DisciplinaryHistoryDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('ICAP-2022-014')).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('ICAP')).toBeInTheDocument();
  });
});

describe('Tiempo de trabajo', () => {
  const workTime = {
    totalWorkYears: 8, totalWorkMonths: 1, totalWorkDaysRemaining: 0, totalWorkTime: 2950, vacationDays: 18,
    calculationPeriod: { start: '2015-03-01', end: '2026-11-21' },
    workPeriods: [{ start: '2015-03-01', end: '2018-01-15', years: 2, months: 10, days: 14, totalDays: 1051 }, { start: '2019-05-10', end: '2026-11-21', years: 7, months: 6, days: 11, totalDays: 2752 }],
  };

  it('shows the period, total time, total days, vacation days and the work periods', async () => {
    stubApi({ '/api/rrhh/work-time/7': ok(workTime) });
    renderWith(<WorkTimeDialog officer={OFFICER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tiempo de Trabajo' });
    expect(await within(dialog).findByText('8 años, 1 mes, 0 días')).toBeInTheDocument();
    expect(within(dialog).getByText('01/03/2015 al 21/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('2950 días')).toBeInTheDocument();
    expect(within(dialog).getByText('18 días')).toBeInTheDocument();
    expect(within(dialog).getByText('Período 1: 01/03/2015 al 15/01/2018')).toBeInTheDocument();
    expect(within(dialog).getByText('2 años, 10 meses, 14 días')).toBeInTheDocument();
    expect(within(dialog).getByText('Período 2: 10/05/2019 al 21/11/2026')).toBeInTheDocument();
  });

  it('lists the previous work time the total adds, so the parts add up to the total', async () => {
    // Periods 2 a 10 m 14 d + 4 a 2 m 25 d = 6 a 12 m 39 d; plus 1 a 2 m 3 d previous = 8 a 0 m 12 d (30-day months).
    const withPrevious = {
      ...workTime, totalWorkYears: 8, totalWorkMonths: 0, totalWorkDaysRemaining: 12,
      workPeriods: [workTime.workPeriods[0], { start: '2022-08-27', end: '2026-11-21', years: 4, months: 2, days: 25, totalDays: 1547 }],
      previousWork: { years: 1, months: 2, days: 3 },
    };
    stubApi({ '/api/rrhh/work-time/7': ok(withPrevious) });
    renderWith(<WorkTimeDialog officer={OFFICER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tiempo de Trabajo' });
    expect(await within(dialog).findByText('8 años, 0 meses, 12 días')).toBeInTheDocument();
    const parts = within(within(dialog).getByRole('list', { name: 'Períodos de trabajo' })).getAllByRole('listitem');
    expect(parts).toHaveLength(3);
    expect(parts[2]).toHaveTextContent('Tiempo de trabajo previo');
    expect(parts[2]).toHaveTextContent('1 año, 2 meses, 3 días');
    expect(within(dialog).getByText(/suma los períodos de trabajo y el tiempo de trabajo previo/)).toBeInTheDocument();
  });

  it('shows no previous-work line when there is none', async () => {
    stubApi({ '/api/rrhh/work-time/7': ok({ ...workTime, previousWork: { years: 0, months: 0, days: 0 } }) });
    renderWith(<WorkTimeDialog officer={OFFICER} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tiempo de Trabajo' });
    await within(dialog).findByText('8 años, 1 mes, 0 días');
    expect(within(dialog).queryByText('Tiempo de trabajo previo')).not.toBeInTheDocument();
  });

  it("says 'Sin datos para mostrar' for an empty result", async () => {
    stubApi({ '/api/rrhh/work-time/7': ok({ ...workTime, calculationPeriod: null, workPeriods: [] }) });
    renderWith(<WorkTimeDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Sin datos para mostrar')).toBeInTheDocument();
    expect(screen.queryByText('Tiempo total')).not.toBeInTheDocument();
  });

  it("says 'Error al obtener tiempo de trabajo' in red when the call fails", async () => {
    stubApi({ '/api/rrhh/work-time/7': failure });
    renderWith(<WorkTimeDialog officer={OFFICER} onClose={() => undefined} />);
    const error = await screen.findByText('Error al obtener tiempo de trabajo');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });
});

describe('Bienes asignados', () => {
  it('lists weapons (brand, model, serial) and vehicles (brand, model, plate)', async () => {
    stubApi({ '/api/rrhh/assigned-assets/7': ok({ gun: [{ brand: 'Glock', model: '17', serial: 'GLK-0042' }], vehicle: [{ brand: 'Toyota', model: 'Hilux', plate: 'AB123CD' }] }) });
    renderWith(<AssignedAssetsDialog officer={OFFICER} onClose={() => undefined} />);
    const guns = await screen.findByRole('table', { name: 'Armas' });
    expect(within(guns).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Marca', 'Modelo', 'Serial']);
    expect(within(guns).getByText('GLK-0042')).toBeInTheDocument();
    const vehicles = screen.getByRole('table', { name: 'Vehículos' });
    expect(within(vehicles).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Marca', 'Modelo', 'Placa']);
    expect(within(vehicles).getByText('AB123CD')).toBeInTheDocument();
  });

  it("says 'Sin armas asignadas' and 'Sin vehículos asignados' when both lists are empty", async () => {
    stubApi({ '/api/rrhh/assigned-assets/7': ok({ gun: [], vehicle: [] }) });
    renderWith(<AssignedAssetsDialog officer={OFFICER} onClose={() => undefined} />);
    expect(await screen.findByText('Sin armas asignadas')).toBeInTheDocument();
    expect(screen.getByText('Sin vehículos asignados')).toBeInTheDocument();
  });

  it("says 'Error al obtener bienes asignados' in red when the call fails", async () => {
    stubApi({ '/api/rrhh/assigned-assets/7': failure });
    renderWith(<AssignedAssetsDialog officer={OFFICER} onClose={() => undefined} />);
    const error = await screen.findByText('Error al obtener bienes asignados');
    expect(error).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.queryByText('Sin armas asignadas')).not.toBeInTheDocument();
  });
});

describe('Position picker', () => {
  it("lists the positions as 'Cargo #n' and returns the chosen one", async () => {
    const onPick = vi.fn();
    const user = renderWith(<PositionPickerDialog open positions={[{ value: 3, label: 'Analista' }, { value: 9, label: 'Jefe de Grupo' }]} onPick={onPick} onClose={() => undefined} />);
    expect(screen.getByText('Cargo #1')).toBeInTheDocument();
    await user.click(screen.getByText('Cargo #2'));
    expect(onPick).toHaveBeenCalledWith({ value: 9, label: 'Jefe de Grupo' });
    expect(screen.queryByRole('button', { name: 'Generar sin cargo' })).not.toBeInTheDocument();
  });

  it("with none says so and offers 'Generar sin cargo'", async () => {
    const onPick = vi.fn();
    const user = renderWith(<PositionPickerDialog open positions={[]} onPick={onPick} onClose={() => undefined} />);
    expect(screen.getByText('Este funcionario no tiene cargos asignados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar sin cargo' }));
    expect(onPick).toHaveBeenCalledWith(null);
  });
});

describe('Row menu of the query screen', () => {
  it('offers the record entries in the spec order between Ver Detalles and Código QR, and opens their dialogs', async () => {
    const row = { ...OFFICER, codeRrhh: 'COD-7', iapmchCode: 'ACT-7', typeRegister: 1, statusIn: 2, condition: 1, gender: 2, email: 'ana@policia.gob', phone: [], dateIn: '2015-03-01', dependencies: [], subDependencies: [], positions: [], createdAt: '2024-01-01' };
    stubApi({ '/api/rrhh/search': ok([row], { total_elements: 1, total_pages: 1, page_number: 1, page_size: 10 }), '/api/rrhh/assigned-assets/7': ok({ gun: [], vehicle: [] }) });
    const user = renderWith(<OfficerQueryPage />);
    await user.click(await screen.findByRole('button', { name: 'Acciones de Ana Pérez' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(names.slice(0, 13)).toEqual([
      'Ver Detalles', 'Antecedentes', 'Historial de vacaciones', 'Historial de permisos', 'Historial médico', 'Historial disciplinario',
      'Reporte Integral', 'Constancia de Trabajo', 'Registro del Ex-Funcionario', 'Tiempo de trabajo', 'Bienes asignados', 'Código QR', 'Editar',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Bienes asignados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bienes Asignados' });
    expect(await within(dialog).findByText('Sin armas asignadas')).toBeInTheDocument();
  });
});

describe('Document requests', () => {
  it("says 'No hay funcionario seleccionado' without an officer and calls nothing", async () => {
    const urls = stubApi({});
    const onClose = vi.fn();
    renderWith(<OfficerDocumentDialog kind="constancia" officer={{ id: null }} onClose={onClose} />);
    expect(await screen.findByText('No hay funcionario seleccionado')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(urls).toEqual([]);
  });

  it("asks for the position of an officer with several, as 'Cargo #n', before anything is issued", async () => {
    const urls = stubApi({ '/api/rrhh/7': ok({ ...OFFICER, condition: 1, positions: [{ value: 2, label: 'Analista' }, { value: 3, label: 'Jefe de Grupo' }] }) });
    renderWith(<OfficerDocumentDialog kind="reporte_integral" officer={OFFICER} onClose={() => undefined} />);
    const picker = await screen.findByRole('dialog', { name: 'Seleccionar Cargo' });
    expect(within(picker).getByText('Cargo #1')).toBeInTheDocument();
    expect(within(picker).getByText('Jefe de Grupo')).toBeInTheDocument();
    expect(urls).toEqual(['/api/rrhh/7']);
  });

  it("says 'Error al descargar el reporte' when the officer cannot be loaded", async () => {
    stubApi({ '/api/rrhh/7': failure });
    const onClose = vi.fn();
    renderWith(<OfficerDocumentDialog kind="constancia" officer={OFFICER} onClose={onClose} />);
    expect(await screen.findByText('Error al descargar el reporte')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
