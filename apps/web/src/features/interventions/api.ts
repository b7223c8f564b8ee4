import type {
  CreateInterventionRequest,
  Intervention,
  InterventionImage,
  InterventionImageListResponse,
  InterventionImageType,
  InterventionListResponse,
  InterventionPdfResponse,
  UpdateInterventionRequest,
} from '@trapline/contracts/interventions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const base = (placeId: string) => `/api/places/${placeId}/interventions`;

export const interventionsKey = (placeId: string) => ['place', placeId, 'interventions'] as const;

export const interventionsQuery = (placeId: string) =>
  queryOptions({ queryKey: interventionsKey(placeId), queryFn: async () => (await api<InterventionListResponse>(base(placeId))).interventions });

export const interventionQuery = (placeId: string, interventionId: string) =>
  queryOptions({ queryKey: [...interventionsKey(placeId), interventionId], queryFn: () => api<Intervention>(`${base(placeId)}/${interventionId}`) });

export const interventionImagesQuery = (placeId: string, interventionId: string) =>
  queryOptions({
    queryKey: [...interventionsKey(placeId), interventionId, 'images'],
    queryFn: async () => (await api<InterventionImageListResponse>(`${base(placeId)}/${interventionId}/images`)).images,
  });

export const createIntervention = (placeId: string, body: CreateInterventionRequest) => api<Intervention>(base(placeId), { method: 'POST', body });
export const updateIntervention = (placeId: string, interventionId: string, body: UpdateInterventionRequest) =>
  api<Intervention>(`${base(placeId)}/${interventionId}`, { method: 'PATCH', body });
export const deleteIntervention = (placeId: string, interventionId: string) => api<{ id: number }>(`${base(placeId)}/${interventionId}`, { method: 'DELETE' });

export function uploadInterventionImage(placeId: string, interventionId: string, type: InterventionImageType, file: File) {
  const form = new FormData();
  form.set('type', type);
  form.set('name', file.name);
  form.set('file', file);
  return api<InterventionImage>(`${base(placeId)}/${interventionId}/images`, { method: 'PUT', body: form, timeoutMs: 120_000 });
}

export const deleteInterventionImage = (placeId: string, interventionId: string, imageId: number) =>
  api<{ id: number }>(`${base(placeId)}/${interventionId}/images/${imageId}`, { method: 'DELETE' });

/** Starts the protocol PDF as a background job, followed on screen (JobProgress); answered at once (202). */
export const startInterventionPdf = (placeId: string, interventionId: string) =>
  api<InterventionPdfResponse>(`${base(placeId)}/${interventionId}/pdf?async=true`, { method: 'POST', body: { generatedAt: new Date().toISOString() } });

export const interventionPdfUrl = async (placeId: string, interventionId: string) => (await api<{ url: string }>(`${base(placeId)}/${interventionId}/signed-url`)).url;
