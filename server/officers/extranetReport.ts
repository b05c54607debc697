/**
 * The extranet report (RRHH §2.2 search type 3, §7.1 `GET rrhh/report/extranet`; its
 * contents are not shown by the spec): the officers matching the query screen's filters,
 * with what an extranet account needs (codes, identity, names, rank, where they work,
 * contact, status and condition). The filters are those of `GET rrhh/search`, checked
 * here with Spanish messages that name the filter.
 */
import * as yup from 'yup';
import { STATUS_KEYS } from '../../resources/officers/status';
import { GENDER } from '../catalogues/common';
import { labelOf } from '../catalogues/labelOf';
import { CURRENT_POSITIONS, DEPENDENCIES } from '../catalogues/organization';
import { CONDITION, RANGE, STATUS_IN, TYPE_REGISTER } from '../catalogues/rrhh';
import type { ExcelColumn } from '../engine/excel';
import { cedula } from './exportColumns';
import type { OfficerSearchFilterName, OfficerSearchQuery } from '../../resources/officers/searchFilters';
import type { OfficerSummary } from './search';

export const EXTRANET_MESSAGES = {
  textTooLong: (filter: string) => `El filtro ${filter} admite hasta 100 caracteres`,
  notNumber: (filter: string) => `El filtro ${filter} debe ser un número entero`,
  unknownKey: (filter: string) => `El valor del filtro ${filter} no existe en la lista`,
  identificationPositive: 'La cédula debe ser mayor a 0',
} as const;

const M = EXTRANET_MESSAGES;
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const text = (filter: string) => yup.string().trim().max(100, M.textTooLong(filter)).optional();

/** A whole number among `keys` (when given); empty values are dropped. */
function key(filter: string, keys?: readonly number[]) {
  let base = yup
    .number()
    .typeError(M.notNumber(filter))
    .integer(M.notNumber(filter))
    .transform((value: number, original: unknown) => (isEmpty(original) ? undefined : value));
  if (keys) base = base.test('known', M.unknownKey(filter), (value) => value === undefined || !Number.isInteger(value) || keys.includes(value));
  return base.optional();
}

const keysOf = (list: readonly { key: number }[]) => list.map((item) => item.key);
const subDependencyKeys = DEPENDENCIES.flatMap((d) => keysOf(d.subDependencies));

// One rule per declared filter of the query (resources/officers/searchFilters.ts): a filter
// added there fails to compile here until it has its rule.
export const extranetFilterSchema = yup.object({
  search: text('Buscar'),
  codeRrhh: text('Código del Funcionario'),
  iapmchCode: text('Código ACTUAL'),
  names: text('Nombres'),
  lastnames: text('Apellidos'),
  dependenceWork: text('Dependencia de trabajo'),
  identification: key('Cédula').min(1, M.identificationPositive),
  statusIn: key('Estado', STATUS_KEYS),
  gender: key('Género', keysOf(GENDER)),
  range: key('Rango', keysOf(RANGE)),
  typeRegister: key('Tipo de Personal', keysOf(TYPE_REGISTER)),
  condition: key('Condición', keysOf(CONDITION)),
  academicLevel: key('Grado de instrucción'),
  dependency: key('Dependencia', keysOf(DEPENDENCIES)),
  subDependency: key('Sub dependencia', subDependencyKeys),
  position: key('Cargo', keysOf(CURRENT_POSITIONS)),
} satisfies Record<OfficerSearchFilterName, yup.Schema>);

/** The validated filters as the search takes them (empty ones dropped). */
export function toSearchQuery(values: yup.InferType<typeof extranetFilterSchema>): OfficerSearchQuery {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value))) as OfficerSearchQuery;
}

const labels = (items: { label: string }[]) => items.map((item) => item.label).join(', ');

export const extranetColumns: ExcelColumn<OfficerSummary>[] = [
  { header: 'Código del Funcionario', value: (r) => r.codeRrhh },
  { header: 'Código ACTUAL', value: (r) => r.iapmchCode },
  { header: 'Cédula', value: (r) => cedula(r.identification) },
  { header: 'Nombres', value: (r) => [r.firstName, r.secondName].filter(Boolean).join(' ') },
  { header: 'Apellidos', value: (r) => [r.firstLastname, r.secondLastname].filter(Boolean).join(' ') },
  { header: 'Rango', value: (r) => (r.range ? labelOf(RANGE, r.range) : '') },
  { header: 'Dependencias', width: 40, value: (r) => labels(r.dependencies) },
  { header: 'Sub dependencias', width: 40, value: (r) => labels(r.subDependencies) },
  { header: 'Cargos', width: 32, value: (r) => labels(r.positions) },
  { header: 'Correo electrónico', width: 32, value: (r) => r.email },
  { header: 'Teléfono', value: (r) => r.phone.join(' / ') },
  { header: 'Estado', value: (r) => labelOf(STATUS_IN, r.statusIn) },
  { header: 'Condición', value: (r) => labelOf(CONDITION, r.condition) },
];
