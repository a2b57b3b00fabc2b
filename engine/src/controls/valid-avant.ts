// Control: VALID-AVANT — Validation antérieure
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import { dateFr } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry, VALID_BEFORE } = scanning;

export type ValidAvantParams = Record<string, never>;

export const VALID_AVANT: ControlDefinition<ValidAvantParams> = {
  id: 'VALID-AVANT',
  label: 'Validation antérieure',
  description:
    "Signale les écritures validées (ValidDate) avant leur propre date d'écriture. C'est incohérent : une écriture ne peut être validée avant d'exister, ce qui suggère une date modifiée après validation.",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: {},
  create(ctx) {
    const f = new Findings(ctx.rowCap);
    let anyValid = false;
    return {
      onEntry(e) {
        const s = scanEntry(e);
        if (s.maxValid !== 0) anyValid = true;
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
        return anyValid ? f.outcome('WARNING') : na('Aucune date de validation renseignée.');
      },
    };
  },
};
