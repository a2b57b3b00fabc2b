// Control: AMENDES — Charges non déductibles
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';

export interface AmendesParams {
  /** Accounts that hold only non-deductible charges. */
  prefixes: string[];
  /** Other charge accounts whose label names a fine or a sumptuary expense are also reported… */
  labelPattern: string;
  /** …except these (6711: late-payment interest on contracts, deductible). */
  labelExceptions: string[];
}

export const AMENDES: ControlDefinition<AmendesParams> = {
  id: 'AMENDES',
  label: 'Charges non déductibles',
  description:
    'Relève les amendes et pénalités (6712) et les dépenses somptuaires (chasse, pêche, yachts, résidences de plaisance : article 39-4 du CGI) repérées par leur compte ou son libellé. Ces charges ne sont pas déductibles : elles doivent être réintégrées sur le tableau 2058-A.',
  theme: 'economies-fiscales',
  cycle: 'fiscal',
  categories: ['OK', 'INFO'],
  params: {
    prefixes: ['6712'],
    labelPattern: 'amende|p[ée]nalit|contravention|somptuaire|chasse|p[eê]che|yacht|plaisance',
    labelExceptions: ['6711'],
  },
  create(ctx, p) {
    const pattern = new RegExp(p.labelPattern, 'i');
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          if (compteNum.charCodeAt(0) !== 0x36) continue;
          const byAccount = startsWithAny(compteNum, p.prefixes);
          if (!byAccount && (startsWithAny(compteNum, p.labelExceptions) || !pattern.test(t.label))) continue;
          const amount = t.debit - t.credit;
          if (amount <= 0) continue;
          f.count++;
          f.amount += amount;
          if (f.keep())
            f.add(
              accountRow(compteNum, t, `${eur(amount)} de charges non déductibles à réintégrer (${t.label})`),
            );
        }
        return f.outcome('INFO');
      },
    };
  },
};
