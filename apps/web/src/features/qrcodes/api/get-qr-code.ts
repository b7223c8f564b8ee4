import type { QrCodeResolution } from '@trapline/contracts/qrcodes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

export const getQrCode = (code: string) => api<QrCodeResolution>(`/api/qrcodes/codes/${encodeURIComponent(code)}`);

/** What a scanned code stands for (404: unknown, or not the caller's). */
export const qrCodeQuery = (code: string) => queryOptions({ queryKey: qrCodeKeys.code(code), queryFn: () => getQrCode(code), retry: false, staleTime: 0 });

export const useQrCode = (code: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...qrCodeQuery(code), enabled });
