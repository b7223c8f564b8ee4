import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors.ts';

/**
 * A button's request outside react-hook-form (a dialog's save, a confirmed toggle): busy while it
 * runs; done, a green toast and `after` (close the dialog); refused, the error's text kept as
 * `problem` for the dialog to show, or a red toast when nothing stays open to show it.
 */
export function useAction({
  toastErrors = false,
  describeError = errorMessage,
}: { toastErrors?: boolean; describeError?: (error: unknown, t: TFunction) => string } = {}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, success: string, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      notifications.show({ color: 'green', message: success });
      after?.();
    } catch (error) {
      if (toastErrors) notifications.show({ color: 'red', message: describeError(error, t) });
      else setProblem(describeError(error, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
