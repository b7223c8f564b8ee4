import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '@trapline/db/seed';
import { buildApp } from '../src/app.ts';
import { configFor } from '../src/env.ts';
import { bearer, multipart, signIn, useApi } from './helpers.ts';
import { pdf } from './files/file-fixtures.ts';

/**
 * Every operation of the generated OpenAPI document, fed malformed input in each of its path and
 * query parameters and body fields, one at a time: a NUL character in text, 2^31 and 2^53 in
 * numbers and ids, well-formed ids of nothing, values of the wrong type. The answer is never a
 * 5xx, and every 4xx has the `{ code, message }` body. Operations are read from the document, so
 * a new route is walked without being listed here; ids in the requests point at rows of the demo
 * world, so the bad value reaches the handler and its queries rather than a 404 of its parent.
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
  exclusiveMinimum?: boolean | number;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

const doc = await openApiDocument();
const operations = Object.entries(doc.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })))
  // Signing out and changing one's own password may end the session the walk runs in: last.
  .sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));

function endsSession(path: string) {
  return path === '/auth/logout' || path === '/account/change-password';
}

async function openApiDocument() {
  const app = await buildApp({ config: configFor({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none' }), logger: false, docsUi: false });
  await app.ready();
  const document = app.swagger() as unknown as Document;
  await app.close();
  return document;
}

const INT32_OVER = 2 ** 31;
const INT53 = 2 ** 53;
/** A well-formed id no row has. */
const UNKNOWN_ID = 2_147_483_647;

/** A row the requests point at: numeric id and uuid where it has them. */
interface Ref {
  id?: number | string;
  uuid?: string;
}

