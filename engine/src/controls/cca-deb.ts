// Control: CCA-DEB — Compte courant débiteur
import type { ControlDefinition } from '../model/control';
import { thirdPartyUnits } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';

export interface CcaDebParams {
  prefixes: string[];
  /** Debit balance (cents) tolerated per partner. */
  toleranceCents: number;
}

export const CCA_DEB: ControlDefinition<CcaDebParams> = {
  id: 'CCA-DEB',
  label: 'Compte courant débiteur',
  description:
    "Signale les comptes courants d'associés (455) débiteurs. Dans une société de capitaux, un associé ne peut pas être débiteur de la société (délit d'abus de biens sociaux, avances interdites par le code de commerce) ; les intérêts non facturés sont aussi un risque fiscal.",
  theme: 'tiers',
  cycle: 'capitaux',
  categories: ['OK', 'ERROR'],
  params: { prefixes: ['455'], toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const u of thirdPartyUnits(agg, p.prefixes)) {
          const debit = u.totals.debit - u.totals.credit;
          if (debit <= p.toleranceCents) continue;
          f.count++;
          f.amount += debit;
          if (f.keep())
            f.add(
              accountRow(
                u.compteNum,
                u.totals,
                `Compte courant d'associé débiteur de ${eur(debit)}`,
                u.compAuxNum,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('ERROR');
      },
    };
  },
};
