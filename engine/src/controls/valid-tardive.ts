// Control: VALID-TARDIVE — Validation tardive
import type { ControlDefinition } from '../model/control';
import { addDays, daysBetween } from '../util/dates';
import { Findings, na } from './shared/findings';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;

export interface ValidTardiveParams {
  /** Days allowed between EcritureDate and ValidDate. */
  maxDays: number;
  /** Opening entries are validated when the previous year closes: excluded unless true. */
  includeOpening: boolean;
}

export const VALID_TARDIVE: ControlDefinition<ValidTardiveParams> = {
  id: 'VALID-TARDIVE',
  label: 'Validation tardive',
  description:
    "Signale les écritures validées longtemps après leur date d'écriture. Tant qu'une écriture n'est pas validée elle reste modifiable : une validation tardive affaiblit l'intangibilité des enregistrements.",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: { maxDays: 90, includeOpening: false },
  create(ctx, p) {
    const f = new Findings(ctx.rowCap);
    let anyValid = false;
    // One-slot cache: entries come mostly in date order, so the limit is rarely recomputed.
    let cachedDate = -1;
    let cachedLimit = 0;
    function limit(d: number): number {
      if (d !== cachedDate) {
        cachedDate = d;
        cachedLimit = addDays(d, p.maxDays);
      }
      return cachedLimit;
    }
    return {
      onEntry(e) {
        if (e.opening && !p.includeOpening) return;
        const s = scanEntry(e);
        if (s.maxValid === 0) return;
        anyValid = true;
        if (s.minDate === 0 || s.maxValid <= limit(s.minDate)) return;
        for (const l of e.lines) {
          const v = l.validDate;
          if (v === 0) continue;
          anyValid = true;
          const d = l.ecritureDate;
          if (d === 0) continue;
          if (v <= limit(d)) continue;
          f.addLine(
            l,
            () =>
              `Validée ${daysBetween(d, v)} jours après sa date d'écriture (au-delà de ${p.maxDays} jours)`,
          );
          break;
        }
      },
      finish() {
        return anyValid ? f.outcome('WARNING') : na('Aucune date de validation renseignée.');
      },
    };
  },
};
