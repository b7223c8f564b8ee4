import type { CreateActionRequest, CreateObjectRequest, CreateObservationRequest } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshParts } from '@/features/catalogue/api/refresh-catalogue.ts';
import { PART_PATHS, type Part, type PartKind } from '@/shared/catalogue/api/types.ts';

export type PartBody = CreateActionRequest | CreateObjectRequest | CreateObservationRequest;

export const createPart = (kind: PartKind, body: PartBody) => api<Part>(PART_PATHS[kind], { method: 'POST', body });

export function useCreatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: PartKind; body: PartBody }) => createPart(kind, body),
    onSuccess: (_part, { kind }) => refreshParts(queryClient, kind),
  });
}
