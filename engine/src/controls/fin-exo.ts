// Control: FIN-EXO — Écritures de fin d'exercice
import type { ControlDefinition } from '../model/control';
import { addDays } from '../util/dates';
import { Findings } from './shared/findings';
import { dateFr, eur } from './shared/format';
import { JournalKinds } from './shared/journals';

export interface FinExoParams {
  /** The last days of the fiscal year that count as "end of year" (the closing day included). */
  lastDays: number;
  /** Entries of at least this total debit (cents) are material. */
  materialityCents: number;
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
    "Relève les écritures manuelles (journaux d'opérations diverses) significatives passées dans les derniers jours de l'exercice ou validées après la clôture. Ce sont les écritures qui peuvent modifier le résultat au dernier moment : elles doivent être justifiées une à une.",
  theme: 'indicateurs-fraude',
  cycle: 'cloture',
  categories: ['OK', 'WARNING'],
  params: {
    lastDays: 5,
    materialityCents: 500000,
    includeValidatedAfterClosing: false,
    includeUnknownJournals: false,
  },
  create(ctx, p) {
    const { end } = ctx.fiscalYear;
    const windowStart = addDays(end, -(p.lastDays - 1));
    const kinds = new JournalKinds();
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening || e.debit < p.materialityCents) return;
        const l = e.lines[0];
        const late = l.ecritureDate >= windowStart && l.ecritureDate <= end;
        const after = p.includeValidatedAfterClosing && l.validDate > end;
        if (!late && !after) return;
        const kind = kinds.get(e.journalCode, l.journalLib);
        if (kind !== 'misc' && !(p.includeUnknownJournals && kind === 'unknown')) return;
        f.addLine(
          l,
          () =>
            `Écriture manuelle de ${eur(e.debit)} ${late ? `datée du ${dateFr(l.ecritureDate)}` : ''}${late && after ? ' et ' : ''}${after ? `validée le ${dateFr(l.validDate)}, après la clôture` : ''}`,
          e.debit,
        );
      },
      finish() {
        return f.outcome('WARNING');
      },
    };
  },
};
