/** The ten criteria of an evaluation (spec 3 §3.10), each scored 1–5 (default 5, §9). */
export const CRITERIA = [
  ['generalPerformance', 'Desempeño general'],
  ['discipline', 'Disciplina'],
  ['leadership', 'Liderazgo'],
  ['teamwork', 'Trabajo en equipo'],
  ['punctuality', 'Puntualidad'],
  ['responsibility', 'Responsabilidad'],
  ['initiative', 'Iniciativa'],
  ['communication', 'Comunicación'],
  ['technicalSkills', 'Habilidades técnicas'],
  ['problemSolving', 'Resolución de problemas'],
] as const;

export type CriterionName = (typeof CRITERIA)[number][0];

/** The average over the ten criteria, to two decimals (§7.8); null until every one is scored. */
export function averageRating(values: Record<string, unknown>): number | null {
  const scores = CRITERIA.map(([name]) => Number(values[name]));
  if (scores.some((s) => !Number.isInteger(s) || s < 1 || s > 5)) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}
