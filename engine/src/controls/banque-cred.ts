// Control: BANQUE-CRED — Banque créditrice
import type { ControlDefinition } from '../model/control';
import { accountRow, Findings, na } from './shared/findings';
import { eur } from './shared/format';

export interface BanqueCredParams {
  /** Credit balance (cents) tolerated. */
  toleranceCents: number;
}

export const BANQUE_CRED: ControlDefinition<BanqueCredParams> = {
  id: 'BANQUE-CRED',
  label: 'Banque créditrice',
  description:
    'Signale les comptes bancaires 512 au solde créditeur à la clôture. Un découvert est une dette envers la banque : il se présente au passif (compte 519 « Concours bancaires courants »), pas en négatif de la trésorerie.',
  theme: 'tresorerie',
  cycle: 'tresorerie',
  categories: ['OK', 'INFO', 'NA'],
  params: { toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        let any = false;
        for (const [compteNum, t] of agg.accounts) {
          if (!compteNum.startsWith('512')) continue;
          any = true;
          const credit = t.credit - t.debit;
          if (credit <= p.toleranceCents) continue;
          f.count++;
          f.amount += credit;
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Banque créditrice de ${eur(credit)} à la clôture : à reclasser en 519`,
              ),
            );
        }
        return any ? f.outcome('INFO') : na('Aucun compte bancaire 512 dans le fichier.');
      },
    };
  },
};
