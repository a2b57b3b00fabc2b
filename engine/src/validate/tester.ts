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
  /** The data lines whose field count, as the tester counts it, differs from its header's (reader.ts). */
  fieldCounts?: TesterFieldCounts;
  /** UTF-16 as the reader found it (null: not UTF-16), whether the file ends with a line end. */
  utf16?: Utf16Evidence | null;
  /** Physical lines the reader counted (the tester's extra empty record in UTF-16 comes after them). */
  physicalLines?: number;
}

export interface Utf16Evidence {
  bigEndian: boolean;
  bom: boolean;
  /** The file ends with a line end (LF, or CR LF). */
  endsWithEol: boolean;
  /** Its lines end with CR LF (the tester then splits its records on CR). */
  crlf: boolean;
}

/**
 * The tester's field counts (`trt_txt.pl`): a data line split on the raw separator, quotes not special,
 * trailing separators counted, against its header's count. Exact counts; the first lines kept.
 */
export interface TesterFieldCounts {
  /** Lines whose count differs from the header's. */
  count: number;
  /** Of those, lines the reader could not read whole either (a field really missing or extra). */
  unfixable: number;
  /** Lines with a quoted field holding the separator, lines with a trailing separator the header lacks or has. */
  quoted: number;
  trailing: number;
  /** The first lines, and the first line's counts (found, expected). */
  lines: number[];
  found: number;
  expected: number;
  /** Lines without any separator (the tester: « une ligne … est vide »), not counted above. */
  noSeparator: number;
  noSeparatorLines: number[];
  /**
   * Its records end with what the file's first 4 KiB hold (`detecte_macfile`: CR LF, else CR, else LF);
   * a line ending otherwise is read with the next one (the last line of the file aside).
   */
  eol: 'crlf' | 'cr' | 'lf';
  merged: number;
  mergedLines: number[];
  /** Dates as it judges them (`testerDateIssue`), on the values we flag (it accepts every one we do not). */
  dates: Record<'format' | 'calendar' | 'year', DateTally>;
}

export interface DateTally {
  count: number;
  lines: number[];
  /** Of those, values the corrector cannot rewrite (we cannot read them as a date either). */
  unfixable: number;
}

const dateTally = (): DateTally => ({ count: 0, lines: [], unfixable: 0 });

/**
 * `trt_txt.pl`'s date check on a (trimmed) value: null when it accepts it. Zeros, dashes, slashes and dots
 * only, or nothing, are an empty date (an error on EcritureDate only, the one date it requires); then
 * year-month-day or day-month-year, 2-digit month [0-1][0-9] and day [0-3][0-9], any of / - . between
 * (or none), an optional time with seconds: month > 12 or day > 31 is an error (« calendaire »), a year off
 * 19xx/20xx an alert; anything else an error (« format »).
 */
export function testerDateIssue(v: string, mandatory: boolean): 'format' | 'calendar' | 'year' | null {
  if (/^[0\-/.]+$/.test(v) || v === '') return mandatory ? 'format' : null;
  const m = DATE_PATTERNS.exec(v);
  if (m === null) return 'format';
  const g = m.groups!;
  const month = +(g.m1 ?? g.m2 ?? g.m3 ?? g.m4);
  const day = +(g.j1 ?? g.j2 ?? g.j3 ?? g.j4);
  if (g.y1 !== undefined || g.y2 !== undefined) return month > 12 || day > 31 ? 'calendar' : null;
  return 'year';
}

const SEP = '[/\\-.]*';
const TIME = '(?:[T ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2})?';
const DATE_PATTERNS = new RegExp(
  [
    `(?<y1>(?:19|20)[0-9]{2})${SEP}(?<m1>[0-1][0-9])${SEP}(?<j1>[0-3][0-9])${TIME}`,
    `(?<j2>[0-3][0-9])${SEP}(?<m2>[0-1][0-9])${SEP}(?<y2>(?:19|20)[0-9]{2})${TIME}`,
    `[0-9]{4}${SEP}(?<m3>[0-1][0-9])${SEP}(?<j3>[0-3][0-9])${TIME}`,
    `(?<j4>[0-3][0-9])${SEP}(?<m4>[0-1][0-9])${SEP}[0-9]{4}${TIME}`,
  ]
    .map((p) => `^${p}$`)
    .join('|'),
);

