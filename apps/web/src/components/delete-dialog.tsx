import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';

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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t('admin.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid={confirmTestId}>
            {confirmLabel ?? t('admin.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
