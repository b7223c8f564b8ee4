import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type NavigateOptions, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors.ts';

export interface SaveOptions<V, T> {
  save: (values: V) => Promise<T>;
  /** Queries the saved thing shows up in; none when `save` refreshes them itself (a mutation hook's mutateAsync). */
  invalidate?: QueryKey;
  /** The success toast, and its title if it has one. */
  success: string;
  successTitle?: string;
  /** Where to go once saved. */
  go: (saved: T) => NavigateOptions;
  /** A module with error codes of its own translates them here; else the shared texts. */
  describeError?: (error: unknown, t: TFunction) => string;
}

/**
 * The submit of a create or edit page: saves, refreshes what shows the thing, says so and goes
 * on; on failure a red toast with the error, rethrown so the form keeps its values and state.
 */
export function useSave<V, T>({ save, invalidate, success, successTitle, go, describeError = errorMessage }: SaveOptions<V, T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (values: V) => {
    try {
      const saved = await save(values);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
      notifications.show({ color: 'green', title: successTitle, message: success });
      await navigate(go(saved));
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error, t) });
      throw error;
    }
  };
}

/**
 * The submit of a form that stays on its page (a place's or a company's details): saves and says
 * so; on failure a red toast with the error, rethrown so the form keeps its values and state.
 */
export function useSaveInPlace(describeError: (error: unknown, t: TFunction) => string = errorMessage) {
  const { t } = useTranslation();
  return async (save: () => Promise<unknown>, success: string) => {
    try {
      await save();
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error, t) });
      throw error;
    }
    notifications.show({ color: 'green', message: success });
  };
}
