import type {
  Conformity,
  FecVariant,
  LineEnding,
  Severity,
  TesterField,
  TesterMode,
  TesterReason,
  TesterVerdict,
} from '../model/format';
import { F, FIELDS, type Field } from '../read/header';
import type { DiagnosticCollector } from './collector';
import type { DiagnosticCode } from './codes';
import type { EmptyTally } from './empty-tally';

/**
 * The DGFiP's tester (Test Compta Demat 1_00_10b), predicted from what the reader saw. Only its own rules,
 * applied its way: names matched after trimming spaces, case- and accent-insensitively (no aliases); records
 * split on LF after CR LF is removed once (so CR CR LF leaves a CR on the last name); empty amounts read as 0;
 * « données absentes » depending on the mode it is run in.
 */
export interface TesterEvidence {
  fileName: string;
  /** Line 1 as written (BOM removed), null when the file had none. */
  rawHeader: string | null;
  headerEnding: LineEnding;
  /** The reader's variant (decides the mode); null when unreadable. */
  variant: FecVariant | null;
  /** Where the reader found each field (its names are looser than the tester's), null when unreadable. */
  readerColumns: Int32Array | null;
  diagnostics: DiagnosticCollector;
  empties: EmptyTally;
}

export const TESTER_MODES: TesterMode[] = ['bic-is', 'ba-tresorerie', 'bnc-tresorerie'];

export const TESTER_MODE_LABELS: Record<TesterMode, string> = {
  'bic-is': 'BIC / IS',
  'ba-tresorerie': 'BA, comptabilité de trésorerie',
  'bnc-tresorerie': 'BNC, comptabilité de trésorerie',
};

const BASE: Field[] = FIELDS.slice(0, 18) as Field[];
const CASH: Field[] = ['DateRglt', 'ModeRglt', 'NatOp'];

