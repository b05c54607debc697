/**
 * Deterministic permit requests (demo data and benchmarks): a type, a consistent cascade
 * (personal > days > reason), dates, a Spanish motive and, for study permits, one or two
 * studies and two schedules. Permit i of seed s is always the same.
 */
import { isoDate } from '../../resources/officers/fields';
import { PERMIT_TYPES, STUDY_TYPE_KEY } from '../../resources/permits/cascade';
import { Random } from '../officers/random';

const MOTIVES: Record<number, string[]> = {
  1: ['Citación del tribunal de control para rendir declaración', 'Renovación de la cédula de identidad vencida', 'Ejercicio del derecho al sufragio en su centro de votación', 'Celebración de su matrimonio civil', 'Nacimiento de su hijo, licencia de paternidad', 'Fallecimiento de su madre en el estado Lara', 'Hospitalización de su cónyuge por intervención quirúrgica', 'Consulta pediátrica de su hijo menor'],
  2: ['Diligencias personales ante el registro inmobiliario', 'Mudanza de su grupo familiar a nueva residencia', 'Asuntos familiares de fuerza mayor en el interior', 'Viaje por asuntos particulares al estado Mérida', 'Atención de familiar enfermo en su domicilio', 'Acto de grado universitario de su hija'],
  3: ['Presentación de examen final de la asignatura', 'Inscripción del nuevo período académico', 'Defensa del trabajo especial de grado', 'Asistencia a clases del período académico en curso', 'Pasantías profesionales en el organismo receptor'],
};

const INSTITUTIONS = ['Universidad Central de Venezuela', 'Universidad Nacional Experimental de la Seguridad (UNES)', 'Universidad Bolivariana de Venezuela', 'Universidad Pedagógica Experimental Libertador', 'Universidad Católica Andrés Bello', 'Instituto Universitario de Tecnología'];
const CAREERS = ['Derecho', 'Ciencias Policiales', 'Administración', 'Contaduría Pública', 'Criminalística', 'Ingeniería de Sistemas', 'Educación Integral'];
const STUDY_TYPES = ['SEMESTRE', 'TRIMESTRE', 'CUATRIMESTRE', 'ANUAL'] as const;
const LEVEL_NAMES: Record<(typeof STUDY_TYPES)[number], string> = { SEMESTRE: 'semestre', TRIMESTRE: 'trimestre', CUATRIMESTRE: 'cuatrimestre', ANUAL: 'año' };

export interface GeneratedPermit {
  values: {
    typeKey: number;
    personalKey: number;
    daysKey: number;
    reasonKey: number;
    motive: string;
    durationDays: number;
    supportsDelivered: string | null;
    periodFrom: string;
    periodTo: string;
  };
  studies: { institution: string; career: string; lastLevelApproved: string; lastLevelAverage: number; studyType: string }[];
  schedules: { dayOfWeek: number; timeFrom: string; timeTo: string; scheduleType: string }[];
}

const dayMs = 86_400_000;

/** Permit `index` of `seed`, requested on `createdAt` for a period starting a few days later. */
export function generatePermit(seed: number, index: number, createdAt: Date, forceType?: number): GeneratedPermit {
  const r = new Random(seed, index);
  const type = PERMIT_TYPES.find((t) => t.key === forceType) ?? r.weighted(PERMIT_TYPES.map((t) => [t, t.key === STUDY_TYPE_KEY ? 2 : 4] as const));
  const personal = r.pick(type.personal);
  const days = r.pick(personal.days);
  const reason = r.pick(days.reasons);
  const duration = days.quantity;
  const start = new Date(createdAt.getTime() + r.int(1, 15) * dayMs);
  const end = new Date(start.getTime() + (duration - 1) * dayMs);
  const studies: GeneratedPermit['studies'] = [];
  const schedules: GeneratedPermit['schedules'] = [];
  if (type.key === STUDY_TYPE_KEY) {
    for (let i = 0; i < r.int(1, 2); i++) {
      const studyType = r.pick(STUDY_TYPES);
      studies.push({ institution: r.pick(INSTITUTIONS), career: r.pick(CAREERS), lastLevelApproved: `${r.int(1, 8)}° ${LEVEL_NAMES[studyType]}`, lastLevelAverage: Math.round((12 + r.next() * 8) * 10) / 10, studyType });
    }
    const evening = r.chance(0.6);
    schedules.push(
      evening ? { dayOfWeek: r.int(1, 3), timeFrom: '18:00', timeTo: '21:30', scheduleType: 'nocturno' } : { dayOfWeek: r.int(1, 3), timeFrom: '14:00', timeTo: '17:00', scheduleType: 'vespertino' },
      { dayOfWeek: r.int(4, 6), timeFrom: '08:00', timeTo: '12:00', scheduleType: 'diurno' },
    );
  }
  return {
    values: {
      typeKey: type.key,
      personalKey: personal.key,
      daysKey: days.key,
      reasonKey: reason.key,
      motive: r.pick(MOTIVES[type.key]),
      durationDays: duration,
      supportsDelivered: r.chance(0.7) ? r.pick(['Constancia de estudios', 'Citación original', 'Acta de defunción', 'Informe médico', 'Comprobante de inscripción', 'Acta de matrimonio']) : null,
      periodFrom: isoDate(start),
      periodTo: isoDate(end),
    },
    studies,
    schedules,
  };
}
