// Control: JE-CHIFFRES — Chiffres finaux répétés
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { Findings, lineRow } from './shared/findings';
import { eur, pct } from './shared/format';

export interface JeChiffresParams {
  /** Amounts below this (cents) are not looked at: small round prices are common and harmless. */
  minAmountCents: number;
  /** An account needs at least this many lines (outside opening entries) to be judged. */
  minLines: number;
  /** An account is reported when at least this many of its amounts end in repeated digits… */
  minCount: number;
  /** …and they make at least this share of its lines (by chance: about 1 in 10,000). */
  maxShare: number;
  /**
   * Accounts looked at (prefixes): charges, revenue, suppliers and customers, whose amounts come from
   * invoices. Capital, loans, partners' and internal transfers are round by nature.
   */
  accountPrefixes: string[];
}

interface Tally {
  hits: number;
  amount: number;
  /** The first hits, as rows (at most minCount + the row cap: enough to show the account). */
  rows: DetailRow[];
}

/**
 * True for whole-euro amounts whose last three digits repeat: 4 000,00 · 9 999,00 · 12 555,00. Real
 * invoices carry VAT and cents; such endings come from estimates, amounts typed to stay under an
 * approval limit, or figures made up.
 */
export function repeatedEnding(cents: number): boolean {
  if (cents < 0) cents = -cents;
  if (cents % 100 !== 0) return false;
  const euros = cents / 100;
  if (euros < 1000) return false;
  const last = euros % 1000;
  return last % 111 === 0;
}

export const JE_CHIFFRES: ControlDefinition<JeChiffresParams> = {
  id: 'JE-CHIFFRES',
  label: 'Chiffres finaux répétés',
  description:
    "Compte, compte par compte (charges, produits, fournisseurs et clients), les montants entiers d'au moins 1 000 € dont les trois derniers chiffres se répètent (4 000 €, 9 999 €, 12 555 €). Le hasard en produit environ un sur dix mille ; une part anormale signale des montants estimés, tapés juste sous un seuil d'autorisation ou inventés. L'auditeur examine les écritures relevées et leurs pièces.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: {
    minAmountCents: 100000,
    minLines: 5,
    minCount: 3,
    maxShare: 0.1,
    accountPrefixes: ['6', '7', '40', '41'],
  },
  create(ctx, p) {
    const accounts = new Map<string, Tally>();
    const skipped = new Set<string>();
    const keep = Math.max(p.minCount, Math.min(ctx.rowCap, 200));
    function hit(l: FecLine, amount: number): void {
      let t = accounts.get(l.compteNum);
      if (t === undefined) {
        if (skipped.has(l.compteNum)) return;
        if (!p.accountPrefixes.some((x) => l.compteNum.startsWith(x))) {
          skipped.add(l.compteNum);
          return;
        }
        accounts.set(l.compteNum, (t = { hits: 0, amount: 0, rows: [] }));
      }
      t.hits++;
      t.amount += amount;
      if (t.rows.length < keep)
        t.rows.push(lineRow(l, `Montant de ${eur(amount)} aux chiffres finaux répétés`));
    }
    return {
      onEntry(e) {
        if (e.opening) return;
        for (const l of e.lines) {
          const a = l.debit !== 0 ? l.debit : l.credit;
          if ((a >= p.minAmountCents || -a >= p.minAmountCents) && repeatedEnding(a)) hit(l, Math.abs(a));
        }
      },
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        const judged = [...accounts].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        for (const [num, t] of judged) {
          // The aggregator's line count (opening lines included: at most one per account).
          const totals = agg.accounts.get(num);
          const lines = totals ? totals.lines : t.hits;
          if (lines < p.minLines || t.hits < p.minCount || t.hits / lines < p.maxShare) continue;
          f.count += t.hits;
          f.amount += t.amount;
          for (const r of t.rows) {
            r.detail += ` — compte ${num} : ${t.hits} montants de ce type sur ${lines} lignes (${pct(t.hits / lines, 1)})`;
            if (f.keep()) f.add(r);
          }
          f.total += t.hits - t.rows.length;
        }
        return f.outcome('WARNING');
      },
    };
  },
};
