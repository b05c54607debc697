/** The three modules of the vacations screen (RRHH §3.9) and their i18n names. */
import { MODULE_COMMISSION, MODULE_REST, MODULE_VACATION } from './validation';

export type ModuleName = 'vacation' | 'commission' | 'rest';

export const MODULE_NAMES: Readonly<Record<number, ModuleName>> = {
  [MODULE_VACATION]: 'vacation',
  [MODULE_COMMISSION]: 'commission',
  [MODULE_REST]: 'rest',
};

/** i18n key of a module's label; unknown modules read 'Tipo de módulo no válido' (§5.8). */
export function moduleLabelKey(module: number | null | undefined): string {
  const name = MODULE_NAMES[Number(module)];
  return name ? `app.movements.vacations.modules.${name}` : 'app.movements.vacations.invalidModule';
}

/** i18n key of the history title of a module (§2.8). */
export function historyTitleKey(module: number): string {
  return `app.movements.vacations.historyTitles.${MODULE_NAMES[module] ?? 'vacation'}`;
}
