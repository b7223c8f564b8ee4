import { NumberInput, type NumberInputProps, TextInput, type TextInputProps, Textarea, type TextareaProps } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type Control, Controller, type FieldValues, FormProvider, type Path, type RegisterOptions, type UseFormReturn, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/forms.ts';

/** Turns a field's error key (a zod message or a server's field error) into the text shown under it. */
export type FieldMessage = (key: string | undefined) => string | undefined;

const Messages = createContext<FieldMessage | null>(null);

/**
 * Gives the fields inside (TextField, TextareaField) their form and how its error keys are worded;
 * StackedForm and FormModal do this for the form they are given.
 */
export function FormFields<V extends FieldValues, O>({
  form,
  message,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  message?: FieldMessage;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <Messages.Provider value={message ?? null}>{children}</Messages.Provider>
    </FormProvider>
  );
}

/** A field of the form around it, by its name: registered with it, and showing its error itself. */
interface Bound {
  name: string;
  /** How the form reads the typed text (e.g. an empty one as null). */
  registerOptions?: RegisterOptions;
}

/** The text of the error of a field of the form around it, as that form words its errors; nothing while it has none. */
export function useFieldMessage(name: string): string | undefined {
  const { t } = useTranslation();
  const form = useFormContext();
  const message = useContext(Messages) ?? ((key: string | undefined) => errorText(t, key, 'validation'));
  return message(form.getFieldState(name, form.formState).error?.message);
}

function useBound({ name, registerOptions }: Bound) {
  return { ...useFormContext().register(name, registerOptions), error: useFieldMessage(name) };
}

type Unbound<P> = Omit<P, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

/** A one-line text input of the form around it (see Bound). */
export function TextField({ name, registerOptions, ...props }: Bound & Unbound<TextInputProps>) {
  return <TextInput {...props} {...useBound({ name, registerOptions })} />;
}

/** A text area of the form around it (see Bound); it grows with its text, from two rows unless told. */
export function TextareaField({ name, registerOptions, ...props }: Bound & Unbound<TextareaProps>) {
  return <Textarea autosize minRows={2} {...props} {...useBound({ name, registerOptions })} />;
}

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
