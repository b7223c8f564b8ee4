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
  pl: { subject: 'Przypomnienie: zalecenie nr {number} – {place}', soon: 'Termin zalecenia nr {number} w miejscu {place} mija {due}.', due: 'Termin zalecenia nr {number} w miejscu {place} mija dzisiaj ({due}).', overdue: 'Zalecenie nr {number} w miejscu {place} jest po terminie ({due}).', open: 'Otwórz zalecenie', stop: 'Nie przypominaj więcej', stopHint: 'Przypomnienia przychodzą do zamknięcia zalecenia. Aby je wyłączyć:', priority: { LOW: 'niski', MEDIUM: 'średni', HIGH: 'wysoki' } },
  en: { subject: 'Reminder: recommendation no. {number} – {place}', soon: 'Recommendation no. {number} at {place} is due on {due}.', due: 'Recommendation no. {number} at {place} is due today ({due}).', overdue: 'Recommendation no. {number} at {place} is overdue (due {due}).', open: 'Open the recommendation', stop: 'Stop these reminders', stopHint: 'Reminders come until the recommendation is closed. To stop them:', priority: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' } },
  de: { subject: 'Erinnerung: Empfehlung Nr. {number} – {place}', soon: 'Empfehlung Nr. {number} in {place} ist am {due} fällig.', due: 'Empfehlung Nr. {number} in {place} ist heute fällig ({due}).', overdue: 'Empfehlung Nr. {number} in {place} ist überfällig (fällig am {due}).', open: 'Empfehlung öffnen', stop: 'Keine Erinnerungen mehr', stopHint: 'Erinnerungen kommen, bis die Empfehlung geschlossen ist. Zum Abbestellen:', priority: { LOW: 'niedrig', MEDIUM: 'mittel', HIGH: 'hoch' } },
  it: { subject: 'Promemoria: raccomandazione n. {number} – {place}', soon: 'La raccomandazione n. {number} presso {place} scade il {due}.', due: 'La raccomandazione n. {number} presso {place} scade oggi ({due}).', overdue: 'La raccomandazione n. {number} presso {place} è scaduta ({due}).', open: 'Apri la raccomandazione', stop: 'Non inviare più promemoria', stopHint: 'I promemoria arrivano finché la raccomandazione non è chiusa. Per fermarli:', priority: { LOW: 'bassa', MEDIUM: 'media', HIGH: 'alta' } },
  ru: { subject: 'Напоминание: рекомендация № {number} – {place}', soon: 'Срок рекомендации № {number} на объекте {place}: {due}.', due: 'Срок рекомендации № {number} на объекте {place} истекает сегодня ({due}).', overdue: 'Рекомендация № {number} на объекте {place} просрочена (срок {due}).', open: 'Открыть рекомендацию', stop: 'Больше не напоминать', stopHint: 'Напоминания приходят, пока рекомендация не закрыта. Чтобы отключить их:', priority: { LOW: 'низкий', MEDIUM: 'средний', HIGH: 'высокий' } },
};
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

interface Recipient {
  email: string;
  language: string;
}

/**
 * Queues the reminder e-mails due on the local date of `now`: for each open recommendation
 * (not CLOSE) whose reminders were not stopped, the step of the cadence it has reached, unless
 * that step was sent. Recipients: the owner (a user, or the free-text owner's e-mail) and the
 * recommendation's e-mail recipients. The step's row and its e-mails are one transaction, and
 * the row is unique per recommendation and step, so a second run or worker sends nothing.
 */
