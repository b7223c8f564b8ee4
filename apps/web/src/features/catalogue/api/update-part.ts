import type { UpdateActionRequest, UpdateObjectRequest, UpdateObservationRequest } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshParts } from '@/features/catalogue/api/refresh-catalogue.ts';
import { PART_PATHS, type Part, type PartKind } from '@/shared/catalogue/api/types.ts';

type PartChanges = UpdateActionRequest | UpdateObjectRequest | UpdateObservationRequest;

export const updatePart = (kind: PartKind, id: number, body: PartChanges) => api<Part>(`${PART_PATHS[kind]}/${id}`, { method: 'PATCH', body });

export function useUpdatePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: PartKind; id: number; body: PartChanges }) => updatePart(kind, id, body),
    onSuccess: (_part, { kind }) => refreshParts(queryClient, kind),
  });
}
