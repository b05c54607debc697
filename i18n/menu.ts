/** The sidebar's and breadcrumbs' texts (app.menu.*), shared by the light entry's route shell (src/session/RouteShell.tsx). */
export const menuMessages = {
  statistics: 'Estadísticas',
  quickSearch: 'Búsqueda Rápida',
  rrhhRegister: 'Registro',
  rrhhQuery: 'Consultas',
  home: 'Inicio',
  rrhh: 'Recursos Humanos',
  disciplinary: 'Disciplinario',
  permits: 'Permisos',
  gunpark: 'Parque de Armas',
  transport: 'Transporte',
  audit: 'Auditoría',
  medical: 'Médico',
  education: 'Educación Policial',
  website: 'Sitio Web',
  configuration: 'Configuración',
  users: 'Usuarios',
  roles: 'Roles',
  audits: 'Auditoría',
  imports: 'Importaciones',
  resources: 'Recursos',
  logout: 'Cerrar sesión',
  scrollTop: 'Volver arriba',
};

/** The breadcrumb's accessible name (app.list.breadcrumb). */
export const BREADCRUMB_LABEL = 'Ruta de navegación';
