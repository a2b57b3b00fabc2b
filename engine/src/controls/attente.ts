// Control: ATTENTE — Comptes d'attente
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';

export interface AttenteParams {
  prefixes: string[];
  /** Balance (cents) tolerated per account. */
  toleranceCents: number;
  /** ERROR instead of WARNING when the uncleared balances add up to at least this (cents). */
  materialityCents: number;
}

export const ATTENTE: ControlDefinition<AttenteParams> = {
  id: 'ATTENTE',
  label: "Comptes d'attente",
  description:
    "Signale les comptes d'attente (471 à 475) non soldés à la clôture. Ils ne doivent pas figurer au bilan : chaque montant doit être imputé au compte définitif. Le résultat est une erreur au-delà du seuil de matérialité.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'WARNING', 'ERROR'],
  params: { prefixes: ['471', '472', '473', '474', '475'], toleranceCents: 0, materialityCents: 1000000 },
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
        return f.outcome(f.amount >= p.materialityCents ? 'ERROR' : 'WARNING');
      },
    };
  },
};
