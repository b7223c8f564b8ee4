import { zodResolver } from '@hookform/resolvers/zod';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { type FieldMessage, TextareaField, TextField } from './form-fields.tsx';
import { SaveButton } from './form-actions.tsx';
import { StackedForm } from './stacked-form.tsx';

const ZValues = z.object({ name: z.string().min(1, 'name_missing'), note: z.string().max(3, 'too_long') });
type Values = z.infer<typeof ZValues>;

function Form({ message, onSubmit }: { message?: FieldMessage; onSubmit: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ resolver: zodResolver(ZValues), defaultValues: { name: '', note: '' } });
  return (
    <StackedForm onSubmit={form.handleSubmit(onSubmit)} form={form} message={message}>
      <TextField name="name" label="Name" data-testid="name" />
      <TextareaField name="note" label="Note" data-testid="note" />
      <SaveButton testId="save" />
    </StackedForm>
  );
}

const show = (props: Parameters<typeof Form>[0]) =>
  render(
    <MantineProvider>
      <Form {...props} />
    </MantineProvider>,
  );

beforeAll(async () => {
  // A text area that grows with its text waits for the fonts, which jsdom does not have.
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  await initI18n();
  await setUiLanguage('en');
});
afterEach(cleanup);

describe('text fields of a form', () => {
  it('show their own errors, worded by the form, and send what was typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    show({ message: (key) => (key ? `wrong: ${key}` : undefined), onSubmit });
    fireEvent.change(screen.getByTestId('note'), { target: { value: 'longer' } });
    fireEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('wrong: name_missing')).toBeTruthy();
    expect(screen.getByText('wrong: too_long')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Hall' } });
    fireEvent.change(screen.getByTestId('note'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Hall', note: 'ok' }, expect.anything()));
    expect(screen.queryByText(/^wrong:/)).toBeNull();
  });

  it('word an error in the shared texts when the form names no wording of its own', async () => {
    show({ onSubmit: async () => undefined });
    fireEvent.click(screen.getByTestId('save'));
    // An unknown key reads as the generic "required".
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });
});
