import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_NAME_TOKEN } from '@trapline/db/product-settings';
import type { DbClient } from '@trapline/db/client';
import type { recommendationReminders } from '@trapline/jobs/definitions/recommendation-reminders';
import { escapeHtml } from '@trapline/notifications/templates';
import { addDays, daysBetween, localDateOf } from '@trapline/schedule/zoned-time';
import type { JobHandler } from '../engine/job-handler.ts';
import { jobSettings } from './job-settings.ts';

/** Days from the due date of the first reminders; after the last, one every REPEAT_DAYS. */
export const REMINDER_OFFSETS = [-3, 0, 1] as const;
export const REPEAT_DAYS = 7;

/**
 * The latest step of the cadence on or before `today` (YYYY-MM-DD): due − 3, due, due + 1, then
 * due + 8, due + 15, …; null before the first. A run that missed a day (workers down) sends the
 * step it missed, once.
 */
export function reminderStep(dueDate: string, today: string): string | null {
  const sinceDue = daysBetween(dueDate, today);
  if (sinceDue < REMINDER_OFFSETS[0]) return null;
  if (sinceDue < 0) return addDays(dueDate, REMINDER_OFFSETS[0]);
  if (sinceDue < 1) return dueDate;
  return addDays(dueDate, 1 + Math.floor((sinceDue - 1) / REPEAT_DAYS) * REPEAT_DAYS);
}

export const hashReminderToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Texts = { subject: string; due: string; overdue: string; soon: string; open: string; stop: string; stopHint: string; priority: Record<string, string> };
const TEXTS: Record<string, Texts> = {
  pl: {
    subject: 'Przypomnienie: zalecenie nr {number} – {place}',
    soon: 'Termin zalecenia nr {number} w miejscu {place} mija {due}.',
    due: 'Termin zalecenia nr {number} w miejscu {place} mija dzisiaj ({due}).',
    overdue: 'Zalecenie nr {number} w miejscu {place} jest po terminie ({due}).',
    open: 'Otwórz zalecenie',
    stop: 'Nie przypominaj więcej',
    stopHint: 'Przypomnienia przychodzą do zamknięcia zalecenia. Aby je wyłączyć:',
    priority: { LOW: 'niski', MEDIUM: 'średni', HIGH: 'wysoki' },
  },
  en: {
    subject: 'Reminder: recommendation no. {number} – {place}',
    soon: 'Recommendation no. {number} at {place} is due on {due}.',
    due: 'Recommendation no. {number} at {place} is due today ({due}).',
    overdue: 'Recommendation no. {number} at {place} is overdue (due {due}).',
    open: 'Open the recommendation',
    stop: 'Stop these reminders',
    stopHint: 'Reminders come until the recommendation is closed. To stop them:',
    priority: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' },
  },
  de: {
    subject: 'Erinnerung: Empfehlung Nr. {number} – {place}',
    soon: 'Empfehlung Nr. {number} in {place} ist am {due} fällig.',
    due: 'Empfehlung Nr. {number} in {place} ist heute fällig ({due}).',
    overdue: 'Empfehlung Nr. {number} in {place} ist überfällig (fällig am {due}).',
    open: 'Empfehlung öffnen',
    stop: 'Keine Erinnerungen mehr',
    stopHint: 'Erinnerungen kommen, bis die Empfehlung geschlossen ist. Zum Abbestellen:',
    priority: { LOW: 'niedrig', MEDIUM: 'mittel', HIGH: 'hoch' },
  },
  it: {
    subject: 'Promemoria: raccomandazione n. {number} – {place}',
    soon: 'La raccomandazione n. {number} presso {place} scade il {due}.',
    due: 'La raccomandazione n. {number} presso {place} scade oggi ({due}).',
    overdue: 'La raccomandazione n. {number} presso {place} è scaduta ({due}).',
    open: 'Apri la raccomandazione',
    stop: 'Non inviare più promemoria',
    stopHint: 'I promemoria arrivano finché la raccomandazione non è chiusa. Per fermarli:',
    priority: { LOW: 'bassa', MEDIUM: 'media', HIGH: 'alta' },
  },
  ru: {
    subject: 'Напоминание: рекомендация № {number} – {place}',
    soon: 'Срок рекомендации № {number} на объекте {place}: {due}.',
    due: 'Срок рекомендации № {number} на объекте {place} истекает сегодня ({due}).',
    overdue: 'Рекомендация № {number} на объекте {place} просрочена (срок {due}).',
    open: 'Открыть рекомендацию',
    stop: 'Больше не напоминать',
    stopHint: 'Напоминания приходят, пока рекомендация не закрыта. Чтобы отключить их:',
    priority: { LOW: 'низкий', MEDIUM: 'средний', HIGH: 'высокий' },
  },
};
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

interface Recipient {
  email: string;
  language: string;
}

/** Recommendations handled per transaction: one INSERT of their steps, one of their e-mails. */
export const REMINDER_BATCH = 500;

