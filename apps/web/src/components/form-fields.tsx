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

/**
 * A whole number between `min` and `max` bound to a form field. A number out of bounds stays as
 * typed rather than being clamped, so the schema says what is wrong instead of the value changing
 * under the user's hands.
 */
export function ControlledWholeNumberInput<V extends FieldValues>(
  props: { control: Control<V>; name: Path<V>; raw?: boolean; min: number; max: number } & Omit<
    NumberInputProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'allowDecimal' | 'clampBehavior'
  >,
) {
  return <ControlledNumberInput {...props} allowDecimal={false} clampBehavior="none" />;
}
