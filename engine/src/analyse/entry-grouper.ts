import { isOpeningJournal } from '../model/accounting';
import type { FecEntry, FecLine } from '../model/line';
import { EntryKeys } from './entry-keys';

/**
 * Groups consecutive lines sharing (JournalCode, EcritureNum) into entries, streaming: only the entry
 * being read is held. A key seen before comes back as an entry flagged `reopened` (keys are kept as
 * runs of numbers, or 64-bit hashes, never as strings: see EntryKeys).
 */
export class EntryGrouper {
  /** The lines of the entry being read, then copied at its end into an array of their exact size. */
  private buf: FecLine[] = [];
  private n = 0;
  private journalCode = '';
  private ecritureNum = '';
  private firstLine = 0;
  private debit = 0;
  private credit = 0;
  private reopened = false;
  private opening = false;
  private readonly keys = new EntryKeys();
  private readonly openingByJournal = new Map<string, boolean>();
  entries = 0;

  constructor(private readonly emit: (entry: FecEntry) => void) {}

  push(line: FecLine): void {
    if (this.n === 0 || line.ecritureNum !== this.ecritureNum || line.journalCode !== this.journalCode) {
      this.flush();
      this.journalCode = line.journalCode;
      this.ecritureNum = line.ecritureNum;
      this.firstLine = line.line;
      this.debit = 0;
      this.credit = 0;
      this.opening = this.isOpening(line);
      this.reopened = !this.keys.add(line.journalCode, line.ecritureNum);
    }
    this.buf[this.n++] = line;
    this.debit += line.debit;
    this.credit += line.credit;
  }

  /** Emits the entry being read, if any. Call once at the end of the file. */
  flush(): void {
    const n = this.n;
    if (n === 0) return;
    this.entries++;
    this.n = 0;
    // A pushed array would reserve 16 slots for the 2–3 lines of most entries.
    const lines = this.buf.slice(0, n);
    if (n > 1024) this.buf = []; // no large entry's lines kept alive by the buffer
    this.emit({
      journalCode: this.journalCode,
      ecritureNum: this.ecritureNum,
      lines,
      firstLine: this.firstLine,
      debit: this.debit,
      credit: this.credit,
      reopened: this.reopened,
      opening: this.opening,
    });
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
