/**
 * The one date localization of the app: MUI X pickers on date-fns with the Spanish locale
 * and Spanish picker texts, whatever the browser's language. Mounted once at the app root;
 * a date input rendered outside it (a test, a standalone page) brings its own.
 */
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { es } from 'date-fns/locale';
import { createContext, useContext, type ReactNode } from 'react';

/** The picker texts of MUI X's Spanish locale, with 'Aceptar' for its 'OK' and the two texts it leaves in English. */
export const pickerLocaleText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  okButtonLabel: 'Aceptar',
  timeRangePickerToolbarTitle: 'Seleccionar rango de hora',
  openRangePickerDialogue: (formattedRange: string | null) => (formattedRange ? `Elige rango, el rango elegido es ${formattedRange}` : 'Elige rango'),
};

const DatesProviderMounted = createContext(false);

export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <DatesProviderMounted.Provider value>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es} localeText={pickerLocaleText}>
        {children}
      </LocalizationProvider>
    </DatesProviderMounted.Provider>
  );
}

/** Wraps `children` in the date localization unless an ancestor already did. */
export function EnsureDatesProvider({ children }: { children: ReactNode }) {
  return useContext(DatesProviderMounted) ? children : <DatesProvider>{children}</DatesProvider>;
}
