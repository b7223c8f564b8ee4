import { inspectionPath } from '@/shared/inspections/api/paths.ts';
import type { InspectionDeviceKey } from '@/features/inspections/api/types.ts';

/** The path of one device of an inspection in the API. */
export const inspectionDevicePath = ({ placeId, inspectionId, inspectionDeviceId }: InspectionDeviceKey) =>
  `${inspectionPath(placeId, inspectionId)}/devices/${inspectionDeviceId}`;
