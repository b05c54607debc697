/**
 * How the officer view writes values: catalogue keys as their Spanish labels ('N/A'
 * when unknown), yes/no, and years, months and days in words (RRHH §1, §3.11, §9).
 */
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ageOn } from '../validation';
import { useRrhhLabel } from '../shared/catalogs';

const V = 'app.officers.detail.values';

export function useViewFormat() {
  const translate = useTranslate();
  const label = useRrhhLabel();
  const count = useCallback((unit: 'years' | 'months' | 'days', n: number) => translate(`${V}.${unit}`, { smart_count: n }), [translate]);
  return useMemo(
    () => ({
      label,
      yesNo: (value: boolean | null | undefined) => translate(value ? `${V}.yes` : `${V}.no`),
      /** 'N años' (§9); 'N/A' when unknown. */
      years: (n: number | null | undefined) => (n === null || n === undefined ? 'N/A' : count('years', n)),
      /** Age in completed years from a YYYY-MM-DD birth date. */
      age: (dateBirth: string | null | undefined) => (dateBirth ? count('years', ageOn(dateBirth)) : 'N/A'),
      /** '2 años, 3 meses, 10 días' without the zero parts ('Ninguno' when all are zero). */
      span: (years: number, months: number, days: number) => {
        const parts = [years ? count('years', years) : '', months ? count('months', months) : '', days ? count('days', days) : ''].filter(Boolean);
        return parts.length ? parts.join(', ') : translate(`${V}.none`);
      },
      /** A yes/no switch with its location: 'Sí: Brazo derecho' or 'No'. */
      yesWhere: (value: boolean | null | undefined, where: string | null | undefined) =>
        value ? (where ? translate(`${V}.yesWhere`, { where }) : translate(`${V}.yes`)) : translate(`${V}.no`),
      measure: (unit: 'cm' | 'kg', value: number | null | undefined) => (value ? translate(`${V}.${unit}`, { value }) : 'N/A'),
      /** File size in KB or MB with the Spanish decimal comma. */
      size: (bytes: number) =>
        bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-ES')} KB`,
    }),
    [label, translate, count],
  );
}
