import type { DbClient } from '@trapline/db/client';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Queues an e-mail in the outbox table; the workers deliver it (SMTP, or .eml files without
 * SMTP). The NOTIFY wakes them at once instead of at their next poll.
 */
export async function queueEmail(db: DbClient, email: OutgoingEmail): Promise<void> {
  await db.$transaction([
    db.emailMessage.create({ data: email }),
    db.$executeRaw`SELECT pg_notify('email_outbox', '')`,
  ]);
}