export function newTesterFieldCounts(): TesterFieldCounts {
  return {
    count: 0,
    unfixable: 0,
    quoted: 0,
    trailing: 0,
    lines: [],
    found: 0,
    expected: 0,
    noSeparator: 0,
    noSeparatorLines: [],
    eol: 'lf',
    merged: 0,
    mergedLines: [],
    dates: { format: dateTally(), calendar: dateTally(), year: dateTally() },
  };
}

/** How the tester reads line 1 (`init.pl`, `trt_entete.pl`). */
export interface TesterHeaderShape {
  /** TAB if splitting on it gives 9 fields or more, else | likewise; null: it stops. */
  sep: '\t' | '|' | null;
  /** The names as split: spaces around separators dropped, trailing empty names dropped (Perl's split). */
  names: string[];
  /** The line ends with the separator (spaces allowed after): it adds a field (its « ZFICTIFZ »). */
  trailing: boolean;
  /** Its expected field count per data line. */
  count: number;
}

const dropTrailingEmpty = (a: string[]): string[] => {
  let n = a.length;
  while (n > 0 && a[n - 1] === '') n--;
  return n === a.length ? a : a.slice(0, n);
};

/** Line 1 as the tester splits it (the line given as the tester sees it: CRs it keeps, NULs removed). */
export function testerHeaderShape(line: string): TesterHeaderShape {
  const sep =
    dropTrailingEmpty(line.split('\t')).length >= 9
      ? '\t'
      : dropTrailingEmpty(line.split('|')).length >= 9
        ? '|'
        : null;
  if (sep === null) return { sep, names: [line], trailing: false, count: 1 };
  const esc = sep === '|' ? '\\|' : '\\t';
  const names = dropTrailingEmpty(line.split(new RegExp(` *${esc} *`)));
  const trailing = new RegExp(`${esc} *$`).test(line);
  return { sep, names, trailing, count: names.length + (trailing ? 1 : 0) };
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
  ['ENTETE_REPETE', 'ERROR', 'En-tête répété lu comme une écriture (dates et montants illisibles)', true],
  ['MONTANT_POINT', 'ERROR', 'Format numérique incorrect : point décimal', true],
  ['MONTANT_MILLIERS', 'ERROR', 'Format numérique incorrect : séparateur de milliers', true],
  ['MONTANT_INVALIDE', 'ERROR', 'Format numérique incorrect', false],
  ['SENS_INVALIDE', 'ERROR', 'Sens différent de D, C, +1 ou -1', false],
  ['COMPTE_FORMAT', 'ALERT', 'CompteNum ne commence pas par trois chiffres', false],
  ['DEBIT_CREDIT', 'ALERT', 'Débit et crédit tous deux nuls ou tous deux renseignés', false],
];

/**
 * Its header matching (`trt_entete.pl`): é and è become e (only those two, lower case: its substitution
 * works on UTF-8 bytes, where case folding does not reach them), trailing spaces go, then any character
 * but A–Z, a–z, 0–9 becomes « _ »; the result is compared case-insensitively with the legal names.
 */
function testerField(name: string): Field | null {
  const k = name.replace(/[éè]/g, 'e').replace(/ +$/, '');
  return /^[A-Za-z0-9]+$/.test(k) ? (BY_KEY.get(k.toLowerCase()) ?? null) : null;
}

/** Its date rules, as our reader judges dates (evidence without the tester's own date judgment). */
const DATE_RULES: Array<[DiagnosticCode, Severity, string, boolean]> = [
  ['DATE_FORMAT', 'ERROR', 'Format de date incorrect (AAAAMMJJ attendu)', true],
  ['DATE_INVALIDE', 'ERROR', 'Date invalide (mois supérieur à 12 ou jour supérieur à 31)', false],
  ['DATE_ANNEE', 'ALERT', 'Année hors de 1900 à 2099', false],
];

/** Its date rules as it judges each value (`testerDateIssue`), in its words. */
const TESTER_DATE_RULES: Array<['format' | 'calendar' | 'year', DiagnosticCode, Severity, string]> = [
  ['format', 'DATE_FORMAT', 'ERROR', 'Un format date est incorrect (AAAAMMJJ attendu)'],
  [
    'calendar',
    'DATE_INVALIDE',
    'ERROR',
    'Des dates ne correspondant pas à des dates calendaires sont présentes dans le fichier (mois supérieur à 12 ou jour supérieur à 31)',
  ],
  ['year', 'DATE_ANNEE', 'ALERT', 'Date en dehors de la période (année hors de 1900 à 2099)'],
];

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

