/**
 * Columns of the Excel exports of this area: the officer query table (RRHH §2.2) and
 * the family search and children report. Keys are shown as their Spanish labels,
 * identity numbers as V-{number}, dates as Excel dates shown dd/mm/aaaa.
 */
import { GENDER } from '../catalogues/common';
import { labelOf } from '../catalogues/labelOf';
import { CONDITION, PARENTAGE, RANGE, STATUS_IN, TYPE_REGISTER } from '../catalogues/rrhh';
import type { ExcelColumn } from '../engine/excel';
import type { FamilySearchRow } from './family';
import type { OfficerSummary } from './search';

export const cedula = (n: number | null) => (n === null ? '' : `V-${n}`);
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

export const officerExportColumns: ExcelColumn<OfficerSummary>[] = [
  { header: 'Código del Funcionario', value: (r) => r.codeRrhh },
  { header: 'Código ACTUAL', value: (r) => r.iapmchCode },
  { header: 'Tipo de Personal', value: (r) => labelOf(TYPE_REGISTER, r.typeRegister) },
  { header: 'Cédula', value: (r) => cedula(r.identification) },
  { header: 'Nombre', value: (r) => joined(r.firstName, r.secondName) },
  { header: 'Apellido', value: (r) => joined(r.firstLastname, r.secondLastname) },
  { header: 'Condición', value: (r) => labelOf(CONDITION, r.condition) },
  { header: 'Estado', value: (r) => labelOf(STATUS_IN, r.statusIn) },
  { header: 'Género', value: (r) => labelOf(GENDER, r.gender) },
  { header: 'Rango', value: (r) => (r.range ? labelOf(RANGE, r.range) : '') },
  { header: 'Correo electrónico', width: 30, value: (r) => r.email },
  { header: 'Teléfono', value: (r) => r.phone.join(' / ') },
  { header: 'Fecha de ingreso', type: 'date', value: (r) => r.dateIn },
  { header: 'Dependencias', width: 40, value: (r) => r.dependencies.map((d) => d.label).join(', ') },
];

export const familyExportColumns: ExcelColumn<FamilySearchRow>[] = [
  { header: 'Cédula del familiar', value: (r) => cedula(r.identification) },
  { header: 'Nombres', value: (r) => joined(r.firstName, r.secondName) },
  { header: 'Apellidos', value: (r) => joined(r.firstLastname, r.secondLastname) },
  { header: 'Parentesco', value: (r) => labelOf(PARENTAGE, r.parentage) },
  { header: 'Género', value: (r) => labelOf(GENDER, r.gender) },
  { header: 'Fecha de nacimiento', type: 'date', value: (r) => r.dateBirth },
  { header: 'Edad', width: 8, value: (r) => r.age },
  { header: 'Cédula del funcionario', value: (r) => cedula(r.officer.identification) },
  { header: 'Funcionario', width: 30, value: (r) => joined(r.officer.firstName, r.officer.firstLastname) },
  { header: 'Código del funcionario', value: (r) => r.officer.codeRrhh },
];
