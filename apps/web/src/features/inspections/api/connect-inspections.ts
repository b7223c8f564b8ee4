import type { ConnectInspectionsResponse } from '@trapline/contracts/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';

/** Moves the second inspection (numeric id) into the first; the second is deleted. */
export const connectInspections = (placeId: string, inspectionId: string | number, secondId: number) =>
  api<ConnectInspectionsResponse>(`${inspectionPath(placeId, inspectionId)}/connect`, { method: 'POST', body: { inspectionId: secondId }, timeoutMs: 120_000 });

/**
 * Connects two inspections: the second one's screen is dropped (reading it again would answer
 * 404), and the first one's devices and counts show in the place's lists (status, approval, counts), the dashboard's recent list and the inspection's screen: every inspection key of the place.
 */
export function useConnectInspections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, inspectionId, second }: { placeId: string; inspectionId: string | number; second: { id: number; uuid: string } }) =>
      connectInspections(placeId, inspectionId, second.id),
    onSuccess: (_connected, { placeId, second }) => {
      queryClient.removeQueries({ queryKey: inspectionKeys.one(placeId, second.uuid) });
      return queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) });
    },
  });
}
