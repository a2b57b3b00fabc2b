// Control: CCA-DEB — Compte courant débiteur
import type { ControlDefinition } from '../model/control';
import { abnormalBalances } from './shared/abnormal-balances';
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
        const f = abnormalBalances(agg, ctx.rowCap, {
          prefixes: p.prefixes,
          side: 'debit',
          toleranceCents: p.toleranceCents,
          detail: (debit) => `Compte courant d'associé débiteur de ${eur(debit)}`,
        });
        return f.outcome('ERROR');
      },
    };
  },
};
