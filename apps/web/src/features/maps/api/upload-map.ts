import type { MapItem } from '@trapline/contracts/maps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mapKeys } from '@/shared/maps/keys.ts';

export type NewMap = { name: string; note?: string | null | undefined; fileCategoryId?: number | null | undefined; file: File };

export function uploadMap(placeId: string, input: NewMap) {
  const form = new FormData();
  form.set('name', input.name);
  if (input.note) form.set('note', input.note);
  if (input.fileCategoryId) form.set('fileCategoryId', String(input.fileCategoryId));
  form.set('file', input.file);
  return api<MapItem>(`/places/${placeId}/maps`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

/** A new plan shows in the place's list of plans (exact: the other plans' image URLs stay). */
export function useUploadMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, input }: { placeId: string; input: NewMap }) => uploadMap(placeId, input),
    onSuccess: (_map, { placeId }) => queryClient.invalidateQueries({ queryKey: mapKeys.list(placeId), exact: true }),
  });
}
