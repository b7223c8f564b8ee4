import type { Mixture } from '@trapline/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MIXTURES } from '@/features/admin/api/paths.ts';
import { adminKeys } from '@/features/admin/keys.ts';

export const getMixtures = () => api<Mixture[]>(MIXTURES);

export const mixturesQuery = queryOptions({ queryKey: adminKeys.mixtureList, queryFn: getMixtures });

export const useMixtures = () => useQuery(mixturesQuery);
