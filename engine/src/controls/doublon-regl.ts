// Control: DOUBLON-REGL — Facture payée deux fois
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { daysBetween } from '../util/dates';
import { Findings } from './shared/findings';
import * as findings from './shared/findings';
import { dateFr, eur } from './shared/format';
import { PairTable } from './shared/pair-table';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_40X, ACC_411, ACC_51, ACC_53, CLASS_6, scanEntry, SUPPLIER_CREDIT } = scanning;
const { own } = findings;

export interface DoublonReglParams {
  /**
   * The direct charge is at most this many days from the supplier's payment or from its invoice
   * (a card payment at the order, a direct debit at the due date).
   */
  dayWindow: number;
  /** Amounts below this (cents) are left out: small repeated purchases name the same shops. */
  minAmountCents: number;
  /**
   * SAVINGS (the second payment is money to claim back) when the pairs add up to at least this;
   * WARNING below.
   */
  savingsThresholdCents: number;
}

/**
 * Words of a label that name nobody: legal forms, payment means, accounting words, months. What is
 * left of a supplier's name once they are gone (at least 4 characters, not only digits) is its hint.
 */
const GENERIC = new Set(
  [
    'SARL EURL SASU SOCIETE STE GROUPE COMPAGNIE ETABLISSEMENTS FRANCE INTERNATIONAL',
    'FOURNISSEUR FOURNISSEURS FACTURE FACTURES FACT REGLEMENT REGLT VIREMENT VIRT PRELEVEMENT PRLV',
    'PAIEMENT CHEQUE CARTE ACHAT ACHATS ABONNEMENT FRAIS DIVERS AVOIR COMMANDE REMISE SEPA',
    'EUROS CHARGES SERVICE SERVICES TRANSFERT ECHEANCE COMPTE BANQUE BANCAIRE BANCAIRES',
    'JANVIER FEVRIER MARS AVRIL JUIN JUILLET AOUT SEPTEMBRE OCTOBRE NOVEMBRE DECEMBRE',
    'JANV FEVR JUIL SEPT',
  ]
    .join(' ')
    .split(' '),
);

/** The distinctive words of a text: upper case, no accents, split on anything but letters and digits. */
export function hintWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/);
  return words.filter((w) => w.length >= 4 && !/^\d+$/.test(w) && !GENERIC.has(w));
}

/** Charges paid straight from the treasury (no supplier account), in columns. */
interface Directs {
  amount: number[];
  date: number[];
  line: number[];
  journalCode: string[];
  ecritureNum: string[];
  compteNum: string[];
  debit: number[];
  /** The charge's label, and the entry's first label when it differs (the bank's wording), else ''. */
  lib: string[];
  entryLib: string[];
}

/** Supplier payments (401/404 debited against the treasury), in columns. */
interface Payments {
  amount: number[];
  date: number[];
  line: number[];
  /** Invoice key: the supplier's account and auxiliary. */
  compteNum: string[];
  compAuxNum: string[];
  /** What names the supplier: auxiliary or account label, and the payment's label. */
  names: string[];
}

/** Output of supplierKey: the two 32-bit hashes of (account, auxiliary, amount). */
const hash = new Int32Array(2);

