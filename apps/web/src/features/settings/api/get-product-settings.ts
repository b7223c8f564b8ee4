import type { ProductSettings } from '@trapline/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { settingsKeys } from '@/features/settings/keys.ts';

export const getProductSettings = () => api<ProductSettings>('/api/admin/settings');

export const productSettingsQuery = queryOptions({ queryKey: settingsKeys.product, queryFn: getProductSettings });

export const useProductSettings = () => useQuery(productSettingsQuery);
