import type { DeviceType } from '@trapline/contracts/catalogue';
import type { ActionRecord, ObjectRecord, ObservationRecord } from '@trapline/contracts/device-records';
import type {
  AddInspectionActionRequest,
  AddInspectionObjectRequest,
  AddInspectionObservationRequest,
  ConnectInspectionsResponse,
  Inspection,
  InspectionDetails,
  InspectionDevice,
  InspectionListItem,
  InspectionPhoto,
  InspectionStatus,
  SetVisualInspectionAnswersRequest,
  StartInspectionRequest,
  UpdateAdditionalFieldsRequest,
  UpdateInspectionDetailsRequest,
  UpdateInspectionObservationRequest,
  UpdateInspectionRecordRequest,
} from '@trapline/contracts/inspections';
import type { InspectionReportResponse } from '@trapline/contracts/jobs';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshBreaches } from '@/features/limits/api/get-breaches.ts';
import { inspectionKeys } from './keys.ts';

export const PAGE_SIZE = 10;

interface InspectionPage {
  inspections: InspectionListItem[];
  totalPages: number;
  count: number;
  canStart: boolean;
}

export const inspectionsQuery = (placeId: string, status: InspectionStatus | undefined, page: number) =>
  queryOptions({
    queryKey: inspectionKeys.list(placeId, status, page),
    queryFn: () => api<InspectionPage>(`/places/${placeId}/inspections?page=${page}&limit=${PAGE_SIZE}${status ? `&status=${status}` : ''}`, { timeoutMs: 120_000 }),
    placeholderData: keepPreviousData,
  });

const base = (placeId: string, inspectionId: string | number) => `/api/places/${placeId}/inspections/${inspectionId}`;

export const inspectionQuery = (placeId: string, inspectionId: string) =>
  queryOptions({ queryKey: inspectionKeys.one(placeId, inspectionId), queryFn: () => api<Inspection>(base(placeId, inspectionId)) });

export const inspectionDetailsQuery = (placeId: string, inspectionId: string) =>
  queryOptions({ queryKey: inspectionKeys.details(placeId, inspectionId), queryFn: () => api<InspectionDetails>(`${base(placeId, inspectionId)}/details`) });

/** A device type of the place with the actions, pests and observations offered there. */
export const placeDeviceTypeQuery = (placeId: string, typeId: number) =>
  queryOptions({ queryKey: inspectionKeys.deviceType(placeId, typeId), queryFn: () => api<DeviceType>(`/api/places/${placeId}/device-types/${typeId}`), staleTime: 60_000 });

/**
 * After an inspection or its records changed: the limit breaches the records may have made or
 * ended, and every inspection key of the place, kept broad: a record changes the open inspection,
 * its details and the counts of the lists and of the dashboard's recent list, and the callers do
 * not know which of those a screen shows.
 */
export const refreshInspections = (queryClient: QueryClient, placeId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: inspectionKeys.all(placeId) }), refreshBreaches(queryClient)]);

export const startInspection = (placeId: string, body: StartInspectionRequest) => api<Inspection>(`/api/places/${placeId}/inspections`, { method: 'POST', body });
export const finishInspection = (placeId: string, inspectionId: number, how: 'complete' | 'cancel') => api<Inspection>(`${base(placeId, inspectionId)}/${how}`, { method: 'POST', body: {} });
export const setApproval = (placeId: string, inspectionId: number, approve: boolean) =>
  api<InspectionListItem>(`${base(placeId, inspectionId)}/${approve ? 'approve' : 'unapprove'}`, { method: 'POST', body: { placeId } });
export const updateDetails = (placeId: string, inspectionId: number, body: UpdateInspectionDetailsRequest) => api<Inspection>(`${base(placeId, inspectionId)}/details`, { method: 'PATCH', body });
export const updateAdditionalFields = (placeId: string, inspectionId: number, body: UpdateAdditionalFieldsRequest) =>
  api<Inspection>(`${base(placeId, inspectionId)}/additional-fields`, { method: 'PATCH', body });

/** Moves the second inspection (numeric id) into the first; the second is deleted. */
export const connectInspections = (placeId: string, inspectionId: string | number, secondId: number) =>
  api<ConnectInspectionsResponse>(`${base(placeId, inspectionId)}/connect`, { method: 'POST', body: { inspectionId: secondId }, timeoutMs: 120_000 });
