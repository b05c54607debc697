/**
 * The officer record's import workbook (issue 30): a sheet per part of the record, under
 * the form's Spanish labels. 'Funcionarios' holds the personal and police data (one row per
 * officer, the first address and up to two phones as columns); 'Carga familiar' and
 * 'Aspectos profesionales' hold one row per family member or item, linked to their officer
 * by 'Cédula del funcionario'. Documents and photographs are left out (files, not cells).
 * Catalogues are written as the screens show them; the place as the state's, municipality's
 * and parish's names.
 */
import type { ImportColumn } from '../../../resources/engine/importColumns';
import type { FieldDeclaration } from '../../../resources/engine/types';
import { OFFICER_IMPORT_KEY } from '../../../resources/officers/importResource';

type Column = [name: string, label: string, field: Omit<FieldDeclaration, 'label'>, required?: boolean];

function columns(list: Column[]): ImportColumn[] {
  return list.map(([name, label, field, required]) => ({ name, header: label, required: Boolean(required), field: { ...field, label } }));
}

const text: Omit<FieldDeclaration, 'label'> = { type: 'text' };
const date: Omit<FieldDeclaration, 'label'> = { type: 'date' };
const integer: Omit<FieldDeclaration, 'label'> = { type: 'integer' };
const yesNo: Omit<FieldDeclaration, 'label'> = { type: 'boolean' };
const catalog = (path: string, parent?: string): Omit<FieldDeclaration, 'label'> => ({ type: 'catalog', catalog: path, catalogParent: parent });

export const OFFICER_SHEETS = { officers: 'Funcionarios', family: 'Carga familiar', professional: 'Aspectos profesionales' } as const;

/** The column that links a family member or a professional item to its officer. */
export const OFFICER_LINK = { name: 'officerIdentification', header: 'Cédula del funcionario' } as const;

export const OFFICER_COLUMNS = columns([
  ['typeRegister', 'Tipo de Personal', catalog('rrhh.typeRegister'), true],
  [OFFICER_IMPORT_KEY.name, OFFICER_IMPORT_KEY.header, integer, true],
  ['firstName', 'Primer nombre', text, true],
  ['secondName', 'Segundo nombre', text],
  ['firstLastname', 'Primer apellido', text, true],
  ['secondLastname', 'Segundo apellido', text],
  ['gender', 'Género', catalog('rrhh.gender'), true],
  ['email', 'Correo electrónico', { type: 'email' }, true],
  ['bloodType', 'Grupo sanguíneo', catalog('rrhh.bloodType')],
  ['civilState', 'Estado civil', catalog('rrhh.civilState'), true],
  ['rif', 'RIF', text, true],
  ['patria', 'Código del carnet de la patria', text],
  ['patriaTwo', 'Serial del carnet de la patria', text],
  ['accountBank', 'Cuenta bancaria', text],
  ['dateBirth', 'Fecha de nacimiento', date, true],
  ['stateBirth', 'Estado de nacimiento', text, true],
  ['municipalityBirth', 'Municipio de nacimiento', text, true],
  ['parishBirth', 'Parroquia de nacimiento', text],
  ['phone', 'Teléfono', text, true],
  ['phone2', 'Teléfono 2', text],
  ['homePhone', 'Teléfono de habitación', text],
  ['addressName', 'Dirección', text, true],
  ['state', 'Estado', text, true],
  ['municipality', 'Municipio', text, true],
  ['parish', 'Parroquia', text],
  ['dateIn', 'Fecha de ingreso', date, true],
  ['previousWorkYears', 'Años de trabajo previo', integer],
  ['previousWorkMonths', 'Meses de trabajo previo', integer],
  ['previousWorkDays', 'Días de trabajo previo', integer],
  ['range', 'Rango', catalog('rrhh.range')],
  ['position', 'Cargo', catalog('rrhh.position')],
  ['typeService', 'Tipo de servicio', catalog('rrhh.typeServices')],
  ['service', 'Servicio', catalog('rrhh.services')],
  ['subService', 'Sub servicio', catalog('rrhh.services.subServices', 'service')],
  ['station', 'Estación', text],
  ['dependenceWork', 'Dependencia donde labora', text],
  ['dateOfLastPromotion', 'Fecha del último ascenso', date],
  ['yearOfPolice', 'Años de servicio policial', integer],
  ['uniqueCredential', 'Credencial única', text],
  ['originInstitution', 'Institución de origen', text],
  ['codeRrhh', 'Código anterior', text],
  ['iapmchCode', 'Código actual', text],
  ['payrollCode', 'Código de nómina', text],
]);

const link: Column = [OFFICER_LINK.name, OFFICER_LINK.header, integer, true];

export const FAMILY_COLUMNS = columns([
  link,
  ['identification', 'Cédula', integer, true],
  ['firstName', 'Primer nombre', text, true],
  ['secondName', 'Segundo nombre', text],
  ['firstLastname', 'Primer apellido', text, true],
  ['secondLastname', 'Segundo apellido', text],
  ['gender', 'Género', catalog('rrhh.gender'), true],
  ['dateBirth', 'Fecha de nacimiento', date, true],
  ['parentage', 'Parentesco', catalog('rrhh.parentage')],
  ['civilState', 'Estado civil', catalog('rrhh.civilState'), true],
  ['bloodType', 'Grupo sanguíneo', catalog('rrhh.bloodType')],
  ['profesionality', 'Profesión', text],
  ['occupation', 'Ocupación', text],
  ['numberPassport', 'Pasaporte', text],
  ['phone', 'Teléfono', text],
  ['email', 'Correo electrónico', text],
  ['address', 'Dirección', text],
  ['isCivil', 'Civil (no funcionario)', { ...yesNo, default: true }],
  ['hasJob', '¿Trabaja?', yesNo],
  ['sso', 'Seguro social (SSO)', yesNo],
  ['hcm', 'Seguro de hospitalización (HCM)', yesNo],
]);

export const PROFESSIONAL_COLUMNS = columns([
  link,
  ['type', 'Grado de instrucción', catalog('rrhh.typeProfesionality'), true],
  ['title', 'Profesión o título', text, true],
  ['institution', 'Institución', text, true],
  ['mention', 'Mención', text],
  ['typeDuration', 'Unidad de duración', catalog('rrhh.typeOfDuration')],
  ['duration', 'Duración', integer],
  ['dateIn', 'Fecha de inicio', date],
  ['dateOut', 'Fecha de culminación', date],
  ['dateGraduation', 'Fecha de graduación', date],
  ['isCivil', 'Formación civil (no policial)', yesNo],
  ['isPublic', 'Institución pública', yesNo],
]);
