import type { AddInspectionActionRequest, AddInspectionObjectRequest, AddInspectionObservationRequest } from '@trapline/contracts/inspections';

export type RecordKind = 'actions' | 'objects' | 'observations';
export type RecordBody = AddInspectionActionRequest | AddInspectionObjectRequest | AddInspectionObservationRequest;

/** One device of an inspection of a place: what every call on an inspection device names. */
export interface InspectionDeviceKey {
  placeId: string;
  inspectionId: number;
  inspectionDeviceId: number;
}
