import type { AccountTotals, Aggregates, JournalTotals } from '../model/aggregates';
import type { FecEntry, FecLine } from '../model/line';
import { own } from '../util/strings';
import { OpeningJournals } from './opening-journals';

function newTotals(label: string, line: number): AccountTotals {
  return {
    label: own(label),
    debit: 0,
    credit: 0,
    openingDebit: 0,
    openingCredit: 0,
    lines: 0,
    firstLine: line,
    lastLine: line,
  };
}

function addTo(t: AccountTotals, l: FecLine, opening: boolean): void {
  t.debit += l.debit;
  t.credit += l.credit;
  if (opening) {
    t.openingDebit += l.debit;
    t.openingCredit += l.credit;
  }
  t.lines++;
  t.lastLine = l.line;
}

/**
 * Builds the shared aggregates entry by entry (so opening entries are known per line): whole entries
 * (addEntry), or an entry opened then its lines one by one (openEntry, addLine; see LineAggregator).
 */
export class Aggregator {
  /** CompteNum → CompAuxNum → totals: no key concatenation per line; flattened once by `finish`. */
  private readonly auxByAccount = new Map<string, Map<string, AccountTotals>>();

  readonly result: Aggregates = {
    accounts: new Map(),
    auxiliaries: new Map(),
    journals: new Map(),
    debit: 0,
    credit: 0,
    lines: 0,
    entries: 0,
    minDate: 0,
    maxDate: 0,
  };

  addEntry(entry: FecEntry): void {
    this.openEntry(entry.journalCode, entry.lines[0].journalLib, entry.opening);
    for (const l of entry.lines) this.addLine(l);
  }

  /** The journal and opening flag of the entry whose lines come next (see addLine). */
  private journal: JournalTotals | null = null;
  private opening = false;

  /** Starts an entry: its lines follow through addLine. */
  openEntry(journalCode: string, journalLib: string, opening: boolean): void {
    const r = this.result;
    r.entries++;
    let journal: JournalTotals | undefined = r.journals.get(journalCode);
    if (journal === undefined) {
      journal = { label: own(journalLib), debit: 0, credit: 0, lines: 0, entries: 0 };
      r.journals.set(own(journalCode), journal);
    }
    journal.entries++;
    this.journal = journal;
    this.opening = opening;
  }

  /** A line of the entry opened last. */
  addLine(l: FecLine): void {
    const r = this.result;
    const journal = this.journal!;
    r.lines++;
    r.debit += l.debit;
    r.credit += l.credit;
    journal.debit += l.debit;
    journal.credit += l.credit;
    journal.lines++;
    if (l.ecritureDate) {
      if (r.minDate === 0 || l.ecritureDate < r.minDate) r.minDate = l.ecritureDate;
      if (l.ecritureDate > r.maxDate) r.maxDate = l.ecritureDate;
    }
    let account = r.accounts.get(l.compteNum);
    if (account === undefined) {
      account = newTotals(l.compteLib, l.line);
      r.accounts.set(own(l.compteNum), account);
    }
    addTo(account, l, this.opening);
    if (l.compAuxNum !== '') {
      let auxes = this.auxByAccount.get(l.compteNum);
      if (auxes === undefined) {
        auxes = new Map();
        this.auxByAccount.set(own(l.compteNum), auxes);
      }
      let aux = auxes.get(l.compAuxNum);
      if (aux === undefined) {
        aux = newTotals(l.compAuxLib, l.line);
        auxes.set(own(l.compAuxNum), aux);
      }
      addTo(aux, l, this.opening);
    }
  }

  /** The aggregates, with `auxiliaries` keyed `CompteNum\u0000CompAuxNum` as the model says. */
  finish(): Aggregates {
    const aux = this.result.auxiliaries;
    aux.clear();
    for (const [account, auxes] of this.auxByAccount)
      for (const [auxNum, totals] of auxes) aux.set(account + '\u0000' + auxNum, totals);
    return this.result;
  }
}

/**
 * The aggregates of lines that come one by one, cut into entries exactly as EntryGrouper cuts them (a
 * change of JournalCode or EcritureNum opens one): the reading thread computes them beside the lines it
 * sends, and the controls' thread no longer has to.
 */
export class LineAggregator {
  private readonly aggregator = new Aggregator();
  private readonly openings = new OpeningJournals();
  private journalCode = '';
  private ecritureNum = '';
  private started = false;

  add(line: FecLine): void {
    if (!this.started || line.ecritureNum !== this.ecritureNum || line.journalCode !== this.journalCode) {
      this.started = true;
      this.journalCode = line.journalCode;
      this.ecritureNum = line.ecritureNum;
      this.aggregator.openEntry(line.journalCode, line.journalLib, this.openings.of(line));
    }
    this.aggregator.addLine(line);
  }

  finish(): Aggregates {
    return this.aggregator.finish();
  }
}
