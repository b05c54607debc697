/**
 * Fixtures of the student registry, evaluation board and news manager API tests: valid
 * bodies with unique values, row counts, the malformed values every write must refuse
 * with a 400 (never a 5xx), and the tokens of the callers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { envelope } from '../support/api';
import type { TestApp } from '../support/testApp';

export { errorsOf, FORBIDDEN, UNAUTHENTICATED, XLSX } from './gunparkFixture';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Row = Record<string, unknown>;

let sequence = 0;
const next = () => (process.pid % 1000) * 1000 + ++sequence;

export async function countOf(t: TestApp, table: 'students' | 'evaluations' | 'news', where = 'true'): Promise<number> {
  return Number((await t.database.rawQuery(`select count(*)::int as n from ${table} where ${where}`))[0].n);
}

/** The callers: administrator, the demo users of each module, and one without them. */
export async function educationTokens(t: TestApp) {
  return { admin: await t.login(), education: await t.login('educacion'), web: await t.login('web'), other: await t.login('lhernandez') };
}

export function studentBody(overrides: Row = {}): Row {
  return {
    identification: String(90_000_000 + next()), firstName: 'Andrea', secondName: 'Valentina', firstLastname: 'Quintero', secondLastname: 'Rivas',
    gender: 2, dateBirth: '2002-04-15', bloodType: 3, phone: '0414-5551234', email: `andrea.quintero${next()}@unes.edu.ve`,
    emergencyContact: 'Carmen Rivas (madre)', emergencyPhone: '0212-5554321', state: 1, municipality: 'Alto Orinoco', parish: 'Alto Orinoco La Esmeralda',
    address: 'Calle Bolívar, casa 12, La Esmeralda', career: 'CRIMINALISTICA', semester: 3, academicPeriod: '2025-1', admissionDate: '2024-01-15', status: 1,
    ...overrides,
  };
}

export const CRITERIA_NAMES = ['generalPerformance', 'discipline', 'leadership', 'teamwork', 'punctuality', 'responsibility', 'initiative', 'communication', 'technicalSkills', 'problemSolving'] as const;

export function evaluationBody(evaluatedOfficerId: number, evaluatorId: number, overrides: Row = {}): Row {
  return {
    evaluatedOfficerId, evaluatorId, evaluatorData: { name: 'no se guarda' }, evaluationType: 2, evaluationPeriod: '2024-1', startDate: '2024-01-01', endDate: '2024-06-30',
    ...Object.fromEntries(CRITERIA_NAMES.map((name) => [name, 4])),
    generalComments: 'Buen desempeño durante el período', recommendations: 'Continuar con la formación', goals: 'Liderar un operativo', trainingNeeds: 'Primeros auxilios',
    averageRating: 4, status: 1,
    ...overrides,
  };
}

export function newsBody(overrides: Row = {}): Row {
  const n = next();
  return {
    title: `Noticia de prueba número ${n} del sitio`, subtitle: 'Un subtítulo breve', content: 'Contenido de la noticia con suficientes caracteres para cumplir la regla mínima de cincuenta.',
    category: 1, priority: 1, status: 1, publishDate: '2025-01-10', tags: ['prueba', 'sitio'], metaDescription: 'Descripción breve', featured: false, allowComments: true,
    authorName: 'Prensa de Pruebas', ...overrides,
  };
}

/**
 * Values that must be refused with a 400 wherever `field` expects the given kind. Each case
 * is [description, value]; the answer must be a 400 and nothing may be stored.
 */
export function malformedValues(kind: 'text' | 'integer' | 'date'): [string, unknown][] {
  const common: [string, unknown][] = [['an object', { $gt: '' }], ['an array of objects', [{ a: 1 }]]];
  if (kind === 'text') return [...common, ['a NUL byte', 'Ana\u0000María'], ['25 000 characters', 'x'.repeat(25_000)]];
  if (kind === 'integer') return [...common, ['1e308', 1e308], ['-1e308', -1e308], ['a fraction', 2.5], ['a word', 'tres'], ['a NUL byte', '3\u0000']];
  return [...common, ['2024-02-30', '2024-02-30'], ['2023-13-01', '2023-13-01'], ['a NUL byte', '2024-01-01\u0000'], ['a number', 20240101], ['year 0', '0000-01-01']];
}

/** A 400 with the Spanish envelope (never a 5xx); returns its messages. */
export function expectRefused(response: LightMyRequestResponse): string[] {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 400 });
  const body = envelope(response);
  expect(typeof body.message).toBe('string');
  return body.errors ?? [];
}

export const NON_INTEGER_IDS = ['abc', '1.5', '-1', '0', '1e3', '99999999999', "1'or'1'='1"];
