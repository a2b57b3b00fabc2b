// Control: LET-DATE — Lettrage incomplet
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import { dateFr } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LETTERED, scanEntry } = scanning;

export type LetDateParams = Record<string, never>;

export const LET_DATE: ControlDefinition<LetDateParams> = {
  id: 'LET-DATE',
  label: 'Lettrage incomplet',
  description:
    "Signale les lignes lettrées sans date de lettrage (DateLet), ou lettrées avant leur propre date d'écriture. La date de lettrage est requise dès qu'un code de lettrage est renseigné ; une date antérieure à l'écriture est incohérente.",
  theme: 'tiers',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: {},
  create(ctx) {
    const f = new Findings(ctx.rowCap);
    let lettered = false;
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & LETTERED)) return;
        for (const l of e.lines) {
          if (l.ecritureLet.length === 0) continue;
          lettered = true;
          if (l.dateLet === 0) f.addLine(l, () => `Lettrage « ${l.ecritureLet} » sans date de lettrage`);
          else if (l.ecritureDate !== 0 && l.dateLet < l.ecritureDate)
            f.addLine(
              l,
              () => `Lettrée le ${dateFr(l.dateLet)}, avant sa date d'écriture (${dateFr(l.ecritureDate)})`,
            );
        }
      },
      finish() {
        return lettered ? f.outcome('WARNING') : na('Aucune ligne lettrée dans le fichier.');
      },
    };
  },
};
