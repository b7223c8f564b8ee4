import { defineScheduledJob } from '../define-job.ts';

/**
 * Hourly: tells the users of a place about each schedule occurrence of the next day (in-app, and
 * by e-mail to those who asked for e-mail), once per occurrence. An occurrence is announced from
 * 07:00 of the day before in its schedule's time zone until it starts; the hourly tick lets every
 * zone reach that hour and catches up after the workers were down.
 */
export const upcomingScheduleNotices = defineScheduledJob({ name: 'upcoming-schedule-notices', cron: '0 * * * *', retry: { limit: 2 } });
