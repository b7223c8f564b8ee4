import type { Account } from '@trapline/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { setUiLanguage, type UiLanguage } from '@/lib/i18n.ts';
import { accountKeys } from '@/shared/account/keys.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';

export const updateAccount = (body: { language: Account['language']; timezone: string }) => api<Account>('/api/account/me', { method: 'PATCH', body });

/**
 * The answer is the saved account: it becomes the account as is, and the interface speaks its
 * language. Notifications are written in the account's language and zone: they are read again
 * (in the new language, so after the switch), without waiting for them.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountKeys.me, saved);
      await setUiLanguage(saved.language.toLowerCase() as UiLanguage);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
