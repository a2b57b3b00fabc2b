import type { AnomalyId } from './anomaly-ids';
import type { Draft } from './draft';
import type { InvoiceSpec } from './invoices';
import type { OpeningBook } from './opening';
import type { Payment, SimState } from './state';

/** What a draft hook may know about the entries already produced. */
export interface DraftContext {
  /** Last validation date per journal code, in production order. */
  lastValid: Map<string, number>;
}

/**
 * One planted anomaly: hooks the simulation calls at fixed points. A hook returns true (or drafts)
 * once it has planted; the plant is then `done` and its hooks are no longer called, except `after`
 * hooks of plants whose effect lasts (a till left negative over several days).
 */
export interface Plant {
  id: AnomalyId;
  /** Other controls the change cannot help triggering (an unbalanced entry also unbalances the file). */
  alsoTriggers: AnomalyId[];
  description: string;
  /** True for statistical or file-wide anomalies with no particular line. */
  global?: boolean;
  /** First date on which the plant may act. */
  from: number;
  done: boolean;
  /** While true, the plant stays active after acting (its effect spans several days). */
  lingering?: () => boolean;
  setup?(s: SimState): void;
  opening?(book: OpeningBook, s: SimState): void;
  /** Invoices about to be booked. */
  spec?(kind: 'sale' | 'purchase', spec: InvoiceSpec, s: SimState): boolean;
  /** Payments about to be booked. */
  payment?(p: Payment, s: SimState): boolean;
  /** Entries of the day, in order, once built. */
  draft?(d: Draft, s: SimState, ctx: DraftContext): boolean;
  /** Extra entries, early in the day. */
  day?(s: SimState, date: number): Draft[] | null;
  /** Extra entries at the end of the day (after the day's business). */
  late?(s: SimState, date: number, today: Draft[]): Draft[] | null;
  /** Extra entries on the last working day, after everything else. */
  last?(s: SimState, date: number): Draft[];
}
