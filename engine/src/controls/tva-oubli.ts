// Control: TVA-OUBLI — TVA déductible omise
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { AccountCache, hasVatAccount, startsWithAny } from './shared/accounts';
import { Findings, na } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CLASS_6, scanEntry, SUPPLIER_CREDIT, VAT_DEDUCTIBLE } = scanning;

export interface TvaOubliParams {
  /** Expense accounts normally subject to VAT (insurance 616, bank fees 627, … are not). */
  vatBearingPrefixes: string[];
  /** Smallest base (cents) worth reporting. */
  minBaseCents: number;
  /** Rate (percent) used to estimate the VAT that could be recovered. */
  ratePercent: number;
}

export const TVA_OUBLI: ControlDefinition<TvaOubliParams> = {
  id: 'TVA-OUBLI',
  label: 'TVA déductible omise',
  description:
    "Repère les factures d'achat (fournisseur 401/404 au crédit) sur des comptes de charges normalement soumis à TVA (60x, 61x, 62x) sans aucune ligne de TVA déductible (4456x). Si le fournisseur a facturé la TVA, elle peut être récupérée : l'économie estimée est la TVA au taux normal.",
  theme: 'tva',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'SAVINGS', 'NA'],
  params: {
    vatBearingPrefixes: [
      '601',
      '602',
      '604',
      '605',
      '606',
      '607',
      '611',
      '612',
      '613',
      '614',
      '615',
      '617',
      '618',
      '621',
      '622',
      '623',
      '624',
      '626',
    ],
    minBaseCents: 10000,
    ratePercent: 20,
  },
  create(ctx, p) {
    const bearing = new AccountCache((c) => startsWithAny(c, p.vatBearingPrefixes));
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        // A supplier invoice with charges and without any deductible VAT.
        const flags = scanEntry(e).flags;
        if ((flags & (SUPPLIER_CREDIT | CLASS_6 | VAT_DEDUCTIBLE)) !== (SUPPLIER_CREDIT | CLASS_6)) return;
        let base = 0;
        let first: FecLine | null = null;
        for (const l of e.lines) {
          if (l.compteNum.charCodeAt(0) !== 0x36 || !bearing.get(l.compteNum)) continue;
          base += l.debit - l.credit;
          if (first === null) first = l;
        }
        if (first === null || base < p.minBaseCents) return;
        const vat = Math.round((base * p.ratePercent) / 100);
        f.addLine(
          first,
          () => `Achat de ${eur(base)} HT sans TVA déductible : TVA récupérable estimée ${eur(vat)}`,
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
