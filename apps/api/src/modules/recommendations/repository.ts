import type { RecommendationListQuery } from '@trapline/contracts/recommendations';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import type { ScopedPlace } from '../../access/place.ts';
import { containsPattern } from '../../lib/sql.ts';

type Tx = Prisma.TransactionClient;
const PERSON = { select: { id: true, name: true, surname: true } } as const;

export const LIST_SELECT = {
  id: true,
  uuid: true,
  uniqueId: true,
  placeId: true,
  place: { select: { id: true, uuid: true, name: true } },
  recommendation: true,
  comment: true,
  priority: true,
  status: true,
  dueDate: true,
  createdAt: true,
  updatedAt: true,
  area: true,
  authorId: true,
  author: PERSON,
  ownerId: true,
  owner: PERSON,
  ownerText: true,
  ownerEmail: true,
  recommendationCategoryId: true,
  recommendationCategory: { select: { name: true, translations: true } },
  deviceTypeId: true,
  deviceType: { select: { name: true, color: true, translations: true } },
  deviceId: true,
  device: { select: { uniqueId: true, deletedAt: true } },
  zoneId: true,
  zone: { select: { name: true } },
  mapId: true,
  map: { select: { name: true, filePath: true, width: true, height: true } },
  mapText: true,
  mapX: true,
  mapY: true,
  isMoreDataNeeded: true,
  _count: { select: { comments: true } },
} satisfies Prisma.RecommendationSelect;
export type ListRow = Prisma.RecommendationGetPayload<{ select: typeof LIST_SELECT }>;

