// @vitest-environment jsdom
/**
 * The placeholder modules (spec 3 §2.1, §2.11): each page's static figures and Spanish
 * texts, sub-views switching inside the page (and a sub-route opening on its sub-view),
 * the back button and breadcrumb, the links to other modules, and the honest
 * 'Funcionalidad disponible próximamente' toast of buttons whose behaviour is not shown.
 * No data provider call is made.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../authProvider/permissions';
import { i18nProvider } from '../../src/providers';
import { SessionContext, type DataInit } from '../../src/session/SessionContext';
import EquipmentPage from '../../src/pages/placeholders/equipment/EquipmentPage';
import ExamPage from '../../src/pages/placeholders/exam/ExamPage';
import InspectionPage from '../../src/pages/placeholders/inspection/InspectionPage';
import ServicesPage from '../../src/pages/placeholders/services/ServicesPage';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const dataCalls: string[] = [];

const dataInit: DataInit = { version: '1.0.0-test', rrhh: {}, configuration: {}, states: [] };
const userWith = (isAdmin: boolean): SessionUser => ({
  id: 7, username: 'usuario', name: 'Usuario', email: 'usuario@policia.test', isAdmin,
  role: { id: 3, roleName: 'Sitio Web', active: true, permissions: { modules: [{ id: 6, selected: true, subModules: [] }] } },
});
const ADMIN = userWith(true);

/** Renders the app's routes of one module (as in App.tsx) at `path` for `user` (an administrator by default), with a location probe. */
function renderAt(path: string, routes: Record<string, ReactElement>, user: SessionUser = ADMIN) {
  // Placeholder modules make no data calls: any method called is recorded and fails the test.
  const dataProvider = new Proxy({}, { get: (_target, method) => async () => { dataCalls.push(String(method)); throw new Error('no data call expected'); } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as DataProvider}>
        <SessionContext.Provider value={{ user, dataInit }}>
          <Routes>
            {Object.entries(routes).map(([route, element]) => <Route key={route} path={route} element={element} />)}
            <Route path="*" element={null} />
          </Routes>
        </SessionContext.Provider>
        <LocationProbe />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { events: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const subHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
/** The number shown in a summary card or breakdown row named `label` (first match). */
const figure = (label: string) => screen.getAllByRole('group', { name: label })[0].textContent?.replace(label, '');
const card = (title: string) => screen.getByRole('button', { name: title });

const servicesRoutes = {
  '/home/services': <ServicesPage />,
  '/home/services/requests': <ServicesPage view="requests" />,
  '/home/services/external': <ServicesPage view="external" />,
};
const inspectionRoutes = { '/home/inspection': <InspectionPage />, '/home/inspection/reports': <InspectionPage view="reports" /> };
const examRoutes = { '/home/exam': <ExamPage />, '/home/exam/schedule': <ExamPage view="schedule" />, '/home/exam/results': <ExamPage view="results" /> };
const equipmentRoutes = {
  '/home/equipment': <EquipmentPage />,
  '/home/equipment/inventory': <EquipmentPage view="inventory" />,
  '/home/equipment/assignments': <EquipmentPage view="assignments" />,
};

afterEach(() => {
  expect(dataCalls).toEqual([]);
  cleanup();
  vi.restoreAllMocks();
});

describe('services', () => {
  it('main view: Nueva Solicitud (honest toast), three cards; Solicitudes opens the requests view and Volver comes back', async () => {
    const { events } = renderAt('/home/services', servicesRoutes);
    expect(heading()).toBe('Servicios');
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toBe('Inicio/Servicios');
    for (const title of ['Solicitudes', 'Seguimiento', 'Configuración']) expect(card(title)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Nueva Solicitud' }));
    expect(await screen.findByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
    await events.click(card('Solicitudes'));
    expect(screen.getByText('Gestión de solicitudes próximamente')).toBeInTheDocument();
    expect(subHeading()).toBe('Solicitudes');
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toBe('Inicio/Servicios/Solicitudes');
    expect(location()).toBe('/home/services');
    await events.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByText('Gestión de solicitudes próximamente')).toBeNull();
    expect(card('Seguimiento')).toBeInTheDocument();
  });

  it('the sub-routes open their sub-view; the module crumb goes back to the main view', async () => {
    const { events } = renderAt('/home/services/requests', servicesRoutes);
    expect(screen.getByText('Gestión de solicitudes próximamente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva Solicitud' })).toBeNull();
    await events.click(screen.getByRole('link', { name: 'Servicios' }));
    expect(location()).toBe('/home/services');
    expect(card('Solicitudes')).toBeInTheDocument();
    cleanup();
    renderAt('/home/services/external', servicesRoutes);
    expect(subHeading()).toBe('Servicios Externos');
    expect(screen.getByText('Gestión de servicios externos próximamente')).toBeInTheDocument();
  });
});

describe('inspections', () => {
  it('dashboard figures, four category cards and quick actions', async () => {
    const { events } = renderAt('/home/inspection', inspectionRoutes);
    expect(heading()).toBe('Inspecciones');
    expect(figure('Total Elementos')).toBe('280');
    expect(figure('Pendientes')).toBe('20');
    expect(figure('Completadas')).toBe('260');
    expect(figure('Este Mes')).toBe('25');
    for (const title of ['Armamento', 'Equipamiento', 'Vehículos', 'Reportes']) expect(card(title)).toBeInTheDocument();
    const actions = screen.getByRole('heading', { name: 'Acciones Rápidas' }).parentElement as HTMLElement;
    expect(within(actions).getByRole('link', { name: 'Buscar arma específica' })).toHaveAttribute('href', '/home/gunpark/query');
    await events.click(within(actions).getByRole('button', { name: 'Exportar reporte' }));
    expect(await screen.findByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
  });

  it('armory view: states and actions; Buscar arma específica goes to /home/gunpark/query', async () => {
    const { events } = renderAt('/home/inspection', inspectionRoutes);
    await events.click(card('Armamento'));
    expect(subHeading()).toBe('Inspección de Armamento');
    expect(figure('Inspeccionados')).toBe('140');
    expect(figure('Pendientes de inspección')).toBe('10');
    expect(figure('Con observaciones')).toBe('7');
    await events.click(screen.getByRole('button', { name: 'Iniciar inspección masiva' }));
    expect(await screen.findByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar reporte' })).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Buscar arma específica' }));
    expect(location()).toBe('/home/gunpark/query');
  });

  it('equipment view links to /home/equipment, vehicles view to /home/transport', async () => {
    const { events } = renderAt('/home/inspection', inspectionRoutes);
    await events.click(card('Equipamiento'));
    expect(subHeading()).toBe('Inspección de Equipamiento');
    expect(screen.getByRole('link', { name: 'Ir a Gestión de Equipos' })).toHaveAttribute('href', '/home/equipment');
    await events.click(screen.getByRole('button', { name: 'Volver' }));
    await events.click(card('Vehículos'));
    expect(subHeading()).toBe('Inspección de Vehículos');
    await events.click(screen.getByRole('link', { name: 'Ir a Transporte' }));
    expect(location()).toBe('/home/transport');
  });

  it('/home/inspection/reports: four report types and six months adding up to the 260 completed', async () => {
    const { events } = renderAt('/home/inspection/reports', inspectionRoutes);
    expect(subHeading()).toBe('Reportes de Inspección');
    const reports = ['Reporte general de inspecciones', 'Reporte de armamento', 'Reporte de equipamiento', 'Reporte de vehículos'];
    for (const report of reports) expect(screen.getByText(report)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Estadísticas mensuales' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(6);
    expect(rows.reduce((sum, row) => sum + Number(row.lastElementChild?.textContent), 0)).toBe(260);
    expect(rows[5].lastElementChild?.textContent).toBe('25');
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toBe('Total260');
    await events.click(screen.getByRole('button', { name: 'Generar Reporte de armamento' }));
    expect(await screen.findByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
  });
});

describe('exams', () => {
  it('dashboard figures, four cards and three sample exams', () => {
    renderAt('/home/exam', examRoutes);
    expect(heading()).toBe('Exámenes');
    expect(figure('Exámenes Activos')).toBe('8');
    expect(figure('Estudiantes')).toBe('1.250');
    expect(figure('Preguntas')).toBe('450');
    expect(figure('Tasa de Aprobación')).toBe('76%');
    for (const title of ['Banco de Preguntas', 'Exámenes', 'Estudiantes', 'Resultados']) expect(card(title)).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Exámenes activos' }).parentElement as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Activo')).toHaveLength(2);
    expect(within(list).getAllByText('Pendiente')).toHaveLength(1);
    expect(within(list).getByText('Legislación Penal Venezolana')).toBeInTheDocument();
  });

  it('question bank by type and subject; students view links to /home/unes', async () => {
    const { events } = renderAt('/home/exam', examRoutes);
    await events.click(card('Banco de Preguntas'));
    expect(figure('Selección simple')).toBe('220');
    expect(figure('Selección múltiple')).toBe('150');
    expect(figure('Verdadero / Falso')).toBe('80');
    expect(figure('Procedimientos Policiales')).toBe('120');
    expect(figure('Primeros Auxilios')).toBe('60');
    await events.click(screen.getByRole('button', { name: 'Volver' }));
    await events.click(card('Estudiantes'));
    expect(screen.getByText('1.250')).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Ir al Registro de Estudiantes' }));
    expect(location()).toBe('/home/unes');
  });

  it('links into other modules show only to users who may open them (issue 28)', async () => {
    const websiteOnly = userWith(false);
    const inspection = renderAt('/home/inspection', inspectionRoutes, websiteOnly);
    expect(screen.queryByRole('link', { name: 'Buscar arma específica' })).toBeNull();
    await inspection.events.click(card('Vehículos'));
    expect(screen.queryByRole('link', { name: 'Ir a Transporte' })).toBeNull();
    cleanup();
    const exam = renderAt('/home/exam', examRoutes, websiteOnly);
    await exam.events.click(card('Estudiantes'));
    expect(screen.getByText('1.250')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir al Registro de Estudiantes' })).toBeNull();
  });

  it('/home/exam/results: approved, failed and the 78,5 average; /home/exam/schedule is coming soon', () => {
    renderAt('/home/exam/results', examRoutes);
    expect(subHeading()).toBe('Resultados');
    expect(figure('Aprobados')).toBe('950');
    expect(figure('Reprobados')).toBe('300');
    expect(figure('Promedio General')).toBe('78,5');
    cleanup();
    renderAt('/home/exam/schedule', examRoutes);
    expect(subHeading()).toBe('Programación de Exámenes');
    expect(screen.getByText('Programación de exámenes próximamente')).toBeInTheDocument();
  });
});

describe('equipment management', () => {
  it('dashboard figures, four cards and quick actions', async () => {
    const { events } = renderAt('/home/equipment', equipmentRoutes);
    expect(heading()).toBe('Gestión de Equipos');
    expect(figure('Total Equipos')).toBe('1.250');
    expect(figure('Disponibles')).toBe('980');
    expect(figure('Asignados')).toBe('270');
    expect(figure('Dotaciones')).toBe('45');
    for (const title of ['Inventario', 'Dotaciones', 'Asignaciones', 'Reportes']) expect(card(title)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Registrar equipo' }));
    expect(await screen.findByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Ver reportes' }));
    expect(subHeading()).toBe('Reportes de Equipos');
    expect(screen.getAllByRole('button', { name: /^Generar / })).toHaveLength(4);
  });

  it('/home/equipment/inventory: the categories add up to the dashboard figures', () => {
    renderAt('/home/equipment/inventory', equipmentRoutes);
    expect(subHeading()).toBe('Inventario de Equipos');
    const table = screen.getByRole('table', { name: 'Equipos por categoría' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows).toHaveLength(6);
    const column = (index: number) => rows.reduce((sum, row) => sum + Number(row.children[index].textContent?.replace('.', '')), 0);
    expect([column(1), column(2), column(3)]).toEqual([1250, 980, 270]);
    expect([...within(table).getByRole('row', { name: /^Total/ }).children].map((cell) => cell.textContent)).toEqual(['Total', '1.250', '980', '270']);
  });

  it('/home/equipment/assignments is coming soon; dotations add up to 45', async () => {
    const { events } = renderAt('/home/equipment/assignments', equipmentRoutes);
    expect(subHeading()).toBe('Asignaciones de Equipos');
    expect(screen.getByText('Funcionalidad disponible próximamente')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Volver' }));
    await events.click(card('Dotaciones'));
    expect(figure('Patrullaje')).toBe('18');
    const byType = screen.getByRole('heading', { name: 'Dotaciones por tipo de servicio' }).parentElement as HTMLElement;
    expect(within(byType).getByText('Total').nextElementSibling?.textContent).toBe('45');
  });
});
