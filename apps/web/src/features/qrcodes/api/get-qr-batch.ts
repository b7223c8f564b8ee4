import type { QrBatch } from '@trapline/contracts/qrcodes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

export const getQrBatch = (batchId: string) => api<QrBatch>(`/api/qrcodes/batches/${batchId}`);

export const qrBatchQuery = (batchId: string) => queryOptions({ queryKey: qrCodeKeys.batch(batchId), queryFn: () => getQrBatch(batchId) });

export const useQrBatch = (batchId: string) => useQuery(qrBatchQuery(batchId));
