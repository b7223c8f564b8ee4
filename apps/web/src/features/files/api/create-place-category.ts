import type { FileCategory, FileCategoryRequest } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { fileKeys } from '@/shared/files/keys.ts';

export const createPlaceCategory = (placeId: string, body: FileCategoryRequest) =>
  api<FileCategory>(`/places/${placeId}/files-categories`, { method: 'POST', body });

/** The place's categories (with their file counts) are read again. */
export function useCreatePlaceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, body }: { placeId: string; body: FileCategoryRequest }) => createPlaceCategory(placeId, body),
    onSuccess: (_answer, { placeId }) => queryClient.invalidateQueries({ queryKey: fileKeys.placeCategories(placeId) }),
  });
}
