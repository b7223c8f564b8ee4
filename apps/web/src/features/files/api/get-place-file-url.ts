import { api } from '@/lib/api-client.ts';

/** A fresh signed URL of a place file, asked for at each download (it expires): no query. */
export const placeFileUrl = (placeId: string, fileUuid: string) => api<{ url: string }>(`/places/${placeId}/files/${fileUuid}/signed-url`);
