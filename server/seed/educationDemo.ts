/**
 * Demo student registry, evaluation board and news manager (issue 15): 150 students of
 * every career, status and semester living in real places of the data-init geography;
 * 120 evaluations of demo officers (evaluator ≠ evaluated, every status, periods 2023-1 to
 * 2024-2 and the recent ones), their average and overall rating computed by the
 * declaration's own functions; 40 news items of every category, priority and status.
 * Deterministic: item i of each list always draws the same numbers (dates move with `now`).
 */
import { asc } from 'drizzle-orm';
import { CAREER } from '../catalogues/education';
import { STATES } from '../catalogues/geography';
import type { Database } from '../db/client';
import { officers, tableOf } from '../db/schema';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, SECTORS, STREETS } from '../officers/generatorData';
import { asciiSlug, Random, shiftDate } from '../officers/random';
import { bulkInsert } from '../officers/seedOfficers';
import { CRITERIA } from '../../resources/evaluations/criteria';
import { evaluationsDeclaration } from '../../resources/evaluations/declaration';
import { newsDeclaration } from '../../resources/news/declaration';
import { slugOf } from '../../resources/news/slug';
import { COMMENTS, GOALS, NEWS_TOPICS, RECOMMENDATIONS, REJECTIONS, TRAININGS } from './educationDemoData';

export const DEMO_EDUCATION = { students: 150, evaluations: 120, news: 40 };
const SEED = 2026;
type Row = Record<string, unknown>;

const isoNow = (now: Date, days = 0) => new Date(now.getTime() + days * 86_400_000).toISOString();
/** The computed fields of a declaration, run on the row exactly as the API runs them on a write. */
function withComputed(fields: Record<string, { computed?: (v: Row) => unknown }>, row: Row): Row {
  const out = { ...row };
  for (const [name, field] of Object.entries(fields)) if (field.computed) out[name] = field.computed(out);
  return out;
}

export function demoStudents(now: Date, count = DEMO_EDUCATION.students, seed = SEED): Row[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: count }, (_, i) => {
    const random = new Random(seed, 3_000_000 + i);
    const gender = random.chance(0.55) ? 1 : 2;
    const names = gender === 1 ? MALE_NAMES : FEMALE_NAMES;
    const [firstName, secondName] = random.sample(names, 2);
    const [firstLastname, secondLastname] = random.sample(LAST_NAMES, 2);
    const semester = i === 2 ? 10 : (i % 10) + 1; // student 2 is the first graduate (status 3)
    const status = i < 5 ? i + 1 : semester === 10 && random.chance(0.5) ? 3 : random.weighted([[1, 14], [2, 2], [4, 1], [5, 1]] as const);
    // Active students are in the current year's period; the others stopped up to two years ago.
    const admissionYear = year - Math.floor((semester - 1) / 2) - (status === 1 ? 0 : random.int(1, 2));
    const periodYear = admissionYear + Math.floor((semester - 1) / 2);
    const state = random.pick(STATES);
    const municipality = random.pick(state.municipios.filter((m) => m.parroquias.length));
    const mother = `${random.pick(FEMALE_NAMES)} ${secondLastname}`;
    return {
      identification: String(24_000_000 + i * 47_111 + random.int(0, 40_000)),
      firstName, secondName: random.chance(0.8) ? secondName : null, firstLastname, secondLastname,
      gender,
      dateBirth: shiftDate(new Date(Date.UTC(admissionYear, 0, 1)), -random.int(18, 26), random.int(0, 364)),
      bloodType: random.weighted([[1, 40], [2, 7], [3, 28], [4, 5], [5, 10], [6, 3], [7, 5], [8, 2]] as const),
      phone: `${random.pick(['0412', '0414', '0416', '0424', '0426'])}-${random.digits(7)}`,
      email: `${asciiSlug(firstName, firstLastname)}${i + 1}@unes.edu.ve`,
      emergencyContact: `${mother} (madre)`,
      emergencyPhone: `${random.pick(['0212', '0414', '0424'])}-${random.digits(7)}`,
      state: state.id_estado, municipality: municipality.municipio, parish: random.pick(municipality.parroquias),
      address: `${random.pick(STREETS)}, sector ${random.pick(SECTORS)}, casa N° ${random.int(1, 120)}, ${municipality.municipio}, estado ${state.estado}`,
      career: i < CAREER.length ? CAREER[i].key : random.pick(CAREER).key,
      semester,
      academicPeriod: `${periodYear}-${semester % 2 === 1 ? 1 : 2}`,
      admissionDate: shiftDate(new Date(Date.UTC(admissionYear, admissionYear < year && random.chance(0.5) ? 6 : 0, 1)), 0, random.int(5, 40)),
      status,
      observations: status === 5 ? 'Suspendido por faltas reiteradas a las actividades académicas' : status === 4 ? 'Retiro voluntario por motivos personales' : null,
      createdAt: isoNow(now, i < 12 ? -random.int(0, Math.max(0, now.getUTCDate() - 1)) : -random.int(35, 700)),
    };
  });
}

/** Periods 2023-1 … 2024-2 (the form's list) and the ones of the last two years. */
function periodsOf(now: Date): string[] {
  const year = now.getUTCFullYear();
  const recent = [`${year - 1}-1`, `${year - 1}-2`, `${year}-1`, ...(now.getUTCMonth() >= 6 ? [`${year}-2`] : [])];
  return [...new Set(['2023-1', '2023-2', '2024-1', '2024-2', ...recent])];
}

