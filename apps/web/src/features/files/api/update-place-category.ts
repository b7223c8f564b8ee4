import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const updatePlaceCategory = (placeId: string, categoryId: number, body: FileCategoryRequest) =>
  api<FileCategory>(`/places/${placeId}/files-categories/${categoryId}`, { method: 'PATCH', body });

/** The place's categories (with their file counts) are read again. */
export function useUpdatePlaceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, categoryId, body }: { placeId: string; categoryId: number; body: FileCategoryRequest }) =>
      updatePlaceCategory(placeId, categoryId, body),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: fileKeys.placeCategories(placeId) }),
  });
}
