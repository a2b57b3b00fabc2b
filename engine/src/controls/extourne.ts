// Control: EXTOURNE — Charges/produits à régulariser non extournés
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings, na } from './shared/findings';
import { eur } from './shared/format';

export interface ExtourneParams {
  prefixes: string[];
  /** Unreversed part (cents) tolerated per account. */
  toleranceCents: number;
}

export const EXTOURNE: ControlDefinition<ExtourneParams> = {
  id: 'EXTOURNE',
  label: 'Charges/produits à régulariser non extournés',
  description:
    "Vérifie que les régularisations de l'exercice précédent reprises en à-nouveaux (factures non parvenues 408, à établir 418, charges et produits constatés d'avance 486/487, charges et produits à payer/recevoir 4686/4687) sont extournées pendant l'exercice. Sinon la charge ou le produit est compté deux fois.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'WARNING', 'NA'],
  params: { prefixes: ['408', '418', '486', '487', '4686', '4687'], toleranceCents: 0 },
  create(ctx, p) {
    return {
      finish(agg) {
        let openings = false;
        for (const t of agg.accounts.values())
          if (t.openingDebit !== 0 || t.openingCredit !== 0) openings = true;
        if (ctx.firstYear || !openings) return na("Aucune écriture d'à-nouveaux : rien à extourner.");
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          if (!startsWithAny(compteNum, p.prefixes)) continue;
          const opening = t.openingDebit - t.openingCredit;
          if (opening === 0) continue;
          // The reversal is the movement of the year on the side opposite to the opening balance.
          const reversed = opening < 0 ? t.debit - t.openingDebit : t.credit - t.openingCredit;
          const left = Math.abs(opening) - reversed;
          if (left <= p.toleranceCents) continue;
          f.count++;
          f.amount += left;
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `À-nouveau de ${eur(Math.abs(opening))} dont ${eur(left)} non extourné`,
                '',
                t.firstLine,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('WARNING');
      },
    };
  },
};
