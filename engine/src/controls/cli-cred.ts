// Control: CLI-CRED — Client créditeur
import type { ControlDefinition } from '../model/control';
import { abnormalBalances } from './shared/abnormal-balances';
import { eur } from './shared/format';

export interface CliCredParams {
  prefixes: string[];
  /** Credit balance (cents) tolerated per customer. */
  toleranceCents: number;
}

export const CLI_CRED: ControlDefinition<CliCredParams> = {
  id: 'CLI-CRED',
  label: 'Client créditeur',
  description:
    "Signale les clients (411, par compte auxiliaire) dont le solde est créditeur à la clôture. C'est un avoir à rembourser, un paiement en double ou un encaissement mal imputé ; les avances reçues vont en 4191.",
  theme: 'tiers',
  cycle: 'ventes-clients',
  categories: ['OK', 'WARNING'],
  params: { prefixes: ['411'], toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = abnormalBalances(agg, ctx.rowCap, {
          prefixes: p.prefixes,
          side: 'credit',
          toleranceCents: p.toleranceCents,
          detail: (credit) => `Client créditeur de ${eur(credit)} à la clôture`,
        });
        return f.outcome('WARNING');
      },
    };
  },
};
