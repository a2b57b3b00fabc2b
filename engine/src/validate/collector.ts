import type { Conformity, Diagnostic } from '../model/format';
import { DIAGNOSTIC_CODES, isTesterRule, type DiagnosticCode } from './codes';

export interface DiagnosticSnapshot {
  counts: Array<[DiagnosticCode, number]>;
  details: Array<[DiagnosticCode, Diagnostic[]]>;
}

/** Counts every diagnostic exactly and keeps the details of the first `cap` per code. */
export class DiagnosticCollector {
  readonly counts = new Map<DiagnosticCode, number>();
  private readonly details = new Map<DiagnosticCode, Diagnostic[]>();

  constructor(private readonly cap = 1000) {}

  add(code: DiagnosticCode, line: number, column: string, message: string): void {
    const n = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, n);
    if (n > this.cap) return;
    let list = this.details.get(code);
    if (!list) this.details.set(code, (list = []));
    list.push({
      line,
      column,
      code,
      severity: DIAGNOSTIC_CODES[code].severity,
      message,
      beyondTester: !isTesterRule(code),
    });
  }

  /** Adds `count` occurrences known in bulk (e.g. from a control's exact total) with some details. */
  addMany(code: DiagnosticCode, count: number, details: Diagnostic[]): void {
    if (count === 0) return;
    this.counts.set(code, (this.counts.get(code) ?? 0) + count);
    let list = this.details.get(code);
    if (!list) this.details.set(code, (list = []));
    for (const d of details) if (list.length < this.cap) list.push(d);
  }

  /** Counts and details, as plain data (the reading thread sends its own back to the controls' thread). */
  snapshot(): DiagnosticSnapshot {
    return { counts: [...this.counts], details: [...this.details] };
  }

  /**
   * Adds what another collector saw, as if it had been added here (same cap). The reading thread's
   * diagnostics are absorbed before any control's: within a code, their order stays the file's.
   */
  absorb(s: DiagnosticSnapshot): void {
    for (const [code, n] of s.counts) this.counts.set(code, (this.counts.get(code) ?? 0) + n);
    for (const [code, list] of s.details) {
      let mine = this.details.get(code);
      if (!mine) this.details.set(code, (mine = []));
      for (const d of list) if (mine.length < this.cap) mine.push(d);
    }
  }

  /** The first `max` distinct lines reported under `code`, in the order they were met. */
  linesOf(code: DiagnosticCode, max = 10): number[] {
    const lines: number[] = [];
    for (const d of this.details.get(code) ?? []) {
      if (lines.length >= max) break;
      if (lines[lines.length - 1] !== d.line) lines.push(d.line);
    }
    return lines;
  }

  count(code: DiagnosticCode): number {
    return this.counts.get(code) ?? 0;
  }

  hasFatal(): boolean {
    for (const code of this.counts.keys()) if (DIAGNOSTIC_CODES[code].fatal) return true;
    return false;
  }

  /** Details sorted by line, then code. */
  list(): Diagnostic[] {
    const all: Diagnostic[] = [];
    for (const l of this.details.values()) all.push(...l);
    return all.sort((a, b) => a.line - b.line || a.code.localeCompare(b.code));
  }

  countsObject(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  conformity(): Conformity {
    let alerts = false;
    for (const code of this.counts.keys()) {
      const severity = DIAGNOSTIC_CODES[code].severity;
      if (severity === 'ERROR') return 'non-conforme';
      if (severity === 'ALERT') alerts = true;
    }
    return alerts ? 'conforme-avec-alertes' : 'conforme';
  }
}
