/**
 * Every registered /api route against every kind of caller (spec 1 §6; DESIGN: the server
 * enforces the permission tree on every route). The table must list every route the app
 * registers: a new route without a row here fails the completeness test.
 */
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRole, createUser, envelope, expectStatus, idOf, treeWithModules, uniqueLetters } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';
import { exportPathOf, type ResourceDeclaration } from '../../resources/engine/types';
import { evaluationsDeclaration } from '../../resources/evaluations/declaration';
import { newsDeclaration } from '../../resources/news/declaration';
import { disciplinaryCasesDeclaration } from '../../resources/disciplinary/declaration';
import { gunAssignmentsDeclaration } from '../../resources/gunAssignments/declaration';
import { gunsDeclaration } from '../../resources/guns/declaration';
import { stationsDeclaration } from '../../resources/stations/declaration';
import { vehicleAssignmentsDeclaration } from '../../resources/vehicleAssignments/declaration';
import { vehiclesDeclaration } from '../../resources/vehicles/declaration';
import { studentsDeclaration } from '../../resources/students/declaration';
import { reentriesDeclaration } from '../../resources/reentries/declaration';
import { disincorporationsDeclaration } from '../../resources/disincorporations/declaration';
import { vacationsDeclaration } from '../../resources/vacations/declaration';
import { OFFICER_IMPORT_RESOURCE } from '../../resources/officers/importResource';

type Caller = 'admin' | 'admin2' | 'amartinez' | 'jperez' | 'mgonzalez' | 'crodriguez' | 'lhernandez' | 'educacion' | 'web' | 'dmedina' | 'gcolmenares';
type Access = 'public' | 'authenticated' | { allowed: Caller[]; denied: Caller[] };
type Request = Omit<InjectOptions, 'method' | 'url'> & { url: string };

interface Fixtures {
  t: TestApp;
  adminToken: string;
  jperezId: number;
  lhernandezId: number;
  auditorRoleId: number;
  transportRoleId: number;
  downloadUrl: string;
}

interface Row {
  method: HTTPMethods;
  /** The route pattern as Fastify registers it. */
  route: string;
  access: Access;
  /** A realistic call; built again for every caller (writes get fresh targets). */
  request: (fx: Fixtures) => Request | Promise<Request>;
  /** The call spends the caller's token (logout): each caller logs in afresh. */
  freshToken?: boolean;
}

const CONFIG_USERS = { allowed: ['amartinez'], denied: ['mgonzalez', 'jperez', 'crodriguez'] } satisfies Access;
const AUDIT = { allowed: ['jperez'], denied: ['mgonzalez', 'amartinez', 'crodriguez'] } satisfies Access;
/** Recursos Humanos > Ingreso (module 1): mgonzalez holds the whole module. */
const RRHH = { allowed: ['mgonzalez'], denied: ['jperez', 'amartinez', 'crodriguez'] } satisfies Access;
/** No officer exists in a fresh database: calls on one answer 404, which still proves access. */
const NO_OFFICER = 999_999;
/** Parque de Armas and Transporte: crodriguez and lhernandez hold their whole sub-module. */
const GUNPARK = { allowed: ['crodriguez'], denied: ['mgonzalez', 'jperez', 'amartinez', 'lhernandez'] } satisfies Access;
const TRANSPORT = { allowed: ['lhernandez'], denied: ['mgonzalez', 'jperez', 'amartinez', 'crodriguez'] } satisfies Access;
/** Vehicles sit in stations too: transport staff read them. */
const STATION_READERS = { allowed: ['crodriguez', 'lhernandez'], denied: ['mgonzalez', 'jperez', 'amartinez'] } satisfies Access;
const ADMIN_ONLY = { allowed: ['admin2'], denied: ['amartinez', 'jperez', 'mgonzalez'] } satisfies Access;
/** Disciplinario (module 2): no demo role holds it, so only administrators pass. */
const DISCIPLINARY = { allowed: ['admin2'], denied: ['mgonzalez', 'jperez', 'amartinez', 'crodriguez', 'lhernandez'] } satisfies Access;
/** An officer's cases are part of the record RRHH readers see (issue 28), as the medical history is. */
const DISCIPLINARY_HISTORY = { allowed: ['admin2', 'mgonzalez'], denied: ['jperez', 'amartinez', 'crodriguez', 'lhernandez', 'gcolmenares'] } satisfies Access;
const get = (url: string) => () => ({ url });
const newUser = async (fx: Fixtures) => (await createUser(fx.t, fx.adminToken)).id;
const newRole = async (fx: Fixtures) => (await createRole(fx.t, fx.adminToken)).id;
const userBody = (username: string, roleId: number) => ({ username, email: `${username}@policia.gob.ve`, fullname: 'Usuario Matriz', password: 'Clave2026!', roleId });

