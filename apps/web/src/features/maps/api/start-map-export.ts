import type { JobStatus } from '@trapline/contracts/jobs';
import type { MapImageFormat } from '@trapline/contracts/maps';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * Starts drawing the plan as a PDF or a JPG: the workers render it as a background job, which
 * the screen follows (JobProgress) until it offers the file. Answers the job at once (202).
 */
export const startMapExport = (placeId: string, mapId: number, format: MapImageFormat) =>
  api<JobStatus>(`/places/${placeId}/maps/${mapId}/image?format=${format}&async=true`);

/** Nothing cached changes: the job is followed by the screen. */
export const useStartMapExport = () =>
  useMutation({
    mutationFn: ({ placeId, mapId, format }: { placeId: string; mapId: number; format: MapImageFormat }) => startMapExport(placeId, mapId, format),
  });
