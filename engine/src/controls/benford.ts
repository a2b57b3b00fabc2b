// Control: BENFORD — Loi de Benford
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, na } from './shared/findings';
import { dec, pct } from './shared/format';

export interface BenfordParams {
  /** Amounts below this (cents) are left out (10 €). */
  minAmountCents: number;
  /** Fewer amounts than this: NA. */
  minSample: number;
  /**
   * Nigrini's thresholds, applied to the excess MAD: the mean absolute deviation minus the one a true
   * Benford sample of the same size shows by chance (≈ 1/√(63.2 n) for the first digit, 1/√(158.8 n)
   * for the first two; Barney & Schulzke 2016). Without it, small clean files fail by noise alone.
   */
  firstMarginal: number;
  firstNonconformity: number;
  firstTwoMarginal: number;
  firstTwoNonconformity: number;
}

const POW10 = Array.from({ length: 18 }, (_, k) => 10 ** k);
const EXPECTED_FIRST = Array.from({ length: 10 }, (_, d) => (d === 0 ? 0 : Math.log10(1 + 1 / d)));
const EXPECTED_TWO = Array.from({ length: 100 }, (_, d) => (d < 10 ? 0 : Math.log10(1 + 1 / d)));

function mad(counts: Float64Array, expected: number[], from: number, n: number): number {
  let s = 0;
  for (let d = from; d < counts.length; d++) s += Math.abs(counts[d] / n - expected[d]);
  return s / (counts.length - from);
}

export const BENFORD: ControlDefinition<BenfordParams> = {
  id: 'BENFORD',
  label: 'Loi de Benford',
  description:
    "Compare la fréquence du premier chiffre et des deux premiers chiffres des montants d'au moins 10 € à la loi de Benford (écart absolu moyen, seuils de Nigrini). Des montants inventés s'en écartent : une non-conformité oriente les contrôles, elle ne prouve rien à elle seule.",
  theme: 'statistiques',
  cycle: 'general',
  categories: ['OK', 'INFO', 'WARNING', 'NA'],
  params: {
    minAmountCents: 1000,
    minSample: 300,
    firstMarginal: 0.012,
    firstNonconformity: 0.015,
    firstTwoMarginal: 0.0018,
    firstTwoNonconformity: 0.0022,
  },
  create(ctx, p) {
    const first = new Float64Array(10);
    const two = new Float64Array(100);
    let n = 0;
    function count(a: number): void {
      if (a < 0) a = -a;
      if (a < p.minAmountCents) return;
      // Leading two digits without log10: one division by the right power of ten.
      let k = 0;
      while (k < 15 && a >= POW10[k + 2]) k++;
      a = Math.floor(a / POW10[k]);
      two[a]++;
      first[Math.floor(a / 10)]++;
      n++;
    }
    return {
      onEntry(e) {
        if (e.opening) return;
        for (const l of e.lines) {
          if (l.debit !== 0) count(l.debit);
          if (l.credit !== 0) count(l.credit);
        }
      },
      finish() {
        if (n < p.minSample)
          return na(
            `Échantillon trop petit : ${n} montants d'au moins ${p.minAmountCents / 100} € (minimum ${p.minSample}).`,
          );
        const mad1 = mad(first, EXPECTED_FIRST, 1, n);
        const mad2 = mad(two, EXPECTED_TWO, 10, n);
        // Double entry writes every amount at least twice (debit and credit): n/2 independent amounts.
        const independent = Math.max(1, n / 2);
        const excess1 = mad1 - 1 / Math.sqrt(63.2 * independent);
        const excess2 = mad2 - 1 / Math.sqrt(158.8 * independent);
        const reason = `Écart absolu moyen : ${dec(mad1)} sur le premier chiffre, ${dec(mad2)} sur les deux premiers (${n} montants ; écart dû au hasard déduit : ${dec(Math.max(0, excess1))} et ${dec(Math.max(0, excess2))}).`;
        const category =
          excess1 > p.firstNonconformity || excess2 > p.firstTwoNonconformity
            ? 'WARNING'
            : excess1 > p.firstMarginal || excess2 > p.firstTwoMarginal
              ? 'INFO'
              : 'OK';
        const f = new Findings(ctx.rowCap);
        if (category === 'OK') return f.outcome('OK', reason);
        f.count = 1;
        for (let d = 1; d <= 9 && f.keep(); d++) {
          const row: DetailRow = {
            line: 0,
            journalCode: '',
            ecritureNum: '',
            compteNum: '',
            debit: 0,
            credit: 0,
            detail: `Premier chiffre ${d} : ${pct(first[d] / n, 1)} observé, ${pct(EXPECTED_FIRST[d], 1)} attendu`,
          };
          f.add(row);
        }
        return f.outcome(category, reason);
      },
    };
  },
};