/**
 * The tester's file-name rule (`init.pl`: `uc($file) =~ m/^.*\/(.*)FEC(20[0-9]{2}[0-1][0-9][0-3][0-9])/`, the
 * SIREN part not empty): something, FEC in any case, 20AA, a month 00–19, a day 00–39, then anything;
 * otherwise it stops.
 */
export function testerAcceptsName(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return /^.+FEC20\d{2}[01]\d[0-3]\d/i.test(base);
}

interface HeaderAsRead {
  fields: TesterField[];
  /** The separator it found on line 1 (TAB, then |), or null. */
  separator: string | null;
  found: Set<Field>;
  /** The field the kept CR hid (CR CR LF), if any. */
  hiddenByCr: Field | null;
  /** The field the UTF-16 BOM hid (the first name), if any. */
  hiddenByBom: Field | null;
  /** Its field count per data line. */
  count: number;
}

/** Line 1 as the tester gets it: a UTF-16 BOM kept (read as ISO 8859-15), a CR kept by CR CR LF. */
export function testerHeaderLine(
  rawHeader: string,
  headerEnding: LineEnding,
  utf16: Utf16Evidence | null | undefined,
): string {
  const bom = utf16?.bom ? (utf16.bigEndian ? 'þÿ' : 'ÿþ') : '';
  return bom + rawHeader + (headerEnding === 'crcrlf' ? '\r' : '');
}