describe('malformed input on every operation of the OpenAPI document', () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-malformed-')) });
  const refs: Record<string, Ref> = {};
  const callers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    await seedDemoWorld(t.db);
    const admin = bearer((await signIn(t.app, 'admin@trapline.demo')).token);
    const technician = await t.db.user.findUniqueOrThrow({ where: { email: 'technician@trapline.demo' }, include: { places: true } });
    callers['super admin'] = admin;
    callers['technician'] = bearer((await signIn(t.app, technician.email)).token);

    // A place of the technician with a LoRa sensor on one of its devices, and a device with records.
    const placeIds = technician.places.map((p) => p.placeId);
    const sensor = await t.db.loraDevice.findFirstOrThrow({ where: { placeId: { in: placeIds }, deviceId: { not: null } }, orderBy: { id: 'asc' } });
    const place = await t.db.place.findUniqueOrThrow({ where: { id: sensor.placeId! } });
    const company = await t.db.company.findUniqueOrThrow({ where: { id: technician.companyId } });
    const record = await t.db.deviceActionRecord.findFirst({ where: { device: { placeId: place.id } }, orderBy: { id: 'asc' } });
    const device = await t.db.device.findUniqueOrThrow({ where: { id: record?.deviceId ?? sensor.deviceId! } });
    const objectRecord = await t.db.deviceObjectRecord.findFirst({ where: { deviceId: device.id } });
    const observationRecord = await t.db.deviceObservationRecord.findFirst({ where: { deviceId: device.id } });
    const actionLink = await t.db.deviceTypeActionLink.findFirst({ where: { deviceTypeId: device.deviceTypeId } });
    const objectLink = await t.db.deviceTypeObjectLink.findFirst({ where: { deviceTypeId: device.deviceTypeId } });
    const observationLink = await t.db.deviceTypeObservationLink.findFirst({ where: { deviceTypeId: device.deviceTypeId } });
    const inspection = await t.db.inspection.findFirst({ where: { placeId: place.id } });
    const placeZone = await t.db.placeZone.findFirst({ where: { placeId: place.id } });
    const companyZone = await t.db.companyZone.findFirst({ where: { companyId: company.id } });
    const subscription = await t.db.subscription.findFirst({ where: { companyId: company.id } });
    const controller = await t.db.user.findUniqueOrThrow({ where: { email: 'controller@trapline.demo' } });
    const gateway = await t.db.loraGateway.findFirst();
    const unclaimed = await t.db.loraUnclaimedUplink.create({
      data: { devEui: 'ABCDEF0123456789', deduplicationId: randomUUID(), payload: {}, receivedAt: new Date() },
    });

    // Plans and files are not part of the demo world: uploaded here.
    const upload = async (url: string, data: Buffer, filename: string, contentType: string, fields: Record<string, string>) => {
      const form = multipart({ data, filename, contentType }, fields);
      const res = await t.app.inject({ method: 'POST', url, headers: { ...admin, ...form.headers }, payload: form.payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; uuid?: string };
    };
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; uuid?: string };
    };
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    const map = await upload(`/places/${place.id}/maps`, jpeg, 'plan.jpg', 'image/jpeg', { name: 'Hall' });
    const placeCategory = await post(`/places/${place.id}/files-categories`, { name: 'Certificates' });
    const placeFile = await upload(`/places/${place.id}/files`, pdf(), 'a.pdf', 'application/pdf', {
      name: 'Certificate',
      fileCategoryId: String(placeCategory.id),
    });
    const companyCategory = await post(`/companies/${company.id}/files/categories`, { name: 'Contracts' });
    const companyFile = await upload(`/companies/${company.id}/files`, pdf(), 'b.pdf', 'application/pdf', {
      name: 'Contract',
      categoryId: String(companyCategory.id),
    });

    Object.assign(refs, {
      companies: company,
      'companies/subscriptions': subscription ?? {},
      'companies/zones': companyZone ?? {},
      'companies/categories': companyCategory,
      'companies/files': companyFile,
      users: controller,
      places: place,
      'places/zones': placeZone ?? {},
      'places/maps': map,
      'places/files-categories': placeCategory,
      'places/files': placeFile,
      devices: device,
      'devices/actions': record ?? {},
      'devices/objects': objectRecord ?? {},
      'devices/observations': observationRecord ?? {},
      inspections: inspection ?? {},
      'lora/devices': sensor,
      'lora/gateways': gateway ?? {},
      'lora/unclaimed-uplinks': { id: unclaimed.devEui },
      'device-types': { id: device.deviceTypeId },
      'device-types/actions': { id: actionLink?.actionId, uuid: actionLink?.uuid },
      'device-types/objects': { id: objectLink?.objectId, uuid: objectLink?.uuid },
      'device-types/observations': { id: observationLink?.observationId, uuid: observationLink?.uuid },
      'device-type-actions': { id: actionLink?.actionId },
      'device-type-objects': { id: objectLink?.objectId },
      'device-type-observations': { id: observationLink?.observationId },
    } satisfies Record<string, Ref>);
  }, 180_000);

  for (const role of ['super admin', 'technician']) {
    describe(`as ${role}`, () => {
      for (const { method, path, operation } of operations) {
        it(`${method} ${path}`, async () => {
          const headers = operation.security?.length ? callers[role]! : {};
          const failures: string[] = [];
          const probes = probesOf(method, path, operation, refs);
          for (let i = 0; i < probes.length; i += 8) {
            await Promise.all(
              probes.slice(i, i + 8).map(async (probe) => {
                const res = await t.app.inject({
                  method,
                  url: probe.url,
                  headers: { ...headers, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
                  ...(probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
                });
                const problem = judge(res.statusCode, res.body);
                if (problem) failures.push(`${probe.label}: ${res.statusCode} ${problem}`);
              }),
            );
          }
          expect(failures, failures.sort().join('\n')).toHaveLength(0);
        }, 60_000);
      }
    });
  }

  it('a search for % or _ finds only rows with that character, in every search of the document', async () => {
    const searches = operations.flatMap((op) =>
      op.method === 'GET' && answersList(op.operation)
        ? (op.operation.parameters ?? []).filter((p) => p.in === 'query' && isTextSearch(p)).map((param) => ({ ...op, param }))
        : [],
    );
    expect(searches.map((s) => `${s.path}?${s.param.name}`)).toEqual(expect.arrayContaining(['/places?search', '/api/lora/devices?name']));
    const failures: string[] = [];
    for (const { path, operation, param } of searches) {
      const request = requestOf(path, operation, refs);
      // No row of the demo world has either character in a name, an e-mail or a DevEUI.
      for (const text of ['%', '_', '%_%', '\\']) {
        const url = request.build(new Map(), new Map([...request.baseQuery, [param.name, [text]]]));
        const res = await t.app.inject({ method: 'GET', url, headers: callers['super admin'] });
        const found = res.statusCode === 200 ? resultCount(res.json()) : null;
        if (found !== 0) failures.push(`${url}: ${res.statusCode} found ${found}`);
      }
    }
    expect(failures, failures.join('\n')).toHaveLength(0);
  });
});

