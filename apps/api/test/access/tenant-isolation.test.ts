import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@trapline/db/client';
import { buildApp } from '../../src/app.ts';
import { configFor } from '../../src/env.ts';
import { bearer, createCompany, createUser, multipart, signIn, useApi } from '../helpers.ts';
import { pdf } from '../files/file-fixtures.ts';

/**
 * Tenant isolation of every operation of the generated OpenAPI document. Two pest-control
 * companies, Alpha and Bravo, each hold one of everything (a client company, a place, zones, a
 * device with records and an image, a catalogue of their own, a plan, files, an inspection with
 * its report, a LoRa sensor and gateway, a notification, a job). Every user of Alpha (company
 * admin, controller, technician, client user) calls every operation that takes an id in its
 * path or query with Bravo's ids: all of them Bravo's, then one at a time among Alpha's own. The
 * answer is 403 or 404, never Bravo's data, and the database is the same afterwards. (A list
 * filtered by Bravo's id in its query may instead answer exactly as it does for an id of nothing,
 * an empty list for instance: what it shows must then hold nothing of Bravo's.)
 *
 * Parameters are read from the document: a route with an id parameter the table `FOREIGN` below
 * does not know fails here, so a new route cannot be forgotten.
 */

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  description?: string;
}
type Document = { paths: Record<string, Record<string, Operation>> };

