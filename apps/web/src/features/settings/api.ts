import type { ProductSettings, UpdateProductSettingsRequest } from '@trapline/contracts/settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const productSettingsQuery = queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => api<ProductSettings>('/api/admin/settings') });

export const updateProductSettings = (body: UpdateProductSettingsRequest) => api<ProductSettings>('/api/admin/settings', { method: 'PATCH', body });
