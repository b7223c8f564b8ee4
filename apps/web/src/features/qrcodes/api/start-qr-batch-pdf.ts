import type { JobStatus } from '@trapline/contracts/jobs';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Starts drawing the label sheet of the batch's unused codes: the workers render it as a
 * background job, which the screen follows (JobProgress) until it offers the file.
 */
export const startQrBatchPdf = (batchId: string | number) => api<JobStatus>(`/api/qrcodes/batches/${batchId}/pdf?async=true`);

/** Starts the label sheet; nothing cached changes (the job is followed by its id). */
export const useStartQrBatchPdf = () => useMutation({ mutationFn: startQrBatchPdf });
