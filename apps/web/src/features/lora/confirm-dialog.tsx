import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions.tsx';

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
        <FormActions
          cancelLabel={t('lora.cancel')}
          onCancel={onClose}
          confirmLabel={confirmLabel ?? t('common.confirm')}
          onConfirm={() => void confirm()}
          color={color}
          busy={busy}
          testId={testId}
        />
      </Stack>
    </Modal>
  );
}
