/**
 * The public pages' texts, read from the same Spanish catalogue as the app (i18n/modules),
 * filled in as polyglot does (`%{name}`, and 'one |||| many' by smart_count) without
 * loading the app's i18n provider.
 */
import { educationMessages } from '../../i18n/modules/education';
import { verifyMessages } from '../../i18n/modules/verify';

export function fill(template: string, values: Record<string, string | number> = {}): string {
  const [one, many] = template.split(' |||| ');
  const chosen = many !== undefined && values.smart_count !== 1 ? many : one;
  return chosen.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export const newsTexts = educationMessages.news;
export const verifyTexts = verifyMessages;
