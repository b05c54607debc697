/** Spanish number formatting for the static figures: 1.250 (grouped from four digits), 78,5. */
import { formatNumber as formatSpanishNumber } from '../../../../resources/engine/numbers';

export function formatNumber(value: number, decimals = 0): string {
  return formatSpanishNumber(value, { decimals });
}
