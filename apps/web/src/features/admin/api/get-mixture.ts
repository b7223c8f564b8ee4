import type { Mixture } from '@trapline/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const getMixture = (id: string) => api<Mixture>(`${MIXTURES}/${id}`);

export const mixtureQuery = (id: string) => queryOptions({ queryKey: adminKeys.mixture(id), queryFn: () => getMixture(id) });

export const useMixture = (id: string) => useQuery(mixtureQuery(id));
