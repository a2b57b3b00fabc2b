// Control: LET-DATE — Lettrage incomplet
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, na } from './shared/findings';
import { dateFr, pct } from './shared/format';
import * as scanning from './shared/entry-scan';
import * as stamping from './shared/stamp';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LETTERED, scanEntry } = scanning;
const { patternOutcome, share4 } = stamping;

export interface LetDateParams {
  /**
   * Share of the lettered lines (0–1) without DateLet above which the software is taken not to export
   * DateLet at all (pattern DATELET-ABSENTE, one finding) rather than line by line omissions.
   */
  absentShare: number;
}

export const LET_DATE: ControlDefinition<LetDateParams> = {
  id: 'LET-DATE',
  label: 'Lettrage incomplet',
  description:
    "Signale les lignes lettrées sans date de lettrage (DateLet), ou lettrées avant leur propre date d'écriture. La date de lettrage est requise dès qu'un code de lettrage est renseigné ; une date antérieure à l'écriture est incohérente. Quand au moins 90 % des lignes lettrées n'ont pas de date de lettrage, le logiciel n'exporte pas DateLet : c'est signalé une fois, avec quelques exemples.",
  theme: 'tiers',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: { absentShare: 0.9 },
  create(ctx, p) {
    // Lines without DateLet and the other findings are kept apart until the share is known.
    const missing = new Findings(ctx.rowCap);
    const before = new Findings(ctx.rowCap);
    let lettered = 0;
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & LETTERED)) return;
        for (const l of e.lines) {
          if (l.ecritureLet.length === 0) continue;
          lettered++;
          if (l.dateLet === 0)
            missing.addLine(l, () => `Lettrage « ${l.ecritureLet} » sans date de lettrage`);
          else if (l.ecritureDate !== 0 && l.dateLet < l.ecritureDate)
            before.addLine(
              l,
              () => `Lettrée le ${dateFr(l.dateLet)}, avant sa date d'écriture (${dateFr(l.ecritureDate)})`,
            );
        }
      },
      finish() {
        if (lettered === 0) return na('Aucune ligne lettrée dans le fichier.');
        const share = share4(missing.count, lettered);
        if (missing.count > 0 && missing.count / lettered >= p.absentShare) {
          // Examples and individual rows together stay within the row cap.
          const room = Math.max(0, ctx.rowCap - Math.min(5, missing.rows.length));
          if (before.rows.length > room) before.rows.length = room;
          return patternOutcome(
            {
              code: 'DATELET-ABSENTE',
              message:
                missing.count === lettered
                  ? `Aucune des ${lettered} lignes lettrées ne porte de date de lettrage (DateLet) : le logiciel n'exporte probablement pas cette date, exigée dès qu'un code de lettrage est renseigné.`
                  : `${pct(share, 1)} des lignes lettrées (${missing.count} sur ${lettered}) n'ont pas de date de lettrage (DateLet) : le logiciel ne l'exporte probablement pas, alors qu'elle est exigée dès qu'un code de lettrage est renseigné.`,
              affected: missing.count,
              population: lettered,
              unit: 'lines',
              share,
            },
            missing.rows,
            before,
            'WARNING',
            'WARNING',
          );
        }
        // Below the threshold, every finding is individual, in line order.
        const all = new Findings(ctx.rowCap);
        const rows: DetailRow[] = [...missing.rows, ...before.rows].sort((a, b) => a.line - b.line);
        for (const r of rows) all.add(r);
        all.count = missing.count + before.count;
        all.total = missing.total + before.total;
        return all.outcome('WARNING');
      },
    };
  },
};
