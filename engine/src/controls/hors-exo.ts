// Control: HORS-EXO — Écriture hors exercice
import type { ControlDefinition } from '../model/control';
import { Findings, lineRow } from './shared/findings';
import { dateFr } from './shared/format';
import * as numbering from './shared/file-numbering';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { fileNumbering, UNNUMBERED_SHARE } = numbering;

export type HorsExoParams = Record<string, never>;

/** The reason HORS-EXO gives when it counts lines (a file without real numbering): the report's unit. */
export const HORS_EXO_PER_LINE =
  "Le fichier n'a pas de numérotation réelle des écritures : constats comptés par ligne.";

export const HORS_EXO: ControlDefinition<HorsExoParams> = {
  id: 'HORS-EXO',
  label: 'Écriture hors exercice',
  description:
    "Signale les écritures dont la date (EcritureDate) tombe hors des dates de l'exercice. Une écriture hors exercice fausse le rattachement des charges et produits et l'exhaustivité du FEC. Chaque ligne hors exercice est montrée ; le montant en jeu est la somme de leurs débits. Sans numérotation réelle des écritures (voir NUMEROTATION-ABSENTE), les constats se comptent par ligne.",
  theme: 'numerotation-chronologie',
  cycle: 'cloture',
  categories: ['OK', 'ERROR'],
  params: {},
  create(ctx) {
    const { start, end } = ctx.fiscalYear;
    const f = new Findings(ctx.rowCap);
    const keys = fileNumbering(ctx);
    let entries = 0;
    let lines = 0;
    return {
      onEntry(e) {
        const s = keys.observe(e);
        if (s.minDate === 0 || (s.minDate >= start && s.maxDate <= end)) return;
        let any = false;
        // Only the out-of-year lines are shown and summed: the figures add up from the rows.
        for (const l of e.lines) {
          const d = l.ecritureDate;
          if (d === 0 || (d >= start && d <= end)) continue;
          any = true;
          lines++;
          f.amount += l.debit;
          if (f.keep())
            f.add(
              lineRow(l, `Écriture du ${dateFr(d)} hors de l'exercice (${dateFr(start)} – ${dateFr(end)})`),
            );
        }
        if (any) entries++;
      },
      finish() {
        keys.finished = true;
        const perLine = keys.absentNumbering(UNNUMBERED_SHARE) !== null;
        f.count = perLine ? lines : entries;
        return f.outcome('ERROR', perLine && lines > 0 ? HORS_EXO_PER_LINE : undefined);
      },
    };
  },
};
