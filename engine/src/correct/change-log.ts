import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** One correction: the physical line of the source (0 = the whole file), the column, before, after. */
export interface Change {
  line: number;
  column: string;
  before: string;
  after: string;
}

function csv(v: string | number): string {
  const s = String(v);
  return /[;"\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

/**
 * The corrector's audit trail, streamed as CSV (UTF-8 with BOM, ';', as Excel in French expects):
 * every change is written, counts are kept per kind, and the first ones stay in memory for the report.
 */
export class ChangeLog {
  total = 0;
  readonly byKind = new Map<string, number>();
  readonly first: Change[] = [];
  private readonly stream: Writable | null;
  private buffer = '';

  constructor(
    output: string | Writable | null,
    private readonly keep = 1000,
  ) {
    this.stream = output === null ? null : typeof output === 'string' ? createWriteStream(output) : output;
    if (this.stream) this.buffer = '\uFEFFligne;colonne;avant;après\r\n';
  }

  add(kind: string, change: Change): void {
    this.total++;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
    if (this.first.length < this.keep) this.first.push(change);
    if (this.stream) {
      this.buffer += `${change.line};${csv(change.column)};${csv(change.before)};${csv(change.after)}\r\n`;
      if (this.buffer.length > 1 << 16) this.flush();
    }
  }

  /** Writes what is buffered; resolves when the stream can take more. */
  flush(): Promise<void> | undefined {
    if (!this.stream || this.buffer === '') return undefined;
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    return ok ? undefined : new Promise((resolve) => this.stream!.once('drain', () => resolve()));
  }

  async close(): Promise<void> {
    if (!this.stream) return;
    this.flush();
    this.stream.end();
    await finished(this.stream);
  }
}
