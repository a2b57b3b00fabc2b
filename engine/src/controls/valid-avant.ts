// Control: VALID-AVANT — Validation antérieure
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import { dateFr } from './shared/format';
import * as scanning from './shared/entry-scan';
import * as stamping from './shared/stamp';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry, VALID_BEFORE } = scanning;
const { stampReason, ValueCounter } = stamping;

export interface ValidAvantParams {
  /**
   * Share of the entries (0–1) carrying one same ValidDate above which it is the export date (see
   * VALID-TARDIVE): the result then says that the validation dates prove little.
   */
  stampShare: number;
}

export const VALID_AVANT: ControlDefinition<ValidAvantParams> = {
  id: 'VALID-AVANT',
  label: 'Validation antérieure',
  description:
    "Signale les écritures validées (ValidDate) avant leur propre date d'écriture. C'est incohérent : une écriture ne peut être validée avant d'exister, ce qui suggère une date modifiée après validation. Quand une même date de validation figure sur au moins 90 % des écritures (date d'export du logiciel), le résultat le précise.",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: { stampShare: 0.9 },
  create(ctx, p) {
    const f = new Findings(ctx.rowCap);
    let anyValid = false;
    const stamps = new ValueCounter<number>();
    return {
      onEntry(e) {
        const s = scanEntry(e);
        if (s.maxValid !== 0) {
          anyValid = true;
          stamps.observe(s.maxValid);
        }
        if (!(s.flags & VALID_BEFORE)) return;
        for (const l of e.lines) {
          const v = l.validDate;
          if (v === 0) continue;
          if (l.ecritureDate === 0 || v >= l.ecritureDate) continue;
          f.addLine(l, () => `Validée le ${dateFr(v)}, avant sa date d'écriture (${dateFr(l.ecritureDate)})`);
          break;
        }
      },
      finish() {
        if (!anyValid) return na('Aucune date de validation renseignée.');
        const stamp = stamps.dominant(p.stampShare);
        return f.outcome(
          'WARNING',
          stamp ? stampReason(stamp, 'elle ne dit pas quand chaque écriture a été validée.') : undefined,
        );
      },
    };
  },
};
