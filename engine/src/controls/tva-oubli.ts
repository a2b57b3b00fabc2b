// Control: TVA-OUBLI — TVA déductible omise
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { AccountCache, hasVatAccount, startsWithAny } from './shared/accounts';
import { lineRow, na } from './shared/findings';
import { eur } from './shared/format';
import { own } from '../util/strings';
import * as scanning from './shared/entry-scan';
import * as stamping from './shared/stamp';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CLASS_6, scanEntry, SUPPLIER_CREDIT, VAT_DEDUCTIBLE } = scanning;
const { BucketedFindings } = stamping;

/**
 * The supplier of an invoice: the auxiliary account of its 401/404 credit line, else that account
 * when it is an individual one (401DUPONT, 40100012); '' when only a collective 401000 says who.
 */
function supplierOf(lines: readonly FecLine[], keys: SupplierKeys): string {
  for (const l of lines) {
    const c = l.compteNum;
    if (c.charCodeAt(0) !== 0x34 || c.charCodeAt(1) !== 0x30 || l.credit <= l.debit) continue;
    const c2 = c.charCodeAt(2);
    if (c2 !== 0x31 && c2 !== 0x34) continue;
    if (l.compAuxNum !== '') return keys.aux(l.compAuxNum);
    const k = keys.account(c);
    if (k !== '') return k;
  }
  return '';
}

/**
 * Supplier keys made once per auxiliary or account: the same string object each time, so that no
 * key is concatenated nor hashed again per invoice.
 */
class SupplierKeys {
  private readonly auxKeys = new Map<string, string>();
  private readonly accountKeys = new Map<string, string>();

  aux(num: string): string {
    let k = this.auxKeys.get(num);
    if (k === undefined) this.auxKeys.set(num, (k = own('aux:' + num)));
    return k;
  }

  /** 'cpt:' + the account when it is an individual one, else ''. */
  account(c: string): string {
    let k = this.accountKeys.get(c);
    if (k === undefined)
      this.accountKeys.set(c, (k = c.replace(/0+$/, '').length > 3 ? own('cpt:' + c) : ''));
    return k;
  }
}

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
    "Repère les factures d'achat (fournisseur 401/404 au crédit) sur des comptes de charges normalement soumis à TVA (60x, 61x, 62x) sans aucune ligne de TVA déductible (4456x). Si le fournisseur a facturé la TVA, elle peut être récupérée : l'économie estimée est la TVA au taux normal. Un fournisseur dont aucune facture du fichier ne porte de TVA (franchise en base, non assujetti, fournisseur étranger) n'est pas signalé : seules le sont les factures sans TVA d'un fournisseur qui en facture ailleurs, ou dont le fournisseur n'est pas identifiable (compte collectif sans compte auxiliaire).",
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
    // Invoices without VAT, filed by supplier until we know which suppliers charge VAT at all.
    const found = new BucketedFindings<string>(ctx.rowCap);
    const chargesVat = new Set<string>();
    const keys = new SupplierKeys();
    return {
      onEntry(e) {
        if (e.opening) return;
        // A supplier invoice with charges and without any deductible VAT.
        const flags = scanEntry(e).flags;
        if ((flags & (SUPPLIER_CREDIT | VAT_DEDUCTIBLE)) === (SUPPLIER_CREDIT | VAT_DEDUCTIBLE)) {
          const who = supplierOf(e.lines, keys);
          if (who !== '') chargesVat.add(who);
          return;
        }
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
        const l = first;
        found.add(
          supplierOf(e.lines, keys),
          () =>
            lineRow(l, `Achat de ${eur(base)} HT sans TVA déductible : TVA récupérable estimée ${eur(vat)}`),
          vat,
        );
      },
      finish(agg) {
        if (!hasVatAccount(agg))
          return na('Aucun compte de TVA (445) : entreprise non assujettie ou en franchise.');
        // A supplier that never charges VAT in the file is not liable to it (or foreign).
        const f = found.select((who) => who === '' || chargesVat.has(who));
        return f.outcome('SAVINGS');
      },
    };
  },
};
