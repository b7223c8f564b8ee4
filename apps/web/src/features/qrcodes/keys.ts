/** Query keys of the QR codes, all under 'qrcodes': the batches (lists, each batch and its codes) and what a scanned code stands for. */
export const qrCodeKeys = {
  batches: ['qrcodes', 'batches'] as const,
  /** Every page of the list of batches. */
  batchLists: ['qrcodes', 'batches', 'list'] as const,
  batchList: (page: number, limit: number) => [...qrCodeKeys.batchLists, page, limit] as const,
  /** One batch's page; the id as a string whatever the caller holds, as the route gives it. */
  batch: (batchId: string | number) => [...qrCodeKeys.batches, 'one', String(batchId)] as const,
  codes: (batchId: string | number) => [...qrCodeKeys.batch(batchId), 'codes'] as const,
  /** What a scanned code stands for. */
  code: (code: string) => ['qrcodes', 'code', code] as const,
};