export const setVisualAnswers = (placeId: string, inspectionId: number, body: SetVisualInspectionAnswersRequest) =>
  api<Inspection>(`${base(placeId, inspectionId)}/visual-inspection/answers`, { method: 'PUT', body });

/** Asks for an inspection's PDF report: the workers render it; the answer (202) names the job to follow. */
export const generateReport = (placeId: string, inspectionId: number) => api<InspectionReportResponse>(`/reports/pdf/inspection/${inspectionId}?async=true`, { method: 'POST', body: { placeId } });
export const reportUrl = (placeId: string, inspectionId: number, reportId: number) => api<{ url: string }>(`/places/${placeId}/inspections/${inspectionId}/reports/${reportId}/signed-url`);

// ───────── devices and records ─────────

export const addDevice = (placeId: string, inspectionId: number, deviceUuid: string) => api<InspectionDevice>(`${base(placeId, inspectionId)}/devices`, { method: 'POST', body: { deviceUuid } });
export const removeDevice = (placeId: string, inspectionId: number, inspectionDeviceId: number) => api<null>(`${base(placeId, inspectionId)}/devices/${inspectionDeviceId}`, { method: 'DELETE' });
export const markDevice = (placeId: string, inspectionId: number, inspectionDeviceId: number, mark: 'scanned' | 'checked') =>
  api<InspectionDevice>(`${base(placeId, inspectionId)}/devices/${inspectionDeviceId}/set-${mark}`, { method: 'POST', body: {} });

export type RecordKind = 'actions' | 'objects' | 'observations';
export type RecordBody = AddInspectionActionRequest | AddInspectionObjectRequest | AddInspectionObservationRequest;

/** Records on one inspection device, or (typeId) on every device of that type in the inspection. */
export const addRecord = (placeId: string, inspectionId: number, target: { inspectionDeviceId: number } | { typeId: number }, kind: RecordKind, body: RecordBody) =>
  api<ActionRecord | ObjectRecord | ObservationRecord | { count: number }>(
    'typeId' in target ? `${base(placeId, inspectionId)}/device-types/${target.typeId}/${kind}` : `${base(placeId, inspectionId)}/devices/${target.inspectionDeviceId}/${kind}`,
    { method: 'POST', body },
  );
export const updateRecord = (placeId: string, inspectionId: number, kind: 'actions' | 'objects', recordId: number, body: UpdateInspectionRecordRequest) =>
  api<ActionRecord | ObjectRecord>(`${base(placeId, inspectionId)}/${kind}/${recordId}`, { method: 'PATCH', body });
export const updateObservation = (placeId: string, inspectionId: number, recordId: number, body: UpdateInspectionObservationRequest) =>
  api<ObservationRecord>(`${base(placeId, inspectionId)}/observations/${recordId}`, { method: 'PATCH', body });
export const deleteRecord = (placeId: string, inspectionId: number, kind: RecordKind, recordId: number) => api<null>(`${base(placeId, inspectionId)}/${kind}/${recordId}`, { method: 'DELETE' });

// ───────── photos of an inspection device ─────────

export const uploadPhoto = (placeId: string, inspectionId: number, inspectionDeviceId: number, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<InspectionPhoto>(`${base(placeId, inspectionId)}/devices/${inspectionDeviceId}/images`, { method: 'POST', body: form, timeoutMs: 120_000 });
};
export const deletePhoto = (placeId: string, inspectionId: number, inspectionDeviceId: number, imageId: number) =>
  api<null>(`${base(placeId, inspectionId)}/devices/${inspectionDeviceId}/images/${imageId}`, { method: 'DELETE' });

// ───────── photos of a visual-inspection answer ─────────

export const uploadAnswerPhoto = (placeId: string, inspectionId: number, answerId: number, file: File) => {
  const form = new FormData();
  form.set('file', file);
  return api<Inspection>(`${base(placeId, inspectionId)}/visual-inspection/answers/${answerId}/images`, { method: 'POST', body: form, timeoutMs: 120_000 });
};
/** Deletes the answer's photo at `index` (its position in the answer's images). */
export const deleteAnswerPhoto = (placeId: string, inspectionId: number, answerId: number, index: number) =>
  api<Inspection>(`${base(placeId, inspectionId)}/visual-inspection/answers/${answerId}/images/${index}`, { method: 'DELETE' });
