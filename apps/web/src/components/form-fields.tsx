import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A NumberInput bound to a form field. Mantine answers '' for a cleared input: the field then
 * holds nothing (undefined), so the schema's "required" speaks, unless `raw` keeps Mantine's value
 * for a schema that reads strings itself.
 */
export function ControlledNumberInput<V extends FieldValues>({
  control,
  name,
  raw = false,
  ...props
}: { control: Control<V>; name: Path<V>; raw?: boolean } & Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(raw || typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