/** Whether an operation answers a list (an array, or an object holding one). */
function answersList(operation: Operation): boolean {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  return !!schema && (schema.type === 'array' || Object.values(schema.properties ?? {}).some((p) => p.type === 'array'));
}

/** A free-text filter of a list: a string query parameter with no format of its own. */
function isTextSearch(param: Parameter): boolean {
  const s = param.schema;
  return s.type === 'string' && !s.format && !s.enum && !s.pattern && /^(search|name|q|query)$/.test(param.name);
}

/** How many rows a list answered: its count, or the length of its (first) array. */
function resultCount(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.count === 'number') return record.count;
  const list = Object.values(record).find(Array.isArray);
  return list ? list.length : null;
}

/** What is wrong with an answer to malformed input, if anything. */
function judge(status: number, body: string): string | null {
  if (status >= 500) return body.slice(0, 300);
  if (status < 400) return null;
  try {
    const json = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof json.code === 'string' && typeof json.message === 'string') return null;
  } catch {
    // falls through
  }
  return `no { code, message } body: ${body.slice(0, 200)}`;
}

interface Probe {
  label: string;
  url: string;
  body?: unknown;
}

/**
 * How to address one operation: its path with ids of the demo world (by the collection each
 * parameter names), its required query parameters, and `build` to change either.
 */
