import type { ScheduledJob } from './scheduler.ts';

/**
 * The workers' scheduled jobs. Each entry names its schedule and calls a handler in
 * ../jobs/; reports, inspection reminders and sensor checks are added here as they come.
 */
export const scheduledJobs: ScheduledJob[] = [];