function supplierKey(compteNum: string, compAuxNum: string, amount: number): void {
  let x = 0x811c9dc5 ^ compteNum.length;
  let y = 0x9747b28c ^ compAuxNum.length;
  for (let i = 0; i < compteNum.length; i++) {
    const k = compteNum.charCodeAt(i);
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  for (let i = 0; i < compAuxNum.length; i++) {
    const k = compAuxNum.charCodeAt(i) + 0x10000;
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  const lo = amount | 0;
  const hi = Math.floor(amount / 4294967296) | 0;
  x = Math.imul(x ^ lo, 0x01000193) ^ hi;
  y = Math.imul(y ^ lo, 0x5bd1e995) ^ (y >>> 15);
  y = Math.imul(y ^ hi, 0x5bd1e995) ^ (y >>> 15);
  hash[0] = x;
  hash[1] = y;
}

/** 51x or 53x: the treasury. */
function isTreasury(c: string): boolean {
  return c.charCodeAt(0) === 0x35 && (c.charCodeAt(1) === 0x31 || c.charCodeAt(1) === 0x33);
}

/** 401 or 404. */
function isSupplier(c: string): boolean {
  return (
    c.charCodeAt(0) === 0x34 &&
    c.charCodeAt(1) === 0x30 &&
    (c.charCodeAt(2) === 0x31 || c.charCodeAt(2) === 0x34)
  );
}

export const DOUBLON_REGL: ControlDefinition<DoublonReglParams> = {
  id: 'DOUBLON-REGL',
  label: 'Facture payée deux fois',
  description:
    "Recherche les factures fournisseurs payées par deux chemins : une fois directement de la banque (ou de la caisse) en charge, sans passer par le compte fournisseur, et une fois par le règlement au fournisseur (401) d'une facture du même montant. Les deux paiements sont du même montant, à quelques jours l'un de l'autre ou de la facture, et le libellé du paiement direct nomme le fournisseur. Le second paiement est de l'argent à réclamer ; à défaut, la charge est comptée deux fois.",
  theme: 'indicateurs-fraude',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'WARNING', 'SAVINGS'],
  params: { dayWindow: 15, minAmountCents: 5000, savingsThresholdCents: 0 },
  create(ctx, p) {
    // Supplier invoices: (account, auxiliary, amount) → the first invoice's date.
    const invoices = new PairTable(1 << 12);
    const directs: Directs = {
      amount: [],
      date: [],
      line: [],
      journalCode: [],
      ecritureNum: [],
      compteNum: [],
      debit: [],
      lib: [],
      entryLib: [],
    };
    const payments: Payments = { amount: [], date: [], line: [], compteNum: [], compAuxNum: [], names: [] };

    function direct(lines: readonly FecLine[]): void {
      let paid = 0;
      let charge: FecLine | null = null;
      for (const l of lines) {
        const c = l.compteNum;
        if (isTreasury(c)) paid += l.credit - l.debit;
        else if (c.charCodeAt(0) === 0x36 && l.debit - l.credit > 0 && charge === null) charge = l;
      }
      if (charge === null || paid < p.minAmountCents) return;
      directs.amount.push(paid);
      directs.date.push(charge.ecritureDate);
      directs.line.push(charge.line);
      directs.journalCode.push(own(charge.journalCode));
      directs.ecritureNum.push(own(charge.ecritureNum));
      directs.compteNum.push(own(charge.compteNum));
      directs.debit.push(charge.debit);
      directs.lib.push(own(charge.ecritureLib));
      const first = lines[0].ecritureLib;
      directs.entryLib.push(first === charge.ecritureLib ? '' : own(first));
    }

    return {
      onEntry(e) {
        if (e.opening) return;
        const flags = scanEntry(e).flags;
        if (flags & SUPPLIER_CREDIT)
          for (const l of e.lines) {
            const amount = l.credit - l.debit;
            if (amount < p.minAmountCents || !isSupplier(l.compteNum)) continue;
            supplierKey(l.compteNum, l.compAuxNum, amount);
            invoices.getOrSet(hash[0], hash[1], l.pieceDate || l.ecritureDate || 1);
          }
        if (!(flags & (ACC_51 | ACC_53))) return;
        if (flags & ACC_40X) {
          for (const l of e.lines) {
            const amount = l.debit - l.credit;
            if (amount < p.minAmountCents || !isSupplier(l.compteNum)) continue;
            payments.amount.push(amount);
            payments.date.push(l.ecritureDate);
            payments.line.push(l.line);
            payments.compteNum.push(own(l.compteNum));
            payments.compAuxNum.push(own(l.compAuxNum));
            payments.names.push(own(`${l.compAuxLib || l.compteLib} ${l.ecritureLib}`));
          }
        } else if (flags & CLASS_6 && !(flags & ACC_411)) direct(e.lines);
      },
      finish() {
        const f = new Findings(ctx.rowCap);
        if (directs.amount.length === 0 || payments.amount.length === 0) return f.outcome('SAVINGS');
        const byAmount = new Map<number, number[]>();
        for (let i = 0; i < directs.amount.length; i++) {
          const list = byAmount.get(directs.amount[i]);
          if (list === undefined) byAmount.set(directs.amount[i], [i]);
          else list.push(i);
        }
        const used = new Set<number>();
        const libWords = new Map<number, Set<string>>();
        const found: { i: number; k: number; days: number }[] = [];
        for (let k = 0; k < payments.amount.length; k++) {
          const list = byAmount.get(payments.amount[k]);
          if (list === undefined) continue;
          supplierKey(payments.compteNum[k], payments.compAuxNum[k], payments.amount[k]);
          const invoiceDate = invoices.get(hash[0], hash[1]);
          // The payment settles an invoice of that amount, not an advance.
          if (invoiceDate === 0) continue;
          const hints = hintWords(payments.names[k]);
          if (hints.length === 0) continue;
          const paidOn = payments.date[k];
          if (paidOn === 0) continue;
          let best = -1;
          let bestDays = Infinity;
          for (const i of list) {
            if (used.has(i) || directs.date[i] === 0) continue;
            let days = Math.abs(daysBetween(paidOn, directs.date[i]));
            if (invoiceDate > 1) days = Math.min(days, Math.abs(daysBetween(invoiceDate, directs.date[i])));
            if (days > p.dayWindow || days >= bestDays) continue;
            let words = libWords.get(i);
            if (words === undefined)
              libWords.set(i, (words = new Set(hintWords(`${directs.lib[i]} ${directs.entryLib[i]}`))));
            if (!hints.some((w) => words.has(w))) continue;
            best = i;
            bestDays = days;
          }
          if (best < 0) continue;
          used.add(best);
          found.push({ i: best, k, days: bestDays });
        }
        found.sort((a, b) => directs.line[a.i] - directs.line[b.i]);
        for (const { i, k } of found) {
          const amount = directs.amount[i];
          f.count++;
          f.amount += amount;
          if (!f.keep()) continue;
          f.add({
            line: directs.line[i],
            journalCode: directs.journalCode[i],
            ecritureNum: directs.ecritureNum[i],
            compteNum: directs.compteNum[i],
            debit: directs.debit[i],
            credit: 0,
            ecritureDate: directs.date[i],
            ecritureLib: directs.lib[i],
            detail: `Charge de ${eur(amount)} payée directement le ${dateFr(directs.date[i])}, et réglée au fournisseur ${payments.compAuxNum[k] || payments.compteNum[k]} le ${dateFr(payments.date[k])} (ligne ${payments.line[k]}) pour une facture du même montant`,
          });
        }
        return f.outcome(f.amount >= p.savingsThresholdCents ? 'SAVINGS' : 'WARNING');
      },
    };
  },
};
