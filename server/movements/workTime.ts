/**
 * Service time of an officer (RRHH §3.10, `GET rrhh/work-time/{id}`). Pure functions:
 * the route feeds them the officer and the approved movements.
 *
 * Decisions (the spec shows only the answer's fields):
 * - Service runs from the entry date (dateIn) to today. Each approved egreso closes a
 *   work period on its date of departure; the next approved re-entry opens a new one on
 *   its date. The gaps between them do not count.
 * - Years, months and days of a period are calendar ones: whole years, then whole
 *   months added to the start (a month end stays a month end: 31 Jan + 1 month =
 *   28/29 Feb), then the remaining days. The periods and the previous work time
 *   (previousWorkYears / Months / Days) are added and carried at 30 days a month and 12
 *   months a year, the usual convention of public-service seniority.
 * - totalWorkTime is in days: the calendar days of the periods plus the previous work
 *   time at 365 days a year and 30 a month.
 * - vacationDays follows the Ley del Estatuto de la Función Pública (art. 24), which
 *   police officers fall under: 15 working days in the first five years of service, 18
 *   in the second five, 21 in the third and 25 from the sixteenth year; 0 before the
 *   first full year. Years count the previous public service too.
 */

export interface DatePeriod {
  start: string;
  end: string;
}

export interface ServiceEvent {
  kind: 'out' | 'in';
  date: string;
}

export interface YearsMonthsDays {
  years: number;
  months: number;
  days: number;
}

export interface WorkTime {
  totalWorkYears: number;
  totalWorkMonths: number;
  totalWorkDaysRemaining: number;
  /** Days of service (periods plus previous work). */
  totalWorkTime: number;
  vacationDays: number;
  calculationPeriod: DatePeriod | null;
  workPeriods: (DatePeriod & YearsMonthsDays & { totalDays: number })[];
  previousWork: YearsMonthsDays;
}

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `date` plus `months` calendar months; a day past the target month's end becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** Calendar days from `start` to `end` (0 when equal; negative when `end` is earlier). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** Whole years, whole months and remaining days from `start` to `end` (`end` not before `start`). */
export function yearsMonthsDaysBetween(start: string, end: string): YearsMonthsDays {
  if (end <= start) return { years: 0, months: 0, days: 0 };
  const [sy, sm] = parts(start);
  const [ey, em] = parts(end);
  let totalMonths = (ey - sy) * 12 + (em - sm);
  while (totalMonths > 0 && addMonths(start, totalMonths) > end) totalMonths--;
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days: daysBetween(addMonths(start, totalMonths), end) };
}

/** Carries days into months at 30 and months into years at 12. */
export function normalize(total: YearsMonthsDays): YearsMonthsDays {
  const months = total.months + Math.floor(total.days / 30);
  return { years: total.years + Math.floor(months / 12), months: months % 12, days: total.days % 30 };
}

/**
 * Work periods from the entry date: each egreso ('out') closes the open period, each
 * re-entry ('in') after an egreso opens the next; events that do not fit (an egreso
 * before the entry date, a re-entry while in service) are ignored.
 */
export function workPeriods(dateIn: string, events: ServiceEvent[], today: string): DatePeriod[] {
  // Same day: the egreso comes before the re-entry.
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === 'out' ? -1 : 1));
  const periods: DatePeriod[] = [];
  let openStart: string | null = dateIn;
  let lastEnd = dateIn;
  for (const event of sorted) {
    if (event.kind === 'out' && openStart !== null && event.date >= openStart) {
      periods.push({ start: openStart, end: event.date });
      lastEnd = event.date;
      openStart = null;
    } else if (event.kind === 'in' && openStart === null && event.date >= lastEnd) {
      openStart = event.date;
    }
  }
  if (openStart !== null && today >= openStart) periods.push({ start: openStart, end: today });
  return periods;
}

/** Annual vacation days for completed years of service (LEFP art. 24). */
export function vacationDaysFor(years: number): number {
  if (years < 1) return 0;
  if (years <= 5) return 15;
  if (years <= 10) return 18;
  if (years <= 15) return 21;
  return 25;
}

export function computeWorkTime(input: { dateIn: string | null; previousWork: YearsMonthsDays; events: ServiceEvent[]; today: string }): WorkTime {
  const periods = input.dateIn ? workPeriods(input.dateIn, input.events, input.today) : [];
  const detailed = periods.map((p) => ({ ...p, ...yearsMonthsDaysBetween(p.start, p.end), totalDays: daysBetween(p.start, p.end) }));
  const previous = input.previousWork;
  const total = normalize(
    detailed.reduce(
      (sum, p) => ({ years: sum.years + p.years, months: sum.months + p.months, days: sum.days + p.days }),
      { years: previous.years, months: previous.months, days: previous.days },
    ),
  );
  const days = detailed.reduce((sum, p) => sum + p.totalDays, 0) + previous.years * 365 + previous.months * 30 + previous.days;
  return {
    totalWorkYears: total.years,
    totalWorkMonths: total.months,
    totalWorkDaysRemaining: total.days,
    totalWorkTime: days,
    vacationDays: vacationDaysFor(total.years),
    calculationPeriod: input.dateIn ? { start: input.dateIn, end: periods.length ? periods[periods.length - 1].end : input.dateIn } : null,
    workPeriods: detailed,
    previousWork: previous,
  };
}
