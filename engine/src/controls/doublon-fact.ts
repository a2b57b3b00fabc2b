// Control: DOUBLON-FACT — Facture en double
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { daysBetween } from '../util/dates';
import { DenseKeys } from '../util/dense-keys';
import { Findings } from './shared/findings';
import * as findings from './shared/findings';
import { eur } from './shared/format';
import { Column } from '../util/columns';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CUSTOMER_DEBIT, scanEntry, SUPPLIER_CREDIT } = scanning;
const { own } = findings;

export interface DoublonFactParams {
  /** Two invoices of one third party for one amount at most this many days apart are duplicates. */
  dayWindow: number;
  /**
   * SAVINGS (a supplier invoice paid twice is money to recover) when the supplier duplicates add up
   * to at least this; WARNING otherwise (customer duplicates only, or below the threshold).
   */
  savingsThresholdCents: number;
}

interface Seen {
  date: number;
  pieceRef: string;
  line: number;
}

/** 'F-000123 ' → 'F123': upper case, letters and digits only, no leading zeros in digit runs. */
export function normalisePiece(ref: string): string {
  return ref
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(^|[A-Z])0+(?=\d)/g, '$1');
}

/** 1 for a supplier invoice line (401/404 in credit), 2 for a customer invoice line (411 in debit). */
function invoiceSide(l: FecLine): number {
  const c = l.compteNum;
  if (c.charCodeAt(0) !== 0x34) return 0;
  const c1 = c.charCodeAt(1);
  const c2 = c.charCodeAt(2);
  if (c1 === 0x30 && (c2 === 0x31 || c2 === 0x34)) return l.credit - l.debit > 0 ? 1 : 0;
  if (c1 === 0x31 && c2 === 0x31) return l.debit - l.credit > 0 ? 2 : 0;
  return 0;
}

const DIGIT = /\d/;

/**
 * 1: the same invoice number; -1: two different invoice numbers; 0: cannot tell (a reference
 * missing or without digits, like "LOYER", which recurring invoices share).
 */
function comparePieces(a: string, b: string): number {
  const na = normalisePiece(a);
  const nb = normalisePiece(b);
  if (!DIGIT.test(na) || !DIGIT.test(nb)) return 0;
  return na === nb ? 1 : -1;
}

/** Same normalised invoice number; or dates within the window, unless the numbers differ. */
function isTwin(a: Seen, b: Seen, dayWindow: number): boolean {
  const pieces = comparePieces(a.pieceRef, b.pieceRef);
  if (pieces !== 0) return pieces === 1;
  return a.date !== 0 && b.date !== 0 && Math.abs(daysBetween(a.date, b.date)) <= dayWindow;
}

export const DOUBLON_FACT: ControlDefinition<DoublonFactParams> = {
  id: 'DOUBLON-FACT',
  label: 'Facture en double',
  description:
    "Recherche les factures fournisseurs et clients enregistrées deux fois : même tiers, même montant et même numéro de pièce (normalisé), ou même tiers et même montant à quelques jours d'intervalle quand les numéros de pièce ne les distinguent pas. Une facture fournisseur en double peut être payée deux fois ; une facture client en double gonfle le chiffre d'affaires.",
  theme: 'indicateurs-fraude',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'WARNING', 'SAVINGS'],
  params: { dayWindow: 3, savingsThresholdCents: 0 },
  create(ctx, p) {
    // Invoices by (account, auxiliary, amount): the first one in typed columns, the others (rare:
    // recurring amounts) in a side map. Pieces are normalised only when two invoices meet.
    const keys = new DenseKeys(1 << 14);
    const firstDate = new Column(1 << 12);
    const firstLine = new Column(1 << 12);
    const firstPiece: string[] = [];
    const others = new Map<number, Seen[]>();
    const f = new Findings(ctx.rowCap);
    let supplierAmount = 0;
    return {
      onEntry(e) {
        if (e.opening || !(scanEntry(e).flags & (SUPPLIER_CREDIT | CUSTOMER_DEBIT))) return;
        for (const l of e.lines) {
          const side = invoiceSide(l);
          if (side === 0) continue;
          const amount = side === 1 ? l.credit - l.debit : l.debit - l.credit;
          const date = l.pieceDate || l.ecritureDate;
          const id = keys.id(l.compteNum, l.compAuxNum, '', amount);
          if (keys.created) {
            firstDate.push(date);
            firstLine.push(l.line);
            firstPiece.push(own(l.pieceRef));
            continue;
          }
          const me: Seen = { date, pieceRef: own(l.pieceRef), line: l.line };
          let list = others.get(id);
          if (list === undefined) {
            list = [{ date: firstDate.data[id], pieceRef: firstPiece[id], line: firstLine.data[id] }];
            others.set(id, list);
          }
          const twin = list.find((o) => isTwin(o, me, p.dayWindow));
          list.push(me);
          if (twin === undefined) continue;
          if (side === 1) supplierAmount += amount;
          f.addLine(
            l,
            () =>
              `${side === 1 ? 'Facture fournisseur' : 'Facture client'} de ${eur(amount)} en double avec la ligne ${twin.line} (${
                comparePieces(twin.pieceRef, me.pieceRef) === 1
                  ? 'même pièce'
                  : `${Math.abs(daysBetween(twin.date, date))} jour(s) d'écart`
              })`,
            amount,
          );
        }
      },
      finish() {
        return f.outcome(
          supplierAmount > 0 && supplierAmount >= p.savingsThresholdCents ? 'SAVINGS' : 'WARNING',
        );
      },
    };
  },
};
