import type { ProductSettings, UpdateProductSettingsRequest } from '@trapline/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productQuery } from '@/lib/product.ts';
import { settingsKeys } from '@/features/settings/keys.ts';

export const updateProductSettings = (body: UpdateProductSettingsRequest) => api<ProductSettings>('/api/admin/settings', { method: 'PATCH', body });

/** The answer is the saved settings: they become the cached ones; the public product settings are read again (titles follow the new name at once), without waiting. */
export function useUpdateProductSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.product, saved);
      void queryClient.invalidateQueries({ queryKey: productQuery.queryKey });
    },
  });
}