export const DETAIL_SELECT = {
  ...LIST_SELECT,
  recipients: { select: { userId: true, user: { select: { id: true, name: true, surname: true, email: true } } }, orderBy: { id: 'asc' } },
  files: { select: { id: true, uuid: true, name: true, filePath: true, userId: true, user: PERSON, createdAt: true }, orderBy: { createdAt: 'desc' } },
  comments: {
    select: { id: true, uuid: true, comment: true, authorId: true, author: PERSON, createdAt: true, updatedAt: true },
    orderBy: { createdAt: 'desc' },
  },
  histories: { select: { id: true, authorId: true, author: PERSON, createdAt: true, old: true, new: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
} satisfies Prisma.RecommendationSelect;
export type DetailRow = Prisma.RecommendationGetPayload<{ select: typeof DETAIL_SELECT }>;

/**
 * What a list item is written from: a row of LIST_SELECT, or of the list statement below (which
 * reads only the plan's name, and the device's deletion time as JSON text).
 */
export type ListItemSource = Omit<ListRow, 'device' | 'map'> & {
  device: { uniqueId: string; deletedAt: Date | string | null } | null;
  map: { name: string } | null;
};

/** The filters of the list, in SQL terms. `placeId`: a place already resolved in the caller's scope. */
export interface ListFilter {
  placeId: number | null;
  /** The visible companies and places (null: no restriction of that kind); unused with `placeId`. */
  scope: { companyIds: number[] | null; placeIds: number[] | null };
  status?: string[] | undefined;
  priority?: string[] | undefined;
  categoryIds?: number[] | undefined;
  mapIds?: number[] | undefined;
  deviceTypeIds?: number[] | undefined;
  authorIds?: number[] | undefined;
  ownerIds?: number[] | undefined;
  /** Creation time bounds, UTC: from inclusive, to exclusive. */
  createdFrom?: Date | undefined;
  createdTo?: Date | undefined;
  search?: string | undefined;
}

const SORT_COLUMNS: Record<RecommendationListQuery['sort'], string> = {
  createdAt: '"createdAt"',
  status: 'status',
  priority: 'priority',
  dueDate: '"dueDate"',
};
const utc = (sql: string) => `(${sql} AT TIME ZONE 'UTC')`;
/**
 * What a row names, as JSON (null when it names nothing): a subquery per reference rather than
 * joins, which PostgreSQL plans in a fraction of the time (nine joined tables cost it more to plan
 * than to run).
 */
const one = (table: string, json: string, id: string) => `(SELECT ${json} FROM ${table} x WHERE x.id = ${id})`;
const PERSON_JSON = `json_build_object('id', x.id, 'name', x.name, 'surname', x.surname)`;

/**
 * A page of the list and the number of matching rows in one statement, each part using an index
 * (the page walks the place's index of the sort column and stops after the page; the count reads
 * the place's status index only). The page is joined to what each item names in the same
 * statement. Only the filters in use go into the SQL, so PostgreSQL plans for the actual values.
 * A place already resolved in the caller's scope needs no join to the visible places.
 */
export async function list(
  sql: SqlPool,
  filter: ListFilter,
  sort: RecommendationListQuery['sort'],
  order: 'asc' | 'desc',
  range: { offset: number; limit: number },
) {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (condition: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(values.length));
  };
  const any = (column: string, ids: unknown[] | undefined, type: string) => {
    if (ids && ids.length > 0) add((n) => `r.${column} = ANY($${n}::${type}[])`, ids);
  };
  if (filter.placeId !== null) {
    add((n) => `r."placeId" = $${n}`, filter.placeId);
  } else if (filter.scope.companyIds !== null || filter.scope.placeIds !== null) {
    const place: string[] = [];
    if (filter.scope.companyIds !== null) {
      values.push(filter.scope.companyIds);
      place.push(`"companyId" = ANY($${values.length}::int[])`);
    }
    if (filter.scope.placeIds !== null) {
      values.push(filter.scope.placeIds);
      place.push(`id = ANY($${values.length}::int[])`);
    }
    conditions.push(`r."placeId" IN (SELECT id FROM places WHERE ${place.join(' AND ')})`);
  }
  any('status', filter.status, '"RecommendationStatus"');
  any('priority', filter.priority, '"RecommendationPriority"');
  any('"recommendationCategoryId"', filter.categoryIds, 'int');
  any('"mapId"', filter.mapIds, 'int');
  any('"deviceTypeId"', filter.deviceTypeIds, 'int');
  any('"authorId"', filter.authorIds, 'int');
  any('"ownerId"', filter.ownerIds, 'int');
  // The columns hold UTC without a zone: the bounds go as UTC text, read as such.
  if (filter.createdFrom) add((n) => `r."createdAt" >= $${n}::timestamp`, filter.createdFrom.toISOString().slice(0, 23));
  if (filter.createdTo) add((n) => `r."createdAt" < $${n}::timestamp`, filter.createdTo.toISOString().slice(0, 23));
  if (filter.search) add((n) => `r.recommendation ILIKE $${n}`, containsPattern(filter.search));
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = `r.${SORT_COLUMNS[sort]} ${direction}, r.id ${direction}`;
  const count = `SELECT count(*)::int FROM recommendations r ${where}`;
  // The count rides along each row of the page (computed once); a page past the end asks again.
  const page = await sql.query<ListItemSource & { total: number }>({
    text: `SELECT (${count}) AS total, r.id, r.uuid::text AS uuid, r."uniqueId", r."placeId", ${one('places', `json_build_object('id', x.id, 'uuid', x.uuid, 'name', x.name)`, 'r."placeId"')} AS place,
        r.recommendation, r.comment, r.priority::text AS priority, r.status::text AS status,
        ${utc('r."dueDate"::timestamp')} AS "dueDate", ${utc('r."createdAt"')} AS "createdAt", ${utc('r."updatedAt"')} AS "updatedAt",
        r.area, r."authorId", ${one('users', PERSON_JSON, 'r."authorId"')} AS author, r."ownerId", ${one('users', PERSON_JSON, 'r."ownerId"')} AS owner, r."ownerText", r."ownerEmail",
        r."recommendationCategoryId", ${one('recommendation_categories', `json_build_object('name', x.name, 'translations', x.translations)`, 'r."recommendationCategoryId"')} AS "recommendationCategory",
        r."deviceTypeId", ${one('device_types', `json_build_object('name', x.name, 'color', x.color, 'translations', x.translations)`, 'r."deviceTypeId"')} AS "deviceType",
        r."deviceId", ${one('devices', `json_build_object('uniqueId', x."uniqueId", 'deletedAt', x."deletedAt")`, 'r."deviceId"')} AS device,
        r."zoneId", ${one('place_zones', `json_build_object('name', x.name)`, 'r."zoneId"')} AS zone,
        r."mapId", ${one('maps', `json_build_object('name', x.name)`, 'r."mapId"')} AS map,
        r."mapText", r."mapX", r."mapY", r."isMoreDataNeeded",
        json_build_object('comments', (SELECT count(*)::int FROM recommendation_comments k WHERE k."recommendationId" = r.id)) AS "_count"
      FROM (SELECT * FROM recommendations r ${where} ORDER BY ${orderBy} LIMIT $${values.length + 1} OFFSET $${values.length + 2}) r
      ORDER BY ${orderBy}`,
    values: [...values, range.limit, range.offset],
  });
  const total = page.rows[0]?.total ?? (range.offset === 0 ? 0 : (await sql.query<{ count: number }>({ text: count, values })).rows[0]!.count);
  return { rows: page.rows as ListItemSource[], count: total };
}

export function find(db: DbClient | Tx, where: Prisma.RecommendationWhereInput) {
  return db.recommendation.findFirst({ where, select: DETAIL_SELECT });
}

export function openByPlace(db: DbClient, where: Prisma.RecommendationWhereInput) {
  return db.recommendation.groupBy({ by: ['placeId'], where, _count: { _all: true }, orderBy: { placeId: 'asc' } });
}

export function openByCategory(db: DbClient, where: Prisma.RecommendationWhereInput) {
  return db.recommendation.groupBy({ by: ['recommendationCategoryId'], where, _count: { _all: true }, orderBy: { recommendationCategoryId: 'asc' } });
}

export function placesByIds(db: DbClient, ids: number[]) {
  return db.place.findMany({ where: { id: { in: ids } }, select: { id: true, uuid: true, name: true } });
}

/** One batch of the CSV, after the id `afterId`, in creation order. */
export function csvBatch(db: DbClient, place: ScopedPlace, range: { from: Date; to: Date }, afterId: number, take: number) {
  return db.recommendation.findMany({
    where: { placeId: place.id, createdAt: { gte: range.from, lt: range.to }, id: { gt: afterId } },
    select: LIST_SELECT,
    orderBy: { id: 'asc' },
    take,
  });
}

// ───────────────────────────── references of a place ─────────────────────────────

export const findCategory = (db: DbClient, id: number) => db.recommendationCategory.findFirst({ where: { id, companyId: null }, select: { id: true } });
export const findPlaceUsers = (db: DbClient, placeId: number, userIds: number[]) =>
  db.placeUser.findMany({ where: { placeId, userId: { in: userIds } }, select: { userId: true } });
export const findMap = (db: DbClient, placeId: number, id: number) =>
  db.map.findFirst({ where: { id, placeId }, select: { id: true, width: true, height: true } });
export const findZone = (db: DbClient, placeId: number, id: number) => db.placeZone.findFirst({ where: { id, placeId }, select: { id: true } });
export const findDevice = (db: DbClient, placeId: number, id: number) =>
  db.device.findFirst({ where: { id, placeId }, select: { id: true, deviceTypeId: true, deletedAt: true } });
export const findDeviceType = (db: DbClient, id: number, available: Prisma.DeviceTypeWhereInput) =>
  db.deviceType.findFirst({ where: { AND: [{ id }, available] }, select: { id: true } });
export const companyOf = (db: DbClient, id: number) => db.company.findUniqueOrThrow({ where: { id }, select: { parentCompanyId: true } });

// ───────────────────────────── changes ─────────────────────────────

/** Locks the place's row: the next number of a recommendation is taken by one request at a time. */
export async function nextUniqueId(tx: Tx, placeId: number): Promise<number> {
  await tx.$queryRaw`SELECT id FROM places WHERE id = ${placeId} FOR UPDATE`;
  const max = await tx.recommendation.aggregate({ where: { placeId }, _max: { uniqueId: true } });
  return (max._max.uniqueId ?? 0) + 1;
}

export const create = (tx: Tx, data: Prisma.RecommendationUncheckedCreateInput) => tx.recommendation.create({ data, select: { id: true } });
export const update = (tx: Tx, id: number, data: Prisma.RecommendationUncheckedUpdateInput) =>
  tx.recommendation.update({ where: { id }, data, select: { id: true } });

export async function setRecipients(tx: Tx, recommendationId: number, userIds: number[]) {
  await tx.recommendationRecipient.deleteMany({ where: { recommendationId } });
  if (userIds.length > 0) await tx.recommendationRecipient.createMany({ data: userIds.map((userId) => ({ recommendationId, userId })) });
}

export const addHistory = (tx: Tx, data: { recommendationId: number; authorId: number; old: Prisma.InputJsonObject; new: Prisma.InputJsonObject }) =>
  tx.recommendationHistory.create({ data });

export async function remove(db: DbClient, id: number): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const files = await tx.recommendationFile.findMany({ where: { recommendationId: id }, select: { filePath: true } });
    await tx.recommendation.delete({ where: { id } });
    return files.map((f) => f.filePath);
  });
}

