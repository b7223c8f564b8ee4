import {
  CATALOGUE_LANGUAGES,
  REDIRECT_OPTIONS,
  type CatalogueLink,
  type DeviceTypeAction,
  type DeviceTypeListItem,
  type DeviceTypeObject,
  type DeviceTypeObservation,
  type Translations,
} from '@trapline/contracts/catalogue';
import type { DbClient, Prisma } from '@trapline/db/client';

export const TYPE_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  name: true,
  description: true,
  measurementMethod: true,
  color: true,
  isRadio: true,
  settings: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DeviceTypeSelect;
export type TypeRow = Prisma.DeviceTypeGetPayload<{ select: typeof TYPE_SELECT }>;

export const ACTION_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  deviceTypeId: true,
  name: true,
  shouldClean: true,
  isInspection: true,
  settings: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DeviceTypeActionSelect;
export const OBJECT_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  name: true,
  category: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DeviceTypeObjectSelect;
export const OBSERVATION_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  deviceTypeId: true,
  name: true,
  type: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DeviceTypeObservationSelect;
export const LINK_SELECT = { uuid: true, type: true, companyId: true } as const;

type ActionRow = Prisma.DeviceTypeActionGetPayload<{ select: typeof ACTION_SELECT }>;
type ObjectRow = Prisma.DeviceTypeObjectGetPayload<{ select: typeof OBJECT_SELECT }>;
type ObservationRow = Prisma.DeviceTypeObservationGetPayload<{ select: typeof OBSERVATION_SELECT }>;
type LinkRow = { uuid: string; type: 'GLOBAL' | 'CUSTOM'; companyId: number | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored translations, reduced to the five languages and their name and description. */
export function translationsOf(json: unknown): Record<string, { name?: string; description?: string | null }> {
  const result: Record<string, { name?: string; description?: string | null }> = {};
  if (!isRecord(json)) return result;
  for (const lang of CATALOGUE_LANGUAGES) {
    const entry = json[lang];
    if (!isRecord(entry)) continue;
    result[lang] = {
      ...(typeof entry.name === 'string' ? { name: entry.name } : {}),
      ...(typeof entry.description === 'string' || entry.description === null ? { description: entry.description as string | null } : {}),
    };
  }
  return result;
}

/** Translations after a change: the languages sent replace the stored ones, the others stay. */
export function mergeTranslations(stored: unknown, input: Translations | undefined): Prisma.InputJsonObject {
  const merged: Record<string, { name?: string; description?: string | null }> = { ...translationsOf(stored) };
  for (const lang of CATALOGUE_LANGUAGES) {
    const entry = input?.[lang];
    if (!entry) continue;
    merged[lang] = {
      ...(entry.name !== undefined ? { name: entry.name } : {}),
      ...(entry.description !== undefined ? { description: entry.description } : {}),
    };
  }
  return merged;
}

/** Type settings after a change: keys sent replace the stored ones; null or '' prefix removes it. */
export function mergeTypeSettings(
  stored: unknown,
  input: { prefix?: string | null | undefined; redirectOption?: string | null | undefined } | undefined,
): Prisma.InputJsonObject {
  const current = typeSettingsOf(stored);
  const next: { prefix?: string; redirectOption?: string } = { ...current };
  if (input?.prefix !== undefined) {
    if (input.prefix) next.prefix = input.prefix;
    else delete next.prefix;
  }
  if (input?.redirectOption !== undefined) next.redirectOption = input.redirectOption ?? '';
  return next;
}

export function typeSettingsOf(json: unknown): DeviceTypeListItem['settings'] {
  if (!isRecord(json)) return {};
  const settings: DeviceTypeListItem['settings'] = {};
  if (typeof json.prefix === 'string' && json.prefix) settings.prefix = json.prefix;
  const redirect = REDIRECT_OPTIONS.find((o) => o === json.redirectOption);
  if (redirect !== undefined) settings.redirectOption = redirect;
  return settings;
}

export function toTypeListItem(row: TypeRow, assigned: boolean): DeviceTypeListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    measurementMethod: row.measurementMethod,
    color: row.color,
    isRadio: row.isRadio,
    settings: typeSettingsOf(row.settings),
    translations: translationsOf(row.translations),
    parentCompanyId: row.companyId,
    isGlobal: row.companyId === null,
    assigned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownership = (companyId: number | null) => ({ parentCompanyId: companyId, isGlobal: companyId === null });
const times = (row: { createdAt: Date; updatedAt: Date }) => ({ createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

export function toAction(row: ActionRow): DeviceTypeAction {
  const settings =
    isRecord(row.settings) && typeof row.settings.addWhenDeviceAddedToInspection === 'boolean'
      ? { addWhenDeviceAddedToInspection: row.settings.addWhenDeviceAddedToInspection }
      : {};
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    shouldClean: row.shouldClean,
    isInspection: row.isInspection,
    settings,
    translations: translationsOf(row.translations),
    deviceTypeId: row.deviceTypeId,
    ...ownership(row.companyId),
    ...times(row),
  };
}

export function toObject(row: ObjectRow): DeviceTypeObject {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    category: row.category,
    translations: translationsOf(row.translations),
    ...ownership(row.companyId),
    ...times(row),
  };
}

export function toObservation(row: ObservationRow): DeviceTypeObservation {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    deviceTypeId: row.deviceTypeId,
    translations: translationsOf(row.translations),
    ...ownership(row.companyId),
    ...times(row),
  };
}

