// Control: JE-ATYPIQUES — Montants atypiques par compte
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { Findings, lineRow } from './shared/findings';
import { eur } from './shared/format';

export interface JeAtypiquesParams {
  /** An account (one side: debits or credits) needs at least this many amounts to be judged. */
  minLines: number;
  /** Robust z-score on log10 of the amount above which an amount is atypical… */
  maxZ: number;
  /** …provided it is at least this many times the account's median amount… */
  minRatio: number;
  /** …and at least this (cents). */
  minAmountCents: number;
  /** Largest amounts kept per account and side (the candidates). */
  candidates: number;
  /**
   * Accounts with fewer than minLines amounts but at least this many get a test of their own: their
   * largest amount is atypical when it is at least smallMaxRatio times the next largest (a score on
   * few amounts is unstable: the amount must stand apart from all the others), with the score
   * (maxZ), minRatio times the median and minAmountCents of the large accounts.
   */
  smallMinLines: number;
  smallMaxRatio: number;
  /**
   * Account classes (first digits) the small-account test covers: the income statement. A
   * balance-sheet account with few lines is lumpy by nature (an asset bought, a loan drawn, a capital
   * contribution among small movements).
   */
  smallClasses: string[];
}

/** Histogram of log10(cents) in bins of 1/50 of a decade, from 1 cent to 10^12 cents. */
const BINS_PER_DECADE = 50;
const BINS = 12 * BINS_PER_DECADE;
/** Smallest MAD used (decades): stops near-constant accounts (a rent) from flagging every change. */
const MIN_MAD = 0.1;

interface Side {
  n: number;
  hist: Uint32Array;
  /** The largest amounts, descending, with their rows. */
  top: { amount: number; row: DetailRow }[];
  /** The two largest amounts, whatever their size (0 when none). */
  max1: number;
  max2: number;
}

function binOf(log: number): number {
  const b = Math.floor(log * BINS_PER_DECADE);
  return b < 0 ? 0 : b >= BINS ? BINS - 1 : b;
}

/** The value (log10 cents, bin centre) at rank `k` (0-based) of the histogram. */
function quantile(hist: Uint32Array, k: number): number {
  let seen = 0;
  for (let b = 0; b < hist.length; b++) {
    seen += hist[b];
    if (seen > k) return (b + 0.5) / BINS_PER_DECADE;
  }
  return BINS / BINS_PER_DECADE;
}

/** Median and MAD (decades) of the log amounts, to the bin's precision (about 5 % in amount). */
export function histogramMedianMad(hist: Uint32Array, n: number): { median: number; mad: number } {
  const lo = (n - 1) >> 1;
  const hi = n >> 1;
  const median = (quantile(hist, lo) + quantile(hist, hi)) / 2;
  // Deviations from the median, binned the same way.
  const dev = new Uint32Array(BINS);
  for (let b = 0; b < hist.length; b++) {
    if (hist[b] === 0) continue;
    const d = Math.abs((b + 0.5) / BINS_PER_DECADE - median);
    dev[Math.min(BINS - 1, Math.round(d * BINS_PER_DECADE))] += hist[b];
  }
  const mad = (quantile(dev, lo) + quantile(dev, hi)) / 2 - 0.5 / BINS_PER_DECADE;
  return { median, mad: Math.max(0, mad) };
}

