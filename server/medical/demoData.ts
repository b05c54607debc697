/**
 * Demo medical reports (issue 17): a doctor account of the medical module and reports of
 * the demo officers over the last six months, in the three statuses. The generator is
 * deterministic (server/officers/random.ts) and also feeds the benchmark at scale.
 */
import { asc, eq } from 'drizzle-orm';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { isoDate } from '../../resources/officers/fields';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { medicalReports, roles, users } from '../db/schema';
import { Random } from '../officers/random';

/** The demo doctor (password of the demo accounts). */
export const DEMO_DOCTOR = { username: 'dmedina', fullname: 'Daniela Medina Rojas', email: 'dmedina@policia.gob.ve' };

const CASES: readonly { diagnosis: string; exams: string | null; treatment: string | null; recommendations: string[]; days: [number, number] }[] = [
  { diagnosis: 'Lumbalgia mecánica aguda por esfuerzo físico', exams: 'Radiografía de columna lumbosacra sin lesiones óseas', treatment: 'Ibuprofeno 400 mg cada 8 horas por 5 días; relajante muscular nocturno', recommendations: ['Reposo relativo en casa', 'Evitar cargar objetos pesados', 'Aplicar calor local dos veces al día'], days: [3, 7] },
  { diagnosis: 'Gastroenteritis aguda de probable origen viral', exams: 'Hematología completa y examen de heces', treatment: 'Sales de rehidratación oral y dieta blanda', recommendations: ['Hidratación abundante', 'Dieta blanda por 5 días'], days: [2, 4] },
  { diagnosis: 'Esguince de tobillo derecho grado II', exams: 'Radiografía de tobillo derecho AP y lateral', treatment: 'Inmovilización con férula y analgésicos', recommendations: ['Mantener el pie elevado', 'Hielo local cada 6 horas', 'Control por traumatología en 10 días'], days: [10, 21] },
  { diagnosis: 'Infección respiratoria aguda alta', exams: null, treatment: 'Acetaminofén 500 mg cada 6 horas si hay fiebre', recommendations: ['Reposo en casa', 'Uso de tapabocas'], days: [2, 5] },
  { diagnosis: 'Hipertensión arterial descompensada', exams: 'Electrocardiograma y perfil lipídico', treatment: 'Losartán 50 mg diario', recommendations: ['Dieta baja en sodio', 'Control de tensión arterial diario', 'Consulta de cardiología'], days: [5, 10] },
  { diagnosis: 'Fractura de radio distal izquierdo', exams: 'Radiografía de antebrazo izquierdo', treatment: 'Yeso antebraquipalmar y analgésicos', recommendations: ['No mojar el yeso', 'Control radiológico en 3 semanas'], days: [30, 45] },
  { diagnosis: 'Cefalea tensional recurrente', exams: null, treatment: 'Analgésicos comunes a demanda', recommendations: ['Higiene del sueño', 'Pausas activas durante la jornada'], days: [1, 3] },
  { diagnosis: 'Conjuntivitis viral bilateral', exams: null, treatment: 'Lágrimas artificiales y compresas frías', recommendations: ['Lavado frecuente de manos', 'No compartir toallas'], days: [3, 5] },
  { diagnosis: 'Trastorno de ansiedad reactivo a evento traumático en servicio', exams: 'Evaluación psicológica', treatment: 'Psicoterapia semanal', recommendations: ['Acompañamiento psicológico', 'Reintegro progresivo a sus funciones'], days: [7, 15] },
  { diagnosis: 'Dengue sin signos de alarma', exams: 'Hematología seriada con contaje plaquetario', treatment: 'Acetaminofén e hidratación oral', recommendations: ['Hidratación abundante', 'Acudir a emergencia ante sangrado', 'Evitar antiinflamatorios'], days: [5, 7] },
];
const NOTES_APPROVED = ['Reposo avalado por el servicio médico', 'Conforme con la evaluación', null];
const NOTES_REJECTED = ['El reposo no está justificado por los exámenes', 'Debe consignar el informe del especialista'];

const dayMs = 86_400_000;

/** One report's columns: a case of the list, a rest inside the six months before `today`, a status. */
export function demoReport(random: Random, policeId: number, doctorId: number, deciderId: number, today: Date) {
  const item = random.pick(CASES);
  const createdAt = new Date(today.getTime() - random.int(0, 178) * dayMs - random.int(0, 86_000) * 1000);
  const start = new Date(createdAt.getTime() - random.int(0, 2) * dayMs);
  const days = random.int(item.days[0], item.days[1]);
  const status = random.weighted([[1, 3], [2, 5], [3, 2]] as const);
  return {
    policeId,
    doctorId,
    diagnosis: item.diagnosis,
    paraclinicalExams: item.exams,
    pharmacologicalTreatment: item.treatment,
    recommendations: item.recommendations,
    restStartDate: isoDate(start),
    restEndDate: isoDate(new Date(start.getTime() + (days - 1) * dayMs)),
    status,
    statusNotes: status === 2 ? random.pick(NOTES_APPROVED) : status === 3 ? random.pick(NOTES_REJECTED) : null,
    statusBy: status === 1 ? null : deciderId,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The doctor's role (module 11 only) and account. */
async function demoDoctor(db: Database, passwordHash: string): Promise<number> {
  const tree = emptyPermissionTree().map((m) => (m.id === 11 ? { ...m, selected: true, configured: true } : m));
  const [role] = await db.insert(roles).values({ roleName: 'Servicio Médico', description: 'Informes médicos y su tablero', active: true, permissions: tree }).returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({ ...DEMO_DOCTOR, password: passwordHash, roleId: Number(role.id), isAdmin: false, isActive: true, isWebSite: false, isMedical: true })
    .returning({ id: users.id });
  return Number(user.id);
}

export async function seedDemoMedical(db: Database, passwordHash: string): Promise<void> {
  const doctorId = await demoDoctor(db, passwordHash);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
  const patients = await db.select({ id: officers.id }).from(officers).where(eq(officers.condition, 1)).orderBy(asc(officers.id)).limit(60);
  const random = new Random(2026, 11);
  const today = new Date();
  const rows = patients.map((p, i) => demoReport(random, p.id, i % 4 === 3 && admin ? Number(admin.id) : doctorId, doctorId, today));
  if (rows.length) await db.insert(medicalReports).values(rows);
}
