// Control: FIN-EXO — Écritures de fin d'exercice
import type { ControlDefinition, DetailRow } from '../model/control';
import { addDays } from '../util/dates';
import { Findings, lineRow } from './shared/findings';
import { balanceSheetTotalOf, materiality, revenueOf } from './shared/materiality';
import { dateFr, eur } from './shared/format';
import { JournalKinds } from './shared/journals';

export interface FinExoParams {
  /** The last days of the fiscal year that count as "end of year" (the closing day included). */
  lastDays: number;
  /**
   * Entries of at least this share of the revenue (class 70; the balance-sheet total when there is
   * none) are material…
   */
  materialityShare: number;
  /** …and never below this total debit (cents). */
  materialityFloorCents: number;
  /**
   * Also report material manual entries validated after the closing date. Off by default: many firms
   * validate the whole year after closing, which would report every material entry.
   */
  includeValidatedAfterClosing: boolean;
  /** Treat journals the name does not classify as manual too. */
  includeUnknownJournals: boolean;
}

export const FIN_EXO: ControlDefinition<FinExoParams> = {
  id: 'FIN-EXO',
  label: "Écritures de fin d'exercice",
  description:
    "Relève les écritures manuelles (journaux d'opérations diverses) significatives passées dans les derniers jours de l'exercice ou validées après la clôture. Ce sont les écritures qui peuvent modifier le résultat au dernier moment : elles doivent être justifiées une à une. Est significative une écriture d'au moins 0,5 % du chiffre d'affaires (à défaut, du total du bilan), et d'au moins 1 000 €.",
  theme: 'indicateurs-fraude',
  cycle: 'cloture',
  categories: ['OK', 'WARNING'],
  params: {
    lastDays: 5,
    materialityShare: 0.005,
    materialityFloorCents: 100000,
    includeValidatedAfterClosing: false,
    includeUnknownJournals: false,
  },
  create(ctx, p) {
    const { end } = ctx.fiscalYear;
    const windowStart = addDays(end, -(p.lastDays - 1));
    const kinds = new JournalKinds();
    // Candidates above the floor, until the file's revenue sets the threshold.
    const candidates: { row: DetailRow; amount: number }[] = [];
    return {
      onEntry(e) {
        if (e.opening || e.debit < p.materialityFloorCents) return;
        const l = e.lines[0];
        const late = l.ecritureDate >= windowStart && l.ecritureDate <= end;
        const after = p.includeValidatedAfterClosing && l.validDate > end;
        if (!late && !after) return;
        const kind = kinds.get(e.journalCode, l.journalLib);
        if (kind !== 'misc' && !(p.includeUnknownJournals && kind === 'unknown')) return;
        candidates.push({
          row: lineRow(
            l,
            `Écriture manuelle de ${eur(e.debit)} ${late ? `datée du ${dateFr(l.ecritureDate)}` : ''}${late && after ? ' et ' : ''}${after ? `validée le ${dateFr(l.validDate)}, après la clôture` : ''}`,
          ),
          amount: e.debit,
        });
      },
      finish(agg) {
        const revenue = revenueOf(agg);
        const m =
          revenue > 0
            ? materiality(p.materialityFloorCents, p.materialityShare, revenue, "du chiffre d'affaires")
            : materiality(
                p.materialityFloorCents,
                p.materialityShare,
                balanceSheetTotalOf(agg),
                'du total du bilan',
              );
        const f = new Findings(ctx.rowCap);
        for (const c of candidates) {
          if (c.amount < m.cents) continue;
          f.count++;
          f.amount += c.amount;
          if (f.keep()) f.add(c.row);
        }
        return f.outcome('WARNING', f.count ? `Écritures significatives : ${m.basis}.` : undefined);
      },
    };
  },
};
