/**
 * The picker texts of MUI X's Spanish locale, with 'Aceptar' for its 'OK' and the two texts it
 * leaves in English. Its own file so the theme (first load) takes the texts without the
 * pickers' date adapter, which loads with the first date input.
 */
import { esES } from '@mui/x-date-pickers/locales';

export const pickerLocaleText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  okButtonLabel: 'Aceptar',
  timeRangePickerToolbarTitle: 'Seleccionar rango de hora',
  openRangePickerDialogue: (formattedRange: string | null) => (formattedRange ? `Elige rango, el rango elegido es ${formattedRange}` : 'Elige rango'),
};
