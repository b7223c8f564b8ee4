import '@mantine/dates/styles.css';
import type { MantineSize } from '@mantine/core';
import { DateInput, DatePickerInput, DatesProvider, DateTimePicker } from '@mantine/dates';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { useTranslation } from 'react-i18next';

/** The specification's date format (spec 1, section 5), in every language. */
export const DAY_FORMAT = 'DD/MM/YYYY';

/**
 * A day as typed: DD/MM/YYYY (also with dots or dashes, and one-digit days and months) or the ISO
 * YYYY-MM-DD; the ISO day, or null when the text is no day of the calendar.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const european = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : european ? [european[3]!, european[2]!, european[1]!] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The calendar's language and first day of the week (Monday) for the pickers inside. */
function Dates({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * A day picker: shows the day as DD/MM/YYYY with month and weekday names in the user's language
 * (a native date input follows the browser's locale, e.g. MM/DD/YYYY in an American browser).
 * Values are ISO days (YYYY-MM-DD), as the API takes them.
 */
export function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  testId,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  minDate?: string;
  maxDate?: string;
  testId: string;
}) {
  return (
    <Dates>
      <DatePickerInput
        label={label}
        value={value}
        onChange={(day) => day && onChange(day)}
        minDate={minDate}
        maxDate={maxDate}
        valueFormat={DAY_FORMAT}
        data-testid={testId}
      />
    </Dates>
  );
}

export interface DayFieldProps {
  label: string;
  /** The ISO day, or '' for none. */
  value: string | null | undefined;
  /** The ISO day, or '' when the field was emptied (only a clearable field can be). */
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  clearable?: boolean;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  size?: MantineSize;
  testId: string;
}

/**
 * A day field of a form or filter: typed as DD/MM/YYYY (or picked in the calendar under it, in the
 * user's language), the same in every browser; the value is the ISO day the API takes.
 */
export function DayField({ label, value, onChange, onBlur, error, required, disabled, readOnly, clearable, minDate, maxDate, size, testId }: DayFieldProps) {
  return (
    <Dates>
      <DateInput
        label={label}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        onBlur={onBlur}
        dateParser={parseDay}
        valueFormat={DAY_FORMAT}
        placeholder={DAY_FORMAT}
        error={error}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        clearable={clearable && !readOnly && !disabled}
        allowDeselect={clearable}
        minDate={minDate}
        maxDate={maxDate}
        size={size}
        data-testid={testId}
      />
    </Dates>
  );
}

/** An instant as the browser's wall time `YYYY-MM-DD HH:mm:ss` (the pickers' values), and back. */
export function wallTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

export function instantOf(wall: string | null | undefined): string | null {
  return wall ? new Date(wall.replace(' ', 'T')).toISOString() : null;
}

/** A day and time of a form (DD/MM/YYYY HH:mm, picked in the calendar in the user's language); the value is an ISO instant. */
export function MomentField({
  label,
  value,
  onChange,
  error,
  required,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  error?: React.ReactNode;
  required?: boolean;
  testId: string;
}) {
  return (
    <Dates>
      <DateTimePicker
        label={label}
        value={wallTime(value)}
        onChange={(wall) => onChange(instantOf(wall))}
        valueFormat={`${DAY_FORMAT} HH:mm`}
        error={error}
        required={required}
        data-testid={testId}
      />
    </Dates>
  );
}