/** What one e-mail round needs of a recommendation (the row of readBatch). */
interface DueRecommendation {
  id: number;
  uniqueId: number;
  recommendation: string;
  priority: string;
  /** YYYY-MM-DD, as `lastStep`. */
  dueDate: string;
  lastStep: string | null;
  ownerEmail: string | null;
  placeUuid: string;
  placeName: string;
  ownerUserEmail: string | null;
  ownerLanguage: string | null;
  ownerStatus: string | null;
  recipients: Array<{ email: string | null; userEmail: string | null; userLanguage: string | null; userStatus: string | null }>;
}

/** The step to send today, or null: none reached yet, or that step (or a later one) was sent. */
function stepToSend(dueDate: string, lastStep: string | null, today: string): string | null {
  const step = reminderStep(dueDate, today);
  return step && !(lastStep && lastStep >= step) ? step : null;
}

/** Each address once, the first occurrence deciding the language: owner, owner's e-mail, recipients. */
function recipientsOf(rec: DueRecommendation): Recipient[] {
  const recipients = new Map<string, Recipient>();
  const add = (email: string | null | undefined, language = 'pl') => {
    const address = email?.trim().toLowerCase();
    if (address && !recipients.has(address)) recipients.set(address, { email: address, language: language.toLowerCase() });
  };
  if (rec.ownerStatus === 'ACTIVE') add(rec.ownerUserEmail, rec.ownerLanguage ?? undefined);
  add(rec.ownerEmail);
  for (const r of rec.recipients) {
    if (r.userEmail !== null) {
      if (r.userStatus === 'ACTIVE') add(r.userEmail, r.userLanguage ?? undefined);
    } else add(r.email);
  }
  return [...recipients.values()];
}

function messagesOf(rec: DueRecommendation, recipients: Recipient[], today: string, openLink: string, stopLink: string) {
  return recipients.map(({ email, language }) => {
    const texts = TEXTS[language] ?? TEXTS.pl!;
    const values = { number: String(rec.uniqueId), place: rec.placeName, due: rec.dueDate };
    const sentence = fill(today < rec.dueDate ? texts.soon : today === rec.dueDate ? texts.due : texts.overdue, values);
    const priority = texts.priority[rec.priority] ?? rec.priority;
    const text = `${sentence}\n\n${rec.recommendation}\n(${priority})\n\n${texts.open}: ${openLink}\n\n${texts.stopHint}\n${texts.stop}: ${stopLink}`;
    const html =
      `<p>${escapeHtml(sentence)}</p><blockquote>${escapeHtml(rec.recommendation)}</blockquote><p>(${escapeHtml(priority)})</p>` +
      `<p><a href="${escapeHtml(openLink)}">${escapeHtml(texts.open)}</a></p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(texts.stopHint)} <a href="${escapeHtml(stopLink)}">${escapeHtml(texts.stop)}</a></p>`;
    return { to: email, subject: `${PRODUCT_NAME_TOKEN}: ${fill(texts.subject, values)}`, html, text };
  });
}

/**
 * Everything the e-mails of a batch need, in one query: the recommendation, its place, its owner,
 * its recipients (with their users) and the latest step sent. Open and not stopped is asked again,
 * since the list of ids was read before: a recommendation closed meanwhile is left out.
 */
function readBatch(db: DbClient, ids: number[]) {
  return db.$queryRaw<DueRecommendation[]>`
    SELECT r.id, r."uniqueId", r.recommendation, r.priority::text AS priority, r."ownerEmail",
           to_char(r."dueDate", 'YYYY-MM-DD') AS "dueDate",
           (SELECT to_char(max(s."stepDate"), 'YYYY-MM-DD') FROM recommendation_reminders s
             WHERE s."recommendationId" = r.id) AS "lastStep",
           p.uuid::text AS "placeUuid", p.name AS "placeName",
           o.email AS "ownerUserEmail", o.language::text AS "ownerLanguage", o.status::text AS "ownerStatus",
           -- The recipients in the order they were added (a user's address first seen decides its language).
           COALESCE((SELECT json_agg(json_build_object('email', rr.email, 'userEmail', u.email,
                                                       'userLanguage', u.language, 'userStatus', u.status) ORDER BY rr.id)
                       FROM recommendation_recipients rr LEFT JOIN users u ON u.id = rr."userId"
                      WHERE rr."recommendationId" = r.id), '[]'::json) AS recipients
      FROM recommendations r
      JOIN places p ON p.id = r."placeId"
      LEFT JOIN users o ON o.id = r."ownerId"
     WHERE r.id = ANY(${ids}::int[]) AND r.status <> 'CLOSE' AND r."remindersStoppedAt" IS NULL
     ORDER BY r.id`;
}

/**
 * Queues the reminder e-mails due on the local date of `now`: for each open recommendation
 * (not CLOSE) whose reminders were not stopped, the step of the cadence it has reached, unless
 * that step was sent. Recipients: the owner (a user, or the free-text owner's e-mail) and the
 * recommendation's e-mail recipients.
 *
 * Exactly once: the step's row is unique per recommendation and step date, and is written in the
 * transaction of its e-mails. Recommendations go REMINDER_BATCH per transaction: the step rows of
 * the batch in one INSERT ... ON CONFLICT DO NOTHING RETURNING, which answers the rows this run
 * wrote; only those get e-mails. A second worker inserting the same rows at the same moment waits
 * for the first one's commit and then gets nothing back; a crash loses the whole batch, steps and
 * e-mails together, and the next run sends it.
 */
