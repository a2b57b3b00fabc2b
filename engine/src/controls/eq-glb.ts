// Control: EQ-GLB — Balance déséquilibrée
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, lineRow } from './shared/findings';
import { eur } from './shared/format';

export interface EqGlbParams {
  /** Difference (cents) tolerated between the file's total debit and total credit. */
  toleranceCents: number;
}

export const EQ_GLB: ControlDefinition<EqGlbParams> = {
  id: 'EQ-GLB',
  label: 'Balance déséquilibrée',
  description:
    'Compare le total des débits et le total des crédits du fichier. Un écart signifie que le FEC est incomplet ou corrompu : la balance et les comptes annuels qui en découlent sont faux.',
  theme: 'equilibres',
  cycle: 'general',
  categories: ['OK', 'ERROR'],
  params: { toleranceCents: 0 },
  create(ctx, p) {
    // First unbalanced entry of each journal, to point the rows at something concrete.
    const firstUnbalanced = new Map<string, DetailRow>();
    return {
      onEntry(e) {
        if (e.debit !== e.credit && !firstUnbalanced.has(e.journalCode))
          firstUnbalanced.set(e.journalCode, lineRow(e.lines[0], ''));
      },
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        const diff = Math.abs(agg.debit - agg.credit);
        if (diff <= p.toleranceCents) return f.outcome('ERROR');
        f.count = 1;
        f.amount = diff;
        for (const [code, j] of agg.journals) {
          if (j.debit === j.credit || !f.keep()) continue;
          const first = firstUnbalanced.get(code);
          f.add({
            line: first?.line ?? 0,
            journalCode: code,
            ecritureNum: first?.ecritureNum ?? '',
            compteNum: '',
            debit: j.debit,
            credit: j.credit,
            detail: `Journal ${code} déséquilibré de ${eur(Math.abs(j.debit - j.credit))}`,
          });
        }
        return f.outcome(
          'ERROR',
          `Total débit ${eur(agg.debit)}, total crédit ${eur(agg.credit)} : écart de ${eur(diff)}.`,
        );
      },
    };
  },
};
