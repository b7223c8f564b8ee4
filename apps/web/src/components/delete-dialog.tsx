import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog.tsx';

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
export function DeleteDialog({
  opened = true,
  title,
  question,
  onConfirm,
  onClose,
  cancelLabel,
  confirmLabel,
  confirmTestId = 'delete-confirm',
  errorTestId = 'delete-error',
  describeError,
}: DeleteDialogProps & { opened?: boolean }) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      opened={opened}
      title={title}
      onClose={onClose}
      cancelLabel={cancelLabel ?? t('admin.cancel')}
      confirmLabel={confirmLabel ?? t('admin.delete')}
      color="red"
      onConfirm={onConfirm}
      describeError={describeError}
      confirmTestId={confirmTestId}
      failureTestId={errorTestId}
    >
      <Text>{question}</Text>
    </ActionDialog>
  );
}
