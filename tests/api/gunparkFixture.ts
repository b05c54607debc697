/**
 * Fixtures of the weapons park and transport API tests: users holding one internal
 * module of module 3 (1 register, 2 query, 3 edit), valid bodies with unique codes,
 * demo officers, a multipart body, and a database emptied of the demo assets.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { emptyPermissionTree, type PermissionTree } from '../../authProvider/moduleCatalogue';
import type { DatabaseHandle } from '../../server/db/client';
import { createUser, envelope, expectStatus, uniqueLetters } from '../support/api';
import type { TestApp } from '../support/testApp';

export const FORBIDDEN = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };
export const UNAUTHENTICATED = { statusCode: 401, message: 'No autenticado. Inicia sesión para continuar.' };
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A tree with module 3 > sub-module `sub` and only the given internal modules selected. */
export function administrativeTree(sub: 1 | 2, internals: number[]): PermissionTree {
  return emptyPermissionTree().map((m) => (m.id !== 3 ? m : {
    ...m,
    selected: true,
    configured: true,
    subModules: m.subModules.map((s) => (s.id !== sub ? s : {
      ...s,
      selected: true,
      internalModules: s.internalModules.map((i) => ({ ...i, selected: internals.includes(i.id) })),
    })),
  }));
}

/** Signs in a new user whose role holds only the given internal modules of the sub-module. */
export async function tokenWith(t: TestApp, adminToken: string, sub: 1 | 2, internals: number[]): Promise<string> {
  const role = expectStatus<{ id: number }>(await t.call(adminToken, {
    method: 'POST', url: '/api/roles', payload: { roleName: `Rol modulo ${uniqueLetters()}`, active: true, data: administrativeTree(sub, internals) },
  }), 201).data;
  const user = await createUser(t, adminToken, { roleId: role.id });
  return t.login(user.username, user.password);
}

/** The tokens a test file needs: administrator, one per internal module, and an unrelated module (RRHH). */
export async function moduleTokens(t: TestApp, sub: 1 | 2) {
  const admin = await t.login();
  return {
    admin,
    register: await tokenWith(t, admin, sub, [1]),
    query: await tokenWith(t, admin, sub, [2]),
    edit: await tokenWith(t, admin, sub, [3]),
    other: await t.login('mgonzalez'),
  };
}

/** Removes the demo weapons park and transport rows, so each file starts from nothing. */
export async function withoutDemoAssets(database: DatabaseHandle) {
  for (const table of ['gun_assignments', 'vehicle_assignments', 'guns_documents', 'vehicles_documents', 'guns', 'vehicles', 'stations']) {
    await database.rawQuery(`delete from ${table}`);
  }
}

/** Ids and cédulas of demo officers, in id order. */
export async function demoOfficers(t: TestApp, howMany: number): Promise<{ id: number; identification: number; firstName: string; firstLastname: string }[]> {
  const rows = await t.database.rawQuery('select id, identification, first_name, first_lastname from officers order by id limit $1', [howMany]);
  return rows.map((r) => ({ id: Number(r.id), identification: Number(r.identification), firstName: String(r.first_name), firstLastname: String(r.first_lastname) }));
}

let sequence = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid % 1000}-${++sequence}`;

export function gunBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { codeGun: unique('ARM'), typeGun: 1, subTypeGun: 1, brand: 'Glock', model: '17', caliber: 1, serial: unique('SER'), status: 1, ...overrides };
}

export function vehicleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    codeVehicle: unique('VEH'), typeVehicle: 2, type: 201, brand: 'Toyota', model: 'Hilux', year: 2020, color: 'Blanco',
    plate: unique('AB').replace(/-/g, ''), serial: unique('CAR'), serialMotor: unique('MOT'), status: 1, ...overrides,
  };
}

export function stationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: `Estación ${unique('E')}`, code: unique('EST'), address: 'Av. Urdaneta, Caracas', service: 1, ...overrides };
}

export interface Part {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body with `files` parts. */
export function multipart(files: Part[]) {
  const boundary = `----prueba${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF'),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  doc: Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'),
  docx: Buffer.from('504b0304140006000800000021000000000000000000', 'hex'),
  script: Buffer.from('#!/bin/sh\nrm -rf /\n'),
};

/** The 400 answer's messages. */
export function errorsOf(response: LightMyRequestResponse): string[] {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 400 });
  return envelope(response).errors ?? [];
}
