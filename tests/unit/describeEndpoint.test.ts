import { describe, expect, it } from 'vitest';
import { describeEndpoint, isIdSegment, pathSegments, UNKNOWN_ENDPOINT } from '../../src/pages/audits/describeEndpoint';

describe('describeEndpoint: session and initialization', () => {
  it.each([
    ['/api/auth/login', 'POST', 'Inicio de sesión'],
    ['/api/auth/logout', 'POST', 'Cierre de sesión'],
    ['/api/auth/me', 'GET', 'Consulta de sesión'],
    ['/api/data-init', 'GET', 'Consulta de datos de inicialización'],
  ])('%s %s → %s', (endpoint, method, expected) => {
    expect(describeEndpoint(endpoint, method)).toBe(expected);
  });
});

describe('describeEndpoint: human resources', () => {
  it.each([
    ['/api/rrhh', 'GET', 'Recursos Humanos: Listado de funcionarios'],
    ['/api/rrhh/5', 'GET', 'Recursos Humanos: Consulta de funcionario'],
    ['/api/rrhh/5/policial', 'GET', 'Recursos Humanos: Consulta de funcionario'],
    ['/api/rrhh', 'POST', 'Recursos Humanos: Registro de funcionario'],
    ['/api/rrhh/5', 'PUT', 'Recursos Humanos: Actualización de funcionario'],
    ['/api/rrhh/5', 'PATCH', 'Recursos Humanos: Actualización de funcionario'],
    ['/api/rrhh/5', 'DELETE', 'Recursos Humanos: Eliminación de funcionario'],
    ['/api/rrhh/5/reentries', 'GET', 'Recursos Humanos: Listado de reingresos'],
    ['/api/rrhh/addreentry', 'POST', 'Recursos Humanos: Registro de reingreso'],
    ['/api/rrhh/disincorporations', 'GET', 'Recursos Humanos: Listado de egresos'],
    ['/api/rrhh/adddisincorporation', 'POST', 'Recursos Humanos: Registro de egreso'],
    ['/api/rrhh/listvacationandrest/5', 'GET', 'Recursos Humanos: Listado de vacaciones y reposos'],
    ['/api/rrhh/com-service', 'POST', 'Recursos Humanos: Registro de comisión de servicio'],
    ['/api/rrhh/5/documents', 'DELETE', 'Recursos Humanos: Eliminación de documentos'],
    ['/api/rrhh/5/images', 'DELETE', 'Recursos Humanos: Eliminación de imágenes'],
    ['/api/rrhh/search/multi', 'GET', 'Recursos Humanos: Búsqueda de funcionarios'],
    ['/api/rrhh/report/extranet', 'GET', 'Recursos Humanos: Generación de reporte'],
    ['/api/rrhh/dashboard/stats', 'GET', 'Recursos Humanos: Consulta de estadísticas'],
    ['/api/rrhh/work-time/7', 'GET', 'Recursos Humanos: Consulta de tiempo de servicio'],
  ])('%s %s → %s', (endpoint, method, expected) => {
    expect(describeEndpoint(endpoint, method)).toBe(expected);
  });
});

describe('describeEndpoint: other known areas', () => {
  it.each([
    ['/api/disciplinary', 'GET', 'Disciplinario: Listado de casos'],
    ['/api/disciplinary', 'POST', 'Disciplinario: Registro de caso'],
    ['/api/disciplinary/3', 'GET', 'Disciplinario: Consulta de caso'],
    ['/api/disciplinary/cases-by-officer/4', 'GET', 'Disciplinario: Consulta de casos del funcionario'],
    ['/api/vehicle', 'GET', 'Transporte: Listado de vehículos'],
    ['/api/vehicle', 'POST', 'Transporte: Registro de vehículo'],
    ['/api/vehicle/filter/excel', 'GET', 'Transporte: Exportación a Excel'],
    ['/api/vehicle/search/plate/AB123', 'GET', 'Transporte: Búsqueda de vehículos'],
    ['/api/vehicle-assignments', 'GET', 'Transporte: Listado de asignaciones de vehículos'],
    ['/api/vehicle-assignments/3/finish', 'PUT', 'Transporte: Finalización'],
    ['/api/gunpark/guns', 'GET', 'Parque de Armas: Listado de armas'],
    ['/api/gunpark/guns/9', 'GET', 'Parque de Armas: Consulta de arma'],
    ['/api/gunpark/guns', 'POST', 'Parque de Armas: Registro de arma'],
    ['/api/gunpark/guns/9', 'DELETE', 'Parque de Armas: Eliminación de arma'],
    ['/api/gunpark/stations/3/assign/7', 'POST', 'Parque de Armas: Asignación'],
    ['/api/gunpark/stations/3/unassign/7', 'DELETE', 'Parque de Armas: Desasignación'],
    ['/api/audits', 'GET', 'Auditoría: Listado de registros'],
    ['/api/audits/endpoints/autocomplete', 'GET', 'Auditoría: Búsqueda de endpoints'],
  ])('%s %s → %s', (endpoint, method, expected) => {
    expect(describeEndpoint(endpoint, method)).toBe(expected);
  });
});

