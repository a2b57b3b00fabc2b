// Control: FOUR-DEB — Fournisseur débiteur
import type { ControlDefinition } from '../model/control';
import { abnormalBalances } from './shared/abnormal-balances';
import { eur } from './shared/format';

export interface FourDebParams {
  prefixes: string[];
  /** Debit balance (cents) tolerated per supplier. */
  toleranceCents: number;
  /**
   * SAVINGS (money to claim back: credit notes, double payments) when the debit balances add up to
   * at least this; WARNING below.
   */
  savingsThresholdCents: number;
}

export const FOUR_DEB: ControlDefinition<FourDebParams> = {
  id: 'FOUR-DEB',
  label: 'Fournisseur débiteur',
  description:
    "Signale les fournisseurs (401, 404, par compte auxiliaire) dont le solde est débiteur à la clôture. C'est un avoir non reçu, un trop-payé ou un paiement en double : de l'argent à récupérer, ou une erreur d'imputation à corriger (les avances vont en 4091).",
  theme: 'tiers',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'WARNING', 'SAVINGS'],
  params: { prefixes: ['401', '404'], toleranceCents: 0, savingsThresholdCents: 100000 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = abnormalBalances(agg, ctx.rowCap, {
          prefixes: p.prefixes,
          side: 'debit',
          toleranceCents: p.toleranceCents,
          detail: (debit) => `Fournisseur débiteur de ${eur(debit)} à la clôture`,
        });
        return f.outcome(f.amount >= p.savingsThresholdCents ? 'SAVINGS' : 'WARNING');
      },
    };
  },
};
