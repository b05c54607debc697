import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSpanishMessages } from '../../i18n/ra';

type Catalogue = Record<string, unknown>;

/** Flattens a nested message catalogue into { 'ra.action.save': 'Save', ... }. */
const flatten = (
    obj: Catalogue,
    prefix = '',
    out: Record<string, unknown> = {}
): Record<string, unknown> => {
    for (const [key, value] of Object.entries(obj)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value !== null && typeof value === 'object') {
            flatten(value as Catalogue, path, out);
        } else {
            out[path] = value;
        }
    }
    return out;
};

const PLURAL_SEPARATOR = ' |||| ';

const placeholders = (text: string): string[] =>
    [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const english = flatten(englishMessages as unknown as Catalogue);
const spanish = flatten(raSpanishMessages as unknown as Catalogue);
const englishKeys = Object.keys(english);

describe('Spanish react-admin messages (i18n/ra.ts)', () => {
    it('the English catalogue is not empty (sanity check)', () => {
        expect(englishKeys.length).toBeGreaterThan(100);
    });

    it('translates every key present in ra-language-english', () => {
        const missing = englishKeys.filter(key => {
            const es = spanish[key];
            if (typeof es !== 'string') return true;
            // An empty string is missing; a blank value is only accepted
            // where English is blank too (e.g. ra.boolean.null = ' ').
            if (es === '') return true;
            return es.trim() === '' && String(english[key]).trim() !== '';
        });
        expect(missing, `Missing or empty Spanish keys: ${missing.join(', ')}`).toEqual([]);
    });

    it('keeps the same %{placeholders} as English for every key', () => {
        const mismatches = englishKeys
            .filter(key => typeof spanish[key] === 'string')
            .map(key => ({
                key,
                en: placeholders(String(english[key])),
                es: placeholders(String(spanish[key])),
            }))
            .filter(({ en, es }) => en.join(',') !== es.join(','))
            .map(({ key, en, es }) => `${key}: en=[${en.join(' ')}] es=[${es.join(' ')}]`);
        expect(mismatches).toEqual([]);
    });

    it("keeps the polyglot plural separator ' |||| ' where English has it", () => {
        const mismatches = englishKeys
            .filter(key => String(english[key]).includes(PLURAL_SEPARATOR))
            .filter(key => {
                const es = spanish[key];
                return (
                    typeof es !== 'string' ||
                    es.split(PLURAL_SEPARATOR).length !==
                        String(english[key]).split(PLURAL_SEPARATOR).length
                );
            });
        expect(mismatches).toEqual([]);
    });
});

/**
 * Texts MUI and MUI X components draw by themselves (autocomplete and pagination buttons,
 * picker labels): the themes and the date localization carry them in Spanish (issue 20).
 */
describe('Spanish texts of MUI components (src/theme.ts, src/components/dates)', () => {
    const sample = (value: unknown): string =>
        typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)('1', '2')) : String(value);

    it('gives every English MUI X picker text a Spanish one', async () => {
        const { enUS } = await import('@mui/x-date-pickers/locales');
        const { pickerLocaleText } = await import('../../src/components/dates/pickerLocaleText');
        const english = enUS.components.MuiLocalizationProvider.defaultProps.localeText as Record<string, unknown>;
        const spanish = pickerLocaleText as Record<string, unknown>;
        // Section placeholders and week numbers are the same letters or symbols in both languages.
        const same = new Set(['calendarWeekNumberHeaderText', 'calendarWeekNumberText', 'fieldMonthPlaceholder', 'fieldDayPlaceholder', 'fieldWeekDayPlaceholder',
            'fieldHoursPlaceholder', 'fieldMinutesPlaceholder', 'fieldSecondsPlaceholder', 'fieldMeridiemPlaceholder', 'fieldYearPlaceholder']);
        const untranslated = Object.keys(english).filter((key) => !same.has(key) && (spanish[key] === undefined || sample(spanish[key]) === sample(english[key])));
        expect(untranslated).toEqual([]);
        // dd/mm/aaaa: the empty year reads AAAA (año), not YYYY.
        expect((spanish.fieldYearPlaceholder as (params: { digitAmount: number }) => string)({ digitAmount: 4 })).toBe('AAAA');
    });

    it('puts MUI\'s Spanish texts in both themes and keeps react-admin\'s own defaults', async () => {
        const { lightTheme, darkTheme } = await import('../../src/theme');
        for (const theme of [lightTheme, darkTheme]) {
            const props = (name: string) => (theme.components as Record<string, { defaultProps?: Record<string, unknown> }>)[name]?.defaultProps ?? {};
            expect(props('MuiAutocomplete')).toMatchObject({ openText: 'Abrir', closeText: 'Cerrar', clearText: 'Limpiar', noOptionsText: 'Sin opciones', loadingText: 'Cargando…', fullWidth: true });
            expect(props('MuiTablePagination').labelRowsPerPage).toBe('Filas por página:');
            expect(sample((props('MuiTablePagination').getItemAriaLabel as (type: string) => string)('next'))).toMatch(/siguiente/i);
            expect(sample((props('MuiPagination').getItemAriaLabel as (type: string, page: number) => string)('page', 2))).toMatch(/página/i);
            expect((props('MuiLocalizationProvider').localeText as Record<string, unknown>).okButtonLabel).toBe('Aceptar');
            // A progress indicator that names nothing else is read as 'Cargando' (axe aria-progressbar-name).
            expect(props('MuiLinearProgress')['aria-label']).toBe('Cargando');
            expect(props('MuiCircularProgress')['aria-label']).toBe('Cargando');
        }
    });
});
