import { defineScheduledJob } from '../define-job.ts';

/**
 * Nightly: deletes sign-in records that nothing reads any more (sign-in attempts, reset requests,
 * spent reset links, invitation links and refresh tokens, sessions that can no longer be used, e-mail changes past
 * their link). Each cut-off is explained in the handler.
 */
export const authRecordsCleanup = defineScheduledJob({ name: 'auth-records-cleanup', cron: '50 3 * * *' });
