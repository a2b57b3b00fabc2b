// Control: CHRONO — Ordre de validation
import type { ControlDefinition } from '../model/control';
import { daysBetween } from '../util/dates';
import { Findings, na } from './shared/findings';
import { dateFr } from './shared/format';
import { fileNumbering } from './shared/file-numbering';
import { formatNum, type NumberingMode } from './shared/numbering';
import * as stamping from './shared/stamp';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { stampReason, ValueCounter } = stamping;

export interface ChronoParams {
  /** Same numbering scopes as SEQ-RUPT. */
  mode: NumberingMode;
  /** A validation date earlier than the previous number's by at most this many days is tolerated. */
  toleranceDays: number;
  /**
   * Share of the entries (0–1) carrying one same ValidDate above which it is the export date (see
   * VALID-TARDIVE): the order of validation then proves nothing, and the reason says so.
   */
  stampShare: number;
}

export const CHRONO: ControlDefinition<ChronoParams> = {
  id: 'CHRONO',
  label: 'Ordre de validation',
  description:
    "Vérifie que la date de validation (ValidDate) ne recule pas quand le numéro d'écriture augmente, dans chaque séquence de numérotation. Le FEC doit suivre l'ordre chronologique de validation : un recul trahit une écriture insérée après coup ou une renumérotation. Quand une même date de validation figure sur au moins 90 % des écritures (date d'export du logiciel), le résultat le précise : l'ordre n'est alors pas probant.",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: { mode: 'auto', toleranceDays: 0, stampShare: 0.9 },
  create(ctx, p) {
    const numbering = fileNumbering(ctx);
    const stamps = new ValueCounter<number>();
    return {
      onEntry(e) {
        numbering.observe(e);
        const v = e.lines[0].validDate;
        if (v !== 0 && !e.reopened) stamps.observe(v);
      },
      finish() {
        numbering.finished = true;
        if (numbering.numbers.groups.size === 0)
          return na("Aucun numéro d'écriture ne comporte de partie numérique.");
        if (!numbering.anyValid) return na('Aucune date de validation renseignée.');
        const f = new Findings(ctx.rowCap);
        for (const s of numbering.sequencesFor(p.mode)) {
          let prevValid = 0;
          let prevNum = 0;
          const c = s.cursor();
          while (c.next()) {
            const v = c.valid;
            if (v === 0) continue;
            if (prevValid !== 0 && v < prevValid && daysBetween(v, prevValid) > p.toleranceDays) {
              f.count++;
              if (f.keep())
                f.add({
                  line: c.line,
                  journalCode: c.journal,
                  ecritureNum: formatNum(s.prefix, c.num, s.width),
                  compteNum: '',
                  debit: 0,
                  credit: 0,
                  detail: `Validée le ${dateFr(v)}, avant l'écriture n° ${formatNum(s.prefix, prevNum, s.width)} validée le ${dateFr(prevValid)}`,
                });
            }
            prevValid = v;
            prevNum = c.num;
          }
        }
        const stamp = stamps.dominant(p.stampShare);
        return f.outcome(
          'WARNING',
          stamp ? stampReason(stamp, "l'ordre de validation n'est pas probant.") : undefined,
        );
      },
    };
  },
};
