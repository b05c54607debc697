/**
 * The app's one date input: an MUI X DatePicker that reads and types dd/mm/aaaa in Spanish
 * whatever the browser's language, while its value in and out stays the ISO date
 * 'yyyy-MM-dd' ('' when empty or not typed whole yet, INVALID_DATE_VALUE for a date that does
 * not exist such as 31/02/2026), so forms, validation and the
 * API keep the format they had with the native date input.
 */
import { useTheme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { INVALID_DATE_VALUE } from '../../../resources/engine/dates';
import { EnsureDatesProvider } from './DatesProvider';

/** How dates are typed and shown everywhere (spec: dd/mm/aaaa). */
export const DATE_INPUT_FORMAT = 'dd/MM/yyyy';

export interface DatePickerInputProps {
  /** ISO date 'yyyy-MM-dd' (a longer ISO timestamp is cut to its date); '' or null when empty. */
  value: string | null | undefined;
  /** Called with the ISO date, '' when the field is cleared or not typed whole yet, INVALID_DATE_VALUE when the typed date does not exist. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** What a typed date that does not exist is handed on as: INVALID_DATE_VALUE in forms (their rules say 'fecha inválida'); a filter passes '' (no filter while the picker shows its own message). */
  invalidValue?: string;
  /** Earliest / latest ISO date the calendar offers (a typed date outside is flagged). */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  id?: string;
  /** react-hook-form's field ref (focus on a validation error). */
  ref?: Ref<HTMLInputElement>;
}

export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? date : null;
}

/** The ISO date of a picked date; '' for none, `invalidValue` for a typed date that does not exist. */
export function toIsoDate(date: Date | null, invalidValue = INVALID_DATE_VALUE): string {
  if (!date) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : invalidValue;
}

const ERROR_KEYS: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'app.dates.invalid',
  minDate: 'app.dates.beforeMin',
  maxDate: 'app.dates.afterMax',
};

export function DatePickerInput(props: DatePickerInputProps) {
  return (
    <EnsureDatesProvider>
      <IsoDatePicker {...props} />
    </EnsureDatesProvider>
  );
}

function IsoDatePicker({ value, onChange, onBlur, name, label, required, disabled, readOnly, error, helperText, invalidValue, min, max, size, fullWidth, id, ref }: DatePickerInputProps) {
  const translate = useTranslate();
  // The picker's field does not read MuiTextField's theme defaults: it takes the app's variant here.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant;
  const iso = value ? value.slice(0, 10) : '';
  // The picker keeps what is being typed ('15/07/AAAA') while the form only ever sees whole
  // dates: the draft is replaced only when the value changes from outside.
  const [draft, setDraft] = useState<{ iso: string; date: Date | null }>(() => ({ iso, date: parseIsoDate(iso) }));
  if (draft.iso !== iso) setDraft({ iso, date: parseIsoDate(iso) });
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const ownError = pickerError ? ERROR_KEYS[pickerError] : undefined;

  return (
    <DatePicker
      value={draft.date}
      onChange={(date) => {
        const next = toIsoDate(date, invalidValue);
        setDraft({ iso: next, date });
        if (next !== iso) onChange(next);
      }}
      onError={setPickerError}
      format={DATE_INPUT_FORMAT}
      label={label}
      name={name}
      disabled={disabled}
      readOnly={readOnly}
      minDate={parseIsoDate(min) ?? undefined}
      maxDate={parseIsoDate(max) ?? undefined}
      inputRef={ref}
      slotProps={{
        textField: {
          id,
          variant,
          required,
          size,
          fullWidth,
          onBlur,
          error: Boolean(error) || Boolean(ownError),
          // The form's own message wins; otherwise the picker says why the typed date is not taken.
          helperText: (error && helperText) || (ownError ? translate(ownError) : helperText),
        },
      }}
    />
  );
}
