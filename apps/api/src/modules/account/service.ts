import type { Account, UpdateAccountRequest } from '@trapline/contracts/account';
import type { AccessScope } from '../../access/scope.ts';
import { findSessionUser, type SessionUser } from '../../access/session-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findUserForSession } from '../auth/repository.ts';
import { issueTokens, type AuthContext } from '../auth/service.ts';
import * as repo from './repository.ts';

/** The account of the request's signed-in user, as the authentication loaded it. */
export function getAccount(sessionUser: SessionUser): Account {
  return toAccount(sessionUser);
}

export async function updateAccount({ app }: AuthContext, scope: AccessScope, sessionId: number, input: UpdateAccountRequest): Promise<Account> {
  await repo.updateAccount(app.db, scope.principal.userId, input);
  const row = await findSessionUser(app.sql, scope.principal.userId, sessionId);
  if (!row) throw new AppError('auth/invalid_token');
  return toAccount(row);
}

export async function changePassword(ctx: AuthContext, scope: AccessScope, currentPassword: string, newPassword: string, userAgent: string | null) {
  const db = ctx.app.db;
  const userId = scope.principal.userId;
  const stored = await repo.findPasswordHash(db, userId);
  if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) throw new AppError('auth/wrong_current_password');
  await repo.replacePassword(db, userId, await hashPassword(newPassword));
  const user = await findUserForSession(db, userId);
  if (!user) throw new AppError('auth/invalid_token');
  const enterpriseRoot = scope.principal.enterpriseRootCompanyId;
  const enterprise = enterpriseRoot === null ? null : await db.company.findUnique({ where: { id: enterpriseRoot }, select: { id: true, enterpriseId: true } });
  return issueTokens(ctx, user, enterprise, userAgent);
}

function toAccount(row: SessionUser): Account {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    surname: row.surname,
    email: row.email,
    language: row.language,
    timezone: row.timezone,
    type: row.role,
    status: row.status,
    notificationEmail: row.notificationEmail,
    notificationMobile: row.notificationMobile,
    enterpriseId: row.enterpriseId ?? row.parentEnterpriseId ?? null,
    company: { id: row.companyId, uuid: row.companyUuid, name: row.companyName, parentCompanyUuid: row.parentCompanyUuid },
  };
}
