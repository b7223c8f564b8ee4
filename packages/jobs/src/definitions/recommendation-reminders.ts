import { defineScheduledJob } from '../define-job.ts';

/**
 * Daily at 08:00: e-mails reminders of open recommendations (spec 3, section 9): 3 days before
 * the due date, on the due date, the day after, then every 7 days until the recommendation is
 * closed or someone stops its reminders with the link of an e-mail.
 */
export const recommendationReminders = defineScheduledJob({ name: 'recommendation-reminders', cron: '0 8 * * *', retry: { limit: 2 } });
