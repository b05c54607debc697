/** The officer query's heading (app.officers.query.title), also drawn by the light entry's route shell (src/session/routeShells.ts). */
export const QUERY_TITLE = 'Consulta de Recursos Humanos';
