// Control: ARRONDIS — Montants ronds
import type { ControlDefinition } from '../model/control';
import { Findings, na, own } from './shared/findings';
import { pct } from './shared/format';

export interface ArrondisParams {
  /** Amounts below this (cents) are not counted (small round amounts are common and harmless). */
  minAmountCents: number;
  /** A journal needs at least this many counted amounts to be judged. */
  minSample: number;
  /** Share of multiples of 100 € above which a journal is reported. */
  maxShare100: number;
  /** Share of multiples of 1 000 € above which a journal is reported. */
  maxShare1000: number;
}

interface Counts {
  n: number;
  r100: number;
  r1000: number;
  /** Line number and EcritureNum of the journal's first round amount (0 / '' when none). */
  firstLine: number;
  firstNum: string;
}

export const ARRONDIS: ControlDefinition<ArrondisParams> = {
  id: 'ARRONDIS',
  label: 'Montants ronds',
  description:
    'Mesure, par journal, la part des montants multiples de 100 € et de 1 000 €. Les montants réels (factures, TVA) tombent rarement juste : une part inhabituelle de montants ronds signale des estimations, des écritures forfaitaires ou des montants inventés.',
  theme: 'statistiques',
  cycle: 'general',
  categories: ['OK', 'INFO', 'NA'],
  params: { minAmountCents: 10000, minSample: 30, maxShare100: 0.25, maxShare1000: 0.1 },
  create(ctx, p) {
    const journals = new Map<string, Counts>();
    let last: Counts | null = null;
    let lastCode = '';
    return {
      onEntry(e) {
        if (e.opening) return;
        let c = last;
        if (c === null || e.journalCode !== lastCode) {
          c = journals.get(e.journalCode) ?? null;
          if (c === null)
            journals.set(e.journalCode, (c = { n: 0, r100: 0, r1000: 0, firstLine: 0, firstNum: '' }));
          last = c;
          lastCode = e.journalCode;
        }
        for (const l of e.lines) {
          const a = Math.abs(l.debit !== 0 ? l.debit : l.credit);
          if (a < p.minAmountCents) continue;
          c.n++;
          if (a % 10000 !== 0) continue;
          c.r100++;
          if (c.firstLine === 0) {
            c.firstLine = l.line;
            c.firstNum = own(l.ecritureNum);
          }
          if (a % 100000 === 0) c.r1000++;
        }
      },
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        let judged = 0;
        for (const [code, c] of journals) {
          if (c.n < p.minSample) continue;
          judged++;
          const s100 = c.r100 / c.n;
          const s1000 = c.r1000 / c.n;
          if (s100 <= p.maxShare100 && s1000 <= p.maxShare1000) continue;
          f.count++;
          const j = agg.journals.get(code);
          if (f.keep())
            f.add({
              line: c.firstLine,
              journalCode: code,
              ecritureNum: c.firstNum,
              compteNum: '',
              debit: j?.debit ?? 0,
              credit: j?.credit ?? 0,
              detail: `Journal ${code} : ${pct(s100, 1)} de multiples de 100 € et ${pct(s1000, 1)} de multiples de 1 000 € (${c.n} montants)`,
            });
        }
        if (judged === 0)
          return na(
            `Aucun journal ne compte ${p.minSample} montants d'au moins ${p.minAmountCents / 100} €.`,
          );
        return f.outcome('INFO');
      },
    };
  },
};