export const JE_ATYPIQUES: ControlDefinition<JeAtypiquesParams> = {
  id: 'JE-ATYPIQUES',
  label: 'Montants atypiques par compte',
  description:
    "Compare chaque montant aux montants habituels de son compte (débits et crédits séparément, comptes d'au moins 30 lignes) : score robuste sur le logarithme des montants (médiane et écart absolu médian). Un montant très supérieur à l'ordinaire du compte — au moins 10 fois la médiane — signale une erreur de saisie, une opération exceptionnelle ou une écriture inventée ; l'auditeur en vérifie la pièce. Les comptes de charges et de produits de 5 à 29 lignes sont jugés sur leur plus grand montant : atypique quand il vaut au moins 5 fois le suivant, avec le même score, au moins 10 fois la médiane et 1 000 €.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: {
    minLines: 30,
    maxZ: 5,
    minRatio: 10,
    minAmountCents: 100000,
    candidates: 10,
    smallMinLines: 5,
    smallMaxRatio: 5,
    smallClasses: ['6', '7'],
  },
  create(ctx, p) {
    // Debits and credits apart: a VAT account's monthly return is no outlier among invoice lines.
    const debits = new Map<string, Side>();
    const credits = new Map<string, Side>();
    function count(l: FecLine, amount: number, map: Map<string, Side>): void {
      let s = map.get(l.compteNum);
      if (s === undefined)
        map.set(l.compteNum, (s = { n: 0, hist: new Uint32Array(BINS), top: [], max1: 0, max2: 0 }));
      s.n++;
      s.hist[binOf(Math.log10(amount))]++;
      if (amount > s.max1) {
        s.max2 = s.max1;
        s.max1 = amount;
      } else if (amount > s.max2) s.max2 = amount;
      const top = s.top;
      if (amount < p.minAmountCents) return;
      if (top.length === p.candidates && amount <= top[top.length - 1].amount) return;
      // Rows are built only for amounts entering the candidates: a few per account.
      let i = top.length;
      while (i > 0 && top[i - 1].amount < amount) i--;
      top.splice(i, 0, { amount, row: lineRow(l, '') });
      if (top.length > p.candidates) top.pop();
    }
    /** The largest amount of a small account when it stands apart from the others, else null. */
    function smallOutlier(num: string, side: string, s: Side): { amount: number; row: DetailRow } | null {
      if (s.n < p.smallMinLines || !p.smallClasses.some((c) => num.startsWith(c))) return null;
      const c = s.top[0];
      // The largest candidate is the account's largest amount (max1) by construction.
      if (c.amount < p.smallMaxRatio * s.max2) return null;
      // The score of the large accounts too: an account whose amounts spread over decades (goods
      // bought from 50 € to 5 000 €) has no outlier at ten times its usual amount.
      const { median, mad } = histogramMedianMad(s.hist, s.n);
      const z = (Math.log10(c.amount) - median) / (1.4826 * Math.max(mad, MIN_MAD));
      if (z < p.maxZ || c.amount < p.minRatio * Math.pow(10, median)) return null;
      c.row.detail = `${eur(c.amount)} au ${side} du compte ${num}, ${Math.round(c.amount / s.max2)} fois son plus grand autre montant (${eur(s.max2)}, ${s.n} lignes) : score robuste ${z.toFixed(1).replace('.', ',')}`;
      return c;
    }
    return {
      onEntry(e) {
        if (e.opening) return;
        for (const l of e.lines) {
          const net = l.debit - l.credit;
          if (net > 0) count(l, net, debits);
          else if (net < 0) count(l, -net, credits);
        }
      },
      finish() {
        const f = new Findings(ctx.rowCap);
        const found: { amount: number; row: DetailRow }[] = [];
        const all = [
          ...[...debits].map(([num, s]) => ({ num, s, side: 'débit' })),
          ...[...credits].map(([num, s]) => ({ num, s, side: 'crédit' })),
        ];
        for (const { num, s, side } of all) {
          if (s.top.length === 0) continue;
          if (s.n < p.minLines) {
            const c = smallOutlier(num, side, s);
            if (c !== null) found.push(c);
            continue;
          }
          const { median, mad } = histogramMedianMad(s.hist, s.n);
          const spread = 1.4826 * Math.max(mad, MIN_MAD);
          const typical = Math.pow(10, median);
          for (const c of s.top) {
            const z = (Math.log10(c.amount) - median) / spread;
            if (z < p.maxZ || c.amount < p.minRatio * typical) continue;
            c.row.detail = `${eur(c.amount)} au ${side} du compte ${num}, ${Math.round(c.amount / typical)} fois son montant médian (${eur(Math.round(typical))}, ${s.n} lignes) : score robuste ${z.toFixed(1).replace('.', ',')}`;
            found.push(c);
          }
        }
        found.sort((a, b) => a.row.line - b.row.line);
        for (const c of found) {
          f.count++;
          f.amount += c.amount;
          if (f.keep()) f.add(c.row);
        }
        return f.outcome('WARNING');
      },
    };
  },
};
