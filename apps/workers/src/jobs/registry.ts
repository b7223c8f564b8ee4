// Every job the workers run: its definition (@trapline/jobs/definitions) and its handler here,
// imported when the first such job runs. A job with a `schedule` is also enqueued on it.
import { authRecordsCleanup } from '@trapline/jobs/definitions/auth-records-cleanup';
import { backgroundJobsCleanup } from '@trapline/jobs/definitions/background-jobs-cleanup';
import { inspectionReport } from '@trapline/jobs/definitions/inspection-report';
import { interventionProtocol } from '@trapline/jobs/definitions/intervention-protocol';
import { placeReport } from '@trapline/jobs/definitions/place-report';
import { planExport } from '@trapline/jobs/definitions/plan-export';
import { qrBatchPdf } from '@trapline/jobs/definitions/qr-batch-pdf';
import { upcomingScheduleNotices } from '@trapline/jobs/definitions/upcoming-schedule-notices';
import { recommendationReminders } from '@trapline/jobs/definitions/recommendation-reminders';
import { statisticsExport } from '@trapline/jobs/definitions/statistics-export';
import { workerJob, type WorkerJob } from '../engine/job-handler.ts';

/** Renders (pdfkit draws synchronously) run RENDER_CONCURRENCY at a time per process, 1 by default. */
export function jobRegistryFor(renderConcurrency: number): readonly WorkerJob[] {
  return [
    ...jobRegistry,
    workerJob(planExport, () => import('./plan-export.handler.ts'), { concurrency: renderConcurrency }),
    workerJob(inspectionReport, () => import('./inspection-report.handler.ts'), { concurrency: renderConcurrency }),
    workerJob(qrBatchPdf, () => import('./qr-batch-pdf.handler.ts'), { concurrency: renderConcurrency }),
    workerJob(interventionProtocol, () => import('./intervention-protocol.handler.ts'), { concurrency: renderConcurrency }),
    workerJob(placeReport, () => import('./place-report.handler.ts'), { concurrency: renderConcurrency }),
    workerJob(statisticsExport, () => import('./statistics-export.handler.ts'), { concurrency: renderConcurrency }),
  ];
}

/** The jobs that are not renders. */
export const jobRegistry: readonly WorkerJob[] = [
  workerJob(backgroundJobsCleanup, () => import('./background-jobs-cleanup.handler.ts')),
  workerJob(authRecordsCleanup, () => import('./auth-records-cleanup.handler.ts')),
  workerJob(upcomingScheduleNotices, () => import('./upcoming-schedule-notices.handler.ts')),
  workerJob(recommendationReminders, () => import('./recommendation-reminders.handler.ts')),
];
