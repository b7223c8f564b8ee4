import { z } from 'zod';
import { optionalText, ZCoercedInt, ZId, ZText } from './common.ts';
import { ZActionRecord, ZMixtureEntry, ZObjectRecord, ZObservationRecord, ZObservationType } from './device-records.ts';

export const ZInspectionStatus = z.enum(['IN_PROGRESS', 'CANCELLED', 'COMPLETED']);
export type InspectionStatus = z.infer<typeof ZInspectionStatus>;

const ZPerson = z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable();

/** What the list and the detail both show of an inspection's run (note, status, who ran it and when) and of its approval. */
const runAndApproval = {
  note: ZText.nullable(),
  status: ZInspectionStatus,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  user: ZPerson,
  approved: z.boolean(),
  approvedBy: ZPerson,
  approvedAt: z.iso.datetime().nullable(),
};

/** The reports generated from an inspection. */
const ZInspectionReports = z.array(z.object({ id: z.number().int(), uuid: z.uuid(), status: ZText, createdAt: z.iso.datetime() }));

export const ZInspectionListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  ...runAndApproval,
  devicesCount: z.number().int(),
  /** Devices marked checked (the list's checked/total column, spec 2, section 2.13). */
  checkedCount: z.number().int(),
  /** Recommendations of the place raised while the inspection ran (recommendations name no inspection). */
  recommendationsCount: z.number().int(),
  reports: ZInspectionReports,
  /** Whether the caller may approve it: the super admin, or APPROVE_INSPECTION on the place. */
  canApprove: z.boolean(),
  /** Whether the caller may withdraw the approval: also any company admin (spec 2, section 4). */
  canUnapprove: z.boolean(),
  /**
   * Whether the caller may connect another inspection into this one (/inspections/connect with
   * inspectionId1): its recorder while it runs, an admin once completed; never approved or cancelled.
   */
  canConnect: z.boolean(),
});
export type InspectionListItem = z.infer<typeof ZInspectionListItem>;

export const ZInspectionListQuery = z.object({
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(100).default(10),
  status: ZInspectionStatus.optional(),
});
export const ZInspectionListResponse = z.object({
  inspections: z.array(ZInspectionListItem),
  totalPages: z.number().int(),
  count: z.number().int(),
  /** Whether the caller may start an inspection of the place: an admin, or CREATE_INSPECTION there. */
  canStart: z.boolean(),
});

// ───────────────────────────── one inspection ─────────────────────────────

/** Spec 2, sections 5 and 9. */
export const INSPECTION_LIMITS = {
  /** Action and pest amounts in an inspection: at least 1. */
  minAmount: 1,
  maxAmount: 1_000_000,
  /** Bait-collect observations: 0 to 100 percent in steps of 10. */
  baitCollectStep: 10,
  nameMaxLength: 200,
  textMaxLength: 5000,
  /** Photos of one device in one inspection. */
  photosPerDevice: 10,
  /** Photos of one visual-inspection answer. */
  photosPerAnswer: 10,
} as const;

/** The additional-information block of an inspection (spec 2, section 2.13). */
export const ZAdditionalFields = z.object({
  repairOrders: ZText.nullable().optional(),
  additionalTreatments: ZText.nullable().optional(),
  batchNumberOfUsedPreparations: ZText.nullable().optional(),
  reasonForNotScanning: ZText.nullable().optional(),
});
export type AdditionalFields = z.infer<typeof ZAdditionalFields>;

export const ZUpdateAdditionalFieldsRequest = z.object({
  additionalFields: z
    .object({
      repairOrders: optionalText(INSPECTION_LIMITS.textMaxLength),
      additionalTreatments: optionalText(INSPECTION_LIMITS.textMaxLength),
      batchNumberOfUsedPreparations: optionalText(INSPECTION_LIMITS.textMaxLength),
      reasonForNotScanning: optionalText(INSPECTION_LIMITS.textMaxLength),
    })
    .strict(),
});
export type UpdateAdditionalFieldsRequest = z.infer<typeof ZUpdateAdditionalFieldsRequest>;

