import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { bundledModuleFile } from '../../../engine/src/util/bundled-script';
import type { AnalyseOutcome, AnalyseTask, CorrectOutcome, CorrectTask } from './engine-tasks';

/** The worker script; `import.meta.dirname` also works under Jest (SWC turns it into `__dirname`). */
export const ENGINE_WORKER_FILE = join(import.meta.dirname, 'engine-worker.ts');

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
 * How a pool thread loads the engine: the bundled worker script (engine-worker.ts and the engine in one
 * module, see bundled-script.ts: ~25 % less time on a large file than through tsx's getters, and a
 * thread that starts without compiling TypeScript), or the sources through tsx where the bundle cannot be kept.
 * Works the same under tsx and under Jest (Jest only transforms the main thread).
 */
export async function workerScript(): Promise<{ filename: string; execArgv: string[] }> {
  const bundled = await bundledModuleFile('engine-worker', ENGINE_WORKER_FILE).catch(() => null);
  return bundled !== null
    ? { filename: bundled, execArgv: [] }
    : { filename: ENGINE_WORKER_FILE, execArgv: ['--import', 'tsx'] };
}

/** Engine runs in worker threads (at most `threads` at once), started on first use. */
export function enginePool(threads: number): EnginePool {
  const readerThread = readerThreadFor(threads, availableParallelism());
  let pool: Promise<Piscina> | null = null;
  const get = () =>
    (pool ??= workerScript().then(
      (script) =>
        new Piscina({
          ...script,
          minThreads: 0,
          maxThreads: Math.max(1, threads),
          idleTimeout: 30_000,
        }),
    ));
  return {
    analyse: async (task, signal) =>
      (await get()).run({ ...task, kind: 'analyse', readerThread }, { signal }),
    correct: async (task, signal) => (await get()).run({ ...task, kind: 'correct' }, { signal }),
    async close() {
      const p = pool;
      pool = null;
      if (p) await (await p).destroy();
    },
  };
}
