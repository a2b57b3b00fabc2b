import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { AnalyseOutcome, AnalyseTask, CorrectOutcome, CorrectTask } from './engine-tasks';

/** The worker script; `import.meta.dirname` also works under Jest (SWC turns it into `__dirname`). */
const WORKER_FILE = join(import.meta.dirname, 'engine-worker.ts');

export interface EnginePool {
  analyse(task: Omit<AnalyseTask, 'kind'>, signal?: AbortSignal): Promise<AnalyseOutcome>;
  correct(task: Omit<CorrectTask, 'kind'>, signal?: AbortSignal): Promise<CorrectOutcome>;
  /** Terminates the threads; running tasks reject. */
  close(): Promise<void>;
}

/**
 * Whether an analysis reads its file on a thread of its own (the engine's `readerThread`): `'auto'` (large
 * files: ~20 % less waiting for ~15–40 % more CPU) while the machine has a core to spare for each
 * analysis thread, as with `npm start`'s single one; never when the pool's threads already fill the cores,
 * where the second core is better spent on another analysis.
 */
export function readerThreadFor(threads: number, cores: number): 'auto' | false {
  return threads * 2 <= cores ? 'auto' : false;
}

/**
 * Engine runs in worker threads (at most `threads` at once), started on first use. The worker file is
 * TypeScript: each thread loads tsx first, which works the same under tsx and under Jest (Jest only
 * transforms the main thread).
 */
export function enginePool(threads: number): EnginePool {
  const readerThread = readerThreadFor(threads, availableParallelism());
  let pool: Piscina | null = null;
  const get = () =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      execArgv: ['--import', 'tsx'],
      minThreads: 0,
      maxThreads: Math.max(1, threads),
      idleTimeout: 30_000,
    }));
  return {
    analyse: (task, signal) => get().run({ ...task, kind: 'analyse', readerThread }, { signal }),
    correct: (task, signal) => get().run({ ...task, kind: 'correct' }, { signal }),
    async close() {
      const p = pool;
      pool = null;
      if (p) await p.destroy();
    },
  };
}