function requestOf(path: string, operation: Operation, refs: Record<string, Ref>) {
  const segments = path.split('/').filter(Boolean);
  const root = segments.find((s) => s !== 'api' && s !== 'v3' && !s.startsWith('{')) ?? '';
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;

  const refFor = (name: string, collection: string | undefined): Ref | undefined => {
    const stem = collectionOf(name.replace(/(Uuids|Ids|Uuid|Id)$/, ''), collection);
    return refs[`${root}/${stem}`] ?? refs[stem];
  };
  const idValue = (name: string, schema: Schema, collection?: string): unknown => {
    const ref = refFor(name, collection);
    if (schema.format === 'uuid' || /uuid$/i.test(name)) return ref?.uuid ?? randomUUID();
    return ref?.id ?? (schema.type === 'string' ? '1' : 1);
  };

  const pathValues = new Map<string, string>();
  for (const param of pathParams) {
    const index = segments.indexOf(`{${param.name}}`);
    const collection = [...segments.slice(0, index)].reverse().find((s) => !s.startsWith('{'));
    pathValues.set(param.name, param.name === '*' ? 'nothing' : String(idValue(param.name, param.schema, collection)));
  }
  const baseQuery = new Map<string, string[]>();
  for (const param of queryParams.filter((p) => p.required)) baseQuery.set(param.name, [String(sample(param.name, param.schema, idValue))]);

  const build = (pathOverride: Map<string, string>, query: Map<string, string[]>) => {
    const url = segments
      .map((s) => (s.startsWith('{') ? encodeURIComponent(pathOverride.get(s.slice(1, -1)) ?? pathValues.get(s.slice(1, -1))!) : s))
      .join('/');
    const search = [...query].flatMap(([k, values]) => values.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&');
    return `/${url}${search ? `?${search}` : ''}`;
  };
  return { build, baseQuery, idValue, pathParams, queryParams, bodySchema };
}

/** The requests of one operation: each one valid but for a single bad parameter or field. */
function probesOf(method: string, path: string, operation: Operation, refs: Record<string, Ref>): Probe[] {
  const { build, baseQuery, idValue, pathParams, queryParams, bodySchema } = requestOf(path, operation, refs);
  const baseBody = bodySchema ? sample('', variants(bodySchema)[0]!, idValue) : undefined;
  const probes: Probe[] = [];

  for (const param of pathParams) {
    for (const [label, value] of textBadValues(param.name, param.schema)) {
      probes.push({ label: `path ${param.name} ${label}`, url: build(new Map([[param.name, value]]), baseQuery), body: baseBody });
    }
  }
  for (const param of queryParams) {
    const values: Array<[string, string[]]> = textBadValues(param.name, param.schema).map(([l, v]) => [l, [v]]);
    const good = String(sample(param.name, param.schema, idValue));
    values.push(['given twice', [good, good]]);
    for (const [label, value] of values) {
      probes.push({ label: `query ${param.name} ${label}`, url: build(new Map(), new Map([...baseQuery, [param.name, value]])), body: baseBody });
    }
  }
  if (bodySchema && method !== 'GET') {
    const url = build(new Map(), baseQuery);
    probes.push({ label: 'body of the wrong type', url, body: 'text' });
    for (const variant of variants(bodySchema)) {
      const base = sample('', variant, idValue);
      for (const leaf of leavesOf(variant)) {
        for (const [label, value] of bodyBadValues(leaf.name, leaf.schema)) {
          probes.push({ label: `body ${leaf.path.join('.')} ${label}`, url, body: withValue(base, leaf.path, value, leaf.parents) });
        }
      }
    }
  }
  return probes;
}

/** The resource a field or parameter name points at, e.g. parentCompanyId -> companies. */
function collectionOf(stem: string, collection: string | undefined): string {
  const byName: Record<string, string> = {
    company: 'companies',
    parentCompany: 'companies',
    companyZone: 'companies/zones',
    place: 'places',
    device: 'devices',
    deviceType: 'device-types',
    type: 'device-types',
    deviceTypeAction: 'device-type-actions',
    deviceTypeObject: 'device-type-objects',
    deviceTypeObservation: 'device-type-observations',
    user: 'users',
    map: 'maps',
    zone: 'zones',
    fileCategory: 'files-categories',
    category: collection === 'files' || collection === 'categories' ? 'categories' : 'files-categories',
    file: 'files',
    inspection: 'inspections',
    subscription: 'subscriptions',
    action: 'actions',
    object: 'objects',
    observation: 'observations',
    devEui: 'unclaimed-uplinks',
    loraDevice: 'lora/devices',
    gateway: 'gateways',
  };
  if (stem === 'id' || stem === 'uuid' || stem === '') return collection ?? '';
  return byName[stem] ?? stem;
}

function variants(schema: Schema): Schema[] {
  if (schema.oneOf) return schema.oneOf.flatMap(variants);
  if (schema.anyOf) return schema.anyOf.flatMap(variants);
  if (schema.allOf) return [Object.assign({}, ...schema.allOf) as Schema];
  return [schema];
}

type IdValue = (name: string, schema: Schema) => unknown;

const isIdName = (name: string) => /(^id$|Id$|^uuid$|Uuid$|Ids$|Uuids$)/.test(name);

/** A valid value of a schema (required object properties only); ids point at the demo world. */
function sample(name: string, schema: Schema, idValue: IdValue): unknown {
  const options = variants(schema).filter((s) => s.type !== 'null');
  const s = options[0] ?? {};
  if (s.enum) return s.enum[0];
  if (s.type === 'object' || s.properties) {
    return Object.fromEntries((s.required ?? []).map((key) => [key, sample(key, s.properties?.[key] ?? {}, idValue)]));
  }
  if (s.type === 'array') {
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(name.replace(/s$/, ''), s.items ?? {}, idValue));
  }
  if (s.type === 'integer' || s.type === 'number') {
    if (isIdName(name)) return idValue(name, s);
    const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
    return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
  }
  if (s.type === 'boolean') return true;
  if (s.type === 'string') {
    if (s.format === 'uuid' || isIdName(name)) return idValue(name, s);
    if (s.format === 'email') return `someone-${randomUUID().slice(0, 8)}@example.test`;
    if (s.format === 'date-time') return new Date().toISOString();
    if (s.format === 'date') return '2026-01-01';
    const candidates = ['Test', 'AB', 'A1', '0011223344556677', '#1c7ed6', '2026-01-01', 'Aa1!aaaaaa', 'x'];
    const fits = (c: string) => c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(c));
    return candidates.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  return 'x';
}

