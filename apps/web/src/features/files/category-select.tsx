import { Select } from '@mantine/core';
import type { FileCategory } from '@trapline/contracts/files';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from './format.ts';

/** The required category of a file form (upload or edit, company or place): a category id or nothing yet. */
export function CategorySelect<V extends FieldValues>({
  control,
  name,
  categories,
  testId,
}: {
  control: Control<V>;
  name: Path<V>;
  categories: FileCategory[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t('files.category')}
          required
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
          error={validationText(fieldState.error?.message, t)}
          data-testid={testId}
        />
      )}
    />
  );
}
