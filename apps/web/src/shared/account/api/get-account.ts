import type { Account } from '@trapline/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/shared/account/keys.ts';

export const getAccount = () => api<Account>('/api/account/me');

export const accountQuery = queryOptions({ queryKey: accountKeys.me, queryFn: getAccount });

export const useAccount = () => useQuery(accountQuery);