export const toLink = (row: LinkRow): CatalogueLink => ({ uuid: row.uuid, type: row.type, parentCompanyId: row.companyId });

/** Associations seen from a company context: the global ones and those of the context's companies. */
export const linkContextWhere = (context: number[]) => ({ OR: [{ companyId: null }, { companyId: { in: context } }] });

export interface TypeParts {
  actions: Array<DeviceTypeAction & { link: CatalogueLink }>;
  objects: Array<DeviceTypeObject & { link: CatalogueLink }>;
  observations: Array<DeviceTypeObservation & { link: CatalogueLink }>;
}

/** The parts of some types seen from a company context, by type id, each sorted by name. */
export async function loadParts(
  db: DbClient,
  typeIds: number[],
  context: number[],
  kinds: { actions?: boolean; objects?: boolean; observations?: boolean } = { actions: true, objects: true, observations: true },
) {
  const where = { deviceTypeId: { in: typeIds }, ...linkContextWhere(context) };
  const [actions, objects, observations] = await Promise.all([
    kinds.actions
      ? db.deviceTypeActionLink.findMany({
          where,
          select: { ...LINK_SELECT, deviceTypeId: true, action: { select: ACTION_SELECT } },
          orderBy: [{ action: { name: 'asc' } }, { id: 'asc' }],
        })
      : [],
    kinds.objects
      ? db.deviceTypeObjectLink.findMany({
          where,
          select: { ...LINK_SELECT, deviceTypeId: true, object: { select: OBJECT_SELECT } },
          orderBy: [{ object: { name: 'asc' } }, { id: 'asc' }],
        })
      : [],
    kinds.observations
      ? db.deviceTypeObservationLink.findMany({
          where,
          select: { ...LINK_SELECT, deviceTypeId: true, observation: { select: OBSERVATION_SELECT } },
          orderBy: [{ observation: { name: 'asc' } }, { id: 'asc' }],
        })
      : [],
  ]);
  const byType = new Map<number, TypeParts>(typeIds.map((id) => [id, { actions: [], objects: [], observations: [] }]));
  for (const l of actions) byType.get(l.deviceTypeId)?.actions.push({ ...toAction(l.action), link: toLink(l) });
  for (const l of objects) byType.get(l.deviceTypeId)?.objects.push({ ...toObject(l.object), link: toLink(l) });
  for (const l of observations) byType.get(l.deviceTypeId)?.observations.push({ ...toObservation(l.observation), link: toLink(l) });
  return byType;
}

/** Ids of the global types assigned to any of the companies. */
export async function assignedTypeIds(db: DbClient, companyIds: number[]): Promise<Set<number>> {
  const rows = await db.companyDeviceType.findMany({ where: { companyId: { in: companyIds } }, select: { deviceTypeId: true } });
  return new Set(rows.map((r) => r.deviceTypeId));
}
