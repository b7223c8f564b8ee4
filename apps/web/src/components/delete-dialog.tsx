import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { FormActions } from './form-actions.tsx';

/**
 * Asks before deleting; shows the refusal (e.g. a category still in use) in place and stays open.
 * The admin area's texts unless a screen of its own names its buttons.
 */
export function DeleteDialog({
  title,
  question,
  onConfirm,
  onClose,
  cancelLabel,
  confirmLabel,
  confirmTestId = 'delete-confirm',
}: {
  title: string;
  question: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  confirmTestId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text>{question}</Text>
        {failure && (
          <Alert color="red" role="alert" data-testid="delete-error">
            {failure}
          </Alert>
        )}
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
    </Modal>
  );
}