describe('describeEndpoint: users and roles, the method shapes the verb', () => {
  it.each([
    ['/api/users', 'GET', 'Usuarios: Listado'],
    ['/api/users/3', 'GET', 'Usuarios: Consulta'],
    ['/api/users', 'POST', 'Usuarios: Creación'],
    ['/api/users/3', 'PUT', 'Usuarios: Actualización'],
    ['/api/users/3', 'DELETE', 'Usuarios: Eliminación'],
    ['/api/users/3/status', 'PATCH', 'Usuarios: Cambio de estado'],
    ['/api/users/export/excel', 'GET', 'Usuarios: Exportación a Excel'],
    ['/api/users/search/autocomplete', 'GET', 'Usuarios: Búsqueda'],
    ['/api/roles', 'GET', 'Roles: Listado'],
    ['/api/roles/active/all', 'GET', 'Roles: Listado'],
    ['/api/roles', 'POST', 'Roles: Creación'],
    ['/api/roles/2', 'PUT', 'Roles: Actualización'],
    ['/api/roles/2/status', 'PATCH', 'Roles: Cambio de estado'],
    ['/api/roles/2', 'DELETE', 'Roles: Eliminación'],
  ])('%s %s → %s', (endpoint, method, expected) => {
    expect(describeEndpoint(endpoint, method)).toBe(expected);
  });
});

describe('describeEndpoint: generic labels for other paths', () => {
  it.each([
    ['/api/medical/create', 'POST', 'Creación de registro'],
    ['/api/medical/delete/5', 'DELETE', 'Eliminación de registro'],
    ['/api/medical/update/5', 'POST', 'Actualización de registro'],
    ['/api/permits/search', 'GET', 'Búsqueda de registros'],
    ['/api/unes/list', 'GET', 'Listado de registros'],
    ['/api/permits/export', 'GET', 'Exportación a Excel'],
    // Without a keyword, the method decides.
    ['/api/permits', 'GET', 'Listado de registros'],
    ['/api/permits/5', 'GET', 'Consulta de registro'],
    ['/api/permits', 'POST', 'Creación de registro'],
    ['/api/permits/5', 'PUT', 'Actualización de registro'],
    ['/api/permits/5', 'DELETE', 'Eliminación de registro'],
    // Keywords match whole words from their start: 'news' is not 'new', 'address' is not 'add'.
    ['/api/website/news', 'GET', 'Listado de registros'],
    ['/api/address', 'GET', 'Listado de registros'],
  ])('%s %s → %s', (endpoint, method, expected) => {
    expect(describeEndpoint(endpoint, method)).toBe(expected);
  });
});

describe('describeEndpoint: tolerant input', () => {
  it('ignores case, the query string, the origin and a missing api/ prefix', () => {
    expect(describeEndpoint('/api/users?page=1&pageSize=10', 'get')).toBe('Usuarios: Listado');
    expect(describeEndpoint('https://example.org/api/auth/login', 'POST')).toBe('Inicio de sesión');
    expect(describeEndpoint('users/3/', ' patch ')).toBe('Usuarios: Actualización');
    expect(describeEndpoint('/API/RRHH/5', 'GET')).toBe('Recursos Humanos: Consulta de funcionario');
  });

  it('treats UUIDs, identity numbers and placeholders as ids', () => {
    expect(describeEndpoint('/api/users/123e4567-e89b-12d3-a456-426614174000', 'GET')).toBe('Usuarios: Consulta');
    expect(describeEndpoint('/api/rrhh/{id}', 'GET')).toBe('Recursos Humanos: Consulta de funcionario');
    expect(isIdSegment('V-12345678')).toBe(true);
    expect(isIdSegment(':id')).toBe(true);
    expect(isIdSegment('guns')).toBe(false);
    expect(pathSegments('/api/Users/3?x=1#top')).toEqual(['users', '3']);
  });

  it('falls back to the endpoint when the row cannot be processed', () => {
    expect(describeEndpoint('/api/users', 'OPTIONS')).toBe('/api/users');
    expect(describeEndpoint('/api/users', undefined)).toBe('/api/users');
    expect(describeEndpoint('/api/%E0%A4%A', 'GET')).toBe('/api/%E0%A4%A');
    expect(describeEndpoint('/', 'GET')).toBe('/');
  });

  it("falls back to 'Endpoint desconocido' without an endpoint", () => {
    expect(UNKNOWN_ENDPOINT).toBe('Endpoint desconocido');
    expect(describeEndpoint('', 'GET')).toBe('Endpoint desconocido');
    expect(describeEndpoint('   ', 'GET')).toBe('Endpoint desconocido');
    expect(describeEndpoint(null, 'GET')).toBe('Endpoint desconocido');
    expect(describeEndpoint(undefined, undefined)).toBe('Endpoint desconocido');
    expect(describeEndpoint(42, 'GET')).toBe('Endpoint desconocido');
  });
});
