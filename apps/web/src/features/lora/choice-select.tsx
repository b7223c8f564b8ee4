import { Select, type ComboboxData } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useFieldMessage } from '@/components/form-fields.tsx';

/**
 * A searchable, clearable choice of one row (company, place, device) by its uuid, null when none,
 * in the form around it (see StackedForm), showing the field's error itself; `then` clears the
 * choices that hang on this one.
 */
export function ChoiceSelect({
  name,
  label,
  data,
  disabled,
  nothingFoundMessage,
  then,
  testId,
}: {
  name: string;
  label: string;
  data: ComboboxData;
  disabled?: boolean;
  nothingFoundMessage?: string;
  then?: () => void;
  testId?: string;
}) {
  const { field } = useController({ name });
  return (
    <Select
      label={label}
      data={data}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(v) => {
        field.onChange(v);
        then?.();
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage={nothingFoundMessage}
      error={useFieldMessage(name)}
      data-testid={testId}
    />
  );
}
