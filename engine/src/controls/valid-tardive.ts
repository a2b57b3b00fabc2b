// Control: VALID-TARDIVE — Validation tardive
import type { ControlDefinition } from '../model/control';
import { addDays, daysBetween } from '../util/dates';
import { lineRow, na } from './shared/findings';
import * as scanning from './shared/entry-scan';
import * as stamping from './shared/stamp';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;
const { BucketedFindings, ValueCounter, patternOutcome, validDateStamp } = stamping;

export interface ValidTardiveParams {
  /** Days allowed between EcritureDate and ValidDate. */
  maxDays: number;
  /** Opening entries are validated when the previous year closes: excluded unless true. */
  includeOpening: boolean;
  /**
   * Share of the entries (0–1) carrying one same ValidDate above which that date is taken for the
   * export date stamped by the software (pattern VALIDDATE-UNIQUE, one INFO finding): late validation
   * cannot be judged on those entries, only on the others.
   */
  stampShare: number;
}

export const VALID_TARDIVE: ControlDefinition<ValidTardiveParams> = {
  id: 'VALID-TARDIVE',
  label: 'Validation tardive',
  description:
    "Signale les écritures validées longtemps après leur date d'écriture. Tant qu'une écriture n'est pas validée elle reste modifiable : une validation tardive affaiblit l'intangibilité des enregistrements. Quand une même date de validation figure sur au moins 90 % des écritures, c'est la date d'export du logiciel : le contrôle le signale une fois (INFO) et n'examine que les écritures qui ne la portent pas.",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'INFO', 'NA'],
  params: { maxDays: 90, includeOpening: false, stampShare: 0.9 },
  create(ctx, p) {
    const found = new BucketedFindings<number>(ctx.rowCap);
    const stamps = new ValueCounter<number>();
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
        stamps.observe(s.maxValid);
        if (s.minDate === 0 || s.maxValid <= limit(s.minDate)) return;
        for (const l of e.lines) {
          const v = l.validDate;
          if (v === 0) continue;
          const d = l.ecritureDate;
          if (d === 0) continue;
          if (v <= limit(d)) continue;
          found.add(s.maxValid, () =>
            lineRow(
              l,
              `Validée ${daysBetween(d, v)} jours après sa date d'écriture (au-delà de ${p.maxDays} jours)`,
            ),
          );
          break;
        }
      },
      finish() {
        if (stamps.population === 0) return na('Aucune date de validation renseignée.');
        const stamp = stamps.dominant(p.stampShare);
        const { covered, examples, individual } = found.split(stamp?.value ?? null);
        // A stamp that hides no late validation changes nothing worth saying.
        if (stamp === null || covered === 0) return individual.outcome('WARNING');
        return patternOutcome(
          validDateStamp(stamp, 'la validation tardive ne peut pas être appréciée.'),
          examples,
          individual,
          'WARNING',
          'INFO',
        );
      },
    };
  },
};
