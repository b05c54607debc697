/**
 * Fixtures of the officer API tests: a valid officer body (RRHH §3.1) with unique
 * cédulas outside the demo range (6,000,000 + i × 250), created through the API.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { isoDate } from '../../resources/officers/validation';
import type { TestApp } from '../support/testApp';

export interface Answer<T = unknown> {
  statusCode: number;
  message?: string;
  data: T;
  errors?: string[];
  meta?: { total_elements: number; total_pages: number; page_number: number; page_size: number };
}

export interface OfficerAnswer {
  id: number;
  identification: number;
  firstName: string;
  firstLastname: string;
  statusIn: number;
  typeRegister: number;
  grade: number;
  motive: string | null;
  language: string[];
  housingType: number | null;
  physical: { allergies: string[]; whereTattoo: string | null };
  family: { id: number; identification: number; firstName: string }[];
  profesionality: { id: number; type: number; title: string }[];
  documents: { id: number; filename: string; name: string }[];
  images: { id: number; type: number; url: string; urlImage: string }[];
  sync?: unknown;
}

/** Asserts the HTTP status (showing the body on mismatch) and returns the parsed answer. */
export function answer<T = unknown>(response: LightMyRequestResponse, status: number): Answer<T> {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  return response.json<Answer<T>>();
}

let next = 0;
/** A cédula no other test (nor the demo data) uses. */
export function uniqueIdentification(): number {
  next += 1;
  return 20_000_000 + process.pid % 1000 * 1000 + next;
}

/** YYYY-MM-DD of today moved back `years` years and `days` days. */
export function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return isoDate(d);
}

export function officerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const identification = uniqueIdentification();
  return {
    typeRegister: 1,
    identification,
    firstName: 'Eulogio',
    secondName: 'Ramón',
    firstLastname: 'Pérez',
    secondLastname: 'Zúñiga',
    gender: 1,
    email: `eulogio.${identification}@correo.com`,
    rif: `V${identification}1`,
    patria: '1234567890',
    accountBank: '01020000000000000001',
    dateBirth: yearsAgo(35),
    stateBirth: 14,
    municipalityBirth: 'Chacao',
    parishBirth: 'Chacao',
    civilState: 2,
    phone: ['04141234567'],
    address: [{ addressName: 'Urbanización El Rosal, calle Sorocaima', state: 14, municipality: 'Chacao', parish: 'Chacao' }],
    dateIn: '2015-03-01',
    range: 4,
    codeRrhh: `QX-${identification}`,
    iapmchCode: `PM-${identification}`,
    dependencies: [{ value: 4, label: 'Dirección de Operaciones' }],
    subDependencies: [{ value: 401, label: 'División de Patrullaje' }],
    positions: [{ value: 19, label: 'Funcionario(a) Policial de Servicio' }],
    family: [
      { identification: identification + 50_000_000, firstName: 'Carmen', firstLastname: 'Díaz', gender: 2, dateBirth: yearsAgo(33), civilState: 2, parentage: 4 },
      { identification: identification + 60_000_000, firstName: 'Luisito', firstLastname: 'Pérez', gender: 1, dateBirth: yearsAgo(5, 10), civilState: 1, parentage: 3 },
    ],
    profesionality: [
      { type: 2, title: 'Bachiller en Ciencias', institution: 'Liceo Andrés Bello' },
      { type: 5, title: 'Abogado', institution: 'Universidad Central de Venezuela' },
    ],
    physical: { height: 175, weight: 80, haveAllergy: true, allergies: ['Penicilina'], haveTattoo: false, whereTattoo: 'Brazo' },
    ...overrides,
  };
}

/** Creates an officer through the API; returns its answer. */
export async function createOfficer(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<OfficerAnswer> {
  const response = await t.call(token, { method: 'POST', url: '/api/rrhh', payload: officerBody(overrides) });
  return answer<OfficerAnswer>(response, 201).data;
}

/** How many rows a table holds for an officer's cédula (officer and its family). */
export async function storedRows(t: TestApp, identification: number): Promise<{ officers: number; family: number }> {
  const [row] = await t.database.rawQuery(
    `select (select count(*)::int from officers where identification = $1) as officers,
            (select count(*)::int from officer_family_members f join officers o on o.id = f.officer_id where o.identification = $1) as family`,
    [identification],
  );
  return { officers: Number(row.officers), family: Number(row.family) };
}
