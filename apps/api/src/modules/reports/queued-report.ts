import { randomBytes } from 'node:crypto';
import type { ReportJobResponse } from '@trapline/contracts/reports';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { JobDefinition, JobPayloadInput } from '@trapline/jobs/define-job';
import { langOf, type Lang } from '@trapline/render/progress';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import type { RenderJobs, StartedRender } from '../../plugins/app/render-jobs.ts';

/**
 * The row of a place report (PDF) or a statistics export (XLSX), written in the transaction of its
 * render job: queued at 0 % over the period and with the note it covers; the workers fill in the
 * file and the status. Answers what every such job's payload says: the row's id, the place, the
 * period, the note, the language and time zone, a new key of the file under the place and the name
 * it is downloaded under (the place and the period's first and last days).
 */
export async function queueReport<Lang extends string>(
  tx: Prisma.TransactionClient,
  report: {
    kind: 'PDF' | 'XLSX';
    place: { id: number; uuid: string; name: string };
    userId: number;
    period: { from: Date; to: Date; days: string[] };
    note: string | null;
    lang: Lang;
    timezone: string;
    /** How the file's key starts, below the place's folder of reports. */
    filePrefix: string;
    /** What the row keeps of the request besides the language, the time zone and the file name. */
    parameters?: Prisma.InputJsonObject;
  },
) {
  const { kind, place, period, note, lang, timezone } = report;
  const extension = kind === 'PDF' ? 'pdf' : 'xlsx';
  const fileName = `${place.name} ${period.days[0] ?? ''}_${period.days.at(-1) ?? ''}.${extension}`.replace(/[\\/:*?"<>|]/g, '-');
  const { id } = await tx.report.create({
    data: {
      kind,
      placeId: place.id,
      userId: report.userId,
      status: 'QUEUED',
      progress: 0,
      dateFrom: period.from,
      dateTo: period.to,
      note,
      parameters: { lang, ...report.parameters, timezone, fileName },
    },
    select: { id: true },
  });
  return {
    reportId: id,
    placeId: place.id,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timezone,
    note,
    lang,
    fileKey: `reports/${place.uuid}/${report.filePrefix}-${randomBytes(6).toString('hex')}.${extension}`,
    fileName,
  };
}

type QueuedReport = Awaited<ReturnType<typeof queueReport<Lang>>>;

/**
 * Starts the render of a place report or statistics export for the caller, in the language and
 * time zone of the request: its row and its job are written together (queueReport), an unfinished
 * job of the caller asking the same is shared, and with `context.async` unset the request waits a
 * moment for the file (followReport). `choices` are what besides the period, the language and the
 * note decides the file; `payload` completes the job's payload from the queued row.
 */
export async function startReport<D extends JobDefinition>(
  services: { db: DbClient; storage: FileStorage; renders: RenderJobs },
  scope: AccessScope,
  context: { timezone: string; lang: string; async: boolean },
  report: Pick<Parameters<typeof queueReport>[1], 'kind' | 'filePrefix' | 'period' | 'note' | 'parameters'> & {
    definition: D;
    place: ScopedPlace;
    choices?: Array<string | number>;
    payload: (queued: QueuedReport) => JobPayloadInput<D>;
  },
): Promise<{ status: 201 | 202; body: ReportJobResponse }> {
  const { db, storage, renders } = services;
  const { definition, place, period, note } = report;
  const lang = langOf(context.lang);
  const userId = scope.principal.userId;
  const sameRequest = [definition.name, place.id, period.from.toISOString(), period.to.toISOString(), ...(report.choices ?? []), lang, note ?? ''];
  const started = await renders.start({
    definition,
    key: sameRequest.join(':').slice(0, 400),
    startedBy: { userId, companyId: place.companyId },
    prepare: async (tx) => report.payload(await queueReport(tx, { ...report, userId, lang, timezone: context.timezone })),
  });
  // The job's payload is the queued row's and more (payload), whether this request's or a shared one's.
  return followReport(db, storage, renders, definition.name, started as StartedRender<QueuedReport>, context.async);
}

/** The report of a started render: 201 with its URL when it finished within the wait, else 202 with the job. */
async function followReport(
  db: DbClient,
  storage: FileStorage,
  renders: RenderJobs,
  jobName: string,
  started: StartedRender<QueuedReport>,
  async: boolean,
): Promise<{ status: 201 | 202; body: ReportJobResponse }> {
  const report = await db.report.findUniqueOrThrow({ where: { id: started.payload.reportId }, select: { id: true, uuid: true } });
  const pending = { status: 202 as const, body: { id: report.id, uuid: report.uuid, url: null, jobId: started.jobId } };
  if (async) return pending;
  const job = await renders.wait(jobName, started.jobId);
  if (job?.state !== 'completed') return pending;
  return { status: 201, body: { ...pending.body, url: await storage.signedUrl(started.payload.fileKey, { downloadName: started.payload.fileName }) } };
}
