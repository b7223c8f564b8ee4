import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';

const ZPerson = z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable();
const ZInspectionRef = z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }).nullable();

const recordBase = {
  id: z.number().int(),
  uuid: z.uuid(),
  amount: z.number(),
  note: ZText.nullable(),
  user: ZPerson,
  createdAt: z.iso.datetime(),
  inspection: ZInspectionRef,
};

export const ZActionRecord = z.object({
  ...recordBase,
  deviceTypeActionId: z.number().int(),
  deviceTypeAction: z.object({ id: z.number().int(), name: ZText }),
});
export const ZObjectRecord = z.object({
  ...recordBase,
  deviceTypeObjectId: z.number().int(),
  deviceTypeObject: z.object({ id: z.number().int(), name: ZText }),
});

export const ZObservationType = z.enum(['NEUTRAL', 'BAIT_COLLECT', 'REFILL']);
export type ObservationType = z.infer<typeof ZObservationType>;

/** One mixture of a refill: packs used (value) of a mixture weighing grammage grams per pack. */
export const ZMixtureEntry = z.object({
  value: ZCoercedInt.min(0),
  grammage: z.coerce.number().min(0),
  mixtureId: ZCoercedInt.positive(),
  totalMixtures: z.number().optional(),
  previousMixtures: z.number().optional(),
});

export const ZObservationData = z.object({
  type: ZObservationType.optional(),
  amountPercentage: z.coerce.number().min(0).max(100).optional(),
  previousTotalMixtures: z.number().min(0).optional(),
  totalMixtures: z.number().min(0).optional(),
  mixtures: z.record(ZText, ZMixtureEntry).optional(),
});
export type ObservationData = z.infer<typeof ZObservationData>;

export const ZObservationRecord = z.object({
  ...recordBase,
  type: ZObservationType,
  deviceTypeObservationId: z.number().int(),
  deviceTypeObservation: z.object({ id: z.number().int(), name: ZText }),
  data: ZObservationData,
});

export const ZDeviceImage = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  signedUrl: ZText,
  user: ZPerson,
  createdAt: z.iso.datetime(),
  inspection: ZInspectionRef,
});

const amount = z.coerce.number({ message: 'required' }).min(0).max(1_000_000);
const requiredNote = ZText.trim().min(1, 'required').max(2000);

/** Edit action (spec 2, section 5): note and amount required, amount min 0. */
export const ZUpdateActionRecordRequest = z.object({ amount, note: requiredNote, deviceTypeActionId: ZCoercedInt.positive().optional() });
/** Edit object: object and amount required, amount min 0, note optional. */
export const ZUpdateObjectRecordRequest = z.object({ amount, deviceTypeObjectId: ZCoercedInt.positive(), note: ZText.trim().max(2000).nullable().optional() });
/** Edit observation: note and amount required; the observation type never changes. */
export const ZUpdateObservationRecordRequest = z.object({ amount, note: requiredNote, type: ZObservationType.optional(), data: ZObservationData.optional() });

/**
 * The stored form of an observation's data: refill mixtures with no packs dropped and the total
 * recomputed as the sum of packs times grams per pack (spec 2, sections 4 and 5).
 */
export function normaliseObservationData(type: ObservationType, data: ObservationData): ObservationData {
  const result: ObservationData = { ...data, type };
  if (type === 'REFILL' && data.mixtures) {
    const mixtures = Object.fromEntries(Object.entries(data.mixtures).filter(([, m]) => m.value > 0));
    result.mixtures = mixtures;
    result.totalMixtures = Object.values(mixtures).reduce((sum, m) => sum + m.value * m.grammage, 0);
  }
  return result;
}

export type ActionRecord = z.infer<typeof ZActionRecord>;
export type ObjectRecord = z.infer<typeof ZObjectRecord>;
export type ObservationRecord = z.infer<typeof ZObservationRecord>;
export type DeviceImage = z.infer<typeof ZDeviceImage>;
