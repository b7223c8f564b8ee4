import type { PlaceFile } from '@trapline/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshPlaceFiles } from '@/features/files/api/refresh-files.ts';

export type PlaceFileFields = { name: string; note: string | null; fileCategoryId: number };

export function uploadPlaceFile(placeId: string, file: File, fields: PlaceFileFields) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.note) form.append('note', fields.note);
  form.append('fileCategoryId', String(fields.fileCategoryId));
  form.append('file', file);
  return api<PlaceFile>(`/places/${placeId}/files`, { method: 'POST', body: form, timeoutMs: 120_000 });
}

/**
 * Uploads of the place's files, one call per file (the upload dialog's queue). The files and the
 * categories are read again once the dialog's whole queue went through: `refresh` after the last.
 */
export function useUploadPlaceFiles(placeId: string) {
  const queryClient = useQueryClient();
  const upload = useMutation({ mutationFn: ({ file, fields }: { file: File; fields: PlaceFileFields }) => uploadPlaceFile(placeId, file, fields) });
  return { upload: upload.mutateAsync, refresh: () => refreshPlaceFiles(queryClient, placeId) };
}
