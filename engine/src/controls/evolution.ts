// Control: EVOLUTION — Évolution des agrégats
import type { FecSummary } from '../model/aggregates';
import type { ComparisonControlDefinition, DetailRow } from '../model/control';
import { Findings, na } from './shared/findings';
import { eur, pct } from './shared/format';
import { sameCompany, summaryBalance, summaryName } from './shared/summaries';

export interface EvolutionParams {
  /** Relative variation between consecutive years above which an aggregate is reported (0.3 = 30 %). */
  maxVariation: number;
  /**
   * Variations smaller than this share of the larger revenue (class 70) of the two years compared are
   * never reported, whatever their ratio…
   */
  minDeltaShare: number;
  /** …nor smaller than this (cents). */
  minDeltaFloorCents: number;
}

interface Indicator {
  code: string;
  label: string;
  /** Value from a summary, in the natural sign of the aggregate (income positive). */
  value(s: FecSummary): number;
}

const INDICATORS: Indicator[] = [
  { code: '70', label: "Chiffre d'affaires", value: (s) => -summaryBalance(s, ['70']) },
  { code: '60', label: 'Achats', value: (s) => summaryBalance(s, ['60']) },
  { code: '61-62', label: 'Charges externes', value: (s) => summaryBalance(s, ['61', '62']) },
  { code: '64', label: 'Charges de personnel', value: (s) => summaryBalance(s, ['64']) },
  { code: '6-7', label: 'Résultat', value: (s) => -summaryBalance(s, ['6', '7']) },
  { code: '5', label: 'Trésorerie', value: (s) => summaryBalance(s, ['5']) },
];

function row(code: string, detail: string): DetailRow {
  return { line: 0, journalCode: '', ecritureNum: '', compteNum: code, debit: 0, credit: 0, detail };
}

export const EVOLUTION: ComparisonControlDefinition<EvolutionParams> = {
  id: 'EVOLUTION',
  label: 'Évolution des agrégats',
  description:
    "Compare entre les fichiers les grands agrégats : chiffre d'affaires (70), achats (60), charges externes (61-62), charges de personnel (64), résultat (6-7) et trésorerie (5). Sur plusieurs exercices d'une société, une variation supérieure au seuil est signalée ; sur plusieurs sociétés d'un même exercice, le tableau est donné pour information. Une variation n'est retenue qu'au-delà de 1 % du chiffre d'affaires (le plus élevé des deux exercices) et d'au moins 2 000 €.",
  theme: 'statistiques',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'INFO', 'NA'],
  params: { maxVariation: 0.3, minDeltaShare: 0.01, minDeltaFloorCents: 200000 },
  compare(summaries, p, rowCap) {
    if (summaries.length < 2) return na('Nécessite au moins deux FEC.');
    const f = new Findings(rowCap);
    const oneCompany = summaries.every((s) => sameCompany(summaries[0], s));
    const sameYear = summaries.every(
      (s) =>
        s.fiscalYear.start === summaries[0].fiscalYear.start &&
        s.fiscalYear.end === summaries[0].fiscalYear.end,
    );
    if (oneCompany && !sameYear) {
      for (let i = 1; i < summaries.length; i++) {
        const [a, b] = [summaries[i - 1], summaries[i]];
        const revenue = Math.max(0, INDICATORS[0].value(a), INDICATORS[0].value(b));
        const minDelta = Math.max(p.minDeltaFloorCents, Math.round(p.minDeltaShare * revenue));
        for (const ind of INDICATORS) {
          const before = ind.value(a);
          const after = ind.value(b);
          const delta = after - before;
          if (Math.abs(delta) < minDelta) continue;
          const variation = before === 0 ? Infinity : delta / Math.abs(before);
          if (Math.abs(variation) <= p.maxVariation) continue;
          f.count++;
          f.amount += Math.abs(delta);
          if (f.keep())
            f.add(
              row(
                ind.code,
                `${ind.label} : ${eur(before)} (${summaryName(a)}) → ${eur(after)} (${summaryName(b)}), ${before === 0 ? 'apparition' : (variation > 0 ? '+' : '') + pct(variation, 1)}`,
              ),
            );
        }
      }
      return f.outcome('WARNING');
    }
    if (!sameYear) return na('Les fichiers ne portent ni sur une même société ni sur un même exercice.');
    for (const ind of INDICATORS)
      for (const s of summaries) {
        f.count++;
        if (f.keep()) f.add(row(ind.code, `${ind.label} — ${s.siren ?? s.fileName} : ${eur(ind.value(s))}`));
      }
    return f.outcome('INFO', 'Comparaison de plusieurs sociétés sur un même exercice.');
  },
};