interface Leaf {
  path: Array<string | number>;
  name: string;
  schema: Schema;
  /** Containers along the path, to create when the leaf's parent is optional. */
  parents: Array<'object' | 'array'>;
}

/** Every field of a body schema, nested objects and the first item of arrays included. */
function leavesOf(schema: Schema, path: Array<string | number> = [], parents: Array<'object' | 'array'> = [], depth = 0): Leaf[] {
  const s = variants(schema).find((v) => v.type !== 'null') ?? schema;
  const name = String([...path].reverse().find((p) => typeof p === 'string') ?? '');
  const self: Leaf[] = path.length ? [{ path, name, schema: s, parents }] : [];
  if (depth > 4) return self;
  if (s.type === 'object' || s.properties) {
    const nested = Object.entries(s.properties ?? {}).flatMap(([key, child]) => leavesOf(child, [...path, key], [...parents, 'object'], depth + 1));
    const extra = typeof s.additionalProperties === 'object' ? leavesOf(s.additionalProperties, [...path, 'extra'], [...parents, 'object'], depth + 1) : [];
    return [...self, ...nested, ...extra];
  }
  if (s.type === 'array' && s.items) return [...self, ...leavesOf(s.items, [...path, 0], [...parents, 'array'], depth + 1)];
  return self;
}

function withValue(base: unknown, path: Array<string | number>, value: unknown, parents: Array<'object' | 'array'>): unknown {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = parents[i + 1] === 'array' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

/** Bad values of a path or query parameter (always text on the wire). */
function textBadValues(name: string, schema: Schema): Array<[string, string]> {
  const values: Array<[string, string]> = [
    ['with a NUL character', 'a\u0000b'],
    ['2^31', String(INT32_OVER)],
    ['2^53', String(INT53)],
  ];
  if (schema.format === 'uuid' || isIdName(name) || schema.type === 'integer') values.push(['unknown id', String(UNKNOWN_ID)], ['unknown uuid', randomUUID()]);
  if (schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean') values.push(['not a number', 'abc']);
  return values;
}

/** Bad values of a body field, by its type. */
function bodyBadValues(name: string, schema: Schema): Array<[string, unknown]> {
  const s = variants(schema).find((v) => v.type !== 'null') ?? schema;
  const id = isIdName(name) || s.format === 'uuid';
  switch (s.type) {
    case 'string':
      return [
        ['with a NUL character', 'a\u0000b'],
        ['of the wrong type', 12],
        ...(id
          ? ([
              ['unknown uuid', randomUUID()],
              ['2^31 as text', String(INT32_OVER)],
              ['2^53 as text', String(INT53)],
            ] as Array<[string, unknown]>)
          : []),
      ];
    case 'integer':
    case 'number':
      return [
        ['2^31', INT32_OVER],
        ['2^53', INT53],
        ['of the wrong type', 'a\u0000b'],
        ...(id ? ([['unknown id', UNKNOWN_ID]] as Array<[string, unknown]>) : []),
      ];
    case 'boolean':
      return [['of the wrong type', 'a\u0000b']];
    case 'array':
      return [['of the wrong type', 'a\u0000b']];
    case 'object':
      return [
        ['of the wrong type', 'a\u0000b'],
        ['with a NUL key', { 'a\u0000b': 'c\u0000d' }],
      ];
    default:
      // Free-form values (z.unknown(), records): text with a NUL and a number too large.
      return [
        ['with a NUL character', 'a\u0000b'],
        ['2^53', INT53],
        ['of the wrong type', { a: ['\u0000'] }],
      ];
  }
}
