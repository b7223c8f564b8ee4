import type { CreateQrBatchRequest, QrBatch } from '@trapline/contracts/qrcodes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

export const createQrBatch = (body: CreateQrBatchRequest) => api<QrBatch>('/api/qrcodes/batches', { method: 'POST', body });

/** Generates a batch of codes; the list of batches is read again behind the new batch's page, which opens at once (not awaited). */
export function useCreateQrBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQrBatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qrCodeKeys.batchLists });
    },
  });
}
