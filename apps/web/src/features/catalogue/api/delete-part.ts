import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshParts } from '@/features/catalogue/api/refresh-catalogue.ts';
import { PART_PATHS, type PartKind } from '@/shared/catalogue/api/types.ts';

export const deletePart = (kind: PartKind, id: number) => api<null>(`${PART_PATHS[kind]}/${id}`, { method: 'DELETE' });

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: PartKind; id: number }) => deletePart(kind, id),
    onSuccess: (_answer, { kind }) => refreshParts(queryClient, kind),
  });
}
