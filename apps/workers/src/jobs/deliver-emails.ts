// Delivers the e-mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several worker
// processes can run side by side without sending a message twice.
import type { DbClient, Prisma } from '@trapline/db/client';
import { notifyUsers } from '@trapline/notifications/notify';
import type { EmailFailedSubject } from '@trapline/notifications/templates';
import { DEFAULT_PRODUCT_NAME, withProductName } from '@trapline/db/product-settings';
import type { Mailer } from '@trapline/mailer';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** Retry delay after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends one batch of due messages; answers how many went out and how many failed. */
export async function deliverDueEmails(db: DbClient, mailer: Mailer, now = new Date()): Promise<DeliveryResult> {
  return db.$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<Array<{ id: number; to: string; subject: string; html: string; text: string; attempts: number }>>`
        SELECT id, "to", subject, html, text, attempts FROM email_messages
        WHERE status = 'PENDING' AND "sendAfter" <= ${now}
        ORDER BY "sendAfter", id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      const result: DeliveryResult = { sent: 0, failed: 0 };
      if (due.length === 0) return result;
      // Read per batch: the super admin's product name and sender apply without a restart.
      const settings = await tx.productSettings.findUnique({ where: { id: 1 }, select: { productName: true, mailFrom: true } });
      const productName = settings?.productName ?? DEFAULT_PRODUCT_NAME;
      for (const message of due) {
        const branded = withProductName({ to: message.to, subject: message.subject, html: message.html, text: message.text }, productName);
        try {
          await mailer.send({ ...branded, from: settings?.mailFrom ?? undefined });
          await tx.emailMessage.update({
            where: { id: message.id },
            data: { status: 'SENT', sentAt: new Date(), attempts: message.attempts + 1, lastError: null },
          });
          result.sent++;
        } catch (error) {
          const attempts = message.attempts + 1;
          const lastError = String(error instanceof Error ? error.message : error).slice(0, 1000);
          if (attempts >= MAX_ATTEMPTS)
            await tellSuperAdmins(tx, { kind: 'EMAIL_FAILED', to: message.to, subject: branded.subject, error: lastError.slice(0, 300), attempts });
          await tx.emailMessage.update({
            where: { id: message.id },
            data: {
              attempts,
              lastError,
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              sendAfter: new Date(now.getTime() + retryDelayMs(attempts)),
            },
          });
          result.failed++;
        }
      }
      return result;
    },
    { timeout: 120_000 },
  );
}

/**
 * A message given up on is told to the super admins in the bell (their language, at reading):
 * never by e-mail, which may be what is failing, and which would queue more of it.
 */
async function tellSuperAdmins(tx: Prisma.TransactionClient, params: EmailFailedSubject): Promise<void> {
  const admins = await tx.user.findMany({ where: { role: 'ADMIN', status: 'ACTIVE' }, select: { id: true } });
  await notifyUsers(tx, { key: 'OTHER', params, userIds: admins.map((a) => a.id), email: false });
}
