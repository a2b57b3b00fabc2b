// Control: ATTENTE — Comptes d'attente
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';
import { balanceSheetTotalOf, materiality } from './shared/materiality';

export interface AttenteParams {
  prefixes: string[];
  /** Balance (cents) tolerated per account. */
  toleranceCents: number;
  /**
   * ERROR instead of WARNING when the uncleared balances add up to at least this share of the
   * balance-sheet total (gross assets, suspense accounts left out)…
   */
  materialityShare: number;
  /** …and never less than this (cents). */
  materialityFloorCents: number;
}

export const ATTENTE: ControlDefinition<AttenteParams> = {
  id: 'ATTENTE',
  label: "Comptes d'attente",
  description:
    "Signale les comptes d'attente (471 à 475) non soldés à la clôture. Ils ne doivent pas figurer au bilan : chaque montant doit être imputé au compte définitif. Le résultat est une erreur quand les soldes atteignent le seuil de matérialité : 1 % du total du bilan, et au moins 1 000 €.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'WARNING', 'ERROR'],
  params: {
    prefixes: ['471', '472', '473', '474', '475'],
    toleranceCents: 0,
    materialityShare: 0.01,
    materialityFloorCents: 100000,
  },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          if (!startsWithAny(compteNum, p.prefixes)) continue;
          const bal = t.debit - t.credit;
          if (Math.abs(bal) <= p.toleranceCents) continue;
          f.count++;
          f.amount += Math.abs(bal);
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Compte d'attente non soldé : ${eur(Math.abs(bal))} ${bal > 0 ? 'au débit' : 'au crédit'}`,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        if (f.count === 0) return f.outcome('WARNING');
        const m = materiality(
          p.materialityFloorCents,
          p.materialityShare,
          balanceSheetTotalOf(agg, p.prefixes),
          'du total du bilan',
        );
        const error = f.amount >= m.cents;
        return f.outcome(
          error ? 'ERROR' : 'WARNING',
          `Soldes d'attente ${eur(f.amount)} ${error ? 'au-delà du' : 'sous le'} ${m.basis}.`,
        );
      },
    };
  },
};