function readHeader(e: TesterEvidence): HeaderAsRead {
  const found = new Set<Field>();
  const none = { fields: [], separator: null, found, hiddenByCr: null, hiddenByBom: null, count: 0 };
  if (e.rawHeader === null) return none;
  // CR CR LF: records end at CR LF, one CR stays on the last name (records are cut on CR alone when the
  // file has no CR LF in its first 4 KiB: CR endings are read right).
  const shape = testerHeaderShape(testerHeaderLine(e.rawHeader, e.headerEnding, e.utf16));
  const names = shape.names;
  const last = names.length - 1;
  const hiddenByCr =
    e.headerEnding === 'crcrlf' && last >= 0 ? testerField(names[last].replace(/\r$/, '')) : null;
  const hiddenByBom = e.utf16?.bom && last >= 0 ? testerField(names[0].slice(2)) : null;
  const fields: TesterField[] = names.map((name) => {
    const field = testerField(name);
    if (field === null || found.has(field)) return { name, field: null };
    found.add(field);
    return { name, field };
  });
  if (shape.trailing) fields.push({ name: '', field: null });
  return { fields, separator: shape.sep, found, hiddenByCr, hiddenByBom, count: shape.count };
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
          `Fins de ligne CR CR LF : le dernier nom de l’en-tête est lu « ${f}\\r » et l’outil ne détecte pas le champ obligatoire ${f}.`,
          true,
          1,
          [1],
          f,
        ),
      );
    else if (f === h.hiddenByBom)
      out.push(
        reason(
          'ENCODAGE_UTF16',
          'ERROR',
          `Le champ « ${f} » n’est pas présent dans le fichier : encodé en UTF-16, il commence par un BOM UTF-16 que l’outil ne retire pas (il ne retire que le BOM UTF-8) ; il lit le premier nom de l’en-tête « ${h.fields[0].name} ».`,
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
  out.push(...structureReasons(e, h));
  if (e.fieldCounts === undefined) {
    for (const [code, severity, words, fixable] of DATE_RULES) {
      const n = d.count(code);
      if (n > 0) out.push(reason(code, severity, `${words}.`, fixable, n, d.linesOf(code)));
    }
  } else
    for (const [kind, code, severity, words] of TESTER_DATE_RULES) {
      const t = e.fieldCounts.dates[kind];
      if (t.count > 0)
        out.push(
          reason(code, severity, `${words}.`, kind === 'format' && t.unfixable === 0, t.count, t.lines),
        );
    }
  for (const [code, severity, words, fixable] of LINE_RULES) {
    const n = d.count(code);
    if (n > 0) out.push(reason(code, severity, `${words}.`, fixable, n, d.linesOf(code)));
  }
  return out;
}

const KEEP = 10;
const firstLines = (a: number[], b: number[]) => [...a, ...b].sort((x, y) => x - y).slice(0, KEEP);

/**
 * Its structure errors (`trt_txt.pl`): a line it splits into one field only is « vide »; a line whose
 * count differs from the header's gets « il y a X champs au lieu des Y champs attendus ». Its report
 * groups the same message over several lines as « […] fois dans le fichier ».
 */
function structureReasons(e: TesterEvidence, h: HeaderAsRead): TesterReason[] {
  const out: TesterReason[] = [];
  const d = e.diagnostics;
  const fc = e.fieldCounts;
  // UTF-16: after its last line end comes a record of NUL bytes (and LF) it reads as an empty line —
  // little-endian always, big-endian when its records are cut on CR (CR LF endings).
  const u = e.utf16;
  const trailingRecord =
    u && u.endsWithEol && (!u.bigEndian || u.crlf) && e.physicalLines !== undefined
      ? [e.physicalLines + 1]
      : [];
  const empty = d.count('LIGNE_VIDE') + (fc?.noSeparator ?? 0) + trailingRecord.length;
  if (empty > 0) {
    const lines = firstLines(firstLines(d.linesOf('LIGNE_VIDE'), fc?.noSeparatorLines ?? []), trailingRecord);
    out.push(
      reason(
        'LIGNE_VIDE',
        'ERROR',
        grouped(`La structure du fichier est incorrecte, une ligne :${lines[0]}: est vide`, empty) + '.',
        // Blank lines, and lines of text without separators (no entry: no account, date nor amount),
        // are left out of the corrected FEC.
        true,
        empty,
        lines,
      ),
    );
  }
  if (fc !== undefined && fc.merged > 0) {
    const eol = { crlf: 'CR LF', cr: 'CR', lf: 'LF' }[fc.eol];
    const header = fc.mergedLines[0] === 1;
    out.push(
      reason(
        'FIN_DE_LIGNE',
        'ERROR',
        `Fins de ligne mélangées : l’outil découpe les enregistrements sur ${eol} (la fin de ligne des 4 premiers Kio du fichier) ; ${
          fc.merged > 1
            ? `${fc.merged} lignes finies autrement sont lues`
            : 'une ligne finie autrement est lue'
        } avec la suivante (ligne ${fc.mergedLines[0]}${fc.merged > 1 ? '…' : ''})${
          header
            ? ' : la ligne d’en-tête est lue avec la ligne 2, son dernier nom n’est pas détecté'
            : ` : « La structure du fichier est incorrecte : … il y a … champs au lieu des ${h.count} champs attendus »`
        }.`,
        true,
        fc.merged,
        fc.mergedLines,
      ),
    );
  }
  if (fc === undefined) {
    const n = d.count('NB_CHAMPS');
    if (n > 0)
      out.push(
        reason(
          'NB_CHAMPS',
          'ERROR',
          'Nombre de champs différent de celui de l’en-tête.',
          false,
          n,
          d.linesOf('NB_CHAMPS'),
        ),
      );
  } else if (fc.count > 0) {
    const why: string[] = [];
    if (fc.quoted > 0)
      why.push(
        `l’outil ne connaît pas les guillemets : un « ${h.separator === '\t' ? 'tabulation' : '|'} » entre guillemets compte pour lui comme un séparateur`,
      );
    if (fc.trailing > 0)
      why.push('il compte les séparateurs en fin de ligne, présents sur l’en-tête ou sur la ligne seulement');
    out.push(
      reason(
        'NB_CHAMPS',
        'ERROR',
        grouped(
          `La structure du fichier est incorrecte : en ligne ${fc.lines[0]} : il y a ${fc.found} champs au lieu des ${fc.expected} champs attendus`,
          fc.count,
        ) + (why.length ? ` (${why.join(' ; ')}).` : '.'),
        fc.unfixable === 0,
        fc.count,
        fc.lines,
      ),
    );
  }
  return out;
}

/** Its report's grouping of one message over several lines. */
function grouped(message: string, count: number): string {
  return count > 1 ? `${message} — [${count}] fois dans le fichier` : message;
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
