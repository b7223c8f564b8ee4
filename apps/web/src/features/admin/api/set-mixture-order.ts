import type { Mixture, SetMixtureOrderRequest } from '@trapline/contracts/admin';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';

/** Sends the whole new order; the answer is the list in that order (useReorder puts it in the cache). */
export const setMixtureOrder = (body: SetMixtureOrderRequest) => api<Mixture[]>(`${MIXTURES}/set-order`, { method: 'POST', body });
