import type { Inspection, UpdateAdditionalFieldsRequest } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

export const updateAdditionalFields = (placeId: string, inspectionId: number, body: UpdateAdditionalFieldsRequest) =>
  api<Inspection>(`${inspectionPath(placeId, inspectionId)}/additional-fields`, { method: 'PATCH', body });

/** Saves a block of additional information, which only the inspection's screen shows. */
export function useUpdateAdditionalFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, body }: { placeId: string; inspectionId: number; body: UpdateAdditionalFieldsRequest }) =>
      updateAdditionalFields(placeId, inspectionId, body),
    onSuccess: (_saved, { placeId }) => queryClient.invalidateQueries({ queryKey: inspectionKeys.screens(placeId) }),
  });
}