export async function sendRecommendationReminders(db: DbClient, options: { now?: Date; timeZone?: string; webUrl?: string } = {}): Promise<{ recommendations: number; emails: number }> {
  const now = options.now ?? new Date();
  const today = localDateOf(now, options.timeZone ?? jobSettings.timeZone);
  const webUrl = options.webUrl ?? jobSettings.webUrl;
  const firstStepBy = new Date(`${addDays(today, -REMINDER_OFFSETS[0])}T00:00:00.000Z`);
  const due = await db.recommendation.findMany({
    where: { status: { not: 'CLOSE' }, remindersStoppedAt: null, dueDate: { lte: firstStepBy } },
    select: {
      id: true,
      uniqueId: true,
      recommendation: true,
      priority: true,
      dueDate: true,
      ownerEmail: true,
      place: { select: { uuid: true, name: true } },
      owner: { select: { email: true, language: true, status: true } },
      recipients: { select: { email: true, user: { select: { email: true, language: true, status: true } } } },
      reminders: { select: { stepDate: true }, orderBy: { stepDate: 'desc' }, take: 1 },
    },
    orderBy: { id: 'asc' },
  });
  let recommendations = 0;
  let emails = 0;
  for (const rec of due) {
    const dueDate = rec.dueDate.toISOString().slice(0, 10);
    const step = reminderStep(dueDate, today);
    if (!step) continue;
    if (rec.reminders[0] && rec.reminders[0].stepDate.toISOString().slice(0, 10) >= step) continue;
    const recipients = new Map<string, Recipient>();
    const add = (email: string | null | undefined, language = 'pl') => {
      const address = email?.trim().toLowerCase();
      if (address && !recipients.has(address)) recipients.set(address, { email: address, language: language.toLowerCase() });
    };
    if (rec.owner?.status === 'ACTIVE') add(rec.owner.email, rec.owner.language);
    add(rec.ownerEmail);
    for (const r of rec.recipients) {
      if (r.user) {
        if (r.user.status === 'ACTIVE') add(r.user.email, r.user.language);
      } else add(r.email);
    }
    if (recipients.size === 0) continue;

    const token = randomBytes(32).toString('base64url');
    const stopLink = new URL(`/auth/stop-reminders?token=${token}`, webUrl).toString();
    const openLink = new URL(`/app/recommendations/${rec.place.uuid}/details/${rec.id}`, webUrl).toString();
    const sent = await db.$transaction(async (tx) => {
      const claimed = await tx.$executeRaw`
        INSERT INTO recommendation_reminders ("recommendationId", "stepDate", "tokenHash", recipients)
        VALUES (${rec.id}, ${step}::date, ${hashReminderToken(token)}, ${recipients.size})
        ON CONFLICT ("recommendationId", "stepDate") DO NOTHING`;
      if (claimed === 0) return 0;
      const messages = [...recipients.values()].map(({ email, language }) => {
        const texts = TEXTS[language] ?? TEXTS.pl!;
        const values = { number: String(rec.uniqueId), place: rec.place.name, due: dueDate };
        const sentence = fill(today < dueDate ? texts.soon : today === dueDate ? texts.due : texts.overdue, values);
        const priority = texts.priority[rec.priority] ?? rec.priority;
        const text = `${sentence}\n\n${rec.recommendation}\n(${priority})\n\n${texts.open}: ${openLink}\n\n${texts.stopHint}\n${texts.stop}: ${stopLink}`;
        const html =
          `<p>${escapeHtml(sentence)}</p><blockquote>${escapeHtml(rec.recommendation)}</blockquote><p>(${escapeHtml(priority)})</p>` +
          `<p><a href="${escapeHtml(openLink)}">${escapeHtml(texts.open)}</a></p>` +
          `<p style="color:#666;font-size:12px">${escapeHtml(texts.stopHint)} <a href="${escapeHtml(stopLink)}">${escapeHtml(texts.stop)}</a></p>`;
        return { to: email, subject: `${PRODUCT_NAME_TOKEN}: ${fill(texts.subject, values)}`, html, text };
      });
      await tx.emailMessage.createMany({ data: messages });
      await tx.recommendation.update({ where: { id: rec.id }, data: { lastReminderAt: now } });
      await tx.$executeRaw`SELECT pg_notify('email_outbox', '')`;
      return messages.length;
    });
    if (sent > 0) {
      recommendations += 1;
      emails += sent;
    }
  }
  return { recommendations, emails };
}

const handle: JobHandler<typeof recommendationReminders> = async (_payload, { db, log }) => {
  const result = await sendRecommendationReminders(db);
  if (result.emails > 0) log.info(result, 'recommendation reminders queued');
  return result;
};
export default handle;
