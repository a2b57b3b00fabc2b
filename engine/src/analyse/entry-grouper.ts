import { isOpeningJournal } from '../model/accounting';
import type { FecEntry, FecLine } from '../model/line';
import { EntryKeys } from './entry-keys';

/**
 * Groups consecutive lines sharing (JournalCode, EcritureNum) into entries, streaming: only the entry
 * being read is held. A key seen before comes back as an entry flagged `reopened` (keys are kept as
 * runs of numbers, or 64-bit hashes, never as strings: see EntryKeys).
 */
export class EntryGrouper {
  private current: FecEntry | null = null;
  private readonly keys = new EntryKeys();
  private readonly openingByJournal = new Map<string, boolean>();
  entries = 0;

  constructor(private readonly emit: (entry: FecEntry) => void) {}

  push(line: FecLine): void {
    let entry = this.current;
    if (entry === null || line.ecritureNum !== entry.ecritureNum || line.journalCode !== entry.journalCode) {
      this.flush();
      entry = {
        journalCode: line.journalCode,
        ecritureNum: line.ecritureNum,
        lines: [],
        firstLine: line.line,
        debit: 0,
        credit: 0,
        reopened: false,
        opening: this.isOpening(line),
      };
      entry.reopened = !this.keys.add(line.journalCode, line.ecritureNum);
      this.current = entry;
    }
    entry.lines.push(line);
    entry.debit += line.debit;
    entry.credit += line.credit;
  }

  /** Emits the entry being read, if any. Call once at the end of the file. */
  flush(): void {
    if (this.current !== null) {
      this.entries++;
      const e = this.current;
      this.current = null;
      this.emit(e);
    }
  }

  private isOpening(line: FecLine): boolean {
    let v = this.openingByJournal.get(line.journalCode);
    if (v === undefined) {
      v = isOpeningJournal(line.journalCode, line.journalLib);
      this.openingByJournal.set(line.journalCode, v);
    }
    return v;
  }
}
