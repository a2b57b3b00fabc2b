import type { FecEntry } from '../../model/line';
import * as numbering from './numbering';

// Local copy: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { numericPart } = numbering;

/**
 * One pass over an entry's lines, shared by every control: the engine hands the same entry object to
 * each control's onEntry in turn, so the first control to ask computes these facts and the others get
 * them from a one-slot cache. Each control then skips, with one bit test, the entries that cannot
 * concern it, instead of looping over the lines itself.
 *
 * The facts object is reused from entry to entry: read it inside onEntry, never keep it.
 */
export interface EntryScan {
  flags: number;
  /** Smallest and largest non-zero EcritureDate and ValidDate of the lines (0 when none). */
  minDate: number;
  maxDate: number;
  minValid: number;
  maxValid: number;
  /** Numeric part of EcritureNum (see numbering.ts): null when it has none. */
  numPrefix: string | null;
  num: number;
  numWidth: number;
}

// Line facts (set when at least one line of the entry has them).
export const VALID_EMPTY = 1 << 0;
/** ValidDate earlier than the line's EcritureDate. */
export const VALID_BEFORE = 1 << 1;
export const PIECE_MISSING = 1 << 2;
export const LETTERED = 1 << 3;
export const CURRENCY = 1 << 4;
/** Some EcritureLib starts with t/T/c/C (total, cumul, centralisation…). */
export const LIB_TC = 1 << 5;
// Account facts.
export const CLASS_2 = 1 << 6;
export const CLASS_6 = 1 << 7;
export const CLASS_7 = 1 << 8;
export const ACC_12 = 1 << 9;
export const ACC_51 = 1 << 10;
export const ACC_512 = 1 << 11;
export const ACC_53 = 1 << 12;
export const ACC_58 = 1 << 13;
export const ACC_411 = 1 << 14;
/** 4456x, 44567 included. */
export const VAT_DEDUCTIBLE = 1 << 15;
export const VAT_44567 = 1 << 16;
/** 4457x or 4452x. */
export const VAT_COLLECTED = 1 << 17;
/** 4455x or 4458x: a VAT return. */
export const VAT_SETTLEMENT = 1 << 18;
/** 401/404 in credit: a supplier invoice. */
export const SUPPLIER_CREDIT = 1 << 19;
/** 411 in debit: a customer invoice. */
export const CUSTOMER_DEBIT = 1 << 20;
/** 401/404 line, whatever the side. */
export const ACC_40X = 1 << 21;

const scan: EntryScan = {
  flags: 0,
  minDate: 0,
  maxDate: 0,
  minValid: 0,
  maxValid: 0,
  numPrefix: null,
  num: 0,
  numWidth: 0,
};
let lastEntry: FecEntry | null = null;
let lastFirst: unknown = null;
let lastLength = -1;

function accountFlags(c: string, debit: number, credit: number): number {
  const c0 = c.charCodeAt(0);
  const c1 = c.charCodeAt(1);
  switch (c0) {
    case 0x32:
      return CLASS_2;
    case 0x36:
      return CLASS_6;
    case 0x37:
      return CLASS_7;
    case 0x31:
      return c1 === 0x32 ? ACC_12 : 0;
    case 0x35:
      if (c1 === 0x31) return c.charCodeAt(2) === 0x32 ? ACC_51 | ACC_512 : ACC_51;
      return c1 === 0x33 ? ACC_53 : c1 === 0x38 ? ACC_58 : 0;
    case 0x34: {
      const c2 = c.charCodeAt(2);
      if (c1 === 0x30) {
        if (c2 !== 0x31 && c2 !== 0x34) return 0;
        return credit - debit > 0 ? ACC_40X | SUPPLIER_CREDIT : ACC_40X;
      }
      if (c1 === 0x31) {
        if (c2 !== 0x31) return 0;
        return debit - credit > 0 ? ACC_411 | CUSTOMER_DEBIT : ACC_411;
      }
      if (c1 !== 0x34 || c2 !== 0x35) return 0;
      const c3 = c.charCodeAt(3);
      if (c3 === 0x36) return c.charCodeAt(4) === 0x37 ? VAT_DEDUCTIBLE | VAT_44567 : VAT_DEDUCTIBLE;
      if (c3 === 0x37 || c3 === 0x32) return VAT_COLLECTED;
      if (c3 === 0x35 || c3 === 0x38) return VAT_SETTLEMENT;
      return 0;
    }
    default:
      return 0;
  }
}

/** The facts of `e`, computed once however many controls ask. */
export function scanEntry(e: FecEntry): EntryScan {
  // Identity of the entry and of its first line, and its size: safe even if an engine pools objects.
  if (e === lastEntry && e.lines[0] === lastFirst && e.lines.length === lastLength) return scan;
  lastEntry = e;
  lastFirst = e.lines[0];
  lastLength = e.lines.length;
  let flags = 0;
  let minDate = 0;
  let maxDate = 0;
  let minValid = 0;
  let maxValid = 0;
  for (const l of e.lines) {
    const d = l.ecritureDate;
    const v = l.validDate;
    if (d !== 0) {
      if (minDate === 0 || d < minDate) minDate = d;
      if (d > maxDate) maxDate = d;
    }
    if (v === 0) flags |= VALID_EMPTY;
    else {
      if (minValid === 0 || v < minValid) minValid = v;
      if (v > maxValid) maxValid = v;
      if (d !== 0 && v < d) flags |= VALID_BEFORE;
    }
    if (l.pieceRef.length === 0 || l.pieceDate === 0) flags |= PIECE_MISSING;
    if (l.ecritureLet.length !== 0) flags |= LETTERED;
    if (l.montantDevise !== null || l.idevise.length !== 0) flags |= CURRENCY;
    const t = l.ecritureLib.charCodeAt(0) | 0x20;
    if (t === 0x74 || t === 0x63) flags |= LIB_TC;
    flags |= accountFlags(l.compteNum, l.debit, l.credit);
  }
  scan.flags = flags;
  scan.minDate = minDate;
  scan.maxDate = maxDate;
  scan.minValid = minValid;
  scan.maxValid = maxValid;
  const n = numericPart(e.ecritureNum);
  if (n === null) scan.numPrefix = null;
  else {
    scan.numPrefix = n.prefix;
    scan.num = n.num;
    scan.numWidth = n.width;
  }
  return scan;
}
