// Control: SEQ-RUPT — Rupture de séquence
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import { fileNumbering } from './shared/file-numbering';
import * as stamping from './shared/stamp';
import { formatNum, type NumberingMode } from './shared/numbering';

export interface SeqRuptParams {
  /** 'auto': per journal when numbering restarts in each journal, file-wide when journals share it. */
  mode: NumberingMode;
  /** Smallest number of missing numbers that makes a gap worth reporting. */
  minMissing: number;
  /**
   * Share of the lines (0–1) in keys spanning several dates above which EcritureNum is taken not to
   * number entries at all (pattern NUMEROTATION-ABSENTE, one finding).
   */
  unnumberedShare: number;
}

export const SEQ_RUPT: ControlDefinition<SeqRuptParams> = {
  id: 'SEQ-RUPT',
  label: 'Rupture de séquence',
  description:
    "Recherche les numéros manquants dans la partie numérique d'EcritureNum, par journal ou sur tout le fichier selon la numérotation utilisée. La loi exige une numérotation continue : un trou peut révéler une écriture supprimée. Quand au moins la moitié des lignes appartiennent à des « écritures » de plusieurs dates (EcritureNum « 0 » partout…), le fichier n'a pas de numérotation : c'est signalé une fois (NUMEROTATION-ABSENTE).",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'ERROR', 'NA'],
  params: { mode: 'auto', minMissing: 1, unnumberedShare: 0.5 },
  create(ctx, p) {
    const numbering = fileNumbering(ctx);
    return {
      onEntry(e) {
        numbering.observe(e);
      },
      finish() {
        numbering.finished = true;
        // No real numbering: said once, instead of a finding per journal-sized « entry ».
        const absent = numbering.absentNumbering(p.unnumberedShare);
        if (absent !== null)
          return stamping.patternOutcome(
            absent.pattern,
            absent.examples,
            new Findings(ctx.rowCap),
            // No continuous numbering at all breaks article A. 47 A-1 itself: an anomaly, not a gap.
            'ERROR',
            'ERROR',
          );
        if (numbering.numbers.groups.size === 0)
          return na("Aucun numéro d'écriture ne comporte de partie numérique.");
        const f = new Findings(ctx.rowCap);
        let missingTotal = 0;
        for (const s of numbering.sequencesFor(p.mode)) {
          const c = s.cursor();
          if (!c.next()) continue;
          let prev = c.num;
          while (c.next()) {
            const v = c.num;
            const missing = v - prev - 1;
            if (missing >= p.minMissing && missing > 0) {
              f.count++;
              missingTotal += missing;
              if (f.keep()) {
                const from = formatNum(s.prefix, prev + 1, s.width);
                const where =
                  s.scope === '*' ? 'dans la numérotation du fichier' : `dans le journal ${s.scope}`;
                f.add({
                  line: c.line,
                  journalCode: c.journal,
                  ecritureNum: formatNum(s.prefix, v, s.width),
                  compteNum: '',
                  debit: 0,
                  credit: 0,
                  detail:
                    missing === 1
                      ? `Numéro ${from} absent ${where}`
                      : `Numéros ${from} à ${formatNum(s.prefix, v - 1, s.width)} absents ${where} (${missing} numéros)`,
                });
              }
            }
            prev = v;
          }
        }
        return f.outcome('WARNING', f.count ? `${missingTotal} numéro(s) manquant(s).` : undefined);
      },
    };
  },
};
