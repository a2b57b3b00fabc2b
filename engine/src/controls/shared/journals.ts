import { isOpeningJournal } from '../../model/accounting';

/** What a journal is used for, as far as its code and label tell. */
export type JournalKind =
  'opening' | 'bank' | 'cash' | 'sales' | 'purchases' | 'payroll' | 'misc' | 'unknown';

// Order matters: "Caisse d'épargne" is a bank, "CA" alone is the cash journal.
const BANK_LIB =
  /banq|bank|\bbq\b|caisse d.?[ée]pargne|cr[ée]dit (agricole|mutuel|lyonnais|coop)|soci[ée]t[ée] g[ée]n[ée]rale|\bbnp\b|\blcl\b|\bcic\b|la banque postale|qonto|shine/i;
const BANK_CODE = /^(bq|bk|bnp|lcl|cic)/i;
const CASH_LIB = /caisse|esp[eè]ce/i;
const CASH_CODE = /^(ca|cai|cs|cse|esp)$/i;
const SALES_LIB = /vente/i;
const SALES_CODE = /^(v|vt|ve|vte|ven)\d*$/i;
const PURCHASES_LIB = /achat|fournisseur/i;
const PURCHASES_CODE = /^(a|ac|ach|ha)\d*$/i;
const PAYROLL = /paie|salaire|social/i;
const MISC_LIB = /divers|op[ée]rations? div|inventaire|r[ée]gul|extourne|cl[oô]ture|situation|\bod\b/i;
const MISC_CODE = /^(od|o\.d|odi|ode|odr|ext|inv|reg|clo|div)/i;

/** Classifies a journal by its code and label only (no data); 'unknown' when nothing matches. */
export function journalKindByName(code: string, lib: string): JournalKind {
  if (isOpeningJournal(code, lib)) return 'opening';
  if (BANK_LIB.test(lib) || BANK_CODE.test(code)) return 'bank';
  if (CASH_LIB.test(lib) || CASH_CODE.test(code)) return 'cash';
  if (SALES_LIB.test(lib) || SALES_CODE.test(code)) return 'sales';
  if (PURCHASES_LIB.test(lib) || PURCHASES_CODE.test(code)) return 'purchases';
  if (PAYROLL.test(lib)) return 'payroll';
  if (MISC_LIB.test(lib) || MISC_CODE.test(code)) return 'misc';
  return 'unknown';
}

/** Per-journal cache of `journalKindByName`. */
export class JournalKinds {
  private readonly kinds = new Map<string, JournalKind>();

  get(code: string, lib: string): JournalKind {
    let k = this.kinds.get(code);
    if (k === undefined) {
      k = journalKindByName(code, lib);
      this.kinds.set(code, k);
    }
    return k;
  }
}
