import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The order of a grand livre, and the external sort that puts a large file's lines in it with bounded memory.
 *
 * An accountant reads an account's ledger by date: the à-nouveaux first (the opening balance), then the lines
 * by EcritureDate, then by EcritureNum (numbers compared as numbers: 9 before 10), and the line's place in the
 * file as the last tiebreak, so that the order is total and the same at every build. A line without a date
 * (invalid in a FEC, reported by the analysis) goes last rather than before the opening.
 */

export interface LedgerKey {
  opening: boolean;
  /** AAAAMMJJ, 0 when absent. */
  date: number;
  ecritureNum: string;
  /** Physical line in the file. */
  line: number;
}

/** A ledger line as stored: its sort key, its movement (debit − credit, cents) and its TSV record. */
export interface LedgerRecord extends LedgerKey {
  delta: number;
  /** Tab-separated fields, ending with a newline (see RECORD_FIELDS in ledger-index.ts). */
  text: string;
}

const UNDATED = 99_999_999;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Natural order (EcritureNum, CompAuxNum): runs of digits compare as numbers (VT9 < VT10; 042 after 42). */
export function compareNatural(a: string, b: string): number {
  if (a === b) return 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      let ei = i;
      let ej = j;
      while (ei < a.length && isDigit(a.charCodeAt(ei))) ei++;
      while (ej < b.length && isDigit(b.charCodeAt(ej))) ej++;
      let si = i;
      let sj = j;
      while (si < ei - 1 && a.charCodeAt(si) === 48) si++;
      while (sj < ej - 1 && b.charCodeAt(sj) === 48) sj++;
      const byLength = ei - si - (ej - sj);
      if (byLength !== 0) return byLength;
      for (; si < ei; si++, sj++) {
        const d = a.charCodeAt(si) - b.charCodeAt(sj);
        if (d !== 0) return d;
      }
      // Same number: fewer leading zeros first, so that the order stays total.
      const zeros = ei - i - (ej - j);
      if (zeros !== 0) return zeros;
      i = ei;
      j = ej;
    } else {
      if (ca !== cb) return ca - cb;
      i++;
      j++;
    }
  }
  return a.length - i - (b.length - j);
}

export function compareLedgerKeys(a: LedgerKey, b: LedgerKey): number {
  if (a.opening !== b.opening) return a.opening ? -1 : 1;
  return (
    (a.date || UNDATED) - (b.date || UNDATED) ||
    compareNatural(a.ecritureNum, b.ecritureNum) ||
    a.line - b.line
  );
}

/** The integer written in text[start, end) (an optional minus sign, then digits). */
function intAt(text: string, start: number, end: number): number {
  let sign = 1;
  if (text.charCodeAt(start) === 45) {
    sign = -1;
    start++;
  }
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + (text.charCodeAt(i) - 48);
  return sign * n;
}

/**
 * A record read back from its text (fields: line, journal, num, date, piece, label, aux, debit, credit,
 * opening). Merging reads every spilled line back: the fields of the key are read in place, without splitting
 * the line into ten strings.
 */
export function parseRecord(text: string): LedgerRecord {
  const tabs: number[] = [];
  for (let i = text.indexOf('\t'); i >= 0 && tabs.length < 9; i = text.indexOf('\t', i + 1)) tabs.push(i);
  if (tabs.length < 9) throw new Error('ledger record cut short');
  return {
    line: intAt(text, 0, tabs[0]!),
    ecritureNum: text.slice(tabs[1]! + 1, tabs[2]),
    date: intAt(text, tabs[2]! + 1, tabs[3]!),
    delta: intAt(text, tabs[6]! + 1, tabs[7]!) - intAt(text, tabs[7]! + 1, tabs[8]!),
    opening: text.charCodeAt(tabs[8]! + 1) === 49,
    text,
  };
}

/** A sorted run in the spill file: bytes [start, start + bytes). */
export interface Run {
  start: number;
  bytes: number;
}

const READ_SIZE = 32 * 1024;

/**
 * Reads one run back a little at a time (READ_SIZE bytes), so that merging many runs holds a few kilobytes per
 * run, never a run whole. Records end with a newline, which never occurs inside a UTF-8 character: a read is
 * cut after its last newline and decoded whole.
 */
