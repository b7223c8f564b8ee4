import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A delete confirmation; a failure stays in the dialog so the user sees why. */
export function ConfirmDialog({
  opened,
  title,
  text,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        {problem && (
          <Alert color="red" role="alert" data-testid="confirm-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('files.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="confirm-delete">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
