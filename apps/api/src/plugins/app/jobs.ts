import fp from 'fastify-plugin';
import { createJobClient, type JobClient } from '@trapline/jobs/job-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine's client: enqueue background jobs (in a Prisma transaction when they follow a change) and read them. */
    jobs: JobClient;
  }
}

/** One job client per API process; it connects on first use, so requests that never touch jobs cost nothing. */
export default fp<{ databaseUrl: string }>(
  async (app, opts) => {
    const jobs = createJobClient({
      databaseUrl: opts.databaseUrl,
      db: app.db,
      instanceName: 'api',
      poolSize: 2,
      onError: (error) => app.log.error({ err: error }, 'job engine error'),
      onWarning: (warning) => app.log.warn(warning.data, warning.message),
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['prisma'] },
);
