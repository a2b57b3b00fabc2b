import type { Aggregates } from '../model/aggregates';
import type { ControlOutcome, ControlRun } from '../model/control';
import type { FecLine } from '../model/line';
import { Aggregator } from './aggregator';
import { EntryGrouper } from './entry-grouper';

/**
 * The core of the single pass, fed line by line in file order: lines are grouped into entries, each
 * entry goes to the aggregates and to every control's onEntry, and `finish` hands the aggregates to
 * every control. The engine's pipeline and the controls' tests both run controls through this.
 */
export class ControlPass {
  private readonly aggregator = new Aggregator();
  private readonly grouper: EntryGrouper;
  private readonly lineRuns: ControlRun[];

  constructor(private readonly runs: ControlRun[]) {
    this.lineRuns = runs.filter((r) => r.onLine !== undefined);
    const entryRuns = runs.filter((r) => r.onEntry !== undefined);
    // The handlers in an array of their own: each entry calls every control, and loading `onEntry`
    // from runs of many shapes would cost a megamorphic lookup per call.
    const onEntry = entryRuns.map((r) => r.onEntry!);
    this.grouper = new EntryGrouper((entry) => {
      this.aggregator.addEntry(entry);
      for (let i = 0; i < onEntry.length; i++) onEntry[i].call(entryRuns[i], entry);
    });
  }

  push(line: FecLine): void {
    for (let i = 0; i < this.lineRuns.length; i++) this.lineRuns[i].onLine!(line);
    this.grouper.push(line);
  }

  /** Closes the last entry; the aggregates, and each run's outcome unless `outcomes` is false. */
  finish(outcomes = true): { aggregates: Aggregates; outcomes: ControlOutcome[] } {
    this.grouper.flush();
    const aggregates = this.aggregator.finish();
    return { aggregates, outcomes: outcomes ? this.runs.map((r) => r.finish(aggregates)) : [] };
  }
}
