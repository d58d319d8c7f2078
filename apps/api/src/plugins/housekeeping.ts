import type { FastifyInstance } from 'fastify';

type Task = { name: string; run(now: Date): Promise<void> };

const HOUR_MS = 60 * 60_000;

/**
 * Runs the areas' clean-up tasks (expired sessions, unclaimed visitor reports) at start and every hour,
 * so the retention periods the privacy policy states hold on a quiet installation too, not only after
 * the next sign-in or submission. Each task limits itself to one run an hour, wherever it is called from.
 */
export async function scheduleHousekeeping(app: FastifyInstance, tasks: readonly Task[]): Promise<void> {
  // The latest run, which closing waits for: a run cut off by the database closing under it would log
  // failures that are not failures.
  let latestRun: Promise<unknown> = Promise.resolve();
  const runAll = () => {
    latestRun = Promise.all(
      tasks.map((task) =>
        task.run(new Date()).catch((error: unknown) => app.log.error({ err: error }, `${task.name} failed`)),
      ),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    runAll();
    timer = setInterval(runAll, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await latestRun;
  });
}