/** Inspection detail edit (spec 2, section 5): name, startedAt, finishedAt. */
export const ZUpdateInspectionDetailsRequest = z
  .object({
    name: ZText.trim().min(1, 'required').max(INSPECTION_LIMITS.nameMaxLength).optional(),
    startedAt: z.iso.datetime({ offset: true }).optional(),
    finishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((b) => !b.startedAt || !b.finishedAt || new Date(b.finishedAt) >= new Date(b.startedAt), {
    message: 'finished_before_started',
    path: ['finishedAt'],
  });
export type UpdateInspectionDetailsRequest = z.infer<typeof ZUpdateInspectionDetailsRequest>;

/**
 * Starting an inspection of a place (not in the specification; see docs/decisions.md). Without
 * zoneIds and deviceTypeIds every live device of the place becomes an inspection device;
 * with them, only the devices in those zones and of those types.
 */
export const ZStartInspectionRequest = z.object({
  name: ZText.trim().min(1, 'required').max(INSPECTION_LIMITS.nameMaxLength).optional(),
  description: optionalText(INSPECTION_LIMITS.textMaxLength),
  zoneIds: z.array(ZId).max(1000).optional(),
  deviceTypeIds: z.array(ZId).max(1000).optional(),
});
export type StartInspectionRequest = z.infer<typeof ZStartInspectionRequest>;

const ZRef = z.object({ id: z.number().int(), name: ZText });

export const ZVisualInspectionAnswer = z.object({
  id: z.number().int(),
  questionId: z.number().int().nullable(),
  question: ZText,
  value: z.enum(['YES', 'NO']).nullable(),
  note: ZText.nullable(),
  recommendation: ZText.nullable(),
  images: z.array(ZText),
});

/** Answer texts: notes and recommendations of one visual-inspection question. */
export const VISUAL_ANSWER_LIMITS = { textMaxLength: 2000, answersMax: 1000 } as const;

/**
 * `PUT .../inspections/{inspectionId}/visual-inspection/answers` (Trapline; not in the
 * specification, see docs/decisions.md): the answers to the questions the place has selected.
 * A question not in the list has no answer afterwards; answers to questions the place no longer
 * asks stay as they were.
 */
export const ZSetVisualInspectionAnswersRequest = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: ZId,
        value: z.enum(['YES', 'NO'], { message: 'required' }),
        note: optionalText(VISUAL_ANSWER_LIMITS.textMaxLength),
        recommendation: optionalText(VISUAL_ANSWER_LIMITS.textMaxLength),
      }),
    )
    .max(VISUAL_ANSWER_LIMITS.answersMax)
    .superRefine((answers, ctx) => {
      const seen = new Set<number>();
      answers.forEach((answer, index) => {
        if (seen.has(answer.questionId)) ctx.addIssue({ code: 'custom', path: [index, 'questionId'], message: 'duplicate_id' });
        seen.add(answer.questionId);
      });
    }),
});
export type SetVisualInspectionAnswersRequest = z.infer<typeof ZSetVisualInspectionAnswersRequest>;
export type SetVisualInspectionAnswersInput = z.input<typeof ZSetVisualInspectionAnswersRequest>;

export const ZInspection = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  placeId: z.number().int(),
  placeUuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  ...runAndApproval,
  approvedByText: ZText.nullable(),
  /** A signed URL of the approver's signature image, if one was captured. */
  approvedByImage: ZText.nullable(),
  additionalFields: ZAdditionalFields,
  visualInspection: z.array(ZVisualInspectionAnswer),
  reports: ZInspectionReports,
  devicesCount: z.number().int(),
  checkedCount: z.number().int(),
  scannedCount: z.number().int(),
  notCheckedCount: z.number().int(),
  notScannedCount: z.number().int(),
  canApprove: z.boolean(),
  canUnapprove: z.boolean(),
  /** Whether the caller may record in it now (add devices and records, mark, edit details, complete, cancel). */
  canRecord: z.boolean(),
  /** Whether the caller may edit and delete records (admins, while the inspection is not approved nor cancelled). */
  canCorrect: z.boolean(),
});
export type Inspection = z.infer<typeof ZInspection>;

const ZInspectionDeviceInfo = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  uniqueId: ZText,
  name: ZText.nullable(),
  deviceTypeId: z.number().int(),
  deviceType: ZRef.extend({ color: ZText }),
  zone: ZRef.nullable(),
  deleted: z.boolean(),
});

export const ZInspectionDeviceStatus = z.enum(['UNCHECKED', 'CHECKED']);

/**
 * The records of an inspection device: the device's records without their `inspection` (the row
 * names its inspection once, in inspectionId; the specification's inspection action, pest and
 * observation name none). A big inspection holds 5,000 records: the same inspection written in
 * each of them was a fifth of the device table's answer.
 */
export const ZInspectionActionRecord = ZActionRecord.omit({ inspection: true });
export type InspectionActionRecord = z.infer<typeof ZInspectionActionRecord>;
export const ZInspectionObjectRecord = ZObjectRecord.omit({ inspection: true });
export type InspectionObjectRecord = z.infer<typeof ZInspectionObjectRecord>;
export const ZInspectionObservationRecord = ZObservationRecord.omit({ inspection: true });
export type InspectionObservationRecord = z.infer<typeof ZInspectionObservationRecord>;

/** A device of an inspection with what was recorded on it in that inspection. */
export const ZInspectionDevice = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  inspectionId: z.number().int(),
  scanned: z.boolean(),
  status: ZInspectionDeviceStatus,
  device: ZInspectionDeviceInfo,
  actions: z.array(ZInspectionActionRecord),
  objects: z.array(ZInspectionObjectRecord),
  observations: z.array(ZInspectionObservationRecord),
  imageIds: z.array(z.number().int()),
});
export type InspectionDevice = z.infer<typeof ZInspectionDevice>;