export async function sendRecommendationReminders(
  db: DbClient,
  options: { now?: Date; timeZone?: string; webUrl?: string } = {},
): Promise<{ recommendations: number; emails: number }> {
  const now = options.now ?? new Date();
  const today = localDateOf(now, options.timeZone ?? jobSettings.timeZone);
  const webUrl = options.webUrl ?? jobSettings.webUrl;

  // The candidates: open, not stopped, the first step (due date − 3) reached. Only the dates are
  // read here; the step of each is the one of reminderStep, compared with the latest one sent.
  const candidates = await db.$queryRaw<Array<{ id: number; dueDate: string; lastStep: string | null }>>`
    SELECT r.id, to_char(r."dueDate", 'YYYY-MM-DD') AS "dueDate",
           (SELECT to_char(max(s."stepDate"), 'YYYY-MM-DD') FROM recommendation_reminders s
             WHERE s."recommendationId" = r.id) AS "lastStep"
      FROM recommendations r
     WHERE r.status <> 'CLOSE' AND r."remindersStoppedAt" IS NULL
       AND r."dueDate" <= ${addDays(today, -REMINDER_OFFSETS[0])}::date
     ORDER BY r.id`;
  const ids = candidates.filter((c) => stepToSend(c.dueDate, c.lastStep, today)).map((c) => c.id);

  let recommendations = 0;
  let emails = 0;
  for (let start = 0; start < ids.length; start += REMINDER_BATCH) {
    const batch = await readBatch(db, ids.slice(start, start + REMINDER_BATCH));
    const rounds: Array<{ rec: DueRecommendation; step: string; recipients: Recipient[]; tokenHash: string; stopLink: string }> = [];
    for (const rec of batch) {
      const step = stepToSend(rec.dueDate, rec.lastStep, today);
      const recipients = recipientsOf(rec);
      if (!step || recipients.length === 0) continue;
      const token = randomBytes(32).toString('base64url');
      rounds.push({ rec, step, recipients, tokenHash: hashReminderToken(token), stopLink: new URL(`/auth/stop-reminders?token=${token}`, webUrl).toString() });
    }
    if (rounds.length === 0) continue;

    const sent = await db.$transaction(
      async (tx) => {
        // One row per recommendation of the batch, in ascending id order (as read): two workers
        // inserting the same batch take the rows' locks in the same order, so one waits for the
        // other instead of a deadlock. RETURNING answers only the rows this insert wrote.
        const claimed = await tx.$queryRaw<Array<{ recommendationId: number }>>`
          INSERT INTO recommendation_reminders ("recommendationId", "stepDate", "tokenHash", recipients)
          SELECT * FROM unnest(${rounds.map((r) => r.rec.id)}::int[], ${rounds.map((r) => r.step)}::date[],
                               ${rounds.map((r) => r.tokenHash)}::text[], ${rounds.map((r) => r.recipients.length)}::int[])
          ON CONFLICT ("recommendationId", "stepDate") DO NOTHING
          RETURNING "recommendationId"`;
        const won = new Set(claimed.map((c) => c.recommendationId));
        const mine = rounds.filter((r) => won.has(r.rec.id));
        if (mine.length === 0) return { recommendations: 0, emails: 0 };
        const messages = mine.flatMap(({ rec, recipients, stopLink }) =>
          messagesOf(rec, recipients, today, new URL(`/app/recommendations/${rec.placeUuid}/details/${rec.id}`, webUrl).toString(), stopLink),
        );
        // The batch's e-mails in one statement, one array per column (Prisma's createMany builds
        // them row by row and took three quarters of the job); the uuid as Prisma's default makes it.
        await tx.$executeRaw`
          INSERT INTO email_messages (uuid, "to", subject, html, text)
          SELECT gen_random_uuid(), m."to", m.subject, m.html, m.text
            FROM unnest(${messages.map((m) => m.to)}::text[], ${messages.map((m) => m.subject)}::text[],
                        ${messages.map((m) => m.html)}::text[], ${messages.map((m) => m.text)}::text[]) AS m("to", subject, html, text)`;
        await tx.recommendation.updateMany({ where: { id: { in: [...won] } }, data: { lastReminderAt: now } });
        await tx.$executeRaw`SELECT pg_notify('email_outbox', '')`;
        return { recommendations: mine.length, emails: messages.length };
      },
      { timeout: 60_000 },
    );
    recommendations += sent.recommendations;
    emails += sent.emails;
  }
  return { recommendations, emails };
}

const handle: JobHandler<typeof recommendationReminders> = async (_payload, { db, log }) => {
  const result = await sendRecommendationReminders(db);
  if (result.emails > 0) log.info(result, 'recommendation reminders queued');
  return result;
};
export default handle;
