import type { PublicProductSettings } from '@trapline/contracts/settings';
import { queryOptions } from '@tanstack/react-query';
import { productKeys } from '@/shared/product/keys.ts';
import { api } from './api-client.ts';

/** The product's name and default language: public, read once per visit and after the super admin saves. */
export const productQuery = queryOptions({
  queryKey: productKeys.public,
  queryFn: () => api<PublicProductSettings>('/api/product', { anonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});