export const ZInspectionDetails = z.object({
  /** The mixtures a refill may use (the provider's and the company's), grams per pack. */
  mixtures: z.array(z.object({ id: z.number().int(), name: ZText, grammage: z.number().int() })),
  devices: z.array(ZInspectionDevice),
  imagesById: z.record(
    ZText,
    z.lazy(() => ZInspectionPhoto),
  ),
});
export type InspectionDetails = z.infer<typeof ZInspectionDetails>;

// ───────────────────────────── recording ─────────────────────────────

const ZAmount = z.coerce.number({ message: 'required' }).int().min(INSPECTION_LIMITS.minAmount).max(INSPECTION_LIMITS.maxAmount);
const ZNote = optionalText(2000);

export const ZAddInspectionDeviceRequest = z.object({ deviceUuid: ZText.trim().min(1, 'required').max(64) });

export const ZAddInspectionActionRequest = z.object({ deviceTypeActionId: ZId, amount: ZAmount, note: ZNote });
export type AddInspectionActionRequest = z.infer<typeof ZAddInspectionActionRequest>;
export const ZAddInspectionObjectRequest = z.object({ deviceTypeObjectId: ZId, amount: ZAmount, note: ZNote });
export type AddInspectionObjectRequest = z.infer<typeof ZAddInspectionObjectRequest>;

const ZMixtures = z.record(ZText, ZMixtureEntry).optional();
const ZPercentage = z.coerce
  .number()
  .int()
  .min(0)
  .max(100)
  .refine((v) => v % INSPECTION_LIMITS.baitCollectStep === 0, { message: 'bait_collect_step' });

export const ZAddInspectionObservationRequest = z.object({
  deviceTypeObservationId: ZId,
  /** Taken from the observation of the catalogue; when sent it must be that type. */
  type: ZObservationType.optional(),
  amountPercentage: ZPercentage.optional(),
  mixtures: ZMixtures,
  /** Ignored: the total is computed from the mixtures (sum of value times grammage). */
  totalMixtures: z.number().optional(),
  note: ZNote,
});
export type AddInspectionObservationRequest = z.infer<typeof ZAddInspectionObservationRequest>;

const ZCreatedAt = z.iso.datetime({ offset: true }).optional();

export const ZUpdateInspectionActionRequest = z.object({ amount: ZAmount, note: ZNote, createdAt: ZCreatedAt });
export type UpdateInspectionRecordRequest = z.infer<typeof ZUpdateInspectionActionRequest>;
export const ZUpdateInspectionObjectRequest = ZUpdateInspectionActionRequest;
export const ZUpdateInspectionObservationRequest = z.object({
  type: ZObservationType.optional(),
  amountPercentage: ZPercentage.optional(),
  mixtures: ZMixtures,
  totalMixtures: z.number().optional(),
  note: ZNote,
  createdAt: ZCreatedAt,
});
export type UpdateInspectionObservationRequest = z.infer<typeof ZUpdateInspectionObservationRequest>;

export const ZBulkRecordResponse = z.object({ count: z.number().int() });

// ───────────────────────────── connecting ─────────────────────────────

/**
 * Connecting (merging) a second inspection of the same place into the one of the path (spec 2:
 * /inspections/connect; the call is Trapline's, see docs/decisions.md, "Connecting inspections").
 */
export const ZConnectInspectionsRequest = z.object({
  /** The numeric id of the inspection that moves into the one of the path and is then deleted. */
  inspectionId: ZId,
});
export type ConnectInspectionsRequest = z.infer<typeof ZConnectInspectionsRequest>;

/** What a connection moved: the merged inspection and the counts of what came from the second. */
export const ZConnectInspectionsResponse = z.object({
  inspection: ZInspection,
  moved: z.object({
    /** Inspection devices of the second inspection that moved over as they were. */
    devices: z.number().int(),
    /** Devices both inspections held: their records joined the first inspection's device. */
    mergedDevices: z.number().int(),
    actions: z.number().int(),
    objects: z.number().int(),
    observations: z.number().int(),
    images: z.number().int(),
    answers: z.number().int(),
  }),
});
export type ConnectInspectionsResponse = z.infer<typeof ZConnectInspectionsResponse>;
// ───────────────────────────── photos of an inspection device ─────────────────────────────

/** A photo taken of a device in an inspection (JPEG or PNG), with a signed URL to show it. */
export const ZInspectionPhoto = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  signedUrl: ZText,
  inspectionDeviceId: z.number().int().nullable(),
  user: ZPerson,
  createdAt: z.iso.datetime(),
});
export type InspectionPhoto = z.infer<typeof ZInspectionPhoto>;
export const ZInspectionPhotoList = z.object({ images: z.array(ZInspectionPhoto) });