export function demoEvaluations(officerIds: number[], now: Date, count = DEMO_EDUCATION.evaluations, seed = SEED): Row[] {
  if (officerIds.length < 2) return [];
  const periods = periodsOf(now);
  const latest = periods.slice(-2);
  return Array.from({ length: count }, (_, i) => {
    const random = new Random(seed, 4_000_000 + i);
    const [evaluatedOfficerId, evaluatorId] = random.sample(officerIds, 2);
    const period = i < periods.length ? periods[i] : random.pick(periods);
    const [year, half] = period.split('-').map(Number);
    const recent = latest.includes(period);
    const status = i < 5 ? i + 1 : recent ? random.weighted([[1, 5], [2, 3], [3, 1]] as const) : random.weighted([[3, 6], [5, 3], [4, 1]] as const);
    const level = random.weighted([[5, 3], [4, 5], [3, 2], [2, 1]] as const);
    const scores = Object.fromEntries(CRITERIA.map(([name]) => [name, Math.min(5, Math.max(1, level + random.int(-1, 1)))]));
    const endDate = half === 1 ? `${year}-06-30` : `${year}-12-31`;
    return withComputed(evaluationsDeclaration.fields, {
      evaluatedOfficerId, evaluatorId,
      evaluationType: random.weighted([[2, 6], [1, 2], [3, 1], [4, 1], [5, 1]] as const),
      evaluationPeriod: period,
      startDate: half === 1 ? `${year}-01-01` : `${year}-07-01`,
      endDate,
      ...scores,
      generalComments: random.pick(COMMENTS[level]),
      recommendations: random.chance(0.8) ? random.pick(RECOMMENDATIONS) : null,
      goals: random.chance(0.7) ? random.pick(GOALS) : null,
      trainingNeeds: random.chance(0.6) ? random.pick(TRAININGS) : null,
      status,
      rejectionReason: status === 4 ? random.pick(REJECTIONS) : null,
      createdAt: recent ? isoNow(now, -random.int(0, 40)) : `${shiftDate(new Date(`${endDate}T00:00:00Z`), 0, random.int(3, 30))}T14:00:00.000Z`,
    });
  });
}

export function demoNews(now: Date, count = DEMO_EDUCATION.news, seed = SEED): Row[] {
  const slugs = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const random = new Random(seed, 5_000_000 + i);
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length];
    const state = STATES[(i * 7) % STATES.length];
    let title = `${topic.title} en ${state.estado}`;
    if (slugs.has(slugOf(title)!)) title = `${title} (${i + 1})`;
    slugs.add(slugOf(title)!);
    // Every status first, then mostly published items; a few published ones have expired.
    const expired = i % 10 === 4;
    const status = i < 4 ? [3, 1, 2, 4][i] : expired ? 3 : random.weighted([[3, 6], [1, 2], [2, 1], [4, 1]] as const);
    const publishDate = status === 2 ? shiftDate(now, 0, random.int(2, 30)) : shiftDate(now, 0, -random.int(expired ? 60 : 0, expired ? 200 : 150));
    const expiryDate = expired || status === 4 ? shiftDate(new Date(`${publishDate}T00:00:00Z`), 0, random.int(15, 45))
      : random.chance(0.25) ? shiftDate(now, 0, random.int(30, 180)) : null;
    const featured = status === 3 && !expired && (i === 0 || random.chance(0.2));
    const views = status === 3 || status === 4 ? random.int(40, 2500) * (featured ? 2 : 1) : 0;
    return withComputed(newsDeclaration.fields, {
      title,
      subtitle: random.chance(0.7) ? topic.subtitle : null,
      content: `${topic.content.replace('{estado}', state.estado)} ${random.pick(topic.closing)}`,
      category: topic.category,
      priority: i < 4 ? i + 1 : random.weighted([[1, 6], [2, 3], [3, 1], [4, 1]] as const),
      status, publishDate, expiryDate,
      tags: random.sample(topic.tags, random.int(1, topic.tags.length)),
      metaDescription: topic.subtitle.slice(0, 160),
      featured,
      allowComments: random.chance(0.7),
      authorName: random.pick(['Dirección de Comunicaciones', 'Prensa Institucional', 'Oficina de Relaciones Públicas', `${random.pick(FEMALE_NAMES)} ${random.pick(LAST_NAMES)}`]),
      sourceUrl: random.chance(0.3) ? `https://www.policia.gob.ve/noticias/${slugOf(title)}` : null,
      imageUrl: random.chance(0.6) ? `https://www.policia.gob.ve/imagenes/${slugOf(title)}.jpg` : null,
      imageAlt: null,
      views,
      createdAt: status === 2 ? isoNow(now, -random.int(0, 5)) : `${publishDate}T12:00:00.000Z`,
    });
  }).map((row) => ({ ...row, imageAlt: row.imageUrl ? `Imagen de la noticia: ${String(row.title).slice(0, 150)}` : null }));
}

/** The demo set of a first start, over the first 300 demo officers. */
export async function seedDemoEducation(db: Database, now = new Date()): Promise<void> {
  const officerIds = (await db.select({ id: officers.id }).from(officers).orderBy(asc(officers.id)).limit(300)).map((r) => Number(r.id));
  await bulkInsert(db, tableOf('students'), demoStudents(now));
  await bulkInsert(db, tableOf('evaluations'), demoEvaluations(officerIds, now));
  await bulkInsert(db, tableOf('news'), demoNews(now));
}
