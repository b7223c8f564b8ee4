import { Select, type ComboboxData } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A searchable, clearable choice of one row (company, place, device) by its uuid, null when none;
 * `then` clears the choices that hang on this one.
 */
export function ChoiceSelect<T extends FieldValues>({
  control,
  name,
  label,
  data,
  disabled,
  error,
  nothingFoundMessage,
  then,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  data: ComboboxData;
  disabled?: boolean;
  error?: string;
  nothingFoundMessage?: string;
  then?: () => void;
  testId?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(v) => {
            field.onChange(v);
            then?.();
          }}
          disabled={disabled}
          searchable
          clearable
          nothingFoundMessage={nothingFoundMessage}
          error={error}
          data-testid={testId}
        />
      )}
    />
  );
}
