/**
 * One FEC record after reading: whatever the file's variant (Debit/Credit, Montant+Sens, cash basis),
 * the engine works on this single shape. Amounts are signed integer cents; dates are integers
 * AAAAMMJJ (20240131), 0 when blank or unreadable. Text fields are trimmed.
 */
export interface FecLine {
  /** Physical line number in the file (the header is line 1). */
  line: number;
  journalCode: string;
  journalLib: string;
  ecritureNum: string;
  ecritureDate: number;
  compteNum: string;
  compteLib: string;
  compAuxNum: string;
  compAuxLib: string;
  pieceRef: string;
  pieceDate: number;
  ecritureLib: string;
  /** Integer cents, signed (a leading or trailing minus is legal). */
  debit: number;
  /** Integer cents, signed. */
  credit: number;
  ecritureLet: string;
  dateLet: number;
  validDate: number;
  /** Integer cents, null when blank. */
  montantDevise: number | null;
  idevise: string;
  /** Cash-basis variants only (BA: 21 columns, BNC: 22 columns); 0 / '' otherwise. */
  dateRglt: number;
  modeRglt: string;
  natOp: string;
  idClient: string;
  /** Values of columns beyond the variant's own, in header order; null when none. */
  extra: string[] | null;
}

/**
 * An accounting entry: the consecutive lines sharing (JournalCode, EcritureNum). A key that comes back
 * after other entries forms a new FecEntry with `reopened = true` (the engine reports it).
 */
export interface FecEntry {
  journalCode: string;
  ecritureNum: string;
  lines: FecLine[];
  /** Line number of the first line. */
  firstLine: number;
  /** Σ debit and Σ credit of the lines, integer cents. */
  debit: number;
  credit: number;
  /** True when this key was already seen earlier in the file (non-contiguous entry). */
  reopened: boolean;
  /** True when the engine recognises an opening entry (à-nouveaux journal). */
  opening: boolean;
}

export function entryKey(journalCode: string, ecritureNum: string): string {
  return journalCode + '\u0000' + ecritureNum;
}

/** A FecLine with every field blank, overridden by `fields` (tests, generators, fixtures). */
export function makeFecLine(fields: Partial<FecLine> = {}): FecLine {
  return {
    line: 0,
    journalCode: '',
    journalLib: '',
    ecritureNum: '',
    ecritureDate: 0,
    compteNum: '',
    compteLib: '',
    compAuxNum: '',
    compAuxLib: '',
    pieceRef: '',
    pieceDate: 0,
    ecritureLib: '',
    debit: 0,
    credit: 0,
    ecritureLet: '',
    dateLet: 0,
    validDate: 0,
    montantDevise: null,
    idevise: '',
    dateRglt: 0,
    modeRglt: '',
    natOp: '',
    idClient: '',
    extra: null,
    ...fields,
  };
}
