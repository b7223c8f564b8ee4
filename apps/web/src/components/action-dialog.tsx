import { type MantineColor, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { FormActions } from './form-actions.tsx';
import { FailureAlert } from './failure-alert.tsx';

interface ActionDialogProps {
  title: ReactNode;
  size?: ModalProps['size'];
  onClose: () => void;
  cancelLabel: ReactNode;
  /** Save unless named. */
  confirmLabel?: ReactNode;
  /** Red for an action that destroys. */
  color?: MantineColor;
  /** Carries the action out and then closes the dialog (or leaves the screen); a throw keeps it open with the reason. */
  onConfirm: () => Promise<void>;
  /** The confirm button waits until this is true (e.g. for a choice). */
  ready?: boolean;
  /** The reason shown for a refusal; the API's error texts unless a screen has its own. */
  describeError?: (error: unknown) => string;
  confirmTestId?: string;
  failureTestId?: string;
  /** What the dialog asks, or the fields that choose what the action is done with. */
  children: ReactNode;
}

/**
 * A dialog that asks before an action (assigning what was chosen, deleting): why the last try was
 * refused, what it asks, and the buttons. Mounted only while shown unless `opened` says otherwise;
 * every opening starts without the last one's refusal.
 */
export function ActionDialog({ opened = true, title, size, onClose, ...body }: ActionDialogProps & { opened?: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      {/* Inside the modal, so that every opening starts afresh. */}
      <ActionDialogBody onClose={onClose} {...body} />
    </Modal>
  );
}

function ActionDialogBody({
  onClose,
  cancelLabel,
  confirmLabel,
  color,
  onConfirm,
  ready = true,
  describeError,
  confirmTestId,
  failureTestId,
  children,
}: Omit<ActionDialogProps, 'title' | 'size'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // Done, the dialog closes or the screen is left: the button stays busy until then.
      await onConfirm();
    } catch (error) {
      setFailure(describeError ? describeError(error) : errorMessage(error, t));
      setBusy(false);
    }
  };
  return (
    <Stack>
      <FailureAlert failure={failure} testId={failureTestId} />
      {children}
      <FormActions
        cancelLabel={cancelLabel}
        onCancel={onClose}
        confirmLabel={confirmLabel}
        onConfirm={() => void confirm()}
        color={color}
        disabled={!ready}
        busy={busy}
        testId={confirmTestId}
      />
    </Stack>
  );
}
