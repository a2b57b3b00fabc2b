// Control: AN-TETE — À-nouveaux en tête
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, lineRow, na } from './shared/findings';
import { dateFr } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;

export type AnTeteParams = Record<string, never>;

interface Opening {
  /** Row of the entry's first line (strings copied: no line object is kept). */
  first: DetailRow;
  prefix: string | null;
  num: number;
}

export const AN_TETE: ControlDefinition<AnTeteParams> = {
  id: 'AN-TETE',
  label: 'À-nouveaux en tête',
  description:
    "Vérifie que les écritures d'à-nouveaux sont datées du premier jour de l'exercice et portent les premiers numéros de la séquence qu'elles partagent avec les autres écritures. C'est l'ordre prévu par l'article A47 A-1 du LPF ; l'absence d'à-nouveaux hors premier exercice est aussi signalée.",
  theme: 'numerotation-chronologie',
  cycle: 'cloture',
  categories: ['OK', 'WARNING', 'NA'],
  params: {},
  create(ctx) {
    const openings: Opening[] = [];
    // Smallest number of the other entries, per numbering prefix.
    const minOther = new Map<string, number>();
    let lastPrefix: string | null = null;
    let lastMin = 0;
    return {
      onEntry(e) {
        if (e.reopened) return;
        const s = scanEntry(e);
        if (e.opening) openings.push({ first: lineRow(e.lines[0], ''), prefix: s.numPrefix, num: s.num });
        else if (s.numPrefix !== null) {
          if (s.numPrefix === lastPrefix) {
            if (s.num < lastMin) minOther.set(s.numPrefix, (lastMin = s.num));
            return;
          }
          const m = minOther.get(s.numPrefix);
          lastPrefix = s.numPrefix;
          lastMin = m === undefined || s.num < m ? s.num : m;
          minOther.set(s.numPrefix, lastMin);
        }
      },
      finish() {
        if (ctx.firstYear) return na("Premier exercice : pas d'à-nouveaux attendus.");
        const f = new Findings(ctx.rowCap);
        if (openings.length === 0) {
          f.count = 1;
          return f.outcome(
            'WARNING',
            "Aucune écriture d'à-nouveaux alors que l'exercice n'est pas déclaré comme le premier.",
          );
        }
        const start = ctx.fiscalYear.start;
        for (const o of openings) {
          const issues: string[] = [];
          const date = o.first.ecritureDate ?? 0;
          if (date !== start)
            issues.push(`datée du ${dateFr(date)} et non du premier jour de l'exercice (${dateFr(start)})`);
          const m = o.prefix === null ? undefined : minOther.get(o.prefix);
          if (m !== undefined && m < o.num)
            issues.push(
              `numérotée ${o.first.ecritureNum} alors que d'autres écritures portent des numéros inférieurs`,
            );
          if (issues.length === 0) continue;
          f.count++;
          if (f.keep()) f.add({ ...o.first, detail: 'Écriture d’à-nouveaux ' + issues.join(', ') });
        }
        return f.outcome('WARNING');
      },
    };
  },
};
