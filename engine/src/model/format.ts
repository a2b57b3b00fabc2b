/** The legal shapes of a FEC (A47 A-1, BOI-CF-IOR-60-40-20). */
export type FecVariant =
  /** 18 columns, Debit and Credit (BIC/IS). */
  | 'debit-credit'
  /** 18 columns, Montant and Sens (D/C or +1/-1). */
  | 'montant-sens'
  /** BA cash basis: 21 columns (DateRglt, ModeRglt, NatOp). */
  | 'ba-tresorerie'
  /** BNC cash basis: 22 columns (the 21 plus IdClient). */
  | 'bnc-tresorerie';

export type FecEncoding = 'utf-8-bom' | 'utf-8' | 'windows-1252' | 'iso-8859-15' | 'ascii';
export type FecSeparator = 'tab' | 'pipe' | 'semicolon' | 'comma';
export type LineEnding = 'lf' | 'crlf' | 'cr' | 'crcrlf' | 'mixed' | 'none';

export const SEPARATOR_CHAR: Record<FecSeparator, string> = {
  tab: '\t',
  pipe: '|',
  semicolon: ';',
  comma: ',',
};

/** Fiscal year bounds as integers AAAAMMJJ, both inclusive. */
export interface FiscalYear {
  start: number;
  end: number;
}

/** Upper case, like the control results (OK, WARNING, ERROR…). */
export type Severity = 'ERROR' | 'ALERT' | 'INFO';

/** One format anomaly. `line` is the physical line (1 = header); `column` the FEC column name or ''. */
export interface Diagnostic {
  line: number;
  column: string;
  code: string;
  severity: Severity;
  message: string;
}

/** The tester's conclusions. */
export type Conformity = 'conforme' | 'conforme-avec-alertes' | 'non-conforme';
