import type { FecLine } from '../model';
import type { Account, JournalDef } from './chart';
import type { Party } from './parties';
import type { AnomalyId } from './anomaly-ids';

export type EntryKind =
  | 'opening'
  | 'sale'
  | 'purchase'
  | 'asset-purchase'
  | 'receipt'
  | 'supplier-payment'
  | 'cash-sale'
  | 'cash-purchase'
  | 'cash-deposit'
  | 'cash-deposit-bank'
  | 'loan'
  | 'bank-fees'
  | 'payroll'
  | 'salary-payment'
  | 'social-payment'
  | 'vat-return'
  | 'vat-payment'
  | 'reversal'
  | 'appropriation'
  | 'dividends'
  | 'local-tax'
  | 'partner-repayment'
  | 'planted';

/**
 * Lines an anomaly touched: line objects (of this entry or of one already emitted, whose number is
 * then known) or 'all' for every line of the entry.
 */
export interface Tag {
  id: AnomalyId;
  lines: FecLine[] | 'all';
}

/**
 * An accounting entry before numbering: the lines carry accounts, amounts, auxiliaries and
 * lettering; the emitter fills journal, number, dates, piece and validation into every line.
 */
export interface Draft {
  kind: EntryKind;
  journal: JournalDef;
  date: number;
  pieceRef: string;
  pieceDate: number;
  lib: string;
  lines: FecLine[];
  /** Set when an anomaly forces a validation date (0 = blank). */
  validDate?: number;
  /** Numbers skipped before this entry in its journal (a planted gap). */
  gapBefore?: number;
  tags?: Tag[];
  /** Changes applied after the emitter filled the common fields (planted raw anomalies). */
  post?: ((lines: FecLine[]) => void)[];
  /** The third party of an invoice or payment, for plants that need it. */
  party?: Party;
}

/** A new record with only its account and amounts; one object shape for every line (fast property access). */
export function leg(account: Account, debit: number, credit: number, party?: Party, lib = ''): FecLine {
  return {
    line: 0,
    journalCode: '',
    journalLib: '',
    ecritureNum: '',
    ecritureDate: 0,
    compteNum: account.num,
    compteLib: account.lib,
    compAuxNum: party ? party.aux : '',
    compAuxLib: party ? party.name : '',
    pieceRef: '',
    pieceDate: 0,
    ecritureLib: lib,
    debit,
    credit,
    ecritureLet: '',
    dateLet: 0,
    validDate: 0,
    montantDevise: null,
    idevise: '',
    dateRglt: 0,
    modeRglt: '',
    natOp: '',
    idClient: '',
    extra: null,
  };
}

export function tag(d: Draft, id: AnomalyId, lines: FecLine[] | 'all' = 'all'): Draft {
  (d.tags ??= []).push({ id, lines });
  return d;
}

export function addPost(d: Draft, fn: (lines: FecLine[]) => void): void {
  (d.post ??= []).push(fn);
}