async function openApiDocument() {
  const app = await buildApp({ config: configFor({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none' }), logger: false, docsUi: false });
  await app.ready();
  const document = app.swagger() as unknown as Document;
  await app.close();
  return document;
}

type Tenant = Awaited<ReturnType<typeof seedTenant>>;
/** A row as the API addresses it: numeric id and/or uuid (or another key, such as a DevEUI). */
interface Ref {
  id?: number | string;
  uuid?: string;
}

/**
 * Which row of a tenant each id parameter names. Keys: the path's static segments before a path
 * parameter and the parameter (`places/files/{fileId}`), or the first static segment and a query
 * parameter (`places?zoneId`). Every id parameter of the document must have an entry.
 */
const FOREIGN: Record<string, (w: Tenant) => Ref> = {
  // companies
  'companies/{id}': (w) => w.company,
  'companies/subscriptions/{subscriptionId}': (w) => w.subscription,
  'companies/zones/{zoneUuid}': (w) => ({ uuid: w.companyZone.uuid }),
  'companies/files/categories/{categoryId}': (w) => w.companyCategory,
  'companies/files/{fileId}': (w) => w.companyFile,
  'companies?categoryId': (w) => ({ id: w.companyCategory.id }),
  // users
  'users/{id}': (w) => w.users.controller,
  'users?companyUuid': (w) => ({ uuid: w.company.uuid }),
  // places and what is in them
  'places/{id}': (w) => w.place,
  'places/{placeId}': (w) => w.place,
  'places?companyId': (w) => w.company,
  'places?companyZoneUuid': (w) => ({ uuid: w.companyZone.uuid }),
  'places/users/{userId}': (w) => w.users.controller,
  'places/zones/{zoneId}': (w) => w.placeZone,
  'places?zoneId': (w) => ({ id: w.placeZone.id }),
  'places?deviceTypeId': (w) => ({ id: w.deviceType.id }),
  'places/devices/{deviceUuid}': (w) => ({ uuid: w.device.uuid }),
  'places/devices/{id}': (w) => w.device,
  'places/device-types/{typeId}': (w) => w.deviceType,
  'places/inspections/{inspectionId}': (w) => w.inspection,
  'places/inspections/reports/{reportId}': (w) => w.report,
  'places/inspections/devices/{inspectionDeviceId}': (w) => w.inspectionDevice,
  'places/inspections/devices/images/{imageId}': (w) => w.image,
  'places/inspections/device-types/{typeId}': (w) => w.deviceType,
  'places/inspections/actions/{actionId}': (w) => w.actionRecord,
  'places/inspections/objects/{objectId}': (w) => w.objectRecord,
  'places/inspections/observations/{observationId}': (w) => w.observationRecord,
  'places/inspections/visual-inspection/answers/{answerId}': (w) => w.visualAnswer,
  'places/maps/{id}': (w) => w.map,
  'places/limits/{id}': (w) => w.pestLimit,
  'places?mapId': (w) => ({ id: w.map.id }),
  'places?deviceTypeObjectId': (w) => ({ id: w.object.id }),
  'places/files-categories/{categoryId}': (w) => w.placeCategory,
  'places/files/{fileId}': (w) => w.placeFile,
  'places/interventions/{id}': (w) => w.intervention,
  'places/interventions/images/{imageId}': (w) => w.interventionImage,
  'places?categoryId': (w) => ({ id: w.placeCategory.id }),
  'reports/pdf/inspection/{inspectionId}': (w) => w.inspection,
  'places/schedule/events/{uuid}': (w) => w.scheduleEvent,
  'schedule?placeUuid': (w) => ({ uuid: w.place.uuid }),
  // statistics and reports
  'place/{placeId}': (w) => w.place,
  'place?zoneId': (w) => ({ id: w.placeZone.id }),
  'place?deviceTypeId': (w) => ({ id: w.deviceType.id }),
  'place?deviceId': (w) => ({ id: w.device.id }),
  'places?deviceUuid': (w) => ({ uuid: w.device.uuid }),
  'reports?placeUuid': (w) => ({ uuid: w.place.uuid }),
  'reports/{uuid}': (w) => w.report,
  'reports/{id}': (w) => w.report,
  'reports?uuid': (w) => ({ uuid: w.report.uuid }),
  'reports?id': (w) => ({ id: w.report.id }),
  // devices
  'devices/{deviceId}': (w) => w.device,
  'devices/{id}': (w) => w.device,
  'devices/actions/{actionId}': (w) => w.actionRecord,
  'devices/objects/{objectId}': (w) => w.objectRecord,
  'devices/observations/{observationId}': (w) => w.observationRecord,
  'devices/images/{imageId}': (w) => w.image,
  // catalogue
  'device-types/{id}': (w) => w.deviceType,
  'device-types?parentCompanyId': (w) => w.company,
  'device-types?placeUuid': (w) => ({ uuid: w.place.uuid }),
  'device-types?placeId': (w) => w.place,
  'device-types/actions/{assocUuid}': (w) => ({ uuid: w.actionLink.uuid }),
  'device-types/objects/{assocUuid}': (w) => ({ uuid: w.objectLink.uuid }),
  'device-types/observations/{assocUuid}': (w) => ({ uuid: w.observationLink.uuid }),
  'device-type-actions/{id}': (w) => w.action,
  'device-type-objects/{id}': (w) => w.object,
  'device-type-observations/{id}': (w) => w.observation,
  // LoRa
  'lora/devices/{uuid}': (w) => ({ uuid: w.sensor.uuid }),
  'lora/devices/downlinks/{downlinkUuid}': (w) => ({ uuid: w.downlink.uuid }),
  'lora?companyUuid': (w) => ({ uuid: w.company.uuid }),
  'lora?placeUuid': (w) => ({ uuid: w.place.uuid }),
  'lora/gateways/{uuid}': (w) => ({ uuid: w.gateway.uuid }),
  // Unclaimed uplinks belong to no tenant: only the super admin sees them.
  'lora/unclaimed-uplinks/{devEui}': (w) => ({ id: w.unclaimedDevEui }),
  // jobs
  'jobs/{jobId}': (w) => ({ uuid: w.job.id }),
  // Product-wide lists, the super admin's alone: every other role is refused whatever the id.
  'admin/recommendations/categories/{id}': (w) => w.category,
  'admin/mixtures/{id}': (w) => w.mixture,
  // Visual-inspection questions: each pest-control company manages its own list.
  'visual-inspection/questions/{id}': (w) => w.question,
  'places?placeId': (w) => w.place,
  // QR code batches
  'qrcodes/batches/{batchId}': (w) => w.qrBatch,
  'qrcodes/codes/{code}': (w) => ({ id: w.qrCode.code }),
  'qrcodes?companyId': (w) => ({ id: w.company.id }),
  // recommendations
  'recommendations/{id}': (w) => w.recommendation,
  'recommendations/{placeId}': (w) => w.place,
  'recommendations?placeId': (w) => w.place,
  'recommendations?categoryId': (w) => ({ id: w.category.id }),
  'recommendations?mapId': (w) => ({ id: w.map.id }),
  'recommendations?deviceTypeId': (w) => ({ id: w.deviceType.id }),
  'recommendations?authorId': (w) => ({ id: w.users.manager.id }),
  'recommendations?ownerId': (w) => ({ id: w.users.client.id }),
  'recommendations/comment/{commentId}': (w) => w.recommendationComment,
  'recommendations/files/{fileId}': (w) => w.recommendationFile,
  // Stored files: only a signed URL opens one (the signature is checked before the key).
  'files/{*}': (w) => ({ id: w.companyFile.filePath }),
};

/** Query parameters that are ids (filters of lists and the like). */
const isIdName = (name: string) => /(^id$|Id$|^uuid$|Uuid$|Ids$|Uuids$)/.test(name);
const staticSegments = (path: string) => path.split('/').filter((s) => s && s !== 'api' && s !== 'v3' && !s.startsWith('{'));

/** The table key of a path parameter: the static segments before it and its name. */
function pathKey(path: string, name: string): string {
  const before = path.slice(0, path.indexOf(`{${name}}`));
  return [...staticSegments(before), `{${name}}`].join('/');
}
const queryKey = (path: string, name: string) => `${staticSegments(path)[0]}?${name}`;

const doc = await openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    // A query parameter is an id when its name says so and it is not a choice of words.
    // A secret token in the path (a calendar feed's address) is itself the permission, not a
    // row's id: whoever holds it reads what it opens, so it has no "other tenant" (its own tests
    // in test/calendar-feed/ cover unknown and replaced tokens). A photo's position in its
    // answer (`index`) names no row either: the answer's id beside it is the tenant's.
    const params = (operation.parameters ?? []).filter(
      (p) => (p.in === 'path' && p.name !== 'token' && p.name !== 'index') || (p.in === 'query' && isIdName(p.name) && !p.schema.enum),
    );
    const idParams = params.map((p) => ({ ...p, key: p.in === 'path' ? pathKey(path, p.name) : queryKey(path, p.name) }));
    return { method: method.toUpperCase(), path, operation, idParams };
  }),
);
const withIds = operations.filter((op) => op.idParams.length > 0);

const ROLES = ['manager', 'controller', 'technician', 'client'] as const;
type Role = (typeof ROLES)[number];

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * One tenant: a pest-control company with a client company, one place of the client with one
 * of everything, and a user of each role. Names carry the tenant's label, so an answer that
 * shows another tenant's row is seen.
 */
async function seedTenant(db: DbClient, label: string) {
  const company = await createCompany(db, { name: `${label} Pest` });
  const client = await createCompany(db, { name: `${label} Client`, parentCompanyId: company.id });
  const users = {
    manager: await createUser(db, { companyId: company.id, role: 'COMPANY_ADMIN' }),
    controller: await createUser(db, { companyId: company.id, role: 'CONTROLLER' }),
    technician: await createUser(db, { companyId: company.id, role: 'USER' }),
    client: await createUser(db, { companyId: client.id, role: 'CLIENT' }),
  };
  const subscription = await db.subscription.create({
    data: {
      companyId: company.id,
      name: `${label} plan`,
      active: true,
      validUntil: new Date(Date.now() + 300 * 86_400_000),
      devicesLimit: 100,
      usersLimit: 100,
    },
  });
  const companyZone = await db.companyZone.create({ data: { companyId: company.id, name: `${label} region` } });
  const place = await db.place.create({
    data: { name: `${label} warehouse`, address: 'ul. Magazynowa 5', companyId: client.id, companyZoneId: companyZone.id },
  });
  await db.placeUser.createMany({
    data: Object.values(users).map((u) => ({ placeId: place.id, userId: u.id, permissions: ['APPROVE_INSPECTION' as const, 'CREATE_INSPECTION' as const] })),
  });
  const placeZone = await db.placeZone.create({ data: { placeId: place.id, name: `${label} hall` } });

  // The company's own catalogue: a radio type offering its own action, pest and observation.
  const deviceType = await db.deviceType.create({
    data: { name: `${label} trap`, companyId: company.id, isRadio: true, settings: { prefix: 'T', redirectOption: '' } },
  });
  await db.companyDeviceType.create({ data: { companyId: company.id, deviceTypeId: deviceType.id } });
  const action = await db.deviceTypeAction.create({ data: { name: `${label} sealing`, companyId: company.id } });
  const object = await db.deviceTypeObject.create({ data: { name: `${label} mouse`, companyId: company.id } });
  const observation = await db.deviceTypeObservation.create({ data: { name: `${label} damage`, companyId: company.id } });
  const link = { deviceTypeId: deviceType.id, companyId: company.id, type: 'CUSTOM' as const };
  const actionLink = await db.deviceTypeActionLink.create({ data: { ...link, actionId: action.id } });
  const objectLink = await db.deviceTypeObjectLink.create({ data: { ...link, objectId: object.id } });
  const observationLink = await db.deviceTypeObservationLink.create({ data: { ...link, observationId: observation.id } });

  const map = await db.map.create({ data: { placeId: place.id, name: `${label} plan`, filePath: `maps/${unique()}.jpg`, width: 64, height: 48 } });
  const device = await db.device.create({
    data: {
      placeId: place.id,
      uniqueId: 'T1',
      prefix: 'T',
      number: 1,
      name: `${label} trap 1`,
      deviceTypeId: deviceType.id,
      zoneId: placeZone.id,
      mapId: map.id,
      mapX: 0.5,
      mapY: 0.5,
    },
  });
  const inspection = await db.inspection.create({
    data: { placeId: place.id, name: `${label} inspection`, status: 'COMPLETED', finishedAt: new Date(), userId: users.controller.id },
  });
  const inspectionDevice = await db.inspectionDevice.create({ data: { inspectionId: inspection.id, deviceId: device.id, scanned: true, status: 'CHECKED' } });
  const recorded = { deviceId: device.id, inspectionId: inspection.id, inspectionDeviceId: inspectionDevice.id, userId: users.controller.id };
  const actionRecord = await db.deviceActionRecord.create({ data: { ...recorded, deviceTypeActionId: action.id } });
  const objectRecord = await db.deviceObjectRecord.create({ data: { ...recorded, deviceTypeObjectId: object.id, amount: 2 } });
  const observationRecord = await db.deviceObservationRecord.create({ data: { ...recorded, deviceTypeObservationId: observation.id, type: 'NEUTRAL' } });
  const image = await db.deviceImage.create({
    data: { deviceId: device.id, filePath: `devices/${unique()}.jpg`, userId: users.controller.id, inspectionId: inspection.id },
  });
  await db.radioSetting.create({ data: { placeId: place.id, type: 'interval', port: 2, value: '0F' } });
  const report = await db.report.create({
    data: {
      kind: 'INSPECTION_PDF',
      placeId: place.id,
      inspectionId: inspection.id,
      userId: users.manager.id,
      status: 'DONE',
      progress: 100,
      filePath: `reports/${unique()}.pdf`,
    },
  });

  const placeCategory = await db.placeFileCategory.create({ data: { placeId: place.id, name: `${label} certificates` } });
  const placeFile = await db.placeFile.create({
    data: {
      placeId: place.id,
      fileCategoryId: placeCategory.id,
      name: `${label} certificate`,
      filePath: `places/${unique()}.pdf`,
      contentType: 'application/pdf',
      size: 100,
    },
  });
  const companyCategory = await db.companyFileCategory.create({ data: { companyId: company.id, name: `${label} contracts` } });
  const companyFile = await db.companyFile.create({
    data: {
      companyId: company.id,
      categoryId: companyCategory.id,
      name: `${label} contract`,
      filePath: `companies/${unique()}.pdf`,
      contentType: 'application/pdf',
      size: 100,
    },
  });

  const devEui = (label === 'Alpha' ? 'A1' : 'B2') + '00000000000001';
  const sensor = await db.loraDevice.create({
    data: { devEui, name: `${label} sensor`, companyId: client.id, placeId: place.id, deviceId: device.id, lastUplinkAt: new Date() },
  });
  await db.loraUplink.create({
    data: {
      loraDeviceId: sensor.id,
      deduplicationId: randomUUID(),
      fCnt: 1,
      fPort: 2,
      rawData: Buffer.from([1, 200, 0, 0, 0, 0]),
      data: {},
      receivedAt: new Date(),
    },
  });
  await db.loraHistoryEvent.create({ data: { loraDeviceId: sensor.id, type: 'ALERT' } });
  const downlink = await db.loraDownlink.create({ data: { loraDeviceId: sensor.id, kind: 'configuration', fPort: 3, data: Buffer.from([1]) } });
  const gateway = await db.loraGateway.create({
    data: { devEui: (label === 'Alpha' ? 'A1' : 'B2') + '0000000000000F', name: `${label} gateway`, companyId: company.id, placeId: place.id },
  });
  const unclaimed = await db.loraUnclaimedUplink.create({
    data: { devEui: (label === 'Alpha' ? 'A1' : 'B2') + '00000000000099', deduplicationId: randomUUID(), payload: {}, receivedAt: new Date() },
  });

  for (const user of Object.values(users)) {
    await db.notification.create({
      data: { userId: user.id, notificationKey: 'LORA_DEVICE_ALERT', title: `${label} alert`, body: '<p>!</p>', placeId: place.id, deviceId: device.id },
    });
  }
  const intervention = await db.intervention.create({
    data: {
      placeId: place.id,
      name: `${label} visit protocol`,
      purpose: 'Rodent control',
      reportPath: `reports/${unique()}.pdf`,
      usedProducts: { create: { name: `${label} paste`, activeSubstance: 'bromadiolone', amount: 10, unit: 'GRAMS' } },
    },
  });
  const interventionImage = await db.interventionImage.create({ data: { interventionId: intervention.id, type: 'CAUSE', filePath: `places/${unique()}.png` } });
  const job = await db.backgroundJob.create({ data: { id: randomUUID(), name: 'inspection-report', userId: users.manager.id, companyId: company.id } });
  const category = await db.recommendationCategory.create({ data: { name: `${label} hygiene` } });
  const mixture = await db.mixture.create({ data: { name: `${label} paste`, grammage: 10, order: label === 'Alpha' ? 1 : 2 } });
  const question = await db.visualInspectionQuestion.create({
    data: { companyId: company.id, question: `${label} doors sealed?`, comment: 'Check', order: 1 },
  });
  await db.placeVisualInspectionQuestion.create({ data: { placeId: place.id, questionId: question.id } });
  const scheduleEvent = await db.scheduleEvent.create({
    data: {
      placeId: place.id,
      name: `${label} weekly visit`,
      type: 'INSPECTION',
      dateFrom: new Date('2026-01-01T00:00:00Z'),
      dateTo: new Date('2026-01-01T00:00:00Z'),
      timeFrom: '08:00',
      timeTo: '09:00',
      periodical: true,
      periodicityUnit: 'WEEKLY',
      periodicityCount: 1,
      users: { create: [{ userId: users.technician.id }] },
      exceptions: { create: [{ occurrenceDate: new Date('2026-01-08T00:00:00Z'), cancelled: true }] },
    },
  });
  const qrBatch = await db.qrBatch.create({ data: { name: `${label} labels`, amount: 2, companyId: company.id, userId: users.manager.id } });
  await db.qrCode.createMany({ data: [1, 2].map((n) => ({ batchId: qrBatch.id, code: `${label.toUpperCase()}${unique()}${n}`.slice(0, 40) })) });
  const qrCode = await db.qrCode.findFirstOrThrow({ where: { batchId: qrBatch.id }, orderBy: { id: 'asc' }, select: { code: true } });
  const pestLimit = await db.pestLimit.create({
    data: {
      placeId: place.id,
      name: `${label} limit`,
      type: 'DEVICES',
      normalSum: 5,
      devices: { create: { deviceId: device.id } },
      entries: { create: { objectId: object.id, value: 3 } },
    },
  });
  await db.criticalLimit.create({
    data: { placeId: place.id, deviceTypeId: deviceType.id, limit: 4, entries: { create: { kind: 'OBJECT', deviceTypeObjectId: object.id, limit: 2 } } },
  });
  const recommendation = await db.recommendation.create({
    data: {
      placeId: place.id,
      uniqueId: 1,
      recommendation: `${label} seal the gate`,
      dueDate: new Date('2026-12-01'),
      authorId: users.manager.id,
      ownerId: users.client.id,
      recommendationCategoryId: category.id,
      deviceTypeId: deviceType.id,
      deviceId: device.id,
      zoneId: placeZone.id,
      mapId: map.id,
      mapX: 1,
      mapY: 1,
    },
  });
  const visualAnswer = await db.visualInspectionAnswer.create({
    data: { inspectionId: inspection.id, questionId: question.id, questionText: question.question, value: 'YES', imagePaths: [`places/${unique()}.jpg`] },
  });
  const recommendationComment = await db.recommendationComment.create({
    data: { recommendationId: recommendation.id, comment: `${label} comment`, authorId: users.client.id },
  });
  const recommendationFile = await db.recommendationFile.create({
    data: { recommendationId: recommendation.id, name: `${label} photo`, filePath: `recommendations/${unique()}.jpg`, userId: users.client.id },
  });

  return {
    label,
    company,
    client,
    users,
    subscription,
    companyZone,
    place,
    placeZone,
    deviceType,
    action,
    object,
    observation,
    actionLink,
    objectLink,
    observationLink,
    map,
    device,
    inspection,
    inspectionDevice,
    actionRecord,
    objectRecord,
    observationRecord,
    image,
    report,
    placeCategory,
    placeFile,
    companyCategory,
    companyFile,
    sensor,
    downlink,
    gateway,
    unclaimedDevEui: unclaimed.devEui,
    job,
    category,
    mixture,
    question,
    scheduleEvent,
    qrBatch,
    qrCode,
    intervention,
    interventionImage,
    pestLimit,
    recommendation,
    recommendationComment,
    recommendationFile,
    visualAnswer,
  };
}

/** Every uuid of a tenant's rows: none may appear in an answer to the other tenant. */
async function uuidsOf(db: DbClient, w: Tenant): Promise<string[]> {
  const values = Object.values(w).flatMap((v) => (v && typeof v === 'object' && 'uuid' in v ? [String(v.uuid)] : []));
  const users = Object.values(w.users).map((u) => u.uuid);
  const more = await db.notification.findMany({ where: { userId: { in: Object.values(w.users).map((u) => u.id) } }, select: { uuid: true } });
  return [...values, ...users, ...more.map((n) => n.uuid)];
}

/**
 * A fingerprint of every table but the bookkeeping of signing in: a request that changes any row
 * changes it. Answers one hash per table, to name what changed.
 */
async function fingerprint(db: DbClient): Promise<Map<string, string>> {
  const tables = await db.$queryRaw<Array<{ name: string }>>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'user_sessions', 'refresh_tokens', 'login_attempts', 'audit_logs')`;
  const sql = tables
    .map((t) => `SELECT '${t.name}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM "${t.name}" x`)
    .join(' UNION ALL ');
  const rows = await db.$queryRawUnsafe<Array<{ name: string; hash: string }>>(sql);
  return new Map(rows.map((r) => [r.name, r.hash]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before].filter(([name, hash]) => after.get(name) !== hash).map(([name]) => name);
}

function variants(schema: Schema): Schema[] {
  if (schema.oneOf) return schema.oneOf.flatMap(variants);
  if (schema.anyOf) return schema.anyOf.flatMap(variants);
  if (schema.allOf) return [Object.assign({}, ...schema.allOf) as Schema];
  return [schema];
}

/** A valid body (required fields only): the foreign id must be what stops the request, not a 400. */
function sample(name: string, schema: Schema, idValue: (name: string) => unknown, special: Record<string, unknown> = {}): unknown {
  if (name in special) return special[name];
  const s = variants(schema).find((v) => v.type !== 'null') ?? {};
  if (s.enum) return s.enum[0];
  if (s.type === 'object' || s.properties)
    return Object.fromEntries((s.required ?? []).map((key) => [key, sample(key, s.properties?.[key] ?? {}, idValue, special)]));
  if (s.type === 'array') return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(name.replace(/s$/, ''), s.items ?? {}, idValue, special));
  if (s.type === 'integer' || s.type === 'number') {
    if (isIdName(name)) return idValue(name);
    return Math.min(Math.max(typeof s.minimum === 'number' ? s.minimum : 1, 1), s.maximum ?? Infinity);
  }
  if (s.type === 'boolean') return false;
  if (s.type === 'string') {
    if (s.format === 'uuid' || isIdName(name)) return idValue(name);
    if (s.format === 'email') return `someone-${unique()}@example.test`;
    if (s.format === 'date-time') return new Date().toISOString();
    if (s.format === 'date') return '2026-01-01';
    const candidates = ['Test', 'AB', 'A1', '0011223344556677', '#1c7ed6', '2026-01-01', 'Aa1!aaaaaa', 'x'];
    const fits = (c: string) => c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(c));
    return candidates.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  return 'x';
}

