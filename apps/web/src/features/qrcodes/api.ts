import type { JobStatus } from '@trapline/contracts/jobs';
import type { CreateQrBatchRequest, QrBatch, QrBatchListResponse, QrCodeListResponse, QrCodeResolution } from '@trapline/contracts/qrcodes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const qrBatchesKey = ['qrcodes', 'batches'] as const;

export const qrBatchesQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...qrBatchesKey, 'list', page, limit],
    queryFn: () => api<QrBatchListResponse>(`/api/qrcodes/batches?page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });

export const qrBatchQuery = (batchId: string) => queryOptions({ queryKey: [...qrBatchesKey, 'one', batchId], queryFn: () => api<QrBatch>(`/api/qrcodes/batches/${batchId}`) });

export const qrCodesQuery = (batchId: string) =>
  queryOptions({ queryKey: [...qrBatchesKey, 'one', batchId, 'codes'], queryFn: () => api<QrCodeListResponse>(`/api/qrcodes/batches/${batchId}/codes`) });

export const createQrBatch = (body: CreateQrBatchRequest) => api<QrBatch>('/api/qrcodes/batches', { method: 'POST', body });

/**
 * Starts drawing the label sheet of the batch's unused codes: the workers render it as a
 * background job, which the screen follows (JobProgress) until it offers the file.
 */
export const startQrBatchPdf = (batchId: string | number) => api<JobStatus>(`/api/qrcodes/batches/${batchId}/pdf?async=true`);

/** What a scanned code stands for (404: unknown, or not the caller's). */
export const qrCodeQuery = (code: string) =>
  queryOptions({ queryKey: ['qrcodes', 'code', code], queryFn: () => api<QrCodeResolution>(`/api/qrcodes/codes/${encodeURIComponent(code)}`), retry: false, staleTime: 0 });
