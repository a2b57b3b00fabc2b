// Control: AN-CONTINUITE — Continuité avec N-1
import { accountClass } from '../model/accounting';
import type { FecSummary } from '../model/aggregates';
import type { ComparisonControlDefinition, ControlDefinition, ControlMeta } from '../model/control';
import { Findings, na } from './shared/findings';
import { eur } from './shared/format';
import { consecutive, summaryName } from './shared/summaries';

const META: ControlMeta = {
  id: 'AN-CONTINUITE',
  label: 'Continuité avec N-1',
  description:
    "Compare les à-nouveaux des comptes de bilan (classes 1 à 5) de l'exercice N aux soldes de clôture de l'exercice N-1. Tout écart rompt la continuité des comptes : une écriture a été modifiée après la clôture ou les à-nouveaux sont incomplets. Les capitaux propres (10 à 12) sont comparés ensemble, résultat de N-1 compris.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'ERROR', 'NA'],
};

export type AnContinuiteParams = Record<string, never>;

/** In the single-file catalogue: always NA, the comparison needs two files. */
export const AN_CONTINUITE: ControlDefinition<AnContinuiteParams> = {
  ...META,
  params: {},
  create() {
    return { finish: () => na("Nécessite le FEC de l'exercice précédent (multi-analyse).") };
  },
};

export interface AnContinuiteComparisonParams {
  /** Difference (cents) tolerated per account. */
  toleranceCents: number;
}

function isEquity(k: string): boolean {
  return k.charCodeAt(0) === 0x31 && k.charCodeAt(1) <= 0x32; // 10, 11, 12
}

/** Differences between N-1's closing balances and N's opening balances. */
function compareYears(
  prev: FecSummary,
  next: FecSummary,
  p: AnContinuiteComparisonParams,
  f: Findings,
): void {
  const accounts = new Set([...Object.keys(prev.accounts), ...Object.keys(next.accounts)]);
  let equityClosing = 0;
  let equityOpening = 0;
  let result = 0;
  for (const k of accounts) {
    const c = accountClass(k);
    const before = prev.accounts[k];
    const after = next.accounts[k];
    const closing = before ? before.debit - before.credit : 0;
    if (c === 6 || c === 7) result += closing; // debit positive: a profit is negative
    if (c < 1 || c > 5) continue;
    const opening = after ? after.openingDebit - after.openingCredit : 0;
    if (isEquity(k)) {
      equityClosing += closing;
      equityOpening += opening;
      continue;
    }
    const diff = opening - closing;
    if (Math.abs(diff) <= p.toleranceCents) continue;
    f.count++;
    f.amount += Math.abs(diff);
    if (f.keep())
      f.add({
        line: after?.firstLine ?? 0,
        journalCode: '',
        ecritureNum: '',
        compteNum: k,
        debit: after?.openingDebit ?? 0,
        credit: after?.openingCredit ?? 0,
        detail: `${summaryName(next)} : à-nouveau ${eur(opening)} au lieu du solde de clôture ${eur(closing)} de ${summaryName(prev)} (écart ${eur(diff)})`,
      });
  }
  // The FEC excludes the entries that move 6/7 into 12: N-1's result must appear in N's equity.
  const diff = equityOpening - (equityClosing + result);
  if (Math.abs(diff) > p.toleranceCents) {
    f.count++;
    f.amount += Math.abs(diff);
    if (f.keep())
      f.add({
        line: 0,
        journalCode: '',
        ecritureNum: '',
        compteNum: '10-12',
        debit: 0,
        credit: 0,
        detail: `${summaryName(next)} : capitaux propres à l'ouverture ${eur(equityOpening)} au lieu de ${eur(equityClosing + result)} (clôture N-1 résultat compris, écart ${eur(diff)})`,
      });
  }
}

export const AN_CONTINUITE_COMPARISON: ComparisonControlDefinition<AnContinuiteComparisonParams> = {
  ...META,
  params: { toleranceCents: 0 },
  compare(summaries, p, rowCap) {
    const f = new Findings(rowCap);
    let pairs = 0;
    for (let i = 1; i < summaries.length; i++) {
      if (!consecutive(summaries[i - 1], summaries[i])) continue;
      pairs++;
      compareYears(summaries[i - 1], summaries[i], p, f);
    }
    if (pairs === 0) return na("Les fichiers ne sont pas des exercices consécutifs d'une même société.");
    return f.outcome('ERROR');
  },
};
