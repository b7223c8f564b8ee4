import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export interface Background {
  /** Runs work after the answer, off the request's path; failures are logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (closing the app waits for it too). */
  idle(): Promise<void>;
}

/**
 * Work an answer must not wait for: its duration would tell the caller something (whether an
 * account exists), or the caller has no use for its outcome.
 */
export default fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    const background: Background = {
      run(name, task) {
        const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => running.delete(promise));
        running.add(promise);
      },
      async idle() {
        while (running.size > 0) await Promise.all([...running]);
      },
    };
    app.decorate('background', background);
    app.addHook('onClose', async () => background.idle());
  },
  { name: 'background' },
);
