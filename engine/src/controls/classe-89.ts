// Control: CLASSE-89 — Comptes de classe 8/9
import { accountClass } from '../model/accounting';
import type { ControlDefinition } from '../model/control';
import { accountRow, Findings } from './shared/findings';

export type Classe89Params = Record<string, never>;

export const CLASSE_89: ControlDefinition<Classe89Params> = {
  id: 'CLASSE-89',
  label: 'Comptes de classe 8/9',
  description:
    "Signale les comptes de classe 8 (comptes spéciaux, engagements) et 9 (comptabilité analytique). Ils n'ont pas leur place dans le FEC, qui ne reprend que la comptabilité générale : leur présence fausse les totaux.",
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: {},
  create(ctx) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          const c = accountClass(compteNum);
          if (c !== 8 && c !== 9) continue;
          f.count++;
          f.amount += Math.max(t.debit, t.credit);
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Compte de classe ${c} (${c === 8 ? 'comptes spéciaux' : 'analytique'}) : ${t.lines} ligne(s)`,
              ),
            );
        }
        return f.outcome('WARNING');
      },
    };
  },
};
