// Control: TVA-TAUX — Taux de TVA apparent
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { hasVatAccount } from './shared/accounts';
import { Findings, na } from './shared/findings';
import { eur, pct } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry, VAT_44567, VAT_COLLECTED, VAT_DEDUCTIBLE, VAT_SETTLEMENT } = scanning;

// What a line is for this control, from its account's first characters (no allocation).
const NONE = 0;
/** 4456x: deductible VAT (44567 makes the entry a VAT return, filtered out before). */
const DEDUCTIBLE = 1;
/** 4457x, 4452x: collected or self-assessed VAT. */
const COLLECTED = 2;
/** Classes 2, 6, 7 (less the excluded prefixes): the taxable base. */
const BASE = 3;

/** `excluded[c0 * 10 + c1]` is 1 for the 2-digit prefixes left out of the base. */
function roleOf(c: string, excluded: Uint8Array): number {
  const c0 = c.charCodeAt(0);
  if (c0 === 0x36 || c0 === 0x37 || c0 === 0x32) {
    const c1 = c.charCodeAt(1) - 0x30;
    return c1 >= 0 && c1 <= 9 && excluded[(c0 - 0x30) * 10 + c1] === 1 ? NONE : BASE;
  }
  if (c0 !== 0x34 || c.charCodeAt(1) !== 0x34 || c.charCodeAt(2) !== 0x35) return NONE;
  const c3 = c.charCodeAt(3);
  return c3 === 0x36 ? DEDUCTIBLE : c3 === 0x37 || c3 === 0x32 ? COLLECTED : NONE;
}

export interface TvaTauxParams {
  /** Legal rates in percent: metropolitan France, Corsica, overseas departments. */
  rates: number[];
  /** Tolerance in percentage points around a rate. */
  tolerancePoints: number;
  /** Rounding tolerance (cents) per VAT line. */
  roundingCents: number;
  /** Entries with a smaller base (cents) are not measured. */
  minBaseCents: number;
  /** Charges and revenue outside the scope of VAT, left out of the base (taxes, payroll, financial…). */
  baseExcludedPrefixes: string[];
}

export const TVA_TAUX: ControlDefinition<TvaTauxParams> = {
  id: 'TVA-TAUX',
  label: 'Taux de TVA apparent',
  description:
    'Calcule, pour chaque écriture portant de la TVA, le rapport entre la TVA (4456x, 4457x, 4452x) et la base hors taxes (classes 2, 6 et 7 hors impôts, personnel, financier et exceptionnel), et signale les taux qui ne correspondent à aucun taux légal. Un taux apparent anormal révèle une erreur de base, de taux ou une TVA déduite à tort.',
  theme: 'tva',
  cycle: 'fiscal',
  categories: ['OK', 'WARNING', 'NA'],
  params: {
    rates: [20, 13, 10, 8.5, 5.5, 2.1, 1.75, 1.05, 0.9],
    tolerancePoints: 0.2,
    roundingCents: 2,
    minBaseCents: 1000,
    baseExcludedPrefixes: ['63', '64', '66', '67', '68', '69', '76', '77', '78', '79'],
  },
  create(ctx, p) {
    const maxRate = Math.max(...p.rates);
    const minRate = Math.min(...p.rates);
    const excluded = new Uint8Array(100);
    for (const x of p.baseExcludedPrefixes) excluded[Number(x.slice(0, 2))] = 1;
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        const flags = scanEntry(e).flags;
        if (!(flags & (VAT_DEDUCTIBLE | VAT_COLLECTED)) || flags & (VAT_SETTLEMENT | VAT_44567)) return;
        let base = 0;
        let ded = 0;
        let col = 0;
        let vatLines = 0;
        let baseLines = 0;
        let first: FecLine | null = null;
        for (const l of e.lines) {
          const role = roleOf(l.compteNum, excluded);
          if (role === NONE) continue;
          const net = l.debit - l.credit;
          if (role === BASE) {
            base += net;
            baseLines++;
          } else {
            vatLines++;
            if (first === null) first = l;
            if (role === DEDUCTIBLE) ded += net;
            else col += net;
          }
        }
        if (first === null) return;
        base = Math.abs(base);
        if (base < p.minBaseCents) return;
        // Self-assessed VAT books the same amount on both sides: the rate is that amount.
        const vat = Math.max(Math.abs(ded), Math.abs(col));
        const rate = (vat / base) * 100;
        const slack = Math.max(p.tolerancePoints, ((p.roundingCents * vatLines) / base) * 100);
        for (const r of p.rates) if (Math.abs(rate - r) <= slack) return;
        // Several VAT lines may mix rates: only a rate above every legal rate is then certain.
        // Several VAT lines, or one VAT line for several items, may mix rates: only a rate outside the
        // legal range is then certain.
        if ((vatLines > 1 || baseLines > 1) && rate <= maxRate + slack && rate >= minRate - slack) return;
        f.addLine(
          first,
          () => `Taux apparent ${pct(rate / 100)} (TVA ${eur(vat)} pour une base de ${eur(base)})`,
          vat,
        );
      },
      finish(agg) {
        if (!hasVatAccount(agg))
          return na('Aucun compte de TVA (445) : entreprise non assujettie ou en franchise.');
        return f.outcome('WARNING');
      },
    };
  },
};
