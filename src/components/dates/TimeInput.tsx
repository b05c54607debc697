/**
 * The app's one time input: an MUI X TimeField typed and shown in 24 hours ('18:00', never
 * '06:00 PM', whatever the browser's language), while its value in and out stays the text
 * 'HH:mm' the forms and the API use ('' when empty or not typed whole yet).
 */
import { useTheme } from '@mui/material';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { format, isValid, parse } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { INVALID_DATE_VALUE } from '../../../resources/engine/dates';
import { EnsureDatesProvider } from './DatesProvider';

export const TIME_INPUT_FORMAT = 'HH:mm';

export interface TimeInputProps {
  /** 'HH:mm' (longer texts such as 'HH:mm:ss' are cut); '' when empty. */
  value: string;
  /** Called with 'HH:mm', '' when cleared, INVALID_DATE_VALUE when a section was cleared from a whole time. */
  onChange: (value: string) => void;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** The Date of a 'HH:mm' text (on a fixed day), or null. */
export function parseTime(value: string): Date | null {
  if (!/^\d{2}:\d{2}/.test(value)) return null;
  const date = parse(value.slice(0, 5), TIME_INPUT_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function toTimeText(date: Date | null): string {
  if (!date) return '';
  return isValid(date) ? format(date, TIME_INPUT_FORMAT) : INVALID_DATE_VALUE;
}

export function TimeInput(props: TimeInputProps) {
  return (
    <EnsureDatesProvider>
      <HourMinuteField {...props} />
    </EnsureDatesProvider>
  );
}

function HourMinuteField({ value, onChange, label, required, disabled, error, helperText, size, fullWidth }: TimeInputProps) {
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant;
  const text = value ? value.slice(0, 5) : '';
  // Like the date input: the field keeps what is being typed; the form sees whole times only.
  const [draft, setDraft] = useState<{ text: string; date: Date | null }>(() => ({ text, date: parseTime(text) }));
  if (draft.text !== text) setDraft({ text, date: parseTime(text) });
  return (
    <TimeField
      value={draft.date}
      onChange={(date) => {
        const next = toTimeText(date);
        setDraft({ text: next, date });
        if (next !== text) onChange(next);
      }}
      ampm={false}
      format={TIME_INPUT_FORMAT}
      label={label}
      disabled={disabled}
      slotProps={{ textField: { variant, required, size, fullWidth, error, helperText } }}
    />
  );
}
