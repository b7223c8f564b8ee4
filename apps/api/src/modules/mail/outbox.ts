import type { DbClient, Prisma } from '@trapline/db/client';

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
  await db.$transaction([db.emailMessage.create({ data: email }), db.$executeRaw`SELECT pg_notify('email_outbox', '')`]);
}

/**
 * Queues an e-mail inside a transaction the caller runs, so it is sent only if the change it
 * belongs to commits (the NOTIFY too is delivered at the commit).
 */
export async function queueEmailInTransaction(tx: Prisma.TransactionClient, email: OutgoingEmail): Promise<void> {
  await tx.emailMessage.create({ data: email });
  await tx.$executeRaw`SELECT pg_notify('email_outbox', '')`;
}
