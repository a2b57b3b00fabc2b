// Control: AN-CONTENU — Contenu des à-nouveaux
import { accountClass } from '../model/accounting';
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, lineRow, na } from './shared/findings';
import { eur } from './shared/format';

export interface AnContenuParams {
  /** Difference (cents) tolerated per opening entry. */
  toleranceCents: number;
}

interface Part {
  debit: number;
  credit: number;
  /** Row of the first line (strings copied: no line object is kept). */
  first: DetailRow;
}

export const AN_CONTENU: ControlDefinition<AnContenuParams> = {
  id: 'AN-CONTENU',
  label: 'Contenu des à-nouveaux',
  description:
    "Vérifie que les écritures d'à-nouveaux sont équilibrées et ne reprennent que des comptes de bilan : un compte de charges (6) ou de produits (7) dans les à-nouveaux signifie que le résultat de l'exercice précédent n'a pas été soldé.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'ERROR', 'NA'],
  params: { toleranceCents: 0 },
  create(ctx, p) {
    const unbalanced = new Map<string, Part>();
    const f = new Findings(ctx.rowCap);
    let openings = 0;
    return {
      onEntry(e) {
        if (!e.opening) return;
        openings++;
        if (e.debit !== e.credit) {
          const key = e.journalCode + '\u0000' + e.ecritureNum;
          const part = unbalanced.get(key);
          if (part === undefined)
            unbalanced.set(key, { debit: e.debit, credit: e.credit, first: lineRow(e.lines[0], '') });
          else {
            part.debit += e.debit;
            part.credit += e.credit;
          }
        }
        for (const l of e.lines) {
          const c = accountClass(l.compteNum);
          if (c === 6 || c === 7)
            f.addLine(
              l,
              () => `Compte de ${c === 6 ? 'charges' : 'produits'} ${l.compteNum} repris en à-nouveaux`,
              Math.abs(l.debit - l.credit),
            );
        }
      },
      finish() {
        if (openings === 0)
          return na(
            ctx.firstYear
              ? "Premier exercice : pas d'à-nouveaux."
              : "Aucune écriture d'à-nouveaux dans le fichier.",
          );
        for (const part of unbalanced.values()) {
          const diff = Math.abs(part.debit - part.credit);
          if (diff <= p.toleranceCents) continue;
          f.count++;
          f.amount += diff;
          if (f.keep())
            f.add({
              ...part.first,
              detail: `À-nouveaux déséquilibrés : écart de ${eur(diff)}`,
              debit: part.debit,
              credit: part.credit,
            });
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('ERROR');
      },
    };
  },
};
