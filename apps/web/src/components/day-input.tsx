import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { useTranslation } from 'react-i18next';

/** The specification's date format (spec 1, section 5), in every language. */
export const DAY_FORMAT = 'DD/MM/YYYY';

/**
 * A day picker: shows the day as DD/MM/YYYY with month and weekday names in the user's language
 * (a native date input follows the browser's locale, e.g. MM/DD/YYYY in an American browser).
 * Values are ISO days (YYYY-MM-DD), as the API takes them.
 */
export function DayInput({ label, value, onChange, minDate, maxDate, testId }: { label: string; value: string; onChange: (day: string) => void; minDate?: string; maxDate?: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        value={value}
        onChange={(day) => day && onChange(day)}
        minDate={minDate}
        maxDate={maxDate}
        valueFormat={DAY_FORMAT}
        data-testid={testId}
      />
    </DatesProvider>
  );
}
