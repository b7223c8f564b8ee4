import type { LinkedAction } from '@trapline/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshTypes } from '@/features/catalogue/api/refresh-catalogue.ts';
import type { PartKind } from '@/shared/catalogue/api/types.ts';

const PART_ID: Record<PartKind, string> = { actions: 'actionId', objects: 'objectId', observations: 'observationId' };

export type PartLink = { type: 'GLOBAL' | 'CUSTOM'; parentCompanyId?: number | null };

/** Company admins add their company's own association; the super admin's link of global parts to a global type is global. */
export const assignPart = (typeId: number, kind: PartKind, partId: number, link: PartLink) =>
  api<LinkedAction>(`/device-types/${typeId}/${kind}/assign`, { method: 'POST', body: { [PART_ID[kind]]: partId, ...link } });

/** The type's page, the lists of types and the places' type lists show its parts. */
export function useAssignPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, kind, partId, link }: { typeId: number; kind: PartKind; partId: number; link: PartLink }) => assignPart(typeId, kind, partId, link),
    onSuccess: (_link, { typeId }) => refreshTypes(queryClient, typeId),
  });
}
