// Control: HORS-EXO — Écriture hors exercice
import type { ControlDefinition } from '../model/control';
import { Findings } from './shared/findings';
import { dateFr } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;

export type HorsExoParams = Record<string, never>;

export const HORS_EXO: ControlDefinition<HorsExoParams> = {
  id: 'HORS-EXO',
  label: 'Écriture hors exercice',
  description:
    "Signale les écritures dont la date (EcritureDate) tombe hors des dates de l'exercice. Une écriture hors exercice fausse le rattachement des charges et produits et l'exhaustivité du FEC.",
  theme: 'numerotation-chronologie',
  cycle: 'cloture',
  categories: ['OK', 'ERROR'],
  params: {},
  create(ctx) {
    const { start, end } = ctx.fiscalYear;
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        const s = scanEntry(e);
        if (s.minDate === 0 || (s.minDate >= start && s.maxDate <= end)) return;
        for (const l of e.lines) {
          const d = l.ecritureDate;
          if (d === 0 || (d >= start && d <= end)) continue;
          f.addLine(
            l,
            () => `Écriture du ${dateFr(d)} hors de l'exercice (${dateFr(start)} – ${dateFr(end)})`,
            e.debit,
          );
          break;
        }
      },
      finish() {
        return f.outcome('ERROR');
      },
    };
  },
};
