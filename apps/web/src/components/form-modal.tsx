import { Modal, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldMessage } from './form-fields.tsx';
import { FailureAlert } from './failure-alert.tsx';
import { StackedForm } from './stacked-form.tsx';

/**
 * A dialog that is one form: its title, why the last save failed (when it did) above the fields,
 * and the fields with their buttons. Mounted only while shown unless `opened` says otherwise.
 * `form` and `message` go to its StackedForm.
 */
export function FormModal<V extends FieldValues, O>({
  opened = true,
  onClose,
  title,
  size,
  onSubmit,
  form,
  message,
  failure,
  failureTestId,
  testId,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  form?: UseFormReturn<V, unknown, O>;
  message?: FieldMessage;
  failure?: string | null;
  failureTestId?: string;
  /** The form's test id. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <StackedForm onSubmit={onSubmit} form={form} message={message} testId={testId}>
        <FailureAlert failure={failure} testId={failureTestId} />
        {children}
      </StackedForm>
    </Modal>
  );
}