/** The forms in which a parameter can carry a row: its numeric id and its uuid, where the schema allows. */
function formsOf(ref: Ref, schema: Schema): string[] {
  const forms: string[] = [];
  if (ref.id !== undefined && schema.format !== 'uuid') forms.push(String(ref.id));
  if (ref.uuid !== undefined && schema.type !== 'integer') forms.push(ref.uuid);
  return forms;
}

describe('another tenant’s ids on every operation of the OpenAPI document', () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-tenants-')) });
  let alpha: Tenant;
  let bravo: Tenant;
  let bravoUuids: string[];
  let jpeg: Buffer;
  /** The database as the previous operation left it. */
  let before: Map<string, string> | undefined;
  const callers = {} as Record<Role, Record<string, string>>;

  beforeAll(async () => {
    alpha = await seedTenant(t.db, 'Alpha');
    bravo = await seedTenant(t.db, 'Bravo');
    bravoUuids = await uuidsOf(t.db, bravo);
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    for (const role of ROLES) callers[role] = bearer((await signIn(t.app, alpha.users[role].email)).token);
  }, 60_000);

  it('every id parameter of the document names a row of the other tenant', () => {
    const unknown = [...new Set(withIds.flatMap((op) => op.idParams.filter((p) => !FOREIGN[p.key]).map((p) => `${op.method} ${op.path}: ${p.key}`)))];
    expect(unknown, `id parameters without a foreign value in FOREIGN:\n${unknown.join('\n')}`).toEqual([]);
    const used = new Set(withIds.flatMap((op) => op.idParams.map((p) => p.key)));
    const stale = Object.keys(FOREIGN).filter((key) => !used.has(key));
    expect(stale, 'entries of FOREIGN no operation uses').toEqual([]);
  });

  for (const { method, path, operation, idParams } of withIds) {
    it(`${method} ${path}`, async () => {
      if (idParams.some((p) => !FOREIGN[p.key])) throw new Error(`no foreign value for ${idParams.map((p) => p.key).join(', ')} (see FOREIGN)`);
      const refOf = (w: Tenant, key: string) => FOREIGN[key]!(w);
      const own = (name: string, schema: Schema, key: string) => formsOf(refOf(alpha, key), schema)[0] ?? '1';

      // The probes: every id of Bravo's, then each id of Bravo's among Alpha's own.
      const probes: Array<{ label: string; values: Map<string, string>; foreign: Array<Parameter & { key: string }> }> = [];
      const allForeign = (form: number) =>
        new Map(idParams.map((p) => [p.name, formsOf(refOf(bravo, p.key), p.schema)[form] ?? formsOf(refOf(bravo, p.key), p.schema)[0]!]));
      probes.push(
        { label: 'all ids of the other tenant', values: allForeign(0), foreign: idParams },
        { label: 'all ids of the other tenant (second form)', values: allForeign(1), foreign: idParams },
      );
      if (idParams.length > 1) {
        for (const param of idParams) {
          for (const form of formsOf(refOf(bravo, param.key), param.schema)) {
            probes.push({
              label: `${param.name}=${form} of the other tenant`,
              values: new Map(idParams.map((p) => [p.name, p === param ? form : own(p.name, p.schema, p.key)])),
              foreign: [param],
            });
          }
        }
      }

      // Required query parameters that are not ids, and a valid body with the caller's own ids.
      const fixedQuery = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required && !isIdName(p.name))
        .map((p) => [p.name, String(sample(p.name, p.schema, () => '1'))]);
      const content = operation.requestBody?.content ?? {};
      const bodySchema = content['application/json']?.schema;
      // Uploads read their multipart body in the handler: the document shows no body for them.
      const isMultipart = method === 'POST' && !operation.requestBody && /\b(PDF|JPEG|png)\b/i.test(operation.description ?? '');
      const ownBodyId = (name: string) => {
        const hits = Object.entries(FOREIGN).filter(([key]) => key.endsWith(`{${name}}`) || key.endsWith(`?${name}`));
        const ref = hits.length ? hits[0]![1](alpha) : undefined;
        return /uuid/i.test(name) ? (ref?.uuid ?? randomUUID()) : (ref?.id ?? 1);
      };
      const upload = /\bPDF\b/.test(operation.description ?? '')
        ? { data: pdf(), filename: 'a.pdf', contentType: 'application/pdf' }
        : { data: jpeg, filename: 'a.jpg', contentType: 'image/jpeg' };
      const special: Record<string, unknown> = { password: 'Aa1!Strong-Passw0rd', uniqueId: 'T9', timeFrom: '08:00', timeTo: '09:00' };
      const body = bodySchema ? sample('', variants(bodySchema)[0]!, ownBodyId, special) : undefined;

      const seen = new Set<string>();
      const failures: string[] = [];
      before ??= await fingerprint(t.db);
      await Promise.all(
        ROLES.map(async (role) => {
          for (const probe of probes) {
            const url = buildUrl(path, idParams, probe.values, fixedQuery);
            if (seen.has(`${role} ${url}`)) continue;
            seen.add(`${role} ${url}`);
            const form = isMultipart
              ? multipart(upload, { name: 'Test', categoryId: String(alpha.companyCategory.id), fileCategoryId: String(alpha.placeCategory.id) })
              : null;
            const res = await t.app.inject({
              method,
              url,
              headers: { ...callers[role], ...(form?.headers ?? (body === undefined ? {} : { 'content-type': 'application/json' })) },
              ...(form ? { payload: form.payload } : body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const leaked = bravoUuids.find((uuid) => res.body.includes(uuid)) ?? (res.body.includes('Bravo') ? 'Bravo' : null);
            // A filter of a list (a query id of a GET) with another tenant's id answers exactly as
            // with an id of nothing: an empty list, or the filter's own error.
            let asUnknown = false;
            if (method === 'GET' && probe.foreign.every((p) => p.in === 'query') && res.statusCode !== 403 && res.statusCode !== 404) {
              const nothing = new Map(
                [...probe.values].map(([name, value]) => [
                  name,
                  probe.foreign.some((p) => p.name === name) ? (/^\d+$/.test(value) ? '2147483647' : randomUUID()) : value,
                ]),
              );
              const control = await t.app.inject({ method, url: buildUrl(path, idParams, nothing, fixedQuery), headers: callers[role] });
              asUnknown = control.statusCode === res.statusCode && control.statusCode < 500;
            }
            if (res.statusCode !== 403 && res.statusCode !== 404 && !asUnknown)
              failures.push(`${role}, ${probe.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            else if (leaked) failures.push(`${role}, ${probe.label}: ${res.statusCode} shows ${leaked}`);
          }
        }),
      );
      const after = await fingerprint(t.db);
      const changed = changedTables(before, after);
      before = after;
      expect(failures, failures.join('\n')).toEqual([]);
      expect(changed, `tables changed by calls with another tenant's ids: ${changed.join(', ')}`).toEqual([]);
    });
  }
});

function buildUrl(path: string, idParams: Array<Parameter & { key: string }>, values: Map<string, string>, fixedQuery: string[][]): string {
  let url = path;
  for (const param of idParams.filter((p) => p.in === 'path'))
    url = url.replace(`{${param.name}}`, param.name === '*' ? values.get(param.name)! : encodeURIComponent(values.get(param.name)!));
  // A position within the row an id names (a photo of an answer): the first one.
  url = url.replace('{index}', '0');
  const query = [...idParams.filter((p) => p.in === 'query').map((p) => [p.name, values.get(p.name)!]), ...fixedQuery];
  const search = query.map(([k, v]) => `${encodeURIComponent(k!)}=${encodeURIComponent(v!)}`).join('&');
  return search ? `${url}?${search}` : url;
}
