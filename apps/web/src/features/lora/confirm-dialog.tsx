import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A confirmation before a delete or an alert; closes itself once the action is done. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color = 'red',
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  color?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lora.cancel')}
          </Button>
          <Button color={color} loading={busy} onClick={() => void confirm()} data-testid={testId}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
