// Control: TVA-CREDIT — Crédit de TVA dormant
import type { ControlDefinition } from '../model/control';
import { daysBetween } from '../util/dates';
import { hasVatAccount } from './shared/accounts';
import { accountRow, Findings, na } from './shared/findings';
import { dateFr, eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry, VAT_44567 } = scanning;

export interface TvaCreditParams {
  /** Days without movement after which the credit is dormant. */
  dormantDays: number;
  /** Smallest credit (cents) worth a refund claim (150 € for a yearly claim). */
  minAmountCents: number;
}

interface Last {
  date: number;
  line: number;
}

export const TVA_CREDIT: ControlDefinition<TvaCreditParams> = {
  id: 'TVA-CREDIT',
  label: 'Crédit de TVA dormant',
  description:
    "Signale un crédit de TVA à reporter (44567) inchangé depuis plus de trois mois à la clôture. Ce crédit peut faire l'objet d'une demande de remboursement (formulaire 3519) plutôt que d'attendre son imputation : c'est de la trésorerie à récupérer.",
  theme: 'tva',
  cycle: 'fiscal',
  categories: ['OK', 'SAVINGS', 'NA'],
  params: { dormantDays: 90, minAmountCents: 15000 },
  create(ctx, p) {
    const last = new Map<string, Last>();
    return {
      onEntry(e) {
        if (e.opening || !(scanEntry(e).flags & VAT_44567)) return;
        for (const l of e.lines) {
          const c = l.compteNum;
          if (
            c.charCodeAt(0) !== 0x34 ||
            c.charCodeAt(3) !== 0x36 ||
            c.charCodeAt(4) !== 0x37 ||
            !c.startsWith('44567')
          )
            continue;
          const prev = last.get(c);
          if (prev === undefined || l.ecritureDate >= prev.date)
            last.set(c, { date: l.ecritureDate, line: l.line });
        }
      },
      finish(agg) {
        if (!hasVatAccount(agg))
          return na('Aucun compte de TVA (445) : entreprise non assujettie ou en franchise.');
        const { start, end } = ctx.fiscalYear;
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          if (!compteNum.startsWith('44567')) continue;
          const credit = t.debit - t.credit;
          if (credit < p.minAmountCents) continue;
          const move = last.get(compteNum);
          // With no movement in the year, the credit has been dormant since the opening.
          const since = move ? move.date : start;
          const days = daysBetween(since, end);
          if (days <= p.dormantDays) continue;
          f.count++;
          f.amount += credit;
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `Crédit de TVA de ${eur(credit)} inchangé depuis le ${dateFr(since)} (${days} jours) : remboursement à demander`,
                '',
                move ? move.line : t.lastLine,
              ),
            );
        }
        return f.outcome('SAVINGS');
      },
    };
  },
};
