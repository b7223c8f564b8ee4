import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';

/** A signed address of the protocol's PDF, asked for at the moment of the download (it expires). */
export const getInterventionPdfUrl = async (placeId: string, interventionId: string) =>
  (await api<{ url: string }>(`${interventionsPath(placeId)}/${interventionId}/signed-url`)).url;
