import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';
import type { PartKind } from '@/shared/catalogue/api/types.ts';

export const unassignPart = (typeId: number, kind: PartKind, assocUuid: string) =>
  api<null>(`/device-types/${typeId}/${kind}/${assocUuid}`, { method: 'DELETE' });

/** The type's page, the lists of types and the places' type lists show its parts. */
export function useUnassignPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, kind, assocUuid }: { typeId: number; kind: PartKind; assocUuid: string }) => unassignPart(typeId, kind, assocUuid),
    onSuccess: (_answer, { typeId }) => refreshTypes(queryClient, typeId),
  });
}
