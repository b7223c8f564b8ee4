import type { CreateUserRequest, UpdateUserRequest, User } from '@trapline/contracts/users';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { lockSubscriptionLimits } from '@trapline/db/subscriptions';
import { companyTreeIds, rootCompanyId } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { findScopedCompany, inScope } from '../../access/scoped.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { checkInvitationLimit, issueInvitation, pendingInvitations } from '../auth/invitations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newOpaqueToken } from '../auth/secrets.ts';
import { emailTakenError, pendingEmail, requestEmailChange, type EmailChangeContext } from '../email-change/service.ts';
import * as repo from './repository.ts';
import { storedSettings } from '../settings/service.ts';

/** The user as the contract shows it: the selected columns as they are, with what the contract names or writes otherwise. */
function toUser({ role, company, places, createdAt, lastLoginAt, language: _language, ...columns }: repo.UserRow): User {
  return {
    ...columns,
    type: role,
    companyUuid: company.uuid,
    company,
    places: places.map((p) => p.place.uuid),
    createdAt: createdAt.toISOString(),
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    invitation: null,
  };
}

async function usersWhere(scope: AccessScope): Promise<Prisma.UserWhereInput> {
  const ids = await scope.companyIds();
  return ids === 'all' ? {} : { companyId: { in: ids } };
}

