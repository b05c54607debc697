import { esES as materialEs } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { pickerLocaleText } from './components/dates/pickerLocaleText';

const typography = { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' };

/** What a screen reader says for a progress indicator that names nothing else. */
const LOADING = 'Cargando';

type Components = NonNullable<RaThemeOptions['components']>;

/**
 * MUI's and MUI X's Spanish texts (autocomplete 'Limpiar'/'Cerrar', pagination labels, pickers)
 * merged into the theme's components; their default props are merged so react-admin's stay.
 */
function withSpanishComponents(theme: RaThemeOptions): RaThemeOptions {
  const components: Record<string, { defaultProps?: object }> = { ...(theme.components as Record<string, { defaultProps?: object }>) };
  const spanish: Record<string, { defaultProps?: object }> = {
    ...materialEs.components,
    MuiLocalizationProvider: { defaultProps: { localeText: pickerLocaleText } },
    // MUI's Spanish says 'Abierto' (is open) for the button that opens the list.
    MuiAutocomplete: { defaultProps: { ...materialEs.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' } },
    // Every progress indicator is named (axe aria-progressbar-name); one that shows a value passes its own label.
    MuiLinearProgress: { defaultProps: { 'aria-label': LOADING } },
    MuiCircularProgress: { defaultProps: { 'aria-label': LOADING } },
  };
  for (const [name, override] of Object.entries(spanish)) {
    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, ...override.defaultProps } };
  }
  return { ...theme, components: components as Components };
}

/** Orange and light blue as text on white (outlined chips, text buttons) take these darker shades (≥ 4.5:1, axe colour-contrast). */
const WARNING_TEXT = '#b45309';
const INFO_TEXT = '#0277bd';

function readableColouredText(base: RaThemeOptions['components']): Components {
  const onWhite = (component: 'MuiChip' | 'MuiButton', variants: string[]) => {
    const selector = (colour: string) => variants.map((v) => `&.${component}-${v}.${component}-color${colour}`).join(', ');
    const existing = (base?.[component]?.styleOverrides as { root?: object } | undefined)?.root;
    return {
      ...base?.[component],
      styleOverrides: {
        ...base?.[component]?.styleOverrides,
        root: { ...(typeof existing === 'object' ? existing : {}), [selector('Warning')]: { color: WARNING_TEXT }, [selector('Info')]: { color: INFO_TEXT } },
      },
    };
  };
  // A disabled field's helper text says why it is disabled: it stays readable (MUI greys it to 2.7:1).
  const helperText = { ...base?.MuiFormHelperText, styleOverrides: { ...base?.MuiFormHelperText?.styleOverrides, root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } };
  return { MuiChip: onWhite('MuiChip', ['outlined']), MuiButton: onWhite('MuiButton', ['text', 'outlined']), MuiFormHelperText: helperText } as Components;
}

export const lightTheme: RaThemeOptions = withSpanishComponents({
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0d3b66' },
    secondary: { main: '#c9a227' },
    // Yellow and blue badges keep the spec's colours (3 §4.1) with dark text: white on them falls under WCAG's 4.5:1.
    warning: { main: '#ed6c02', dark: WARNING_TEXT, contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#0288d1', dark: INFO_TEXT, contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  components: { ...defaultLightTheme.components, ...readableColouredText(defaultLightTheme.components) },
  typography,
});

export const darkTheme: RaThemeOptions = withSpanishComponents({
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#90caf9' }, secondary: { main: '#e0c15a' } },
  typography,
});
