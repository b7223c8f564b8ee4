import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { type UseFormReturn, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Whether the form around (a StackedForm or FormModal given its `form`) is submitting; false outside one. */
function useSubmitting(): boolean {
  // Null outside a form's provider, whatever its type says.
  const form = useFormContext() as UseFormReturn | null;
  return form?.formState.isSubmitting ?? false;
}

/**
 * The buttons that end a dialog or a form, at its right: a plain one that leaves and the main one.
 * Without `onConfirm` the main button submits the form around it, busy while that form submits
 * unless `busy` says otherwise; its label is Save unless named.
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
  const submitting = useSubmitting();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        loading={busy ?? (!onConfirm && submitting)}
        disabled={disabled}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}

/** The Save button that ends a form of a page, at its left; busy while the form around submits unless `busy` says otherwise. */
export function SaveButton({ busy, testId }: { busy?: boolean; testId: string }) {
  const { t } = useTranslation();
  const submitting = useSubmitting();
  return (
    <Group>
      <Button type="submit" loading={busy ?? submitting} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
