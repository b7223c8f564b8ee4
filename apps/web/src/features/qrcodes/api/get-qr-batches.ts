import type { QrBatchListResponse } from '@trapline/contracts/qrcodes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

export const getQrBatches = (page: number, limit: number) => api<QrBatchListResponse>(`/api/qrcodes/batches?page=${page}&limit=${limit}`);

export const qrBatchesQuery = (page: number, limit: number) =>
  queryOptions({ queryKey: qrCodeKeys.batchList(page, limit), queryFn: () => getQrBatches(page, limit), placeholderData: keepPreviousData });

export const useQrBatches = (page: number, limit: number) => useQuery(qrBatchesQuery(page, limit));
