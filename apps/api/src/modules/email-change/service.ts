import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../auth/secrets.ts';
import { queueEmail } from '../mail/outbox.ts';
import { emailTaken } from '../users/repository.ts';
import { confirmEmailChangeEmail, emailChangeNoticeEmail } from './emails.ts';
import * as repo from './repository.ts';

const LINK_TTL_MS = 24 * 3600_000;

export interface EmailChangeContext {
  db: FastifyInstance['db'];
  config: ApiConfig;
}

interface Account {
  id: number;
  email: string;
  name: string;
  surname: string;
  language: 'PL' | 'EN' | 'DE' | 'IT' | 'RU';
}

export const emailTakenError = () => new AppError('user/email_taken', { details: { fields: [{ path: 'email', message: 'email_taken', code: 'taken' }] } });

/**
 * Asks the new address to confirm a change of a user's e-mail (whoever asks: an admin for a
 * colleague, or the user for themself). Until it is confirmed the account keeps its address,
 * so nobody can move an account to a mailbox they control and reset its password. The current
 * address is told. Asking for the current address cancels a pending change.
 */
export async function requestEmailChange({ db, config }: EmailChangeContext, account: Account, newEmail: string, requestedById: number) {
  if (newEmail === account.email) {
    await repo.cancelEmailChange(db, account.id);
    return;
  }
  if (await emailTaken(db, newEmail, account.id)) throw emailTakenError();
  const token = newOpaqueToken();
  await repo.storeEmailChange(db, { userId: account.id, newEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_TTL_MS), requestedById });
  const link = new URL('/auth/confirm-email', config.PUBLIC_WEB_URL);
  link.searchParams.set('token', token);
  const language = account.language.toLowerCase() as Lowercase<Account['language']>;
  await queueEmail(db, confirmEmailChangeEmail(newEmail, `${account.name} ${account.surname}`, link.toString(), language));
  await queueEmail(db, emailChangeNoticeEmail(account.email, newEmail, language));
}

export function pendingEmail(db: FastifyInstance['db'], userId: number) {
  return repo.findPendingEmail(db, userId, new Date());
}

export async function confirmEmailChange({ db }: EmailChangeContext, token: string): Promise<{ email: string }> {
  const request = await repo.findUsableEmailChange(db, hashToken(token), new Date());
  if (!request) throw new AppError('auth/email_change_token_invalid');
  if (await emailTaken(db, request.newEmail, request.userId)) throw emailTakenError();
  let applied: boolean;
  try {
    applied = await repo.applyEmailChange(db, request);
  } catch (error) {
    // Another account took the address between the check and the write.
    if ((error as { code?: string }).code === 'P2002') throw emailTakenError();
    throw error;
  }
  if (!applied) throw new AppError('auth/email_change_token_invalid');
  return { email: request.newEmail };
}
