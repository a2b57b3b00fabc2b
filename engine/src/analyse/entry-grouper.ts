import { isOpeningJournal } from '../model/accounting';
import type { FecEntry, FecLine } from '../model/line';
import { DenseKeys } from '../util/dense-keys';

/**
 * Groups consecutive lines sharing (JournalCode, EcritureNum) into entries, streaming: only the entry
 * being read is held. A key seen before comes back as an entry flagged `reopened`; the first
 * EcritureDate of every key is remembered (4 bytes a key) so a reused number can be told apart.
 */
export class EntryGrouper {
  private current: FecEntry | null = null;
  private readonly keys = new DenseKeys();
  private firstDates = new Int32Array(1 << 12);
  private firstDateOfKey = 0;
  private readonly openingByJournal = new Map<string, boolean>();
  entries = 0;

  constructor(private readonly emit: (entry: FecEntry, firstDateOfKey: number) => void) {}

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
      const id = this.keys.id(line.journalCode, line.ecritureNum, '', 0);
      if (this.keys.created) {
        if (id === this.firstDates.length) {
          const grown = new Int32Array(id * 2);
          grown.set(this.firstDates);
          this.firstDates = grown;
        }
        this.firstDates[id] = line.ecritureDate;
        this.firstDateOfKey = line.ecritureDate;
      } else {
        entry.reopened = true;
        this.firstDateOfKey = this.firstDates[id];
      }
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
      this.emit(e, this.firstDateOfKey);
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
