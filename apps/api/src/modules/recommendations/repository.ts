import type { DbClient, Prisma } from '@trapline/db/client';
import type { ScopedPlace } from '../../access/place.ts';

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
  comments: { select: { id: true, uuid: true, comment: true, authorId: true, author: PERSON, createdAt: true, updatedAt: true }, orderBy: { createdAt: 'desc' } },
  histories: { select: { id: true, authorId: true, author: PERSON, createdAt: true, old: true, new: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
} satisfies Prisma.RecommendationSelect;
export type DetailRow = Prisma.RecommendationGetPayload<{ select: typeof DETAIL_SELECT }>;

export async function list(db: DbClient, where: Prisma.RecommendationWhereInput, orderBy: Prisma.RecommendationOrderByWithRelationInput[], page: { skip: number; take: number }) {
  const [rows, count] = await db.$transaction([db.recommendation.findMany({ where, select: LIST_SELECT, orderBy, ...page }), db.recommendation.count({ where })]);
  return { rows, count };
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
export const findPlaceUsers = (db: DbClient, placeId: number, userIds: number[]) => db.placeUser.findMany({ where: { placeId, userId: { in: userIds } }, select: { userId: true } });
export const findMap = (db: DbClient, placeId: number, id: number) => db.map.findFirst({ where: { id, placeId }, select: { id: true, width: true, height: true } });
export const findZone = (db: DbClient, placeId: number, id: number) => db.placeZone.findFirst({ where: { id, placeId }, select: { id: true } });
export const findDevice = (db: DbClient, placeId: number, id: number) => db.device.findFirst({ where: { id, placeId }, select: { id: true, deviceTypeId: true, deletedAt: true } });
export const findDeviceType = (db: DbClient, id: number, available: Prisma.DeviceTypeWhereInput) => db.deviceType.findFirst({ where: { AND: [{ id }, available] }, select: { id: true } });
export const companyOf = (db: DbClient, id: number) => db.company.findUniqueOrThrow({ where: { id }, select: { parentCompanyId: true } });

// ───────────────────────────── changes ─────────────────────────────

/** Locks the place's row: the next number of a recommendation is taken by one request at a time. */
export async function nextUniqueId(tx: Tx, placeId: number): Promise<number> {
  await tx.$queryRaw`SELECT id FROM places WHERE id = ${placeId} FOR UPDATE`;
  const max = await tx.recommendation.aggregate({ where: { placeId }, _max: { uniqueId: true } });
  return (max._max.uniqueId ?? 0) + 1;
}

export const create = (tx: Tx, data: Prisma.RecommendationUncheckedCreateInput) => tx.recommendation.create({ data, select: { id: true } });
export const update = (tx: Tx, id: number, data: Prisma.RecommendationUncheckedUpdateInput) => tx.recommendation.update({ where: { id }, data, select: { id: true } });

export async function setRecipients(tx: Tx, recommendationId: number, userIds: number[]) {
  await tx.recommendationRecipient.deleteMany({ where: { recommendationId } });
  if (userIds.length > 0) await tx.recommendationRecipient.createMany({ data: userIds.map((userId) => ({ recommendationId, userId })) });
}

export const addHistory = (tx: Tx, data: { recommendationId: number; authorId: number; old: Prisma.InputJsonObject; new: Prisma.InputJsonObject }) => tx.recommendationHistory.create({ data });

export async function remove(db: DbClient, id: number): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const files = await tx.recommendationFile.findMany({ where: { recommendationId: id }, select: { filePath: true } });
    await tx.recommendation.delete({ where: { id } });
    return files.map((f) => f.filePath);
  });
}

// ───────────────────────────── comments and files ─────────────────────────────

const COMMENT_SELECT = { id: true, uuid: true, comment: true, authorId: true, author: PERSON, createdAt: true, updatedAt: true } satisfies Prisma.RecommendationCommentSelect;
export type CommentRow = Prisma.RecommendationCommentGetPayload<{ select: typeof COMMENT_SELECT }>;

export const findComment = (db: DbClient, recommendationId: number, where: { id: number } | { uuid: string }) =>
  db.recommendationComment.findFirst({ where: { AND: [{ recommendationId }, where] }, select: COMMENT_SELECT });
export const createComment = (db: DbClient, data: { recommendationId: number; authorId: number; comment: string }) => db.recommendationComment.create({ data, select: COMMENT_SELECT });
export const updateComment = (db: DbClient, id: number, comment: string) => db.recommendationComment.update({ where: { id }, data: { comment }, select: COMMENT_SELECT });
export const deleteComment = (db: DbClient, id: number) => db.recommendationComment.delete({ where: { id } });

const FILE_SELECT = { id: true, uuid: true, name: true, filePath: true, userId: true, user: PERSON, createdAt: true } satisfies Prisma.RecommendationFileSelect;
export type FileRow = Prisma.RecommendationFileGetPayload<{ select: typeof FILE_SELECT }>;

export const findFile = (db: DbClient, recommendationId: number, where: { id: number } | { uuid: string }) =>
  db.recommendationFile.findFirst({ where: { AND: [{ recommendationId }, where] }, select: FILE_SELECT });
export const createFile = (db: DbClient, data: { uuid: string; recommendationId: number; userId: number; name: string; filePath: string }) => db.recommendationFile.create({ data, select: FILE_SELECT });
export const deleteFile = (db: DbClient, id: number) => db.recommendationFile.delete({ where: { id } });
