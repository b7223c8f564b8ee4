import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { FormActions } from './form-actions.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

interface DeleteDialogProps {
  title: string;
  question: string;
  /** Deletes and then closes the dialog (or leaves the screen); a throw keeps it open with the reason. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  confirmTestId?: string;
  errorTestId?: string;
  /** The reason shown for a refusal; the API's error texts unless a screen has its own. */
  describeError?: (error: unknown) => string;
}

/**
 * Asks before deleting; shows the refusal (e.g. a category still in use) in place and stays open.
 * The admin area's texts unless a screen of its own names its buttons. Mounted only while asking,
 * or kept mounted and shown while `opened`.
 */
export function DeleteDialog({ opened = true, title, onClose, ...body }: DeleteDialogProps & { opened?: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {/* Inside the modal, so that every opening starts without the last one's refusal. */}
      <DeleteDialogBody onClose={onClose} {...body} />
    </Modal>
  );
}

function DeleteDialogBody({
  question,
  onConfirm,
  onClose,
  cancelLabel,
  confirmLabel,
  confirmTestId = 'delete-confirm',
  errorTestId = 'delete-error',
  describeError,
}: Omit<DeleteDialogProps, 'title'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeError ? describeError(error) : errorMessage(error, t));
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Text>{question}</Text>
      <FailureAlert failure={failure} testId={errorTestId} />
      <FormActions
        cancelLabel={cancelLabel ?? t('admin.cancel')}
        onCancel={onClose}
        confirmLabel={confirmLabel ?? t('admin.delete')}
        onConfirm={() => void confirm()}
        color="red"
        busy={busy}
        testId={confirmTestId}
      />
    </Stack>
  );
}
