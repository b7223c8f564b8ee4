import type { SqlPool } from '@trapline/db/client';
import type { Language, UserRole, UserStatus } from '@trapline/contracts/common';

/** The signed-in user as every request loads it: session state plus the account's profile. */
export interface SessionUser {
  id: number;
  uuid: string;
  name: string;
  surname: string;
  email: string;
  language: Language;
  timezone: string;
  role: UserRole;
  status: UserStatus;
  sessionVersion: number;
  notificationEmail: boolean;
  notificationMobile: boolean;
  companyId: number;
  companyUuid: string;
  companyName: string;
  enterpriseId: string | null;
  parentCompanyUuid: string | null;
  parentEnterpriseId: string | null;
  /** The token's session exists for this user and has not been ended (signed out). */
  sessionActive: boolean;
}

const SESSION_USER_SQL = `SELECT u.id, u.uuid, u.name, u.surname, u.email, u.language, u.timezone, u.role, u.status,
         u."sessionVersion", u."notificationEmail", u."notificationMobile", c.id AS "companyId", c.uuid AS "companyUuid",
         c.name AS "companyName", c."enterpriseId", p.uuid AS "parentCompanyUuid", p."enterpriseId" AS "parentEnterpriseId",
         (s.id IS NOT NULL AND s."endedAt" IS NULL) AS "sessionActive"
  FROM users u JOIN companies c ON c.id = u."companyId" LEFT JOIN companies p ON p.id = c."parentCompanyId"
  LEFT JOIN user_sessions s ON s.id = $2 AND s."userId" = u.id
  WHERE u.id = $1`;

/**
 * Runs on every authenticated call, so it is one prepared statement on the plain pool (Prisma's
 * per-query overhead would dominate the answer time): it checks the session by primary key in
 * the same statement, and carries the profile too, so GET /api/account/me needs no second query.
 */
export async function findSessionUser(sql: SqlPool, userId: number, sessionId: number | null): Promise<SessionUser | null> {
  const { rows } = await sql.query<SessionUser>({ name: 'session-user', text: SESSION_USER_SQL, values: [userId, sessionId] });
  return rows[0] ?? null;
}
