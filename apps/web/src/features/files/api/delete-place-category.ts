import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const deletePlaceCategory = (placeId: string, categoryId: number) =>
  api<null>(`/places/${placeId}/files-categories/${categoryId}`, { method: 'DELETE' });

/** The place's categories (with their file counts) are read again. */
export function useDeletePlaceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, categoryId }: { placeId: string; categoryId: number }) => deletePlaceCategory(placeId, categoryId),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: fileKeys.placeCategories(placeId) }),
  });
}
