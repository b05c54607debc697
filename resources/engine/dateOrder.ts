/**
 * Date pairs with an order (start and end of a case, a rest, an assignment...): one
 * cross-field check per pair, run by the browser form and by the server alike.
 */
import { isRealIsoDate } from './dates';
import type { CrossFieldCheck } from './types';

/**
 * `end` may not fall before `start` (`strict`: nor on the same day). A missing or not
 * yet valid date leaves the check to that field's own rules. `YYYY-MM-DD` strings
 * compare in date order.
 */
export function datesInOrder(start: string, end: string, message: string, options: { strict?: boolean } = {}): CrossFieldCheck {
  return {
    field: end,
    message,
    valid: (values) => {
      const [from, to] = [values[start], values[end]];
      if (!isRealIsoDate(from) || !isRealIsoDate(to)) return true;
      return options.strict ? from < to : from <= to;
    },
  };
}
