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
    "Signale les comptes courants d'associés (455) débiteurs. Dans une société de capitaux, un associé ne peut pas être débiteur de la société (délit d'abus de biens sociaux, avances interdites par le code de commerce) ; les intérêts non facturés sont aussi un risque fiscal. Sur un FEC BNC/BA de trésorerie (entreprise individuelle ou société civile), l'interdiction ne s'applique pas : le solde débiteur est un point à justifier (WARNING), les prélèvements de l'exploitant relevant du compte 108.",
  theme: 'tiers',
  cycle: 'capitaux',
  categories: ['OK', 'WARNING', 'ERROR'],
  params: { prefixes: ['455'], toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = abnormalBalances(agg, ctx.rowCap, {
          prefixes: p.prefixes,
          side: 'debit',
          toleranceCents: p.toleranceCents,
          detail: (debit) =>
            ctx.cashBasis
              ? `Compte ${p.prefixes.join('/')} débiteur de ${eur(debit)} : avance à un associé à justifier, ou prélèvements de l'exploitant à porter au compte 108`
              : `Compte courant d'associé débiteur de ${eur(debit)}`,
        });
        // The ban on advances to partners (abus de biens sociaux) concerns sociétés de capitaux, not
        // the individuals and sociétés civiles that keep cash-basis books.
        return ctx.cashBasis
          ? f.outcome(
              'WARNING',
              f.count
                ? "FEC BNC/BA : pas de société de capitaux, l'interdiction des comptes courants débiteurs ne s'applique pas ; solde à justifier."
                : undefined,
            )
          : f.outcome('ERROR');
      },
    };
  },
};
