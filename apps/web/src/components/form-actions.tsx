import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buttons that end a dialog or a form, at its right: a plain one that leaves and the main one.
 * Without `onConfirm` the main button submits the form around it; its label is Save unless named.
 */
export function FormActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  busy,
  disabled,
  color,
  testId,
}: {
  cancelLabel: ReactNode;
  onCancel: () => void;
  confirmLabel?: ReactNode;
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Red for an action that destroys. */
  color?: MantineColor;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} loading={busy} disabled={disabled} onClick={onConfirm} data-testid={testId}>
        {confirmLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}

/** The Save button that ends a form of a page, at its left. */
export function SaveButton({ busy, testId }: { busy: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={busy} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
