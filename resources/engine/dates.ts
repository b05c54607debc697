/** Today as `YYYY-MM-DD` in local time (dates travel as plain strings, DESIGN "Browser"). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
