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
  /** True for the rules the DGFiP's tester does not apply (« au-delà de l'outil officiel »). */
  beyondTester: boolean;
}

/** The tester's conclusions. */
export type Conformity = 'conforme' | 'conforme-avec-alertes' | 'non-conforme';

/**
 * The mode the DGFiP's tester (Test Compta Demat) is run in — it asks at start: BIC/IS (18 columns,
 * Debit/Credit or Montant/Sens), BA cash basis (21 columns) or BNC cash basis (22 columns).
 */
export type TesterMode = 'bic-is' | 'ba-tresorerie' | 'bnc-tresorerie';

/** One reason of the tester's predicted conclusion, in its own terms. */
export interface TesterReason {
  /**
   * Stable code: the engine's diagnostic code when the rule is the same (MONTANT_POINT, DONNEE_ABSENTE…),
   * else a tester-only one: NOM_FICHIER_TESTEUR (the tester refuses the name), ENTETE_CR (CR CR LF: the
   * last header name keeps a CR), ENCODAGE_UTF16 (a UTF-16 BOM kept on the first header name),
   * CHAMP_NON_DETECTE (a header name it does not recognise).
   */
  code: string;
  /** ERROR: non conforme; ALERT: conforme avec alertes; INFO: listed in its report only. */
  severity: Severity;
  /** French, in the tester's terms (« Champ obligatoire non détecté : Idevise »). */
  message: string;
  /** The FEC column concerned, '' for the file or a whole line. */
  column: string;
  /** Exact number of lines (or header fields) concerned. */
  count: number;
  /** The first physical lines concerned (at most 10; 1 = the header). */
  lines: number[];
  /** The corrector fixes it (line endings, separator, header names, decimals, dates). */
  fixable: boolean;
}

/** How the tester would map one header field (its report's « correspondance des champs »). */
export interface TesterField {
  /** The name as written on line 1 (as the tester reads it: a kept CR shows as « \r »). */
  name: string;
  /** The FEC field it recognises, or null: an extra field (« champ supplémentaire »). */
  field: string | null;
}

/** What the DGFiP's tester would conclude on this file: only its own rules, as its sources apply them. */
export interface TesterVerdict {
  verdict: Conformity;
  /** The mode to run the tester in, decided from the columns of the file. */
  mode: TesterMode;
  /** One French sentence: which mode to pick in the tester and why. */
  modeReason: string;
  /** ERROR reasons first, then ALERT, then INFO. */
  reasons: TesterReason[];
  /** The tester rejects the file, and every rejecting reason is one the corrector fixes. */
  fixable: boolean;
  /** The conclusion in each of the tester's modes (a user who picks the wrong one gets that). */
  byMode: Record<TesterMode, Conformity>;
  /** The header as the tester maps it. */
  fields: TesterField[];
}
