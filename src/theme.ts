import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const typography = { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#0d3b66' }, secondary: { main: '#c9a227' } },
  typography,
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#90caf9' }, secondary: { main: '#e0c15a' } },
  typography,
};
