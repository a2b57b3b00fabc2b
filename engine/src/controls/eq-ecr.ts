// Control: EQ-ECR — Écriture déséquilibrée
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, lineRow } from './shared/findings';
import { eur } from './shared/format';

export interface EqEcrParams {
  /** Difference (cents) tolerated between Σ debit and Σ credit of one entry. */
  toleranceCents: number;
}

interface Part {
  debit: number;
  credit: number;
  /** Row of the first line (strings copied: no line object is kept). */
  first: DetailRow;
}

export const EQ_ECR: ControlDefinition<EqEcrParams> = {
  id: 'EQ-ECR',
  label: 'Écriture déséquilibrée',
  description:
    'Vérifie que chaque écriture (JournalCode, EcritureNum) est équilibrée : total des débits égal au total des crédits. Une écriture déséquilibrée rend la balance fausse et le FEC non probant.',
  theme: 'equilibres',
  cycle: 'general',
  categories: ['OK', 'ERROR'],
  params: { toleranceCents: 0 },
  create(ctx, p) {
    // Only unbalanced parts are kept: balanced parts add nothing to a key's total, so summing the
    // unbalanced parts of a key (even reopened ones) gives its exact difference.
    const parts = new Map<string, Part>();
    return {
      onEntry(e) {
        if (e.debit === e.credit) return;
        const key = e.journalCode + '\u0000' + e.ecritureNum;
        const part = parts.get(key);
        if (part === undefined)
          parts.set(key, { debit: e.debit, credit: e.credit, first: lineRow(e.lines[0], '') });
        else {
          part.debit += e.debit;
          part.credit += e.credit;
        }
      },
      finish() {
        const f = new Findings(ctx.rowCap);
        for (const part of parts.values()) {
          const diff = Math.abs(part.debit - part.credit);
          if (diff <= p.toleranceCents) continue;
          f.count++;
          f.amount += diff;
          if (f.keep())
            f.add({
              ...part.first,
              detail: `Écart de ${eur(diff)} entre débit et crédit`,
              debit: part.debit,
              credit: part.credit,
            });
        }
        return f.outcome('ERROR');
      },
    };
  },
};
