import type { AddInspectionActionRequest, AddInspectionObjectRequest, AddInspectionObservationRequest } from '@trapline/contracts/inspections';

export type RecordKind = 'actions' | 'objects' | 'observations';
export type RecordBody = AddInspectionActionRequest | AddInspectionObjectRequest | AddInspectionObservationRequest;
