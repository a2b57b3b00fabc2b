// Control: DOUBLON-FACT — Facture en double
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { daysBetween } from '../util/dates';
import { Findings, lineRow } from './shared/findings';
import { eur } from './shared/format';
import { PairTable } from './shared/pair-table';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CUSTOMER_DEBIT, scanEntry, SUPPLIER_CREDIT } = scanning;

export interface DoublonFactParams {
  /** Two invoices of one third party for one amount at most this many days apart are duplicates. */
  dayWindow: number;
  /**
   * SAVINGS (a supplier invoice paid twice is money to recover) when the supplier duplicates add up
   * to at least this; WARNING otherwise (customer duplicates only, or below the threshold).
   */
  savingsThresholdCents: number;
  /**
   * Two invoices told apart by nothing but their dates (no invoice number either way) are duplicates
   * only from this amount (cents): tolls, parking, coffee are small amounts that come back day after
   * day.
   */
  minDateOnlyCents: number;
  /**
   * Two invoices with one same reference (a contract or customer number) at least this many days
   * apart are the periods of a recurring charge when their labels differ only by a month or a date,
   * or when the reference comes back at such intervals three times or more.
   */
  recurringDays: number;
}

interface Seen {
  date: number;
  /** The normalised piece as a 64-bit hash (see pieceCode), and whether it holds a digit. */
  pieceX: number;
  pieceY: number;
  digit: boolean;
  line: number;
  /** The label as a 64-bit hash, and without its month names and digits (see labelCode). */
  labelX: number;
  labelY: number;
  stripX: number;
  stripY: number;
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

/** Int32 slots kept per first invoice of a key (see `firsts`). */
const STRIDE = 9;

/** Output of keyHash: the two 32-bit hashes of DenseKeys.id for (account, auxiliary, '', amount). */
const hash = new Int32Array(2);

function keyHash(a: string, b: string, n: number): void {
  let x = 0x811c9dc5;
  let y = 0x01000193 ^ (a.length + (b.length << 8));
  for (let i = 0; i < a.length; i++) {
    const k = a.charCodeAt(i);
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  for (let i = 0; i < b.length; i++) {
    const k = b.charCodeAt(i) + 0x10000; // keeps ('ab','c') apart from ('a','bc')
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  if (n !== 0) {
    // The amount (integer cents, possibly beyond 32 bits): low and high parts.
    const lo = n | 0;
    const hi = Math.floor(n / 4294967296) | 0;
    x = Math.imul(x ^ lo, 0x01000193) ^ hi;
    y = Math.imul(y ^ lo, 0x5bd1e995) ^ (y >>> 15);
    y = Math.imul(y ^ hi, 0x5bd1e995) ^ (y >>> 15);
  }
  hash[0] = x;
  hash[1] = y;
}

/** Output of pieceCode: two 32-bit hashes of the normalised piece, and 1 when it holds a digit. */
export const pieceOut = new Int32Array(3);
const kept = new Int32Array(256);

function hashCodes(codes: ArrayLike<number>, n: number, digit: boolean): void {
  let x = 0x811c9dc5 ^ n;
  let y = 0x9747b28c;
  for (let i = 0; i < n; i++) {
    const k = codes[i];
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  pieceOut[0] = x;
  pieceOut[1] = y;
  pieceOut[2] = digit ? 1 : 0;
}

/**
 * normalisePiece(ref) as a 64-bit hash, into `pieceOut`, with no string built for ASCII references
 * (every invoice gets one: a hash of 8 bytes is kept instead of the reference). Two references are
 * the same invoice number when their hashes are equal (a false match about 1 in 10^13 at 2 million
 * invoices, as for DenseKeys).
 */
export function pieceCode(ref: string): void {
  const len = ref.length;
  let n = 0;
  let digit = false;
  for (let i = 0; i < len; i++) {
    let c = ref.charCodeAt(i);
    if (c >= 0x80 || len > kept.length) {
      // toUpperCase turns a few non-ASCII letters into ASCII ones (ı → I, ſ → S): the reference way.
      const s = normalisePiece(ref);
      const codes = new Int32Array(s.length);
      for (let k = 0; k < s.length; k++) codes[k] = s.charCodeAt(k);
      hashCodes(codes, s.length, DIGIT.test(s));
      return;
    }
    if (c >= 0x61 && c <= 0x7a) c -= 0x20;
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) kept[n++] = c;
  }
  // Zeros leading a digit run (at the start or after a letter) go, one is kept when nothing follows.
  let out = 0;
  let i = 0;
  while (i < n) {
    const c = kept[i];
    const atRunStart = i === 0 || (kept[i - 1] >= 0x41 && kept[i - 1] <= 0x5a);
    if (c === 0x30 && atRunStart) {
      let j = i;
      while (j < n && kept[j] === 0x30) j++;
      const nextDigit = j < n && kept[j] >= 0x30 && kept[j] <= 0x39;
      if (!nextDigit) kept[out++] = 0x30;
      digit = true;
      // The zeros were read from `kept` before any write could reach them (out <= i).
      i = j;
      continue;
    }
    if (c <= 0x39) digit = true;
    kept[out++] = c;
    i++;
  }
  hashCodes(kept, out, digit);
}

/** Month names and their usual short forms, French and English, upper case without accents. */
const MONTH_TOKENS = [
  ...['JANVIER', 'FEVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN', 'JUILLET', 'AOUT', 'SEPTEMBRE'],
  ...['OCTOBRE', 'NOVEMBRE', 'DECEMBRE', 'JANV', 'FEV', 'FEVR', 'AVR', 'JUIL', 'SEPT', 'OCT'],
  ...['NOV', 'DEC', 'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP'],
  ...['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER'],
  ...['NOVEMBER', 'DECEMBER'],
];

function tokenHash(codes: ArrayLike<number>, from: number, to: number): number {
  let x = 0x811c9dc5;
  for (let i = from; i < to; i++) x = Math.imul(x ^ codes[i], 0x01000193);
  return x;
}

const MONTHS = new Set(
  MONTH_TOKENS.map((m) => {
    const codes = Array.from(m, (c) => c.charCodeAt(0));
    return tokenHash(codes, 0, codes.length);
  }),
);

/** Upper-case base letter of a non-ASCII character (é → E), cached: labels are mostly ASCII. */
const folded = new Map<number, number>();
function fold(c: number): number {
  let f = folded.get(c);
  if (f === undefined) {
    const base = String.fromCharCode(c).normalize('NFD').toUpperCase().charCodeAt(0);
    f = base >= 0x41 && base <= 0x5a ? base : 0;
    folded.set(c, f);
  }
  return f;
}

/** Output of labelCode: the label's hash (x, y), then its hash without month names nor digits. */
export const labelOut = new Int32Array(4);
const letters = new Int32Array(256);

/**
 * Hashes a label twice, into `labelOut`, with no string built: letters and digits as written (case
 * and accents aside), then without the digits and the month names — « Abonnement janvier 2024 »
 * and « Abonnement février 2024 » differ, but not once stripped: the periods of one recurring charge.
 */
export function labelCode(lib: string): void {
  let x = 0x811c9dc5;
  let y = 0x9747b28c;
  let sx = 0x811c9dc5;
  let sy = 0x9747b28c;
  let n = 0;
  const len = Math.min(lib.length, 1024);
  for (let i = 0; i <= len; i++) {
    let c = i < len ? lib.charCodeAt(i) : 0x20;
    if (c >= 0x61 && c <= 0x7a) c -= 0x20;
    else if (c >= 0x80) c = fold(c);
    const letter = c >= 0x41 && c <= 0x5a;
    const digit = c >= 0x30 && c <= 0x39;
    if (letter || digit) {
      x = Math.imul(x ^ c, 0x01000193);
      y = Math.imul(y ^ c, 0x5bd1e995) ^ (y >>> 15);
    }
    if (letter) {
      if (n < letters.length) letters[n++] = c;
      continue;
    }
    // The end of a word: kept in the stripped hash unless it names a month.
    if (n > 0 && !MONTHS.has(tokenHash(letters, 0, n))) {
      for (let k = 0; k < n; k++) {
        sx = Math.imul(sx ^ letters[k], 0x01000193);
        sy = Math.imul(sy ^ letters[k], 0x5bd1e995) ^ (sy >>> 15);
      }
      sx = Math.imul(sx ^ 0x20, 0x01000193);
      sy = Math.imul(sy ^ 0x20, 0x5bd1e995) ^ (sy >>> 15);
    }
    n = 0;
  }
  labelOut[0] = x;
  labelOut[1] = y;
  labelOut[2] = sx;
  labelOut[3] = sy;
}

/** Labels that differ, but only by month names or numbers (dates, periods, counters). */
function differOnlyByPeriod(a: Seen, b: Seen): boolean {
  if (a.labelX === b.labelX && a.labelY === b.labelY) return false;
  return a.stripX === b.stripX && a.stripY === b.stripY;
}

/**
 * 1: the same invoice number; -1: two different invoice numbers; 0: cannot tell (a reference
 * missing or without digits, like "LOYER", which recurring invoices share).
 */
function comparePieces(a: Seen, b: Seen): number {
  if (!a.digit || !b.digit) return 0;
  return a.pieceX === b.pieceX && a.pieceY === b.pieceY ? 1 : -1;
}

/**
 * Same normalised invoice number, unless the labels name different periods a while apart (a
 * contract number used as the reference of every monthly fee); or, when the numbers cannot tell,
 * dates within the window for an amount from the floor up, unless the labels name different periods.
 */
function isTwin(a: Seen, b: Seen, amount: number, p: DoublonFactParams): boolean {
  const pieces = comparePieces(a, b);
  if (pieces === 1) {
    if (!differOnlyByPeriod(a, b) || a.date === 0 || b.date === 0) return true;
    return Math.abs(daysBetween(a.date, b.date)) < p.recurringDays;
  }
  if (pieces === -1 || amount < p.minDateOnlyCents || differOnlyByPeriod(a, b)) return false;
  return a.date !== 0 && b.date !== 0 && Math.abs(daysBetween(a.date, b.date)) <= p.dayWindow;
}

/**
 * Three periods or more of one key, each at least `days` after the one before: a recurring charge.
 * Invoices closer than that to the previous period are not periods (they are its duplicates, reported
 * on their own).
 */
function isRecurring(list: readonly Seen[], days: number): boolean {
  const dates = list.map((x) => x.date).sort((a, b) => a - b);
  if (dates[0] === 0) return false;
  let periods = 1;
  let previous = dates[0];
  for (let i = 1; i < dates.length; i++)
    if (daysBetween(previous, dates[i]) >= days) {
      periods++;
      previous = dates[i];
    }
  return periods >= 3;
}

export const DOUBLON_FACT: ControlDefinition<DoublonFactParams> = {
  id: 'DOUBLON-FACT',
  label: 'Facture en double',
  description:
    "Recherche les factures fournisseurs et clients enregistrées deux fois : même tiers, même montant et même numéro de pièce (normalisé), ou même tiers et même montant à quelques jours d'intervalle quand les numéros de pièce ne les distinguent pas (à partir de 50 € : péages, stationnements et petits achats répétés ne sont pas des doublons). Une charge récurrente n'est pas une facture en double : des libellés qui ne diffèrent que par le mois ou la date (« Abonnement janvier », « Abonnement février ») désignent des périodes différentes, et une même référence (numéro de contrat) revenant au moins trois fois à un mois d'intervalle ou plus est un abonnement. Une facture fournisseur en double peut être payée deux fois ; une facture client en double gonfle le chiffre d'affaires.",
  theme: 'indicateurs-fraude',
  cycle: 'achats-fournisseurs',
  categories: ['OK', 'WARNING', 'SAVINGS'],
  params: { dayWindow: 3, savingsThresholdCents: 0, minDateOnlyCents: 5000, recurringDays: 20 },
  create(ctx, p) {
    // Invoices by (account, auxiliary, amount): the first one in typed columns, the others (rare:
    // recurring amounts) in a side map. Pieces are kept as hashes of their normalised form.
    const keys = new PairTable(1 << 14);
    // Per key: date (AAAAMMJJ), line, piece hash (2 ints), digit flag, label hashes (4 ints) — 32-bit
    // ints in chunks of 4096 keys (no doubling slack).
    const firsts: Int32Array[] = [];
    const others = new Map<number, Seen[]>();
    const f = new Findings(ctx.rowCap);
    let supplierAmount = 0;
    // One invoice number a month or more apart: a duplicate, unless the key comes back at such
    // intervals three times or more (a recurring charge under one contract number), known at the end.
    const deferred: { at: number; amount: number; supplier: boolean; row: DetailRow }[] = [];
    return {
      onEntry(e) {
        if (e.opening || !(scanEntry(e).flags & (SUPPLIER_CREDIT | CUSTOMER_DEBIT))) return;
        for (const l of e.lines) {
          const side = invoiceSide(l);
          if (side === 0) continue;
          const amount = side === 1 ? l.credit - l.debit : l.debit - l.credit;
          const date = l.pieceDate || l.ecritureDate;
          keyHash(l.compteNum, l.compAuxNum, amount);
          const id = keys.size;
          const known = keys.getOrSet(hash[0], hash[1], id + 1);
          pieceCode(l.pieceRef);
          labelCode(l.ecritureLib);
          if (known === 0) {
            if ((id & 4095) === 0) firsts.push(new Int32Array(STRIDE * 4096));
            const c = firsts[id >>> 12];
            const o = (id & 4095) * STRIDE;
            c[o] = date;
            c[o + 1] = l.line;
            c[o + 2] = pieceOut[0];
            c[o + 3] = pieceOut[1];
            c[o + 4] = pieceOut[2];
            c[o + 5] = labelOut[0];
            c[o + 6] = labelOut[1];
            c[o + 7] = labelOut[2];
            c[o + 8] = labelOut[3];
            continue;
          }
          const me: Seen = {
            date,
            pieceX: pieceOut[0],
            pieceY: pieceOut[1],
            digit: pieceOut[2] === 1,
            line: l.line,
            labelX: labelOut[0],
            labelY: labelOut[1],
            stripX: labelOut[2],
            stripY: labelOut[3],
          };
          const at = known - 1;
          let list = others.get(at);
          if (list === undefined) {
            const c = firsts[at >>> 12];
            const o = (at & 4095) * STRIDE;
            list = [
              {
                date: c[o],
                pieceX: c[o + 2],
                pieceY: c[o + 3],
                digit: c[o + 4] === 1,
                line: c[o + 1],
                labelX: c[o + 5],
                labelY: c[o + 6],
                stripX: c[o + 7],
                stripY: c[o + 8],
              },
            ];
            others.set(at, list);
          }
          // The nearest twin: a copy keyed days after an invoice is its duplicate even when the same
          // reference also came a month before (a recurring charge).
          let twin: Seen | undefined;
          let nearest = Infinity;
          for (const o of list) {
            if (!isTwin(o, me, amount, p)) continue;
            const days = o.date === 0 || date === 0 ? 0 : Math.abs(daysBetween(o.date, date));
            if (days < nearest) {
              nearest = days;
              twin = o;
            }
          }
          list.push(me);
          if (twin === undefined) continue;
          const found = twin;
          const samePiece = comparePieces(found, me) === 1;
          const text = () =>
            `${side === 1 ? 'Facture fournisseur' : 'Facture client'} de ${eur(amount)} en double avec la ligne ${found.line} (${
              samePiece ? `même pièce${l.pieceRef ? ` ${l.pieceRef}` : ''}` : `${nearest} jour(s) d'écart`
            })`;
          if (samePiece && found.date !== 0 && date !== 0 && nearest >= p.recurringDays) {
            deferred.push({ at, amount, supplier: side === 1, row: lineRow(l, text()) });
            continue;
          }
          if (side === 1) supplierAmount += amount;
          f.addLine(l, text, amount);
        }
      },
      finish() {
        for (const d of deferred) {
          if (isRecurring(others.get(d.at)!, p.recurringDays)) continue;
          if (d.supplier) supplierAmount += d.amount;
          f.count++;
          f.amount += d.amount;
          if (f.keep()) f.add(d.row);
        }
        if (deferred.length !== 0) f.rows.sort((a, b) => a.line - b.line);
        return f.outcome(
          supplierAmount > 0 && supplierAmount >= p.savingsThresholdCents ? 'SAVINGS' : 'WARNING',
        );
      },
    };
  },
};
