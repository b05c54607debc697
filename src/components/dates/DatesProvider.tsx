/**
 * The one date localization of the app: MUI X pickers on date-fns with the Spanish locale
 * and Spanish picker texts, whatever the browser's language. Each date input wraps itself in
 * it unless an ancestor already did (a form may wrap all its inputs once).
 */
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { es } from 'date-fns/locale';
import { createContext, useContext, type ReactNode } from 'react';
import { pickerLocaleText } from './pickerLocaleText';


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