/** Values the tester wants on every line (an empty one is an anomaly), per mode. */
const MANDATORY: Record<TesterMode, Field[]> = {
  'bic-is': ['EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'EcritureLib'],
  'ba-tresorerie': ['EcritureNum', 'EcritureDate', 'CompteLib', 'EcritureLib'],
  'bnc-tresorerie': ['EcritureNum', 'EcritureDate', 'CompteLib', 'EcritureLib'],
};

/** Its « données absentes » (they make the file non-conforming too), per mode. */
const ABSENT: Record<TesterMode, Field[]> = {
  'bic-is': ['JournalCode', 'JournalLib', 'PieceRef', 'PieceDate', 'ValidDate'],
  'ba-tresorerie': ['PieceRef', 'PieceDate'],
  'bnc-tresorerie': ['PieceRef', 'PieceDate'],
};

/** The per-line rules it shares with the reader: code, severity, its words, whether the corrector fixes it. */
const LINE_RULES: Array<[DiagnosticCode, Severity, string, boolean]> = [
  ['LIGNE_VIDE', 'ERROR', 'Ligne vide', true],
  ['ENTETE_REPETE', 'ERROR', 'En-tête répété lu comme une écriture (dates et montants illisibles)', true],
  ['NB_CHAMPS', 'ERROR', 'Nombre de champs différent de celui de l’en-tête', false],
  ['MONTANT_POINT', 'ERROR', 'Format numérique incorrect : point décimal', true],
  ['MONTANT_MILLIERS', 'ERROR', 'Format numérique incorrect : séparateur de milliers', true],
  ['MONTANT_INVALIDE', 'ERROR', 'Format numérique incorrect', false],
  ['SENS_INVALIDE', 'ERROR', 'Sens différent de D, C, +1 ou -1', false],
  ['DATE_FORMAT', 'ERROR', 'Format de date incorrect (AAAAMMJJ attendu)', true],
  ['DATE_INVALIDE', 'ERROR', 'Date invalide (mois supérieur à 12 ou jour supérieur à 31)', false],
  ['DATE_ANNEE', 'ALERT', 'Année hors de 1900 à 2099', false],
  ['COMPTE_FORMAT', 'ALERT', 'CompteNum ne commence pas par trois chiffres', false],
  ['DEBIT_CREDIT', 'ALERT', 'Débit et crédit tous deux nuls ou tous deux renseignés', false],
];

/** Its header matching: spaces trimmed, case and accents ignored, nothing else. */
function testerKey(name: string): string {
  return name
    .replace(/^ +| +$/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const BY_KEY = new Map<string, Field>(FIELDS.map((f) => [f.toLowerCase(), f]));

/** The mode the file's columns call for. */
export function testerModeOf(variant: FecVariant | null): TesterMode {
  return variant === 'bnc-tresorerie'
    ? 'bnc-tresorerie'
    : variant === 'ba-tresorerie'
      ? 'ba-tresorerie'
      : 'bic-is';
}

function modeReasonOf(mode: TesterMode): string {
  if (mode === 'bnc-tresorerie')
    return 'Lancez l’outil en mode BNC, comptabilité de trésorerie : le fichier a les 22 colonnes de ce mode (DateRglt, ModeRglt, NatOp, IdClient).';
  if (mode === 'ba-tresorerie')
    return 'Lancez l’outil en mode BA, comptabilité de trésorerie : le fichier a les 21 colonnes de ce mode (DateRglt, ModeRglt, NatOp).';
  return 'Lancez l’outil en mode BIC / IS : le fichier a les 18 colonnes de l’article A47 A-1, sans colonnes de trésorerie.';
}

/** The tester's file-name rule: `…FEC<AAAAMMJJ>`, any extension; otherwise it stops. */
export function testerAcceptsName(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const m = /^(.+)FEC(\d{4})(\d{2})(\d{2})(\.[^.]*)?$/.exec(base);
  if (!m) return false;
  const month = +m[3];
  const day = +m[4];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

interface HeaderAsRead {
  fields: TesterField[];
  /** The separator it found on line 1 (TAB, then |), or null. */
  separator: string | null;
  found: Set<Field>;
  /** The field the kept CR hid (CR CR LF), if any. */
  hiddenByCr: Field | null;
}

function readHeader(e: TesterEvidence): HeaderAsRead {
  const found = new Set<Field>();
  if (e.rawHeader === null) return { fields: [], separator: null, found, hiddenByCr: null };
  const separator = e.rawHeader.includes('\t') ? '\t' : e.rawHeader.includes('|') ? '|' : null;
  const names = separator === null ? [e.rawHeader] : e.rawHeader.split(separator);
  // CR CR LF: one CR LF is removed, one CR stays on the last name. CR alone: no record ends before the
  // end of the file, so the last name runs into line 2.
  let hiddenByCr: Field | null = null;
  const last = names.length - 1;
  if (e.headerEnding === 'crcrlf' || e.headerEnding === 'cr') {
    const field = BY_KEY.get(testerKey(names[last]));
    if (field !== undefined) hiddenByCr = field;
    names[last] += e.headerEnding === 'cr' ? '\r…' : '\r';
  }
  const fields: TesterField[] = names.map((name, i) => {
    if (name === '' && i === last && i > 0) return { name, field: null };
    const field = BY_KEY.get(testerKey(name)) ?? null;
    if (field === null || found.has(field)) return { name, field: null };
    found.add(field);
    return { name, field };
  });
  return { fields, separator, found, hiddenByCr };
}

function reason(
  code: string,
  severity: Severity,
  message: string,
  fixable: boolean,
  count = 1,
  lines: number[] = [1],
  column = '',
): TesterReason {
  return { code, severity, message, column, count, lines, fixable };
}

/** Header fields the mode needs (Montant/Sens stand for Debit/Credit when both are there). */
function neededFields(mode: TesterMode, found: Set<Field>): Field[] {
  const montantSens =
    found.has('Montant') && found.has('Sens') && !(found.has('Debit') && found.has('Credit'));
  const base = BASE.map((f) =>
    montantSens && f === 'Debit' ? 'Montant' : montantSens && f === 'Credit' ? 'Sens' : f,
  );
  if (mode === 'ba-tresorerie') return [...base, ...CASH];
  if (mode === 'bnc-tresorerie') return [...base, ...CASH, 'IdClient'];
  return base;
}

const readerHas = (e: TesterEvidence, f: Field) => e.readerColumns !== null && e.readerColumns[F[f]] >= 0;

function headerReasons(e: TesterEvidence, h: HeaderAsRead, mode: TesterMode): TesterReason[] {
  const out: TesterReason[] = [];
  if (e.rawHeader === null) return out;
  if (h.separator === null)
    out.push(
      reason(
        'SEPARATEUR_ILLEGAL',
        'ERROR',
        'Séparateur non reconnu sur la ligne d’en-tête (tabulation ou « | » attendu) : aucun champ détecté.',
        true,
      ),
    );
  for (const f of neededFields(mode, h.found)) {
    if (h.found.has(f)) continue;
    if (f === h.hiddenByCr)
      out.push(
        reason(
          'ENTETE_CR',
          'ERROR',
          e.headerEnding === 'cr'
            ? `Fins de ligne CR seul : l’outil lit tout le fichier comme une seule ligne et ne détecte pas le champ obligatoire ${f}.`
            : `Fins de ligne CR CR LF : le dernier nom de l’en-tête est lu « ${f}\\r » et l’outil ne détecte pas le champ obligatoire ${f}.`,
          true,
          1,
          [1],
          f,
        ),
      );
    else
      out.push(
        reason(
          'COLONNE_MANQUANTE',
          'ERROR',
          `Champ obligatoire non détecté : ${f}.`,
          // Named otherwise (an alias, quotes, another separator): the corrected FEC writes the legal names.
          readerHas(e, f) ||
            ((f === 'Debit' || f === 'Credit') && readerHas(e, 'Montant') && readerHas(e, 'Sens')),
          1,
          [1],
          f,
        ),
      );
  }
  const extras = h.fields.filter((x, i) => x.field === null && !(x.name === '' && i === h.fields.length - 1));
  for (const x of extras)
    out.push(
      reason(
        'COLONNE_SUPPLEMENTAIRE',
        'INFO',
        `Champ supplémentaire : ${x.name.replace(/\r/g, '\\r') || '(sans nom)'}.`,
        false,
        1,
        [1],
        x.name,
      ),
    );
  const last = h.fields[h.fields.length - 1];
  if (h.fields.length > 1 && last.name === '')
    out.push(reason('SEPARATEUR_FINAL', 'INFO', 'Séparateur en fin de ligne.', true));
  return out;
}

function lineReasons(e: TesterEvidence, mode: TesterMode, h: HeaderAsRead): TesterReason[] {
  const out: TesterReason[] = [];
  const d = e.diagnostics;
  const emptyReasons = (fields: Field[], code: string, words: string) => {
    for (const f of fields) {
      const n = e.empties.counts[F[f]];
      // A column it cannot see has no values for it to find empty.
      if (n > 0 && h.found.has(f))
        out.push(reason(code, 'ERROR', `${words} : ${f}.`, false, n, e.empties.lines[F[f]], f));
    }
  };
  emptyReasons(MANDATORY[mode], 'CHAMP_OBLIGATOIRE_VIDE', 'Valeur obligatoire absente');
  emptyReasons(ABSENT[mode], 'DONNEE_ABSENTE', 'Données absentes');
  for (const [code, severity, words, fixable] of LINE_RULES) {
    const n = d.count(code);
    if (n > 0) out.push(reason(code, severity, `${words}.`, fixable, n, d.linesOf(code)));
  }
  return out;
}

function fileReasons(e: TesterEvidence): TesterReason[] {
  const d = e.diagnostics;
  const out: TesterReason[] = [];
  if (d.count('FICHIER_VIDE') > 0 || (e.rawHeader !== null && d.count('AUCUNE_ECRITURE') > 0))
    out.push(reason('FICHIER_VIDE', 'ERROR', 'Fichier vide : aucune écriture à tester.', false, 1, [0]));
  else if (d.count('FICHIER_BINAIRE') > 0)
    out.push(reason('FICHIER_BINAIRE', 'ERROR', 'Fichier illisible : ce n’est pas un fichier texte.', false));
  else if (d.count('ENTETE_INVALIDE') > 0)
    out.push(reason('ENTETE_INVALIDE', 'ERROR', 'Aucun champ du FEC détecté sur la ligne d’en-tête.', false));
  if (e.fileName !== '' && !testerAcceptsName(e.fileName))
    out.push(
      reason(
        'NOM_FICHIER_TESTEUR',
        'ERROR',
        `Le nom « ${e.fileName.split(/[\\/]/).pop()} » ne suit pas <SIREN>FEC<AAAAMMJJ> : l’outil refuse de le traiter (renommez le fichier avant de le tester).`,
        false,
        1,
        [0],
      ),
    );
  return out;
}

function conclusionOf(reasons: TesterReason[]): Conformity {
  if (reasons.some((r) => r.severity === 'ERROR')) return 'non-conforme';
  return reasons.some((r) => r.severity === 'ALERT') ? 'conforme-avec-alertes' : 'conforme';
}

const RANK: Record<Severity, number> = { ERROR: 0, ALERT: 1, INFO: 2 };

function reasonsIn(e: TesterEvidence, h: HeaderAsRead, mode: TesterMode): TesterReason[] {
  // No separator it knows: it sees one field per line, so our reading of the lines says nothing of its own.
  const lines = h.separator === null ? [] : lineReasons(e, mode, h);
  const all = [...fileReasons(e), ...headerReasons(e, h, mode), ...lines];
  return all.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** What the tester would conclude, in the mode the file's columns call for, and in the others. */
export function predictTester(e: TesterEvidence): TesterVerdict {
  const header = readHeader(e);
  const mode = testerModeOf(e.variant);
  const byMode = Object.fromEntries(
    TESTER_MODES.map((m) => [m, conclusionOf(reasonsIn(e, header, m))]),
  ) as Record<TesterMode, Conformity>;
  const reasons = reasonsIn(e, header, mode);
  const verdict = conclusionOf(reasons);
  const errors = reasons.filter((r) => r.severity === 'ERROR');
  return {
    verdict,
    mode,
    modeReason: modeReasonOf(mode),
    reasons,
    fixable: errors.length > 0 && errors.every((r) => r.fixable),
    byMode,
    fields: header.fields,
  };
}
