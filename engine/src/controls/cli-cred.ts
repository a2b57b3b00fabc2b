// Control: CLI-CRED — Client créditeur
import type { ControlDefinition } from '../model/control';
import { thirdPartyUnits } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
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
        const f = new Findings(ctx.rowCap);
        for (const u of thirdPartyUnits(agg, p.prefixes)) {
          const credit = u.totals.credit - u.totals.debit;
          if (credit <= p.toleranceCents) continue;
          f.count++;
          f.amount += credit;
          if (f.keep())
            f.add(
              accountRow(
                u.compteNum,
                u.totals,
                `Client créditeur de ${eur(credit)} à la clôture`,
                u.compAuxNum,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('WARNING');
      },
    };
  },
};
