import { isOpeningJournal } from '../model/accounting';
import type { FecEntry, FecLine } from '../model/line';
import { KeyIndex } from './key-index';

/**
 * Groups consecutive lines sharing (JournalCode, EcritureNum) into entries, streaming: only the entry
 * being read is held. A key seen before comes back as an entry flagged `reopened`; the first
 * EcritureDate of every key is remembered so a reused number with another date can be told apart.
 */
export class EntryGrouper {
  private current: FecEntry | null = null;
  private currentKey = '';
  private readonly seen = new KeyIndex();
  private readonly openingByJournal = new Map<string, boolean>();
  entries = 0;

  constructor(private readonly emit: (entry: FecEntry, firstDateOfKey: number) => void) {}

  push(line: FecLine): void {
    const key = line.journalCode + '\u0000' + line.ecritureNum;
    let entry = this.current;
    if (entry === null || key !== this.currentKey) {
      this.flush();
      this.currentKey = key;
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
      const firstDate = this.seen.getOrInsert(key, line.ecritureDate);
      if (firstDate !== undefined) entry.reopened = true;
      this.firstDateOfKey = firstDate ?? line.ecritureDate;
      this.current = entry;
    }
    entry.lines.push(line);
    entry.debit += line.debit;
    entry.credit += line.credit;
  }

  private firstDateOfKey = 0;

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