const ROWS: Row[] = [
  // Probes of a load balancer (issue 19): no session.
  { method: 'GET', route: '/api/health', access: 'public', request: get('/api/health') },
  { method: 'GET', route: '/api/ready', access: 'public', request: get('/api/ready') },
  { method: 'POST', route: '/api/auth/login', access: 'public', request: () => ({ url: '/api/auth/login', payload: { username: 'lhernandez', password: 'Demo2026!' } }) },
  { method: 'GET', route: '/api/auth/me', access: 'authenticated', request: get('/api/auth/me') },
  { method: 'POST', route: '/api/auth/logout', access: 'authenticated', request: get('/api/auth/logout'), freshToken: true },
  { method: 'GET', route: '/api/data-init', access: 'authenticated', request: get('/api/data-init') },
  { method: 'GET', route: '/api/files/:token', access: 'public', request: (fx) => ({ url: fx.downloadUrl }) },
  { method: 'GET', route: '/api/audits', access: AUDIT, request: get('/api/audits?page=1&pageSize=5&search=api') },
  { method: 'GET', route: '/api/audits/endpoints/autocomplete', access: AUDIT, request: get('/api/audits/endpoints/autocomplete?search=auth') },
  { method: 'GET', route: '/api/audits/months', access: AUDIT, request: get('/api/audits/months') },
  { method: 'GET', route: '/api/audits/write-failures', access: AUDIT, request: get('/api/audits/write-failures') },
  { method: 'GET', route: '/api/users/search/autocomplete', access: { allowed: ['jperez', 'amartinez'], denied: ['mgonzalez', 'crodriguez'] }, request: get('/api/users/search/autocomplete?search=perez') },
  { method: 'GET', route: '/api/users', access: CONFIG_USERS, request: get('/api/users?page=1&pageSize=5') },
  { method: 'GET', route: '/api/users/export/excel', access: CONFIG_USERS, request: get('/api/users/export/excel') },
  { method: 'GET', route: '/api/users/:id', access: CONFIG_USERS, request: (fx) => ({ url: `/api/users/${fx.jperezId}` }) },
  { method: 'PATCH', route: '/api/users/:id/status', access: CONFIG_USERS, request: (fx) => ({ url: `/api/users/${fx.lhernandezId}/status`, payload: { isActive: true } }) },
  { method: 'POST', route: '/api/users', access: ADMIN_ONLY, request: (fx) => ({ url: '/api/users', payload: userBody(`matriz${uniqueLetters()}`, fx.auditorRoleId) }) },
  { method: 'PUT', route: '/api/users/:id', access: ADMIN_ONLY, request: async (fx) => ({ url: `/api/users/${await newUser(fx)}`, payload: { ...userBody(`matriz${uniqueLetters()}`, fx.auditorRoleId), password: '' } }) },
  { method: 'DELETE', route: '/api/users/:id', access: ADMIN_ONLY, request: async (fx) => ({ url: `/api/users/${await newUser(fx)}` }) },
  { method: 'GET', route: '/api/roles', access: { allowed: ['amartinez'], denied: ['mgonzalez', 'jperez'] }, request: get('/api/roles?page=1&pageSize=5') },
  { method: 'GET', route: '/api/roles/active/all', access: { allowed: ['amartinez'], denied: ['mgonzalez', 'jperez'] }, request: get('/api/roles/active/all') },
  { method: 'GET', route: '/api/roles/:id', access: { allowed: ['amartinez'], denied: ['mgonzalez', 'jperez'] }, request: (fx) => ({ url: `/api/roles/${fx.auditorRoleId}` }) },
  { method: 'PATCH', route: '/api/roles/:id/status', access: { allowed: ['amartinez'], denied: ['mgonzalez', 'jperez'] }, request: (fx) => ({ url: `/api/roles/${fx.transportRoleId}/status`, payload: { active: true } }) },
  { method: 'POST', route: '/api/roles', access: ADMIN_ONLY, request: () => ({ url: '/api/roles', payload: { roleName: `Rol Matriz ${uniqueLetters()}`, data: treeWithModules(4) } }) },
  { method: 'PUT', route: '/api/roles/:id', access: ADMIN_ONLY, request: async (fx) => ({ url: `/api/roles/${await newRole(fx)}`, payload: { roleName: `Rol Matriz ${uniqueLetters()}`, data: treeWithModules(4) } }) },
  { method: 'DELETE', route: '/api/roles/:id', access: ADMIN_ONLY, request: async (fx) => ({ url: `/api/roles/${await newRole(fx)}` }) },
  // Configuración > Recursos (issue 29): administrators only. A call that names no designed resource answers 404 or 400.
  { method: 'GET', route: '/api/configuration/resources', access: ADMIN_ONLY, request: get('/api/configuration/resources') },
  { method: 'GET', route: '/api/configuration/resources/schema', access: ADMIN_ONLY, request: get('/api/configuration/resources/schema') },
  { method: 'GET', route: '/api/configuration/resources/context', access: ADMIN_ONLY, request: get('/api/configuration/resources/context') },
  { method: 'POST', route: '/api/configuration/resources/check', access: ADMIN_ONLY, request: () => ({ url: '/api/configuration/resources/check', payload: {} }) },
  { method: 'POST', route: '/api/configuration/resources', access: ADMIN_ONLY, request: () => ({ url: '/api/configuration/resources', payload: {} }) },
  { method: 'GET', route: '/api/configuration/resources/:name', access: ADMIN_ONLY, request: get('/api/configuration/resources/nothing_here') },
  { method: 'PUT', route: '/api/configuration/resources/:name', access: ADMIN_ONLY, request: () => ({ url: '/api/configuration/resources/nothing_here', payload: {} }) },
  { method: 'DELETE', route: '/api/configuration/resources/:name', access: ADMIN_ONLY, request: get('/api/configuration/resources/nothing_here') },
  // Records of designed resources: each call is checked against its resource's node (tests/api/designedResources.test.ts); none exists here.
  { method: 'GET', route: '/api/designed', access: 'authenticated', request: get('/api/designed') },
  { method: 'GET', route: '/api/designed/:name', access: 'authenticated', request: get('/api/designed/nothing_here') },
  { method: 'GET', route: '/api/designed/:name/export/excel', access: 'authenticated', request: get('/api/designed/nothing_here/export/excel') },
  { method: 'GET', route: '/api/designed/:name/options/:field', access: 'authenticated', request: get('/api/designed/nothing_here/options/station') },
  { method: 'GET', route: '/api/designed/:name/:id', access: 'authenticated', request: get('/api/designed/nothing_here/1') },
  { method: 'POST', route: '/api/designed/:name', access: 'authenticated', request: () => ({ url: '/api/designed/nothing_here', payload: {} }) },
  { method: 'PUT', route: '/api/designed/:name/:id', access: 'authenticated', request: () => ({ url: '/api/designed/nothing_here/1', payload: {} }) },
  { method: 'DELETE', route: '/api/designed/:name/:id', access: 'authenticated', request: get('/api/designed/nothing_here/1') },
  { method: 'GET', route: '/api/characterization/total', access: 'authenticated', request: get('/api/characterization/total') },
  { method: 'GET', route: '/api/rrhh/dashboard/stats', access: 'authenticated', request: get('/api/rrhh/dashboard/stats') },
  { method: 'GET', route: '/api/rrhh/dashboard/rank-distribution', access: 'authenticated', request: get('/api/rrhh/dashboard/rank-distribution') },
  { method: 'GET', route: '/api/rrhh/dashboard/gender-distribution', access: 'authenticated', request: get('/api/rrhh/dashboard/gender-distribution') },
  { method: 'GET', route: '/api/rrhh/search', access: RRHH, request: get('/api/rrhh/search?page=1&pageSize=5&search=perez') },
  { method: 'GET', route: '/api/rrhh/search/exact', access: RRHH, request: get('/api/rrhh/search/exact?identification=12345678') },
  { method: 'GET', route: '/api/rrhh/search/multi', access: RRHH, request: get('/api/rrhh/search/multi?search=perez') },
  { method: 'GET', route: '/api/rrhh/family/search', access: RRHH, request: get('/api/rrhh/family/search?page=1&pageSize=5') },
  { method: 'POST', route: '/api/rrhh/report/children', access: RRHH, request: () => ({ url: '/api/rrhh/report/children', payload: { minAge: 1, maxAge: 18 } }) },
  { method: 'GET', route: '/api/rrhh/report/extranet', access: RRHH, request: get('/api/rrhh/report/extranet?lastnames=perez&statusIn=2') },
  { method: 'GET', route: '/api/rrhh/qr/generate/:id', access: RRHH, request: get(`/api/rrhh/qr/generate/${NO_OFFICER}`) },
  // The assignment forms of the weapons park and transport look officers up by cédula too.
  { method: 'GET', route: '/api/rrhh/identification/:identification', access: { allowed: ['mgonzalez', 'crodriguez', 'lhernandez'], denied: ['jperez', 'amartinez'] }, request: get('/api/rrhh/identification/12345678') },
  { method: 'GET', route: '/api/rrhh/:id', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}`) },
  { method: 'POST', route: '/api/rrhh', access: RRHH, request: () => ({ url: '/api/rrhh', payload: {} }) },
  { method: 'PUT', route: '/api/rrhh/:id', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}`, payload: {} }) },
  { method: 'DELETE', route: '/api/rrhh/:id', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}`) },
  { method: 'PATCH', route: '/api/rrhh/:id/status', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}/status`, payload: { statusIn: 2 } }) },
  { method: 'DELETE', route: '/api/rrhh/:policeId/documents', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}/documents`, payload: { documentIds: [1] } }) },
  { method: 'DELETE', route: '/api/rrhh/:policeId/images', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}/images`, payload: { imageIds: [1] } }) },
  { method: 'POST', route: '/api/rrhh/:policeId/documents', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}/documents`, payload: {} }) },
  { method: 'POST', route: '/api/rrhh/:policeId/images', access: RRHH, request: () => ({ url: `/api/rrhh/${NO_OFFICER}/images`, payload: {} }) },
  { method: 'GET', route: '/api/rrhh/:policeId/documents/:documentId/file', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/documents/1/file`) },
  { method: 'GET', route: '/api/rrhh/:policeId/images/:imageId/file', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/images/1/file`) },
  { method: 'GET', route: '/api/external-services/proxy-image', access: RRHH, request: get(`/api/external-services/proxy-image?url=/api/rrhh/${NO_OFFICER}/images/1/file`) },
  // Personnel movements (re-entries, egresos, vacations): unknown records answer 404 and empty bodies 400, which still prove access.
  { method: 'GET', route: '/api/rrhh/reentries', access: RRHH, request: get('/api/rrhh/reentries?page=1&pageSize=5&search=perez') },
  { method: 'POST', route: '/api/rrhh/addreentry', access: RRHH, request: () => ({ url: '/api/rrhh/addreentry', payload: {} }) },
  { method: 'PUT', route: '/api/rrhh/reentry/:id/status', access: RRHH, request: () => ({ url: `/api/rrhh/reentry/${NO_OFFICER}/status`, payload: { status: 2 } }) },
  { method: 'DELETE', route: '/api/rrhh/reentry/:id', access: RRHH, request: get(`/api/rrhh/reentry/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/rrhh/:id/reentries', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/reentries?page=1&pageSize=1000`) },
  { method: 'GET', route: '/api/rrhh/disincorporations', access: RRHH, request: get('/api/rrhh/disincorporations?page=1&pageSize=5') },
  { method: 'POST', route: '/api/rrhh/adddisincorporation', access: RRHH, request: () => ({ url: '/api/rrhh/adddisincorporation', payload: {} }) },
  { method: 'PUT', route: '/api/rrhh/disincorporation/:id/status', access: RRHH, request: () => ({ url: `/api/rrhh/disincorporation/${NO_OFFICER}/status`, payload: { status: 3 } }) },
  { method: 'DELETE', route: '/api/rrhh/disincorporation/:id', access: RRHH, request: get(`/api/rrhh/disincorporation/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/rrhh/:id/disincorporations', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/disincorporations`) },
  { method: 'GET', route: '/api/rrhh/vacations', access: RRHH, request: get('/api/rrhh/vacations?page=1&pageSize=5&typeVacationAndRest=1') },
  { method: 'POST', route: '/api/rrhh/addvacationorrest', access: RRHH, request: () => ({ url: '/api/rrhh/addvacationorrest', payload: { typeVacationAndRest: 1 } }) },
  { method: 'POST', route: '/api/rrhh/com-service', access: RRHH, request: () => ({ url: '/api/rrhh/com-service', payload: {} }) },
  { method: 'PUT', route: '/api/rrhh/vacation/:id/status', access: RRHH, request: () => ({ url: `/api/rrhh/vacation/${NO_OFFICER}/status`, payload: { status: 2 } }) },
  { method: 'DELETE', route: '/api/rrhh/vacation/:id', access: RRHH, request: get(`/api/rrhh/vacation/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/rrhh/:id/vacations', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/vacations`) },
  { method: 'GET', route: '/api/rrhh/:id/commissions', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/commissions`) },
  { method: 'GET', route: '/api/rrhh/:id/rests', access: RRHH, request: get(`/api/rrhh/${NO_OFFICER}/rests`) },
  { method: 'GET', route: '/api/rrhh/listvacationandrest/:id', access: RRHH, request: get(`/api/rrhh/listvacationandrest/${NO_OFFICER}?type=1`) },
  { method: 'GET', route: '/api/rrhh/work-time/:id', access: RRHH, request: get(`/api/rrhh/work-time/${NO_OFFICER}`) },
  // Weapons park (module 3, sub-module 1) and transport (sub-module 2): unknown ids answer 404 and empty bodies 400, which still prove access.
  { method: 'GET', route: '/api/gunpark/stations', access: STATION_READERS, request: get('/api/gunpark/stations?page=1&pageSize=5&status=true') },
  { method: 'GET', route: '/api/gunpark/stations/:id', access: STATION_READERS, request: get('/api/gunpark/stations/999999') },
  { method: 'POST', route: '/api/gunpark/stations', access: GUNPARK, request: () => ({ url: '/api/gunpark/stations', payload: {} }) },
  { method: 'PUT', route: '/api/gunpark/stations/:id', access: GUNPARK, request: () => ({ url: '/api/gunpark/stations/999999', payload: {} }) },
  { method: 'DELETE', route: '/api/gunpark/stations/:id', access: GUNPARK, request: get('/api/gunpark/stations/999999') },
  { method: 'POST', route: '/api/gunpark/stations/:stationId/assign/:gunId', access: GUNPARK, request: get('/api/gunpark/stations/999999/assign/999999') },
  { method: 'DELETE', route: '/api/gunpark/stations/:stationId/unassign/:gunId', access: GUNPARK, request: get('/api/gunpark/stations/999999/unassign/999999') },
  { method: 'GET', route: '/api/gunpark/guns', access: GUNPARK, request: get('/api/gunpark/guns?page=1&pageSize=5&station=1&search=glock') },
  { method: 'GET', route: '/api/gunpark/guns/filter/excel', access: GUNPARK, request: get('/api/gunpark/guns/filter/excel?isExcel=true&station=1') },
  { method: 'GET', route: '/api/gunpark/guns/:id', access: GUNPARK, request: get('/api/gunpark/guns/999999') },
  { method: 'POST', route: '/api/gunpark/guns', access: GUNPARK, request: () => ({ url: '/api/gunpark/guns', payload: {} }) },
  { method: 'PUT', route: '/api/gunpark/guns/:id', access: GUNPARK, request: () => ({ url: '/api/gunpark/guns/999999', payload: {} }) },
  { method: 'DELETE', route: '/api/gunpark/guns/:id', access: GUNPARK, request: get('/api/gunpark/guns/999999') },
  { method: 'POST', route: '/api/gunpark/guns/:id/documents', access: GUNPARK, request: () => ({ url: '/api/gunpark/guns/999999/documents', payload: {} }) },
  { method: 'DELETE', route: '/api/gunpark/guns/:id/documents', access: GUNPARK, request: () => ({ url: '/api/gunpark/guns/999999/documents', payload: { documentIds: [1] } }) },
  { method: 'GET', route: '/api/gunpark/guns/:id/documents/:documentId/file', access: GUNPARK, request: get('/api/gunpark/guns/999999/documents/1/file') },
  { method: 'GET', route: '/api/gunpark/guns/search/:code', access: GUNPARK, request: get('/api/gunpark/guns/search/ARM-0001') },
  { method: 'GET', route: '/api/gunpark/guns/search/serial/:serial', access: GUNPARK, request: get('/api/gunpark/guns/search/serial/SER12345') },
  { method: 'GET', route: '/api/gunpark/officer-assignments', access: GUNPARK, request: get('/api/gunpark/officer-assignments?page=1&pageSize=10&gunId=1') },
  { method: 'GET', route: '/api/gunpark/officer-assignments/:id', access: GUNPARK, request: get('/api/gunpark/officer-assignments/999999') },
  { method: 'POST', route: '/api/gunpark/officer-assignments', access: GUNPARK, request: () => ({ url: '/api/gunpark/officer-assignments', payload: {} }) },
  { method: 'PUT', route: '/api/gunpark/officer-assignments/:id', access: GUNPARK, request: () => ({ url: '/api/gunpark/officer-assignments/999999', payload: {} }) },
  { method: 'PUT', route: '/api/gunpark/officer-assignments/:id/finish', access: GUNPARK, request: () => ({ url: '/api/gunpark/officer-assignments/999999/finish', payload: { endDate: '2026-01-01' } }) },
  { method: 'DELETE', route: '/api/gunpark/officer-assignments/:id', access: GUNPARK, request: get('/api/gunpark/officer-assignments/999999') },
  { method: 'GET', route: '/api/gunpark/dashboard/stats', access: GUNPARK, request: get('/api/gunpark/dashboard/stats') },
  { method: 'GET', route: '/api/gunpark/dashboard/gun-type-distribution', access: GUNPARK, request: get('/api/gunpark/dashboard/gun-type-distribution') },
  { method: 'GET', route: '/api/gunpark/dashboard/gun-brand-distribution', access: GUNPARK, request: get('/api/gunpark/dashboard/gun-brand-distribution') },
  { method: 'GET', route: '/api/gunpark/dashboard/gun-caliber-distribution', access: GUNPARK, request: get('/api/gunpark/dashboard/gun-caliber-distribution') },
  { method: 'GET', route: '/api/gunpark/dashboard/gun-station-distribution', access: GUNPARK, request: get('/api/gunpark/dashboard/gun-station-distribution') },
  { method: 'GET', route: '/api/gunpark/dashboard/gun-operability-distribution', access: GUNPARK, request: get('/api/gunpark/dashboard/gun-operability-distribution') },
  { method: 'GET', route: '/api/gunpark/dashboard/monthly-assignment-trends', access: GUNPARK, request: get('/api/gunpark/dashboard/monthly-assignment-trends') },
  { method: 'GET', route: '/api/gunpark/dashboard/most-used-guns', access: GUNPARK, request: get('/api/gunpark/dashboard/most-used-guns') },
  { method: 'GET', route: '/api/gunpark/dashboard/maintenance-stats', access: GUNPARK, request: get('/api/gunpark/dashboard/maintenance-stats') },
  { method: 'GET', route: '/api/vehicle', access: TRANSPORT, request: get('/api/vehicle?page=1&pageSize=5&search=toyota&status=1') },
  { method: 'GET', route: '/api/vehicle/filter/excel', access: TRANSPORT, request: get('/api/vehicle/filter/excel?isExcel=true') },
  { method: 'GET', route: '/api/vehicle/:id', access: TRANSPORT, request: get('/api/vehicle/999999') },
  { method: 'POST', route: '/api/vehicle', access: TRANSPORT, request: () => ({ url: '/api/vehicle', payload: {} }) },
  { method: 'PUT', route: '/api/vehicle/:id', access: TRANSPORT, request: () => ({ url: '/api/vehicle/999999', payload: {} }) },
  { method: 'DELETE', route: '/api/vehicle/:id', access: TRANSPORT, request: get('/api/vehicle/999999') },
  { method: 'POST', route: '/api/vehicle/:id/documents', access: TRANSPORT, request: () => ({ url: '/api/vehicle/999999/documents', payload: {} }) },
  { method: 'DELETE', route: '/api/vehicle/:id/documents', access: TRANSPORT, request: () => ({ url: '/api/vehicle/999999/documents', payload: { documentIds: [1] } }) },
  { method: 'GET', route: '/api/vehicle/:id/documents/:documentId/file', access: TRANSPORT, request: get('/api/vehicle/999999/documents/1/file') },
  { method: 'GET', route: '/api/vehicle/search/:code', access: TRANSPORT, request: get('/api/vehicle/search/VEH-0001') },
  { method: 'GET', route: '/api/vehicle/search/plate/:plate', access: TRANSPORT, request: get('/api/vehicle/search/plate/AB123CD') },
  { method: 'GET', route: '/api/vehicle-assignments', access: TRANSPORT, request: get('/api/vehicle-assignments?page=1&pageSize=10&vehicleId=1') },
  { method: 'GET', route: '/api/vehicle-assignments/:id', access: TRANSPORT, request: get('/api/vehicle-assignments/999999') },
  { method: 'POST', route: '/api/vehicle-assignments', access: TRANSPORT, request: () => ({ url: '/api/vehicle-assignments', payload: {} }) },
  { method: 'PUT', route: '/api/vehicle-assignments/:id', access: TRANSPORT, request: () => ({ url: '/api/vehicle-assignments/999999', payload: {} }) },
  { method: 'PUT', route: '/api/vehicle-assignments/:id/finish', access: TRANSPORT, request: () => ({ url: '/api/vehicle-assignments/999999/finish', payload: { endDate: '2026-01-01' } }) },
  { method: 'DELETE', route: '/api/vehicle-assignments/:id', access: TRANSPORT, request: get('/api/vehicle-assignments/999999') },
  { method: 'GET', route: '/api/vehicle/dashboard/stats', access: TRANSPORT, request: get('/api/vehicle/dashboard/stats') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-type-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-type-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-brand-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-brand-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-year-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-year-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-station-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-station-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-operability-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-operability-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-inspection-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-inspection-distribution') },
  { method: 'GET', route: '/api/vehicle/dashboard/monthly-assignment-trends', access: TRANSPORT, request: get('/api/vehicle/dashboard/monthly-assignment-trends') },
  { method: 'GET', route: '/api/vehicle/dashboard/most-used-vehicles', access: TRANSPORT, request: get('/api/vehicle/dashboard/most-used-vehicles') },
  { method: 'GET', route: '/api/vehicle/dashboard/maintenance-stats', access: TRANSPORT, request: get('/api/vehicle/dashboard/maintenance-stats') },
  { method: 'GET', route: '/api/vehicle/dashboard/vehicle-service-distribution', access: TRANSPORT, request: get('/api/vehicle/dashboard/vehicle-service-distribution') },
  { method: 'GET', route: '/api/rrhh/assigned-assets/:id', access: RRHH, request: get('/api/rrhh/assigned-assets/999999') },
  // Disciplinary (issue 16): module 2, which no demo role holds; the kind of case and the council are checked further in tests/api/disciplinary.test.ts.
  { method: 'GET', route: '/api/disciplinary', access: DISCIPLINARY, request: get('/api/disciplinary?page=1&pageSize=5&typeDisciplinary=1&search=ramirez') },
  { method: 'GET', route: '/api/disciplinary/:id', access: DISCIPLINARY, request: get('/api/disciplinary/999999') },
  { method: 'POST', route: '/api/disciplinary', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary', payload: {} }) },
  { method: 'PUT', route: '/api/disciplinary/:id', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary/999999', payload: {} }) },
  { method: 'DELETE', route: '/api/disciplinary/:id', access: DISCIPLINARY, request: get('/api/disciplinary/999999') },
  { method: 'PATCH', route: '/api/disciplinary/:id/status', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary/999999/status', payload: { statusDisciplinary: 2 } }) },
  { method: 'PATCH', route: '/api/disciplinary/:id/sanction', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary/999999/sanction', payload: { sanction: 'Amonestación', typeOfSanction: 1 } }) },
  { method: 'PATCH', route: '/api/disciplinary/:id/council', access: DISCIPLINARY, request: get('/api/disciplinary/999999/council') },
  { method: 'POST', route: '/api/disciplinary/:id/documents', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary/999999/documents', payload: {} }) },
  { method: 'DELETE', route: '/api/disciplinary/:id/documents', access: DISCIPLINARY, request: () => ({ url: '/api/disciplinary/999999/documents', payload: { documentIds: [1] } }) },
  { method: 'GET', route: '/api/disciplinary/:id/documents/:documentId/file', access: DISCIPLINARY, request: get('/api/disciplinary/999999/documents/1/file') },
  { method: 'GET', route: '/api/disciplinary/cases-by-officer/:id', access: DISCIPLINARY_HISTORY, request: get(`/api/disciplinary/cases-by-officer/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/disciplinary/oidp-selector', access: DISCIPLINARY, request: get('/api/disciplinary/oidp-selector?page=1&pageSize=10&status=1') },
  { method: 'GET', route: '/api/disciplinary/dashboard/stats', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/stats') },
  { method: 'GET', route: '/api/disciplinary/dashboard/case-type-distribution', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/case-type-distribution') },
  { method: 'GET', route: '/api/disciplinary/dashboard/office-distribution', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/office-distribution') },
  { method: 'GET', route: '/api/disciplinary/dashboard/status-distribution', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/status-distribution') },
  { method: 'GET', route: '/api/disciplinary/dashboard/sanction-distribution', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/sanction-distribution') },
  { method: 'GET', route: '/api/disciplinary/dashboard/monthly-trends', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/monthly-trends') },
  { method: 'GET', route: '/api/disciplinary/dashboard/most-frequent-violations', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/most-frequent-violations') },
  { method: 'GET', route: '/api/disciplinary/dashboard/resolution-time-stats', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/resolution-time-stats') },
  { method: 'GET', route: '/api/disciplinary/dashboard/case-severity-distribution', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/case-severity-distribution') },
  { method: 'GET', route: '/api/disciplinary/dashboard/officer-involvement-stats', access: DISCIPLINARY, request: get('/api/disciplinary/dashboard/officer-involvement-stats') },
  // Issued documents (RRHH §7.4): recording one needs the record's read rule; checking a QR code is public.
  { method: 'POST', route: '/api/documents/verification', access: RRHH, request: () => ({ url: '/api/documents/verification', payload: { documentType: 'constancia', policeId: NO_OFFICER } }) },
  { method: 'GET', route: '/api/public/verify/:code', access: 'public', request: get('/api/public/verify/1-AAAAAAAAAAAAAAAAAAAAAA') },
  // The API description is public: it documents the calls, it answers none.
  { method: 'GET', route: '/api/docs', access: 'public', request: get('/api/docs') },
  { method: 'GET', route: '/api/docs/', access: 'public', request: get('/api/docs/') },
  { method: 'GET', route: '/api/docs/json', access: 'public', request: get('/api/docs/json') },
  { method: 'GET', route: '/api/docs/yaml', access: 'public', request: get('/api/docs/yaml') },
  { method: 'GET', route: '/api/docs/static/index.html', access: 'public', request: get('/api/docs/static/index.html') },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', access: 'public', request: get('/api/docs/static/swagger-initializer.js') },
  { method: 'GET', route: '/api/docs/static/*', access: 'public', request: get('/api/docs/static/swagger-ui.css') },
];

/** Educación Policial (module 7) and the website (module 6, Extranet): their demo staff only. */
const EDUCATION = { allowed: ['educacion'], denied: ['mgonzalez', 'jperez', 'lhernandez', 'web'] } satisfies Access;
const WEBSITE = { allowed: ['web'], denied: ['mgonzalez', 'jperez', 'lhernandez', 'educacion'] } satisfies Access;

/**
 * The routes the engine serves for a declared resource, each under the module's access:
 * list, export, summary, one record, create, update, delete and the declared actions.
 * Unknown ids answer 404 and empty bodies 400, which still prove access.
 */
function declaredRows(declaration: ResourceDeclaration, access: Access): Row[] {
  const base = `/api/${declaration.apiPath}`;
  return [
    { method: 'GET', route: base, access, request: get(`${base}?page=1&pageSize=5`) },
    ...(declaration.exportFields ? [{ method: 'GET' as const, route: `/api/${exportPathOf(declaration)}`, access, request: get(`/api/${exportPathOf(declaration)}`) }] : []),
    ...(declaration.summary ? [{ method: 'GET' as const, route: `${base}/summary`, access, request: get(`${base}/summary`) }] : []),
    { method: 'GET', route: `${base}/:id`, access, request: get(`${base}/${NO_OFFICER}`) },
    { method: 'POST', route: base, access, request: () => ({ url: base, payload: {} }) },
    { method: 'PUT', route: `${base}/:id`, access, request: () => ({ url: `${base}/${NO_OFFICER}`, payload: {} }) },
    { method: 'DELETE', route: `${base}/:id`, access, request: get(`${base}/${NO_OFFICER}`) },
    ...(declaration.actions ?? []).map((action): Row => ({ method: action.method ?? 'PATCH', route: `${base}/:id/${action.path}`, access, request: () => ({ url: `${base}/${NO_OFFICER}/${action.path}`, payload: {} }) })),
  ];
}

/** Permits (module 10): the demo permits clerk (RRHH readers may list one officer's history: permits.test.ts). */
const PERMITS = { allowed: ['gcolmenares'], denied: ['mgonzalez', 'jperez', 'lhernandez', 'educacion', 'dmedina'] } satisfies Access;
/** Medical (module 11): the demo doctor; an officer's medical history is open to RRHH readers too. */
const MEDICAL = { allowed: ['dmedina'], denied: ['mgonzalez', 'jperez', 'lhernandez', 'educacion'] } satisfies Access;
const MEDICAL_HISTORY = { allowed: ['dmedina', 'mgonzalez'], denied: ['jperez', 'lhernandez', 'educacion'] } satisfies Access;
const post = (url: string) => () => ({ url, payload: {} });

ROWS.push(
  { method: 'GET', route: '/api/permits', access: PERMITS, request: get('/api/permits?page=1&pageSize=5') },
  { method: 'POST', route: '/api/permits', access: PERMITS, request: post('/api/permits') },
  { method: 'GET', route: '/api/permits/statistics', access: PERMITS, request: get('/api/permits/statistics') },
  { method: 'GET', route: '/api/permits/report/pdf', access: PERMITS, request: get('/api/permits/report/pdf') },
  { method: 'POST', route: '/api/permits/report/verification', access: PERMITS, request: post('/api/permits/report/verification') },
  { method: 'GET', route: '/api/permits/:id', access: PERMITS, request: get(`/api/permits/${NO_OFFICER}`) },
  { method: 'PUT', route: '/api/permits/:id', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}`) },
  { method: 'DELETE', route: '/api/permits/:id', access: PERMITS, request: get(`/api/permits/${NO_OFFICER}`) },
  { method: 'POST', route: '/api/permits/:id/approve', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}/approve`) },
  { method: 'POST', route: '/api/permits/:id/reject', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}/reject`) },
  { method: 'PUT', route: '/api/permits/:id/status', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}/status`) },
  { method: 'PATCH', route: '/api/permits/:id/status', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}/status`) },
  { method: 'POST', route: '/api/permits/:id/verification', access: PERMITS, request: post(`/api/permits/${NO_OFFICER}/verification`) },
  { method: 'GET', route: '/api/medical/reports', access: MEDICAL, request: get('/api/medical/reports?page=1&pageSize=5') },
  { method: 'GET', route: '/api/medical/reports/:id', access: MEDICAL, request: get(`/api/medical/reports/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/medical/by-police/:id', access: MEDICAL_HISTORY, request: get(`/api/medical/by-police/${NO_OFFICER}`) },
  { method: 'POST', route: '/api/medical/create', access: MEDICAL, request: post('/api/medical/create') },
  { method: 'PUT', route: '/api/medical/update/:id', access: MEDICAL, request: post(`/api/medical/update/${NO_OFFICER}`) },
  { method: 'PATCH', route: '/api/medical/update/:id', access: MEDICAL, request: post(`/api/medical/update/${NO_OFFICER}`) },
  { method: 'DELETE', route: '/api/medical/delete/:id', access: MEDICAL, request: get(`/api/medical/delete/${NO_OFFICER}`) },
  { method: 'GET', route: '/api/medical/statistics', access: MEDICAL, request: get('/api/medical/statistics') },
  { method: 'PUT', route: '/api/medical/:id/status', access: MEDICAL, request: post(`/api/medical/${NO_OFFICER}/status`) },
  { method: 'PATCH', route: '/api/medical/:id/status', access: MEDICAL, request: post(`/api/medical/${NO_OFFICER}/status`) },
  { method: 'POST', route: '/api/medical/:id/documents/:kind', access: MEDICAL, request: post(`/api/medical/${NO_OFFICER}/documents/informe`) },
);

ROWS.push(
  ...declaredRows(studentsDeclaration, EDUCATION),
  ...declaredRows(evaluationsDeclaration, EDUCATION),
  ...declaredRows(newsDeclaration, WEBSITE),
  // The public page of a published news item needs no session (an unknown slug answers 404).
  { method: 'GET', route: '/api/public/news/:slug', access: 'public', request: get('/api/public/news/no-existe') },
);

/** The Excel import of a resource (issue 30) under its create rule: template, check and run of a job. */
function importRows(declaration: Pick<ResourceDeclaration, 'apiPath'>, access: Access): Row[] {
  const base = `/api/${declaration.apiPath}/import`;
  return [
    { method: 'GET', route: `${base}/template`, access, request: get(`${base}/template`) },
    { method: 'POST', route: `${base}/check`, access, request: post(`${base}/check`) },
    { method: 'POST', route: `${base}/:jobId/run`, access, request: post(`${base}/${NO_OFFICER}/run`) },
  ];
}

ROWS.push(
  ...importRows(stationsDeclaration, GUNPARK),
  ...importRows(gunsDeclaration, GUNPARK),
  ...importRows(gunAssignmentsDeclaration, GUNPARK),
  ...importRows(vehiclesDeclaration, TRANSPORT),
  ...importRows(vehicleAssignmentsDeclaration, TRANSPORT),
  ...importRows(studentsDeclaration, EDUCATION),
  ...importRows(evaluationsDeclaration, EDUCATION),
  ...importRows(newsDeclaration, WEBSITE),
  ...importRows(disciplinaryCasesDeclaration, DISCIPLINARY),
  // The movements' imports: re-entries, egresos, vacations and rests (mgonzalez holds Registrar on them).
  ...importRows(reentriesDeclaration, RRHH),
  ...importRows(disincorporationsDeclaration, RRHH),
  ...importRows(vacationsDeclaration, RRHH),
  // The officer record from a workbook: registering officers (mgonzalez).
  ...importRows(OFFICER_IMPORT_RESOURCE, RRHH),
  // 'Importaciones': every user sees their own jobs (an unknown one answers 404).
  { method: 'GET', route: '/api/imports', access: 'authenticated', request: get('/api/imports') },
  { method: 'GET', route: '/api/imports/:id', access: 'authenticated', request: get(`/api/imports/${NO_OFFICER}`) },
);

/** GET routes also answer HEAD (Fastify's exposeHeadRoutes) under the same rule. */
const CASES: Row[] = [...ROWS, ...ROWS.filter((r) => r.method === 'GET').map((r): Row => ({ ...r, method: 'HEAD' }))];

/** Param names do not matter to the router: '/:id' and '/:policeId' share a node, printed ':id|:policeId'. */
const canonical = (route: string) => route.replace(/:[^/]+/g, ':');

/**
 * Every (method, route) the app registered under /api, read from Fastify's radix tree
 * (the default print: each node holds the text that follows its parent's).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const route = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack.length = depth;
    stack.push(route);
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${route}`);
  }
  return found.filter((r) => r.split(' ')[1].startsWith('/api')).sort();
}

const label = (row: Row) => `${row.method} ${row.route}`;

describeOnEachDatabase('Matriz de autorización', (kind) => {
  let t: TestApp;
  let fx: Fixtures;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const adminToken = await t.login();
    const admin2 = await createUser(t, adminToken, { roleId: await idOf(t, 'roles', 'Transporte'), isAdmin: true });
    tokens.set('admin', adminToken);
    tokens.set('admin2', await t.login(admin2.username, admin2.password));
    for (const name of ['amartinez', 'jperez', 'mgonzalez', 'crodriguez', 'lhernandez', 'educacion', 'web', 'dmedina', 'gcolmenares'] as const) tokens.set(name, await t.login(name));
    const exported = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel' }), 200);
    fx = {
      t,
      adminToken,
      jperezId: await idOf(t, 'users', 'jperez'),
      lhernandezId: await idOf(t, 'users', 'lhernandez'),
      auditorRoleId: await idOf(t, 'roles', 'Auditor'),
      transportRoleId: await idOf(t, 'roles', 'Transporte'),
      downloadUrl: exported.data.url,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the table lists every registered /api route, and every row is a registered route', () => {
    const registered = registeredRoutes(t.app);
    for (const route of registered) {
      const [method, url] = route.split(' ');
      expect(t.app.hasRoute({ method: method as HTTPMethods, url: url.replace(/\|:[^/]+/g, '') }), `${route} read from printRoutes`).toBe(true);
    }
    for (const row of CASES) expect(t.app.hasRoute({ method: row.method, url: row.route }), label(row)).toBe(true);
    const registeredKeys = registered.map(canonical);
    const listedKeys = CASES.map((row) => canonical(label(row)));
    expect(registered.filter((r) => !listedKeys.includes(canonical(r))), 'routes missing from the table').toEqual([]);
    expect(CASES.map(label).filter((r) => !registeredKeys.includes(canonical(r))), 'rows that are not routes').toEqual([]);
    expect(new Set(listedKeys).size, 'no route is listed twice').toBe(listedKeys.length);
    expect(registered.length).toBeGreaterThan(30);
  });

  const call = async (row: Row, token: string | null) => {
    const request = await row.request(fx);
    return t.call(token, { ...request, method: row.method });
  };
  const expectRefused = (row: Row, response: Awaited<ReturnType<typeof call>>, status: 401 | 403, who: string) => {
    expect(response.statusCode, `${label(row)} as ${who}`).toBe(status);
    if (row.method === 'HEAD') return;
    const message = status === 401 ? 'No autenticado. Inicia sesión para continuar.' : 'No tienes permisos para realizar esta acción.';
    expect(envelope(response)).toEqual({ statusCode: status, message });
  };
  const expectAllowed = (row: Row, response: Awaited<ReturnType<typeof call>>, who: string) => {
    expect([401, 403], `${label(row)} as ${who}: ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
    expect(response.statusCode, `${label(row)} as ${who}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  };

  it.each(CASES.map((row) => [label(row), row] as const))('%s', async (_name, row) => {
    const tokenOf = async (who: Caller) => {
      if (!row.freshToken) return tokens.get(who)!;
      if (who === 'admin2') throw new Error('fresh admin2 sessions are not needed');
      return t.login(who);
    };
    const noToken = await call(row, null);
    if (row.access === 'public') expectAllowed(row, noToken, 'anonymous');
    else expectRefused(row, noToken, 401, 'anonymous');

    const { allowed, denied } = row.access === 'public' || row.access === 'authenticated'
      ? { allowed: ['mgonzalez', 'jperez'] as Caller[], denied: [] as Caller[] }
      : row.access;
    for (const who of denied) expectRefused(row, await call(row, await tokenOf(who)), 403, who);
    for (const who of [...allowed, 'admin' as const]) expectAllowed(row, await call(row, await tokenOf(who)), who);
  });

  it('the session is checked before the call is validated: bad params get 401/403, not 400', async () => {
    const bad: [HTTPMethods, string][] = [['GET', '/api/users?pageSize=0'], ['GET', '/api/users/abc'], ['PUT', '/api/users/abc'], ['GET', '/api/audits?userId=x'], ['PATCH', '/api/roles/0/status']];
    for (const [method, url] of bad) {
      expect(envelope(await t.call(null, { method, url, payload: method === 'GET' ? undefined : { isActive: 'x' } })), `${method} ${url}`).toMatchObject({ statusCode: 401 });
      expect(envelope(await t.call(tokens.get('mgonzalez')!, { method, url })), `${method} ${url}`).toMatchObject({ statusCode: 403 });
      expect((await t.call(tokens.get('admin')!, { method, url })).statusCode, `${method} ${url}`).toBe(400);
    }
  });

  it('refusals change nothing: a refused create stores no row', async () => {
    const before = await t.database.rawQuery('select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles');
    for (const row of ROWS.filter((r) => r.method === 'POST' && typeof r.access === 'object')) {
      const denied = typeof row.access === 'object' ? row.access.denied[0] : 'mgonzalez';
      expectRefused(row, await call(row, null), 401, 'anonymous');
      expectRefused(row, await call(row, tokens.get(denied)!), 403, denied);
    }
    expect(await t.database.rawQuery('select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles')).toEqual(before);
  });
});
