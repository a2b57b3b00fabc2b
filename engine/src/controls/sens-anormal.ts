// Control: SENS-ANORMAL — Sens anormal
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';

export interface SensAnormalParams {
  /** Accounts whose balance is naturally on the other side (contra accounts, stock variations). */
  exceptions: string[];
  /** Abnormal balance (cents) tolerated. */
  toleranceCents: number;
}

/** Account prefix → the side its balance should be on. Longest prefix first. */
const RULES: [string, 'debit' | 'credit', string][] = [
  ['28', 'credit', 'amortissement'],
  ['29', 'credit', 'dépréciation'],
  ['39', 'credit', 'dépréciation'],
  ['49', 'credit', 'dépréciation'],
  ['10', 'credit', 'capital ou réserves'],
  ['6', 'debit', 'charges'],
  ['7', 'credit', 'produits'],
];

export const SENS_ANORMAL: ControlDefinition<SensAnormalParams> = {
  id: 'SENS-ANORMAL',
  label: 'Sens anormal',
  description:
    "Signale les comptes dont le solde est du côté contraire à leur nature : amortissements et dépréciations (28, 29, 39, 49) ou capitaux (10) débiteurs, charges (6) créditrices, produits (7) débiteurs. C'est le signe d'une erreur d'imputation ou d'une écriture d'extourne mal passée.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'WARNING'],
  params: { exceptions: ['109', '603', '609', '619', '629', '709', '713'], toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          const rule = RULES.find(([prefix]) => compteNum.startsWith(prefix));
          if (rule === undefined || startsWithAny(compteNum, p.exceptions)) continue;
          const [, side, nature] = rule;
          const abnormal = side === 'credit' ? t.debit - t.credit : t.credit - t.debit;
          if (abnormal <= p.toleranceCents) continue;
          f.count++;
          f.amount += abnormal;
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Compte de ${nature} ${side === 'credit' ? 'débiteur' : 'créditeur'} de ${eur(abnormal)}`,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('WARNING');
      },
    };
  },
};
