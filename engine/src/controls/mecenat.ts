// Control: MECENAT — Dons et mécénat
import type { ControlDefinition } from '../model/control';
import { startsWithAny, sumBalances } from './shared/accounts';
import { accountRow, Findings, ok } from './shared/findings';
import { eur } from './shared/format';

export interface MecenatParams {
  prefixes: string[];
  /** Donations below this total (cents) are not worth reporting (tips and small gifts share 6238). */
  minAmountCents: number;
  /** Tax reduction rate (percent of the donations). */
  ratePercent: number;
  /** The donations retained are capped at the larger of this (cents)… */
  capCents: number;
  /** …and this share of the turnover (per thousand). */
  capTurnoverPerMille: number;
}

export const MECENAT: ControlDefinition<MecenatParams> = {
  id: 'MECENAT',
  label: 'Dons et mécénat',
  description:
    "Relève les dons comptabilisés (6238, 6713). Versés à des organismes d'intérêt général, ils ouvrent droit à une réduction d'impôt de 60 % (article 238 bis du CGI, dans la limite de 20 000 € ou 5 ‰ du chiffre d'affaires) : vérifier qu'elle a été demandée.",
  theme: 'economies-fiscales',
  cycle: 'fiscal',
  categories: ['OK', 'SAVINGS'],
  params: {
    prefixes: ['6238', '6713'],
    minAmountCents: 10000,
    ratePercent: 60,
    capCents: 2000000,
    capTurnoverPerMille: 5,
  },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        let gifts = 0;
        for (const [compteNum, t] of agg.accounts) {
          if (!startsWithAny(compteNum, p.prefixes)) continue;
          const amount = t.debit - t.credit;
          if (amount <= 0) continue;
          gifts += amount;
          f.count++;
          if (f.keep())
            f.add(accountRow(compteNum, t, `Dons de ${eur(amount)} : réduction d'impôt mécénat à vérifier`));
        }
        if (gifts === 0 || gifts < p.minAmountCents) return ok();
        const turnover = -sumBalances(agg, ['70']);
        const cap = Math.max(p.capCents, Math.round((Math.max(0, turnover) * p.capTurnoverPerMille) / 1000));
        f.amount = Math.round((Math.min(gifts, cap) * p.ratePercent) / 100);
        return f.outcome(
          'SAVINGS',
          `Réduction d'impôt potentielle : ${eur(f.amount)} (${p.ratePercent} % de ${eur(Math.min(gifts, cap))}).`,
        );
      },
    };
  },
};
