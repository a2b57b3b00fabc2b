// Control: AUX-NONTIERS — Auxiliaire hors tiers
import { accountClass } from '../model/accounting';
import type { ControlDefinition } from '../model/control';
import { splitAuxKey } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';

export type AuxNontiersParams = Record<string, never>;

export const AUX_NONTIERS: ControlDefinition<AuxNontiersParams> = {
  id: 'AUX-NONTIERS',
  label: 'Auxiliaire hors tiers',
  description:
    "Signale les comptes auxiliaires (CompAuxNum) portés sur des comptes de charges ou de produits (classes 6 et 7). Les auxiliaires servent aux comptes de tiers : ailleurs, ils signalent une erreur d'imputation ou un paramétrage du logiciel à revoir.",
  theme: 'tiers',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: {},
  create(ctx) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [key, t] of agg.auxiliaries) {
          const c = accountClass(key);
          if (c !== 6 && c !== 7) continue;
          const [compteNum, aux] = splitAuxKey(key);
          f.count++;
          f.amount += Math.max(t.debit, t.credit);
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Auxiliaire ${aux} sur le compte de ${c === 6 ? 'charges' : 'produits'} ${compteNum}`,
                aux,
              ),
            );
        }
        return f.outcome('WARNING');
      },
    };
  },
};