class RunCursor {
  private pos: number;
  private readonly end: number;
  private lines: string[] = [];
  private next = 0;
  head: LedgerRecord | null = null;

  constructor(
    private readonly file: FileHandle,
    run: Run,
  ) {
    this.pos = run.start;
    this.end = run.start + run.bytes;
  }

  /** Moves to the next record when it is read already; false when `advance` must read the file first. */
  step(): boolean {
    if (this.next >= this.lines.length) return false;
    this.head = parseRecord(this.lines[this.next++]! + '\n');
    return true;
  }

  /** Moves to the next record (null at the run's end). */
  async advance(): Promise<void> {
    if (this.step()) return;
    await this.fill();
    if (!this.step()) this.head = null;
  }

  private async fill(): Promise<void> {
    this.lines = [];
    this.next = 0;
    let size = READ_SIZE;
    while (this.pos < this.end) {
      const want = Math.min(size, this.end - this.pos);
      const buffer = Buffer.allocUnsafe(want);
      const { bytesRead } = await this.file.read(buffer, 0, want, this.pos);
      if (bytesRead === 0) throw new Error('ledger spill file cut short');
      const cut = buffer.lastIndexOf(0x0a, bytesRead - 1);
      if (cut < 0) {
        // A record longer than the read (a FEC line may reach 64 KB): read more at once.
        size *= 2;
        continue;
      }
      this.pos += cut + 1;
      this.lines = buffer.toString('utf8', 0, cut).split('\n');
      return;
    }
  }
}

/** Min-heap of cursors on their head record. */
function heapPush(heap: RunCursor[], c: RunCursor): void {
  heap.push(c);
  let i = heap.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (compareLedgerKeys(heap[p]!.head!, c.head!) <= 0) break;
    heap[i] = heap[p]!;
    i = p;
  }
  heap[i] = c;
}

function heapPop(heap: RunCursor[]): RunCursor {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length > 0) {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const m = r < heap.length && compareLedgerKeys(heap[r]!.head!, heap[l]!.head!) < 0 ? r : l;
      if (compareLedgerKeys(heap[m]!.head!, last.head!) >= 0) break;
      heap[i] = heap[m]!;
      i = m;
    }
    heap[i] = last;
  }
  return top;
}

/**
 * One temporary file holding sorted runs (appended one after the other) of every account whose lines did not
 * fit the memory budget; removed by `close`.
 */
export class SpillFile {
  private size = 0;

  private constructor(
    private readonly dir: string,
    private readonly file: FileHandle,
  ) {}

  static async create(): Promise<SpillFile> {
    const dir = await mkdtemp(join(tmpdir(), 'fec-ledger-'));
    try {
      return new SpillFile(dir, await open(join(dir, 'runs.tsv'), 'w+'));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Writes records already in ledger order as one run. */
  async append(sorted: LedgerRecord[]): Promise<Run> {
    const buffer = Buffer.from(sorted.map((r) => r.text).join(''), 'utf8');
    const run = { start: this.size, bytes: buffer.length };
    let written = 0;
    while (written < buffer.length) {
      const { bytesWritten } = await this.file.write(
        buffer,
        written,
        buffer.length - written,
        this.size + written,
      );
      written += bytesWritten;
    }
    this.size += buffer.length;
    return run;
  }

  /** Hands the records of `runs` to `emit` in ledger order (a k-way merge). */
  async merge(runs: Run[], emit: (r: LedgerRecord) => void | Promise<void>): Promise<void> {
    const heap: RunCursor[] = [];
    for (const run of runs) {
      const c = new RunCursor(this.file, run);
      await c.advance();
      if (c.head) heapPush(heap, c);
    }
    while (heap.length > 0) {
      const c = heapPop(heap);
      const pending = emit(c.head!);
      if (pending) await pending;
      // Most steps find their record read already: no promise per line.
      if (!c.step()) await c.advance();
      if (c.head) heapPush(heap, c);
    }
  }

  async close(): Promise<void> {
    await this.file.close().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
