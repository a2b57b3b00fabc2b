import type { ControlRun } from '../model/control';
import type { FecEntry, FecLine } from '../model/line';

/** The per-line and per-entry hooks of many control runs, called as one. */
export interface FusedHooks {
  onLine(line: FecLine): void;
  onEntry(entry: FecEntry): void;
}

/**
 * Calls every run's hooks from its own call site. A loop `for (r of runs) r.onEntry(e)` is one
 * megamorphic call site (tens of ns per call, never inlined); generated code with one site per run
 * keeps each site monomorphic, so V8 can inline the hooks. Measured here with 40 no-op hooks: about
 * three times less overhead. Intended for the engine's single pass; `runs` must not change afterwards.
 */
export function fuseRuns(runs: readonly ControlRun[]): FusedHooks {
  const lineRuns = runs.filter((r) => r.onLine !== undefined);
  const entryRuns = runs.filter((r) => r.onEntry !== undefined);
  const body = (hook: string, arg: string, n: number): string =>
    Array.from({ length: n }, (_, i) => `r[${i}].${hook}(${arg});`).join('\n');
  const onLine = new Function(
    'r',
    `return function onLine(l) {\n${body('onLine', 'l', lineRuns.length)}\n};`,
  )(lineRuns) as (l: FecLine) => void;
  const onEntry = new Function(
    'r',
    `return function onEntry(e) {\n${body('onEntry', 'e', entryRuns.length)}\n};`,
  )(entryRuns) as (e: FecEntry) => void;
  return { onLine, onEntry };
}
