import { isOpeningJournal } from '../model/accounting';
import type { FecLine } from '../model/line';

/**
 * Whether a journal is the opening one (à-nouveaux), decided on its first line and kept per code: every
 * entry of a journal gets the same answer, whoever groups the lines (EntryGrouper, LineAggregator).
 */
export class OpeningJournals {
  private readonly byCode = new Map<string, boolean>();

  of(line: FecLine): boolean {
    let v = this.byCode.get(line.journalCode);
    if (v === undefined) {
      v = isOpeningJournal(line.journalCode, line.journalLib);
      this.byCode.set(line.journalCode, v);
    }
    return v;
  }
}
