// Control: TVA-JOURNAL — Compte incohérent avec le journal
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { lineRow, Findings } from './shared/findings';
import * as scanning from './shared/entry-scan';
import { JournalKinds, type JournalKind } from './shared/journals';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_411, ACC_512, ACC_53, CLASS_7, scanEntry, VAT_COLLECTED, VAT_DEDUCTIBLE } = scanning;

export interface TvaJournalParams {
  /**
   * A journal the name does not classify is a bank (cash) journal when at least this share of its
   * entries touch 512 (53).
   */
  inferShare: number;
}

/** The five inconsistencies, by the journal kind in which a line is wrong. */
const enum Rule {
  DeductibleInSales,
  CollectedInPurchases,
  RevenueInPurchases,
  CashOutsideCash,
  BankOutsideBank,
}

const RULE_TEXT = [
  'TVA déductible (4456) dans un journal de ventes',
  'TVA collectée (4457) dans un journal d’achats',
  'Compte de produits (70 à 75) dans un journal d’achats',
  'Compte de caisse (53) hors du journal de caisse',
  'Compte bancaire (512) hors d’un journal de banque',
];

interface JournalState {
  code: string;
  byName: JournalKind;
  /** Entry flags worth a look, given what the name says the journal is. */
  relevant: number;
  entries: number;
  with512: number;
  with53: number;
  /** Per rule: exact count and the first rows. */
  counts: number[];
  rows: DetailRow[][];
}

function ruleOf(c: string): Rule | -1 {
  const c0 = c.charCodeAt(0);
  if (c0 === 0x37) return c.charCodeAt(1) <= 0x35 ? Rule.RevenueInPurchases : -1; // 70-75, not 76-79
  if (c0 === 0x35) {
    const c1 = c.charCodeAt(1);
    if (c1 === 0x33) return Rule.CashOutsideCash;
    if (c1 === 0x31 && c.charCodeAt(2) === 0x32) return Rule.BankOutsideBank;
    return -1;
  }
  if (c0 === 0x34 && c.charCodeAt(1) === 0x34 && c.charCodeAt(2) === 0x35) {
    const c3 = c.charCodeAt(3);
    if (c3 === 0x36) return Rule.DeductibleInSales;
    if (c3 === 0x37) return Rule.CollectedInPurchases;
  }
  return -1;
}

const RELEVANT: Record<JournalKind, number> = {
  opening: 0,
  sales: VAT_DEDUCTIBLE | ACC_53 | ACC_512,
  purchases: VAT_COLLECTED | CLASS_7 | ACC_53 | ACC_512,
  bank: ACC_53,
  cash: ACC_512,
  payroll: ACC_53 | ACC_512,
  misc: ACC_53 | ACC_512,
  // Only bank and cash journals are inferred from the entries (see kindOf).
  unknown: ACC_53 | ACC_512,
};

/**
 * A shop's takings (cash sale, « recettes du jour »): revenue (70) credited straight against the means
 * of payment, no customer account. Booked in the sales journal, the cash and bank debits are right.
 */
function isTakings(lines: readonly FecLine[]): boolean {
  for (const l of lines) {
    const c = l.compteNum;
    if (c.charCodeAt(0) === 0x37 && c.charCodeAt(1) === 0x30 && l.credit > l.debit) return true;
  }
  return false;
}

function kindOf(s: JournalState, share: number): JournalKind {
  if (s.byName !== 'unknown') return s.byName;
  const n = s.entries || 1;
  if (s.with512 / n >= share) return 'bank';
  if (s.with53 / n >= share) return 'cash';
  // Sales and purchases journals are told by name only: inferring them from the accounts mistakes
  // the odd journal (extra-accounting, inventory) for one.
  return 'unknown';
}

function isViolation(rule: Rule, kind: JournalKind): boolean {
  switch (rule) {
    case Rule.DeductibleInSales:
      return kind === 'sales';
    case Rule.CollectedInPurchases:
    case Rule.RevenueInPurchases:
      return kind === 'purchases';
    case Rule.CashOutsideCash:
      return kind !== 'cash' && kind !== 'opening';
    case Rule.BankOutsideBank:
      return kind !== 'bank' && kind !== 'opening';
  }
}

export const TVA_JOURNAL: ControlDefinition<TvaJournalParams> = {
  id: 'TVA-JOURNAL',
  label: 'Compte incohérent avec le journal',
  description:
    "Signale les comptes passés dans un journal qui ne leur correspond pas : TVA déductible dans les ventes, TVA collectée ou produits dans les achats, caisse (53) hors du journal de caisse, banque (512) hors d'un journal de banque. Ce sont des erreurs d'imputation ou des contournements du circuit normal de saisie. Ne sont pas signalées les recettes d'un commerce passées au journal de ventes (produits 70 crédités contre caisse, remises CB ou banque, sans compte client).",
  theme: 'tva',
  cycle: 'fiscal',
  categories: ['OK', 'WARNING'],
  params: { inferShare: 0.5 },
  create(ctx, p) {
    const names = new JournalKinds();
    const journals = new Map<string, JournalState>();
    let last: JournalState | null = null;
    return {
      onEntry(e) {
        let s = last;
        if (s === null || s.code !== e.journalCode) {
          s = journals.get(e.journalCode) ?? null;
          if (s === null) {
            const byName = names.get(e.journalCode, e.lines[0].journalLib);
            s = {
              code: e.journalCode,
              byName,
              relevant: RELEVANT[byName],
              entries: 0,
              with512: 0,
              with53: 0,
              counts: [0, 0, 0, 0, 0],
              rows: [[], [], [], [], []],
            };
            journals.set(e.journalCode, s);
          }
          last = s;
        }
        if (s.byName === 'opening') return;
        const flags = scanEntry(e).flags;
        s.entries++;
        if (flags & ACC_512) s.with512++;
        if (flags & ACC_53) s.with53++;
        // Only the accounts that can be wrong in this kind of journal are looked at line by line.
        if (!(flags & s.relevant)) return;
        // Legitimate cash and bank lines outside their own journal: a shop's takings in the sales
        // journal. (Transfers between treasuries go through 58, so 53 ↔ 512 directly stays flagged.)
        const takings =
          s.byName === 'sales' && !(flags & ACC_411) && (flags & CLASS_7) !== 0 && isTakings(e.lines);
        for (const l of e.lines) {
          const rule = ruleOf(l.compteNum);
          if (rule === -1) continue;
          if (rule === Rule.CashOutsideCash || rule === Rule.BankOutsideBank) {
            if (takings && l.debit > l.credit) continue;
          }
          s.counts[rule]++;
          if (s.rows[rule].length < ctx.rowCap) s.rows[rule].push(lineRow(l, RULE_TEXT[rule]));
        }
      },
      finish() {
        const f = new Findings(ctx.rowCap);
        const rows: DetailRow[] = [];
        for (const s of journals.values()) {
          if (s.byName === 'opening') continue;
          const kind = kindOf(s, p.inferShare);
          for (let r = 0; r < 5; r++) {
            if (s.counts[r] === 0 || !isViolation(r, kind)) continue;
            f.count += s.counts[r];
            rows.push(...s.rows[r]);
          }
        }
        // Each (journal, rule) kept its first rows: merged by line, the first rowCap are the file's first.
        rows.sort((a, b) => a.line - b.line);
        for (const row of rows.slice(0, ctx.rowCap)) f.add(row);
        f.total = f.count;
        return f.outcome('WARNING');
      },
    };
  },
};