export async function listUsers(
  db: DbClient,
  sql: SqlPool,
  scope: AccessScope,
  query: { search?: string | undefined; companyUuid?: string | undefined; page: number; limit: number },
) {
  const ids = await scope.companyIds();
  const { rows, count } = await repo.listUsers(sql, {
    companyIds: ids === 'all' ? null : ids,
    companyUuid: query.companyUuid ?? null,
    search: query.search || null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const invitations = await pendingInvitations(
    db,
    rows.filter((r) => r.lastLoginAt === null).map((r) => r.id),
  );
  return {
    rows: rows.map((r): User => ({
      id: r.id,
      uuid: r.uuid,
      name: r.name,
      surname: r.surname,
      email: r.email,
      type: r.role,
      status: r.status,
      companyId: r.companyId,
      companyUuid: r.companyUuid,
      company: { id: r.companyId, uuid: r.companyUuid, name: r.companyName },
      places: r.places,
      createdAt: r.createdAt.toISOString(),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      invitation: invitations.get(r.id) ?? null,
    })),
    count,
  };
}

async function findVisible(db: DbClient, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  const row = await repo.findUser(db, inScope(await usersWhere(scope), where));
  if (!row) throw notFound();
  return row;
}

export async function getUser(db: DbClient, scope: AccessScope, key: string): Promise<User> {
  const row = await findVisible(db, scope, key);
  const invitations = row.lastLoginAt === null ? await pendingInvitations(db, [row.id]) : new Map();
  return { ...toUser(row), invitation: invitations.get(row.id) ?? null, pendingEmail: await pendingEmail(db, row.id) };
}

/** Which user types the caller may give: CLIENT and ADMIN are the super admin's alone. */
function checkType(scope: AccessScope, type: CreateUserRequest['type']) {
  if ((type === 'CLIENT' || type === 'ADMIN') && !scope.isSuperAdmin) throw fieldError('type', 'type_not_allowed');
}

async function targetCompany(db: DbClient, scope: AccessScope, companyUuid: string | undefined): Promise<number> {
  if (!companyUuid) {
    if (scope.isSuperAdmin) throw fieldError('companyUuid', 'required', { code: 'invalid_type' });
    return scope.principal.companyId;
  }
  const company = await findScopedCompany(db, scope, { uuid: companyUuid });
  if (!company) throw fieldError('companyUuid', 'company_not_found');
  return company.id;
}

/** Places assigned to a user come from the user's company tree; anything else is refused. */
async function placeIds(db: DbClient, companyId: number, uuids: string[]): Promise<number[]> {
  if (uuids.length === 0) return [];
  const tree = await companyTreeIds(db, await rootCompanyId(db, companyId));
  const ids = await repo.placeIdsIn(db, [...new Set(uuids)], tree);
  if (ids.length !== new Set(uuids).size) throw fieldError('places', 'place_not_in_company');
  return ids;
}

/** The users limit of the subscription in force of the company tree, checked under its lock (in the creating transaction). */
async function checkUsersLimit(tx: Prisma.TransactionClient, rootId: number) {
  const subscription = await lockSubscriptionLimits(tx, rootId);
  if (subscription?.usersLimit == null) return;
  if ((await repo.countUsersInTree(tx, rootId)) >= subscription.usersLimit) throw new AppError('user/company_users_limit_reached');
}

/**
 * Creates a user with an unusable random password and, in the same transaction, invites them:
 * a single-use link to set their first password, e-mailed in their language. A user created
 * BLOCKED is not invited (the link would not work); they can be once unblocked.
 */
export async function createUser({ db, config }: EmailChangeContext, scope: AccessScope, input: CreateUserRequest) {
  if (!scope.isManager) throw forbidden();
  checkType(scope, input.type);
  const companyId = await targetCompany(db, scope, input.companyUuid);
  if (await repo.emailTaken(db, input.email))
    throw new AppError('user/email_taken', { details: { fields: [{ path: 'email', message: 'email_taken', code: 'taken' }] } });
  const rootId = await rootCompanyId(db, companyId);
  const places = input.type === 'CLIENT' ? [] : await placeIds(db, companyId, input.places);
  const passwordHash = await hashPassword(newOpaqueToken());
  // Without a choice, the product's default language (the super admin's settings).
  const language = input.language ?? (await storedSettings(db)).defaultLanguage;
  const created = await db.$transaction(async (tx) => {
    await checkUsersLimit(tx, rootId);
    const user = await tx.user.create({
      data: {
        name: input.name,
        surname: input.surname,
        email: input.email,
        role: input.type,
        status: input.status,
        language,
        companyId,
        passwordHash,
        places: { create: places.map((placeId) => ({ placeId })) },
      },
      select: { id: true, email: true, name: true, language: true, status: true, company: { select: { name: true } } },
    });
    await tx.auditLog.create({
      data: { companyId, userId: scope.principal.userId, action: 'CREATE', entity: 'user', entityId: String(user.id), changes: { after: { ...input } } },
    });
    if (user.status === 'ACTIVE') await issueInvitation(tx, config, user);
    return user;
  });
  return getUser(db, scope.withoutCache(), String(created.id));
}

/**
 * Sends a user's invitation again (same roles as editing the user): the earlier link stops
 * working. Refused once the user has accepted (signed in or used a link), while blocked, and
 * beyond the per-user limit (429).
 */
export async function resendInvitation({ db, config }: EmailChangeContext, scope: AccessScope, key: string) {
  if (!scope.isManager) throw forbidden();
  const current = await findVisible(db, scope, key);
  if (current.role === 'ADMIN' && !scope.isSuperAdmin) throw forbidden();
  if (current.lastLoginAt !== null || (await db.userInvitation.count({ where: { userId: current.id, usedAt: { not: null } } })) > 0)
    throw new AppError('user/invitation_accepted');
  if (current.status !== 'ACTIVE') throw new AppError('user/blocked');
  await db.$transaction(async (tx) => {
    // One resend at a time per user, so parallel calls cannot slip past the limit.
    await tx.$executeRaw`SELECT id FROM users WHERE id = ${current.id} FOR UPDATE`;
    await checkInvitationLimit(tx, current.id);
    await issueInvitation(tx, config, current);
    await tx.auditLog.create({
      data: { companyId: current.companyId, userId: scope.principal.userId, action: 'INVITE', entity: 'user', entityId: String(current.id) },
    });
  });
  return getUser(db, scope, String(current.id));
}

export async function updateUser(ctx: EmailChangeContext, scope: AccessScope, key: string, input: UpdateUserRequest) {
  const db = ctx.db;
  if (!scope.isManager) throw forbidden();
  const current = await findVisible(db, scope, key);
  if (current.role === 'ADMIN' && !scope.isSuperAdmin) throw forbidden();
  if (input.type) checkType(scope, input.type);
  const companyId = input.companyUuid ? await targetCompany(db, scope, input.companyUuid) : current.companyId;
  if (companyId !== current.companyId && !scope.isSuperAdmin) throw forbidden();
  if (input.email && input.email !== current.email && (await repo.emailTaken(db, input.email, current.id))) throw emailTakenError();
  const type = input.type ?? current.role;
  const places = input.places !== undefined || type === 'CLIENT' ? (type === 'CLIENT' ? [] : await placeIds(db, companyId, input.places ?? [])) : null;
  const blocking = input.status === 'BLOCKED' && current.status !== 'BLOCKED';
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: current.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.surname !== undefined ? { surname: input.surname } : {}),
        ...(input.type !== undefined ? { role: input.type } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        companyId,
        // Blocking ends every session at once: access tokens carry the old session version.
        ...(blocking ? { sessionVersion: { increment: 1 } } : {}),
      },
    });
    if (blocking) await tx.refreshToken.updateMany({ where: { userId: current.id, revokedAt: null }, data: { revokedAt: new Date() } });
    if (places !== null) {
      await tx.placeUser.deleteMany({ where: { userId: current.id, placeId: { notIn: places } } });
      await tx.placeUser.createMany({ data: places.map((placeId) => ({ placeId, userId: current.id })), skipDuplicates: true });
    }
    await tx.auditLog.create({
      data: {
        companyId,
        userId: scope.principal.userId,
        action: blocking ? 'BLOCK' : 'UPDATE',
        entity: 'user',
        entityId: String(current.id),
        changes: { after: { ...input } },
      },
    });
  });
  // The e-mail changes only when the new address confirms it.
  if (input.email !== undefined) await requestEmailChange(ctx, current, input.email, scope.principal.userId);
  return getUser(db, scope, String(current.id));
}

/** The super admin sets another user's password; that user's sessions end. */
export async function setUserPassword(db: DbClient, scope: AccessScope, key: string, password: string) {
  if (!scope.isSuperAdmin) throw forbidden();
  const current = await findVisible(db, scope, key);
  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.user.update({ where: { id: current.id }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
    db.refreshToken.updateMany({ where: { userId: current.id, revokedAt: null }, data: { revokedAt: new Date() } }),
    db.auditLog.create({
      data: { companyId: current.companyId, userId: scope.principal.userId, action: 'SET_PASSWORD', entity: 'user', entityId: String(current.id) },
    }),
  ]);
}
