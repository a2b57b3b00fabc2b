// Control: SEQ-MULTIDATE — Numéro réutilisé
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { fileNumbering } from './shared/file-numbering';
import { Findings, lineRow, na } from './shared/findings';
import { dateFr } from './shared/format';
import { groupKey } from './shared/numbering';

export interface SeqMultidateParams {
  /**
   * Share of the lines (0–1) in keys spanning several dates above which EcritureNum is taken not to
   * number entries at all (pattern NUMEROTATION-ABSENTE, one finding, instead of one per key).
   */
  unnumberedShare: number;
}

/** A part of an entry whose key came back later in the file (rare): resolved at the end. */
interface Reopened {
  group: string;
  num: number;
  key: string;
  minDate: number;
  maxDate: number;
  /** Rows of the part's first line and of its first line with another date (no line is kept). */
  first: DetailRow;
  /** First line whose date differs from the part's first line, if any. */
  other: DetailRow | null;
}

export const SEQ_MULTIDATE: ControlDefinition<SeqMultidateParams> = {
  id: 'SEQ-MULTIDATE',
  label: 'Numéro réutilisé',
  description:
    "Signale les écritures (JournalCode, EcritureNum) dont les lignes portent plusieurs dates d'écriture, y compris quand le même numéro revient plus loin dans le fichier. Un numéro réutilisé casse la traçabilité exigée par l'administration. Quand au moins la moitié des lignes sont dans ce cas (EcritureNum « 0 » partout…), le fichier n'a pas de numérotation : c'est signalé une fois (NUMEROTATION-ABSENTE).",
  theme: 'numerotation-chronologie',
  cycle: 'general',
  categories: ['OK', 'ERROR', 'NA'],
  params: { unnumberedShare: 0.5 },
  create(ctx, p) {
    // The first date of every key comes from the file's shared numbering (a push per entry, no
    // hashing): only the reopened parts, rare, need a lookup, done at the end. (The grouper knows each
    // key's first date, but the ControlRun contract does not pass it to onEntry.)
    const numbering = fileNumbering(ctx);
    const reopened: Reopened[] = [];
    const flagged = new Set<string>();
    const f = new Findings(ctx.rowCap);

    function flag(key: string, row: DetailRow, ref: number): void {
      if (!flagged.has(key)) {
        flagged.add(key);
        f.count++;
      }
      // Counted once per key; one row per offending part of the entry.
      if (f.keep()) {
        const date = dateFr(row.ecritureDate ?? 0);
        f.add({
          ...row,
          detail: `Date ${date} alors que l'écriture ${row.ecritureNum} est datée du ${dateFr(ref)}`,
        });
      }
    }

    /** Row of the first line dated otherwise than `ref` (copied: no line object is kept). */
    function otherDate(lines: FecLine[], ref: number): DetailRow | null {
      for (const l of lines) if (l.ecritureDate !== 0 && l.ecritureDate !== ref) return lineRow(l, '');
      return null;
    }

    return {
      onEntry(e) {
        const s = numbering.observe(e);
        const d0 = e.lines[0].ecritureDate;
        if (!e.reopened) {
          if (d0 === 0 || s.minDate === s.maxDate) return;
          const other = otherDate(e.lines, d0);
          if (other !== null) flag(e.journalCode + '\u0000' + e.ecritureNum, other, d0);
          return;
        }
        const key = e.journalCode + '\u0000' + e.ecritureNum;
        if (s.numPrefix === null) {
          const ref = numbering.textKeys.get(key) ?? 0;
          if (ref === 0 || (s.minDate === ref && s.maxDate === ref)) return;
          const other = otherDate(e.lines, ref);
          if (other !== null) flag(key, other, ref);
          return;
        }
        reopened.push({
          group: groupKey(e.journalCode, s.numPrefix),
          num: s.num,
          key,
          minDate: s.minDate,
          maxDate: s.maxDate,
          first: lineRow(e.lines[0], ''),
          other: s.minDate === s.maxDate ? null : otherDate(e.lines, d0),
        });
      },
      finish() {
        numbering.finished = true;
        // No real numbering: said once, by SEQ-RUPT, instead of a finding per journal-sized « entry ».
        if (numbering.absentNumbering(p.unnumberedShare) !== null)
          return na(
            "Le fichier n'a pas de numérotation réelle des écritures : c'est signalé une fois, par le contrôle « Rupture de séquence » (SEQ-RUPT).",
          );
        for (const r of reopened) {
          const ref = numbering.firstDate(r.group, r.num);
          if (ref === undefined) continue;
          if (ref === 0 || (r.minDate === ref && r.maxDate === ref)) continue;
          const firstDate = r.first.ecritureDate ?? 0;
          const row = firstDate !== 0 && firstDate !== ref ? r.first : r.other;
          if (row !== null) flag(r.key, row, ref);
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('ERROR');
      },
    };
  },
};
