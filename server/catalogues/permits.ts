/**
 * Permit lists (modules §3.7, §4.6, §5.6). The type catalogue is a cascade
 * type > personal > days > reasons (spec: rrhh.permitTypes). Personal, days
 * and reason keys are unique across the whole cascade.
 */
import type { Catalog, PermitType, StringCatalog } from './types';

export const PERMIT_TYPES: readonly PermitType[] = [
  {
    key: 1,
    value: 'Obligatorio',
    permitType: 'obligatorio',
    personal: [
      {
        key: 1,
        value: 'Funcionario',
        days: [
          {
            key: 1,
            value: '1 día',
            quantity: 1,
            reasons: [
              { key: 1, value: 'Comparecencia ante autoridad judicial o administrativa' },
              { key: 2, value: 'Trámite de documentos de identidad' },
              { key: 3, value: 'Ejercicio del derecho al sufragio' },
            ],
          },
          { key: 2, value: '5 días', quantity: 5, reasons: [{ key: 4, value: 'Matrimonio del funcionario' }] },
          { key: 3, value: '14 días', quantity: 14, reasons: [{ key: 5, value: 'Licencia de paternidad' }] },
        ],
      },
      {
        key: 2,
        value: 'Familiar',
        days: [
          {
            key: 4,
            value: '3 días',
            quantity: 3,
            reasons: [
              { key: 6, value: 'Fallecimiento de familiar en primer grado' },
              { key: 7, value: 'Enfermedad grave de familiar en primer grado' },
            ],
          },
          {
            key: 5,
            value: '1 día',
            quantity: 1,
            reasons: [{ key: 8, value: 'Acompañamiento de hijo(a) a consulta médica' }],
          },
        ],
      },
    ],
  },
  {
    key: 2,
    value: 'Potestativo',
    permitType: 'potestativo',
    personal: [
      {
        key: 3,
        value: 'Funcionario',
        days: [
          {
            key: 6,
            value: '1 día',
            quantity: 1,
            reasons: [
              { key: 9, value: 'Diligencias personales' },
              { key: 10, value: 'Mudanza' },
            ],
          },
          { key: 7, value: '2 días', quantity: 2, reasons: [{ key: 11, value: 'Asuntos personales de fuerza mayor' }] },
          { key: 8, value: '5 días', quantity: 5, reasons: [{ key: 12, value: 'Viaje por asuntos particulares' }] },
        ],
      },
      {
        key: 4,
        value: 'Familiar',
        days: [
          {
            key: 9,
            value: '2 días',
            quantity: 2,
            reasons: [
              { key: 13, value: 'Atención de familiar enfermo' },
              { key: 14, value: 'Acto de grado de familiar' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 3,
    value: 'Estudio',
    permitType: 'estudio',
    personal: [
      {
        key: 5,
        value: 'Funcionario',
        days: [
          {
            key: 10,
            value: '1 día',
            quantity: 1,
            reasons: [
              { key: 15, value: 'Presentación de examen' },
              { key: 16, value: 'Inscripción académica' },
            ],
          },
          { key: 11, value: '3 días', quantity: 3, reasons: [{ key: 17, value: 'Presentación de trabajo de grado o tesis' }] },
          {
            key: 12,
            value: 'Período académico',
            quantity: 120,
            reasons: [
              { key: 18, value: 'Asistencia a clases' },
              { key: 19, value: 'Pasantías o prácticas profesionales' },
            ],
          },
        ],
      },
    ],
  },
];

/** Spec: typeKey / report type keys 1 obligatory, 2 optional, 3 study (3 reveals the study sections). */
export const PERMIT_TYPE_KEY: Catalog = PERMIT_TYPES.map(({ key, value }) => ({ key, value }));

/** Spec: permitType strings obligatorio | potestativo | estudio. */
export const PERMIT_KIND: StringCatalog = [
  { key: 'obligatorio', value: 'Obligatorio' },
  { key: 'potestativo', value: 'Potestativo' },
  { key: 'estudio', value: 'Estudio' },
];

/** Spec (modules §4.1): permit statuses arrive as strings. */
export const PERMIT_STATUS: StringCatalog = [
  { key: 'pending', value: 'Pendiente' },
  { key: 'approved', value: 'Aprobado' },
  { key: 'rejected', value: 'Rechazado' },
];

/** Spec: approval approvalStatus approved or rejected. */
export const APPROVAL_STATUS: StringCatalog = [
  { key: 'approved', value: 'Aprobado' },
  { key: 'rejected', value: 'Rechazado' },
];

/** Spec: studyType SEMESTRE, TRIMESTRE, CUATRIMESTRE, ANUAL. */
export const STUDY_TYPE: StringCatalog = [
  { key: 'SEMESTRE', value: 'Semestre' },
  { key: 'TRIMESTRE', value: 'Trimestre' },
  { key: 'CUATRIMESTRE', value: 'Cuatrimestre' },
  { key: 'ANUAL', value: 'Anual' },
];

/** Spec: scheduleType diurno, vespertino, nocturno. */
export const SCHEDULE_TYPE: StringCatalog = [
  { key: 'diurno', value: 'Diurno' },
  { key: 'vespertino', value: 'Vespertino' },
  { key: 'nocturno', value: 'Nocturno' },
];
