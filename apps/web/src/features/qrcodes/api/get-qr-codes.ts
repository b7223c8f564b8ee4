import type { QrCodeListResponse } from '@trapline/contracts/qrcodes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

export const getQrCodes = (batchId: string) => api<QrCodeListResponse>(`/api/qrcodes/batches/${batchId}/codes`);

/** The codes of a batch. */
export const qrCodesQuery = (batchId: string) => queryOptions({ queryKey: qrCodeKeys.codes(batchId), queryFn: () => getQrCodes(batchId) });

export const useQrCodes = (batchId: string) => useQuery(qrCodesQuery(batchId));
