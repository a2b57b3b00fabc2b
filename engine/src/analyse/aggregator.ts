import type { AccountTotals, Aggregates, JournalTotals, MonthTotals } from '../model/aggregates';
import type { FecEntry, FecLine } from '../model/line';
import { own } from '../util/strings';

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

/** Builds the shared aggregates entry by entry (so opening entries are known per line). */
export class Aggregator {
  /** CompteNum → CompAuxNum → totals: no key concatenation per line; flattened once by `finish`. */
  private readonly auxByAccount = new Map<string, Map<string, AccountTotals>>();

  readonly result: Aggregates = {
    accounts: new Map(),
    auxiliaries: new Map(),
    journals: new Map(),
    months: new Map(),
    debit: 0,
    credit: 0,
    lines: 0,
    entries: 0,
    minDate: 0,
    maxDate: 0,
  };

  addEntry(entry: FecEntry): void {
    const r = this.result;
    r.entries++;
    let journal: JournalTotals | undefined = r.journals.get(entry.journalCode);
    if (journal === undefined) {
      journal = { label: own(entry.lines[0].journalLib), debit: 0, credit: 0, lines: 0, entries: 0 };
      r.journals.set(own(entry.journalCode), journal);
    }
    journal.entries++;
    // An entry's lines mostly share one date: the month's totals are looked up once per change of month.
    let monthKey = -1;
    let month: MonthTotals | undefined;
    for (const l of entry.lines) {
      r.lines++;
      r.debit += l.debit;
      r.credit += l.credit;
      journal.debit += l.debit;
      journal.credit += l.credit;
      journal.lines++;
      const m = (l.ecritureDate / 100) | 0;
      if (m !== monthKey) {
        monthKey = m;
        month = r.months.get(m);
        if (month === undefined) r.months.set(m, (month = { debit: 0, credit: 0, lines: 0 }));
      }
      month!.debit += l.debit;
      month!.credit += l.credit;
      month!.lines++;
      if (l.ecritureDate) {
        if (r.minDate === 0 || l.ecritureDate < r.minDate) r.minDate = l.ecritureDate;
        if (l.ecritureDate > r.maxDate) r.maxDate = l.ecritureDate;
      }
      let account = r.accounts.get(l.compteNum);
      if (account === undefined) {
        account = newTotals(l.compteLib, l.line);
        r.accounts.set(own(l.compteNum), account);
      }
      addTo(account, l, entry.opening);
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
        addTo(aux, l, entry.opening);
      }
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
