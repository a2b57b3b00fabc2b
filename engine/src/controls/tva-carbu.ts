// Control: TVA-CARBU — TVA sur carburant
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { AccountCache, hasVatAccount, startsWithAny } from './shared/accounts';
import { Findings, na } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CLASS_6, scanEntry, VAT_DEDUCTIBLE } = scanning;

export interface TvaCarbuParams {
  /** Accounts whose label or line label may name fuel. */
  candidatePrefixes: string[];
  /** VAT rate on fuel (percent). */
  ratePercent: number;
  /** Share of that VAT recoverable on passenger cars (percent; 100 on utility vehicles). */
  recoverablePercent: number;
  /** Smallest fuel amount (cents) worth reporting. */
  minAmountCents: number;
}

const FUEL = /carbur|gasoil|gazole|essence|diesel|\bsp ?9[58]\b|\bfuel\b/i;

export const TVA_CARBU: ControlDefinition<TvaCarbuParams> = {
  id: 'TVA-CARBU',
  label: 'TVA sur carburant',
  description:
    "Repère les achats de carburant (compte ou libellé) comptabilisés sans TVA déductible. La TVA sur le gazole et l'essence est récupérable à 80 % pour les véhicules de tourisme (100 % pour les utilitaires) : l'économie estimée est cette part de la TVA incluse dans le montant.",
  theme: 'tva',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'SAVINGS', 'NA'],
  params: {
    candidatePrefixes: ['606', '625'],
    ratePercent: 20,
    recoverablePercent: 80,
    minAmountCents: 1000,
  },
  create(ctx, p) {
    // 0: never fuel, 1: fuel by its account label, 2: fuel if the line label says so.
    const kind = new AccountCache((c, lib) =>
      c.charCodeAt(0) !== 0x36 ? 0 : FUEL.test(lib) ? 1 : startsWithAny(c, p.candidatePrefixes) ? 2 : 0,
    );
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        // Charges without any deductible VAT.
        if ((scanEntry(e).flags & (CLASS_6 | VAT_DEDUCTIBLE)) !== CLASS_6) return;
        let fuel: FecLine | null = null;
        let amount = 0;
        for (const l of e.lines) {
          if (l.compteNum.charCodeAt(0) !== 0x36) continue;
          const k = kind.get(l.compteNum, l.compteLib);
          if (k === 0 || (k === 2 && !FUEL.test(l.ecritureLib))) continue;
          amount += l.debit - l.credit;
          if (fuel === null) fuel = l;
        }
        if (fuel === null || amount < p.minAmountCents) return;
        // The amount booked includes the VAT (none was split out).
        const vat = Math.round(
          ((amount * p.ratePercent) / (100 + p.ratePercent)) * (p.recoverablePercent / 100),
        );
        f.addLine(
          fuel,
          () => `Carburant de ${eur(amount)} sans TVA déductible : ${eur(vat)} récupérables`,
          vat,
        );
      },
      finish(agg) {
        if (!hasVatAccount(agg))
          return na('Aucun compte de TVA (445) : entreprise non assujettie ou en franchise.');
        return f.outcome('SAVINGS');
      },
    };
  },
};