// ───────────────────────────── comments and files ─────────────────────────────

const COMMENT_SELECT = {
  id: true,
  uuid: true,
  comment: true,
  authorId: true,
  author: PERSON,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.RecommendationCommentSelect;
export type CommentRow = Prisma.RecommendationCommentGetPayload<{ select: typeof COMMENT_SELECT }>;

export const findComment = (db: DbClient, recommendationId: number, where: { id: number } | { uuid: string }) =>
  db.recommendationComment.findFirst({ where: { AND: [{ recommendationId }, where] }, select: COMMENT_SELECT });
export const createComment = (db: DbClient, data: { recommendationId: number; authorId: number; comment: string }) =>
  db.recommendationComment.create({ data, select: COMMENT_SELECT });
export const updateComment = (db: DbClient, id: number, comment: string) =>
  db.recommendationComment.update({ where: { id }, data: { comment }, select: COMMENT_SELECT });
export const deleteComment = (db: DbClient, id: number) => db.recommendationComment.delete({ where: { id } });

const FILE_SELECT = { id: true, uuid: true, name: true, filePath: true, userId: true, user: PERSON, createdAt: true } satisfies Prisma.RecommendationFileSelect;
export type FileRow = Prisma.RecommendationFileGetPayload<{ select: typeof FILE_SELECT }>;

export const findFile = (db: DbClient, recommendationId: number, where: { id: number } | { uuid: string }) =>
  db.recommendationFile.findFirst({ where: { AND: [{ recommendationId }, where] }, select: FILE_SELECT });
export const createFile = (db: DbClient, data: { uuid: string; recommendationId: number; userId: number; name: string; filePath: string }) =>
  db.recommendationFile.create({ data, select: FILE_SELECT });
export const deleteFile = (db: DbClient, id: number) => db.recommendationFile.delete({ where: { id } });
