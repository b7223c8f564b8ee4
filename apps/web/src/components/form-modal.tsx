import { Modal, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert } from './failure-alert.tsx';
import { StackedForm } from './stacked-form.tsx';

/**
 * A dialog that is one form: its title, why the last save failed (when it did) above the fields,
 * and the fields with their buttons. Mounted only while shown unless `opened` says otherwise.
 */
export function FormModal({
  opened = true,
  onClose,
  title,
  size,
  onSubmit,
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
  failure?: string | null;
  failureTestId?: string;
  /** The form's test id. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <StackedForm onSubmit={onSubmit} testId={testId}>
        <FailureAlert failure={failure} testId={failureTestId} />
        {children}
      </StackedForm>
    </Modal>
  );
}
