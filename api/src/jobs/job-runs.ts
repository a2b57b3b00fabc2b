import type { ApiDeps } from '../deps';

/** What a job handler logs through: the API's logger, or the console for errors when there is none (tests). */
export function jobLogger(log?: ApiDeps['log']) {
  return {
    info: (obj: object, msg?: string) => log?.info(obj, msg),
    // Without a logger (tests), errors still show.
    error: (obj: object, msg?: string) => (log ? log.error(obj, msg) : console.error(msg, obj)),
  };
}

/**
 * The jobs this process is running, so that stopping can wait for them to settle before the database
 * closes. `track` hands the run back unchanged (pg-boss sees its failure and retries).
 */
export function runningJobs() {
  const running = new Set<Promise<void>>();
  return {
    track<T>(run: Promise<T>): Promise<T> {
      const tracked = run.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
      return run;
    },
    settled: () => Promise.all([...running]).then(() => undefined),
  };
}
