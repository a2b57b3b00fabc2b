import type { FecLine } from '../model/line';
import type { DiagnosticCollector } from '../validate/collector';
import type { EmptyTally } from '../validate/empty-tally';
import { testerDateIssue, type TesterFieldCounts } from '../validate/tester';
import { formatCentsFec } from '../util/money';
import { AmountIssue, lastAmount, parseAmountBytes, parseAmountIn } from './amount';
import { DateIssue, lastDate, parseDateBytes, parseDateIn } from './date';
import { F, FIELDS, type Field, type HeaderInfo } from './header';
import { splitQuoted } from './split';

/** Quoted lines are re-joined on a character no FEC value holds, so one offset scan serves both cases. */
const JOIN = '\u0000';

/** Node's Buffer slicers without argument checks (untyped in @types/node): the hot path's decoders. */
type Bytes = Buffer & {
  latin1Slice(start: number, end: number): string;
  utf8Slice(start: number, end: number): string;
};

/** Slots per text field in the cache of recent values (direct-mapped by a hash of the value). */
const CACHE_MASK = 1023;
/** Slots of the cache of recent values, all fields together. */
export const CACHE_SLOTS = FIELDS.length * (CACHE_MASK + 1);

/**
 * Turns one raw record into a FecLine and reports its anomalies (the DGFiP tester's per-line rules).
 * Fields are located by offsets in the line: amounts and dates are parsed in place, and only text
 * values become strings — the reader's hot path.
 */
export class LineParser {
  private readonly starts = new Int32Array(64);
  private readonly ends = new Int32Array(64);
  private count = 0;
  private line = '';
  /**
   * The line as UTF-8 bytes (see splitBytes), or null when it was split as a string: offsets then
   * index `buf`, and a value becomes a string only when it is new (a cache miss).
   */
  private buf: Bytes | null = null;
  private readonly sepByte: number;
  /** Bytes (as Latin-1 text: one char per byte) of each cached value and label, for the byte path. */
  private readonly cacheRaw: Array<string | undefined> = new Array<string | undefined>(
    FIELDS.length * (CACHE_MASK + 1),
  );
  private readonly cacheLabelRaw: Array<string | undefined> = new Array<string | undefined>(
    FIELDS.length * (CACHE_MASK + 1),
  );
  /**
   * Bytes of the previous line's EcritureNum, PieceRef and EcritureLib (byte path), copied so that
   * no chunk is kept alive; a length of -1 matches nothing (the value came from the text path).
   */
  private readonly prevBytes = [new Uint8Array(64), new Uint8Array(64), new Uint8Array(64)];
  private readonly prevLen = new Int32Array([-1, -1, -1]);
  private readonly decodeField = (a: number, b: number): string => this.decode(a, b);
  private short = false;
  private readonly columnOf: Int32Array;
  private readonly extraIdx: number[];
  private readonly montantSens: boolean;
  private readonly cashBasis: boolean;
  /** Cash-basis and declared BNC/BA-commercial files: JournalCode, JournalLib, CompteNum, ValidDate may be blank. */
  private readonly relaxed: boolean;
  private readonly cacheValues: Array<string | undefined> = new Array<string | undefined>(
    FIELDS.length * (CACHE_MASK + 1),
  );
  private readonly cacheHashes = new Int32Array(FIELDS.length * (CACHE_MASK + 1));
  private readonly cacheLabels: Array<string | undefined> = new Array<string | undefined>(
    FIELDS.length * (CACHE_MASK + 1),
  );
  private lastSlot = -1;
  /**
   * The cache slots the last parsed line's JournalCode, CompteNum, CompAuxNum and Idevise came from (-1:
   * blank): a value and its label stay the same string while their slot is unchanged, which lets the
   * reading thread send each once (see LineBatchWriter).
   */
  readonly slots = new Int32Array(4);
  private prevNum = '';
  private prevPiece = '';
  private prevLib = '';

  constructor(
    private readonly header: HeaderInfo,
    private readonly diags: DiagnosticCollector,
    commercialBncBa: boolean,
    private readonly empties: EmptyTally,
    /** Where the tester's own judgment of dates is tallied (null: not wanted). */
    private readonly testerCounts: TesterFieldCounts | null = null,
  ) {
    this.columnOf = header.columnOf;
    this.extraIdx = header.extraColumns.map((c) => c.index);
    this.montantSens = header.variant === 'montant-sens';
    this.cashBasis = header.variant === 'ba-tresorerie' || header.variant === 'bnc-tresorerie';
    this.relaxed = this.cashBasis || commercialBncBa;
    this.sepByte = header.separatorChar.charCodeAt(0);
  }

  /** Number of fields of the last line split. */
  get fieldCount(): number {
    return this.count;
  }

  /**
   * The field count of the last split line as the DGFiP tester counts it: every separator splits,
   * quotes or not (it differs from `fieldCount` only on a line holding a quote).
   */
  get rawFieldCount(): number {
    return this.quotedRaw < 0 ? this.count : this.quotedRaw;
  }
  /** The raw field count of a quoted line, -1 on any other. */
  private quotedRaw = -1;

  /** Splits `raw` into field offsets; returns the field count (quoted fields handled). */
  split(raw: string): number {
    let sep = this.header.separatorChar;
    this.quotedRaw = -1;
    if (raw.indexOf('"') >= 0) {
      let n = 1;
      for (let i = raw.indexOf(sep); i >= 0; i = raw.indexOf(sep, i + 1)) n++;
      this.quotedRaw = n;
      raw = splitQuoted(raw, sep).join(JOIN);
      sep = JOIN;
    }
    this.line = raw;
    this.buf = null;
    this.prevLen.fill(-1);
    const starts = this.starts;
    const ends = this.ends;
    let k = 0;
    let p = 0;
    for (;;) {
      const q = raw.indexOf(sep, p);
      if (k < 64) {
        starts[k] = p;
        ends[k] = q < 0 ? raw.length : q;
      }
      k++;
      if (q < 0) break;
      p = q + 1;
    }
    this.count = k;
    return k;
  }

  /**
   * Splits the UTF-8 bytes buf[start, end) — a line without quotes, NUL or line-end bytes — into field
   * offsets; returns the field count. Same result as `split` on the decoded line.
   */
  splitBytes(buf: Buffer, start: number, end: number): number {
    this.buf = buf as Bytes;
    this.quotedRaw = -1;
    const sep = this.sepByte;
    const starts = this.starts;
    const ends = this.ends;
    let k = 0;
    let p = start;
    for (let i = start; i < end; i++) {
      if (buf[i] === sep) {
        if (k < 64) {
          starts[k] = p;
          ends[k] = i;
        }
        k++;
        p = i + 1;
      }
    }
    if (k < 64) {
      starts[k] = p;
      ends[k] = end;
    }
    k++;
    this.count = k;
    return k;
  }

  /**
   * Reads one line of UTF-8 bytes from `start` up to the byte `cut` (or `n`), splitting it into fields
   * on the way; returns the index of `cut` (`n` when absent). The CRs ending an LF line are left out
   * (`trailingCrs` counts them). `odd` tells a line this path does not read — a quote, a NUL byte, a
   * CR inside it: the caller reads it as text instead.
   */
  scanLine(buf: Buffer, start: number, n: number, cut: number): number {
    this.buf = buf as Bytes;
    this.quotedRaw = -1;
    const sep = this.sepByte;
    const starts = this.starts;
    const ends = this.ends;
    let k = 0;
    let p = start;
    let crs = 0;
    let odd = false;
    let i = start;
    for (; i < n; i++) {
      const c = buf[i];
      if (c === sep) {
        if (k < 64) {
          starts[k] = p;
          ends[k] = i;
        }
        k++;
        p = i + 1;
      } else if (c <= 34) {
        if (c === cut) break;
        if (c === 13) crs++;
        else if (c === 34 || c === 0) odd = true;
      }
    }
    let run = 0;
    if (crs > 0) {
      while (i - run > start && buf[i - run - 1] === 13) run++;
      if (run !== crs) odd = true; // a CR inside the line ends a line too: read as text
    }
    if (k < 64) {
      starts[k] = p;
      ends[k] = i - run;
    }
    this.count = k + 1;
    this.trailingCrs = run;
    this.odd = odd;
    return i;
  }
  trailingCrs = 0;
  odd = false;

  /** The text of bytes [a, b) of the byte line: Latin-1 (a plain copy) when ASCII, else UTF-8. */
  private decode(a: number, b: number): string {
    const buf = this.buf!;
    for (let i = a; i < b; i++) if (buf[i] >= 0x80) return buf.utf8Slice(a, b);
    return buf.latin1Slice(a, b);
  }

  /** True when every field of the last split line is blank. */
  blank(): boolean {
    const n = Math.min(this.count, 64);
    for (let k = 0; k < n; k++) if (this.trimmedLength(k) > 0) return false;
    return true;
  }

  /** Trimmed value of column `col` of the last split line. */
  value(col: number): string {
    if (col < 0 || col >= this.count || col >= 64) return '';
    if (this.buf !== null) return this.valueB(col);
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    return a === b ? '' : s.slice(a, b);
  }

  private valueB(col: number): string {
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    return a === b ? '' : this.decode(a, b);
  }

  /** Trimmed size of column `col` (bytes on the byte path, so never less than its length in characters). */
  trimmedSize(col: number): number {
    return col < 0 || col >= this.count || col >= 64 ? 0 : this.trimmedLength(col);
  }

  private trimmedLength(col: number): number {
    const buf = this.buf;
    if (buf !== null) {
      let a = this.starts[col];
      let b = this.ends[col];
      while (a < b && buf[a] <= 32) a++;
      while (b > a && buf[b - 1] <= 32) b--;
      return b - a;
    }
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    return b - a;
  }

  /** The FEC value of `field` (trimmed), '' when the column is absent. */
  text(field: number): string {
    return this.value(this.columnOf[field]);
  }

  /**
   * Like `text`, through the field's cache of recent values, for short values that repeat (journal
   * codes, accounts, auxiliaries, currencies): a value met again is the same string object — no
   * slice, and its hash already computed for the maps downstream. The slot is kept in `lastSlot` for
   * `labelOf`. Cached strings are copies (see `own`), so that none pins a chunk of the file.
   */
  private cachedText(field: number): string {
    const col = this.columnOf[field];
    this.lastSlot = -1;
    if (col < 0 || col >= this.count || col >= 64) return '';
    if (this.buf !== null) return this.cachedTextB(field, col);
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    const n = b - a;
    if (n === 0) return '';
    let h = n;
    for (let i = a; i < b; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    const slot = ((h ^ (h >>> 15)) & CACHE_MASK) + field * (CACHE_MASK + 1);
    this.lastSlot = slot;
    const hit = this.cacheValues[slot];
    if (hit !== undefined && hit.length === n && this.cacheHashes[slot] === h && same(hit, s, a)) return hit;
    const v = n < 13 ? s.slice(a, b) : (' ' + s.slice(a, b)).slice(1);
    this.cacheValues[slot] = v;
    this.cacheHashes[slot] = h;
    this.cacheLabels[slot] = undefined;
    this.cacheRaw[slot] = undefined;
    this.cacheLabelRaw[slot] = undefined;
    return v;
  }

  /** `cachedText` on the byte line: the hash and the comparison run on the bytes. */
  private cachedTextB(field: number, col: number): string {
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    const n = b - a;
    if (n === 0) return '';
    let h = n;
    let high = 0;
    for (let i = a; i < b; i++) {
      const c = buf[i];
      high |= c;
      h = Math.imul(h ^ c, 0x01000193);
    }
    const slot = ((h ^ (h >>> 15)) & CACHE_MASK) + field * (CACHE_MASK + 1);
    this.lastSlot = slot;
    const raw = this.cacheRaw[slot];
    if (raw !== undefined && raw.length === n && this.cacheHashes[slot] === h && sameBytes(raw, buf, a))
      return this.cacheValues[slot]!;
    const bytes = buf.latin1Slice(a, b);
    const v = high < 0x80 ? bytes : buf.utf8Slice(a, b);
    this.cacheValues[slot] = v;
    this.cacheRaw[slot] = bytes;
    this.cacheHashes[slot] = h;
    this.cacheLabels[slot] = undefined;
    this.cacheLabelRaw[slot] = undefined;
    return v;
  }

  /**
   * The label of the value `cachedText` just read (CompteLib of a CompteNum…): the one kept with its
   * slot when the text is the same, else a fresh copy kept there.
   */
  private labelOf(field: number, slot: number): string {
    if (slot < 0) return this.text(field);
    const col = this.columnOf[field];
    if (col < 0 || col >= this.count || col >= 64) return '';
    if (this.buf !== null) return this.labelOfB(col, slot);
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    if (a === b) return '';
    const kept = this.cacheLabels[slot];
    if (kept !== undefined && kept.length === b - a && same(kept, s, a)) return kept;
    const v = b - a < 13 ? s.slice(a, b) : (' ' + s.slice(a, b)).slice(1);
    this.cacheLabels[slot] = v;
    this.cacheLabelRaw[slot] = undefined;
    return v;
  }

  private labelOfB(col: number, slot: number): string {
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    if (a === b) return '';
    const kept = this.cacheLabelRaw[slot];
    if (kept !== undefined && kept.length === b - a && sameBytes(kept, buf, a))
      return this.cacheLabels[slot]!;
    const bytes = buf.latin1Slice(a, b);
    const v = isAsciiText(bytes) ? bytes : buf.utf8Slice(a, b);
    this.cacheLabels[slot] = v;
    this.cacheLabelRaw[slot] = bytes;
    return v;
  }

  /** The value of `field`, or `prev` itself when the text is the same (EcritureNum along an entry). */
  private sameAs(field: number, prev: string): string {
    const col = this.columnOf[field];
    if (col < 0 || col >= this.count || col >= 64) return '';
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    if (a === b) return '';
    if (prev.length === b - a && same(prev, s, a)) return prev;
    return s.slice(a, b);
  }

  /** `sameAs` on the byte line: `prev` is returned when the bytes are those kept in `prevBytes[k]`. */
  private sameAsB(field: number, k: number, prev: string): string {
    const col = this.columnOf[field];
    if (col < 0 || col >= this.count || col >= 64) {
      this.prevLen[k] = -1;
      return '';
    }
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    const n = b - a;
    let kept = this.prevBytes[k];
    if (this.prevLen[k] === n) {
      let i = 0;
      while (i < n && kept[i] === buf[a + i]) i++;
      if (i === n) return prev;
    }
    if (n === 0) {
      this.prevLen[k] = 0;
      return '';
    }
    if (kept.length < n) kept = this.prevBytes[k] = new Uint8Array(n * 2);
    for (let i = 0; i < n; i++) kept[i] = buf[a + i];
    this.prevLen[k] = n;
    return this.decode(a, b);
  }

  private isEmpty(field: number): boolean {
    const col = this.columnOf[field];
    return col < 0 || col >= this.count || this.trimmedLength(col) === 0;
  }

  private date(field: number, lineNo: number): number {
    const col = this.columnOf[field];
    if (col < 0 || col >= this.count || col >= 64) return 0;
    if (this.buf !== null) return this.dateB(field, col, lineNo);
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    if (a === b) return 0;
    const d = parseDateIn(s, a, b);
    if (lastDate.issue !== DateIssue.None) this.dateDiagnostic(s.slice(a, b), field, lineNo);
    return d;
  }

  private dateB(field: number, col: number, lineNo: number): number {
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    if (a === b) return 0;
    const d = parseDateBytes(buf, a, b, this.decodeField);
    if (lastDate.issue !== DateIssue.None) this.dateDiagnostic(this.decode(a, b), field, lineNo);
    return d;
  }

  private dateDiagnostic(s: string, field: number, lineNo: number): void {
    const col = FIELDS[field];
    if (this.testerCounts !== null) {
      // The tester's own judgment of the value (it accepts every date we do not flag).
      const kind = testerDateIssue(s, field === F.EcritureDate);
      if (kind !== null) {
        const t = this.testerCounts.dates[kind];
        t.count++;
        if (t.lines.length < 10 && t.lines.at(-1) !== lineNo) t.lines.push(lineNo);
        if (lastDate.issue !== DateIssue.Format) t.unfixable++;
      }
    }
    if (lastDate.issue === DateIssue.Invalid && impossibleDay(s))
      this.diags.add('DATE_IMPOSSIBLE', lineNo, col, `${col} « ${s} » : ce jour n’existe pas dans ce mois.`);
    else if (lastDate.issue === DateIssue.Invalid)
      this.diags.add('DATE_INVALIDE', lineNo, col, `${col} « ${s} » n’est pas une date valide (AAAAMMJJ).`);
    else if (lastDate.issue === DateIssue.Format)
      this.diags.add('DATE_FORMAT', lineNo, col, `${col} « ${s} » n’est pas au format AAAAMMJJ.`);
    else if (lastDate.issue === DateIssue.Year)
      this.diags.add('DATE_ANNEE', lineNo, col, `${col} « ${s} » : année hors de 1900–2099.`);
  }

  /** Amount of `field` in cents; `lastAmount.issue` tells Empty apart from zero. */
  private amount(field: number, lineNo: number): number {
    const col = this.columnOf[field];
    if (col < 0 || col >= this.count || col >= 64) {
      lastAmount.issue = AmountIssue.Empty;
      return 0;
    }
    if (this.buf !== null) return this.amountB(field, col, lineNo);
    const s = this.line;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && s.charCodeAt(a) <= 32) a++;
    while (b > a && s.charCodeAt(b - 1) <= 32) b--;
    const v = parseAmountIn(s, a, b);
    const issue = lastAmount.issue;
    if (issue !== AmountIssue.None && issue !== AmountIssue.Empty)
      this.amountDiagnostic(s.slice(a, b), v, field, lineNo);
    lastAmount.issue = issue;
    return v;
  }

  private amountB(field: number, col: number, lineNo: number): number {
    const buf = this.buf!;
    let a = this.starts[col];
    let b = this.ends[col];
    while (a < b && buf[a] <= 32) a++;
    while (b > a && buf[b - 1] <= 32) b--;
    const v = parseAmountBytes(buf, a, b, this.decodeField);
    const issue = lastAmount.issue;
    if (issue !== AmountIssue.None && issue !== AmountIssue.Empty)
      this.amountDiagnostic(this.decode(a, b), v, field, lineNo);
    lastAmount.issue = issue;
    return v;
  }

  private amountDiagnostic(s: string, v: number, field: number, lineNo: number): void {
    const col = FIELDS[field];
    const issue = lastAmount.issue;
    if (issue === AmountIssue.DecimalPoint)
      this.diags.add(
        'MONTANT_POINT',
        lineNo,
        col,
        `${col} « ${s} » : le séparateur décimal doit être la virgule.`,
      );
    else if (issue === AmountIssue.Thousands)
      this.diags.add('MONTANT_MILLIERS', lineNo, col, `${col} « ${s} » : séparateur de milliers interdit.`);
    else if (issue === AmountIssue.Rounded)
      this.diags.add(
        'MONTANT_ARRONDI',
        lineNo,
        col,
        `${col} « ${s} » : plus de deux décimales, arrondi à ${formatCentsFec(v)}.`,
      );
    else this.diags.add('MONTANT_INVALIDE', lineNo, col, `${col} « ${s} » n’est pas un montant lisible.`);
  }

  /** Builds the FecLine of the last split line. `short` = it lacks fields (NB_CHAMPS already said so). */
  parse(lineNo: number, short: boolean): FecLine {
    this.short = short;
    let debit: number;
    let credit: number;
    if (this.montantSens) {
      const montant = this.amount(F.Montant, lineNo);
      if (lastAmount.issue === AmountIssue.Empty) this.emptyAmount('Montant', lineNo);
      if (montant < 0) this.negative('Montant', montant, lineNo);
      const sensRaw = this.text(F.Sens);
      const sens = sensRaw.toUpperCase();
      debit = 0;
      credit = 0;
      if (sens === 'D' || sens === '+1') debit = montant;
      else if (sens === 'C' || sens === '-1') credit = montant;
      else if (sens === '1') {
        // Read as a debit, but the tester (trt_entete.pl) wants D, C, +1 or -1: « Code D/C mal renseigné ».
        debit = montant;
        this.diags.add(
          'SENS_INVALIDE',
          lineNo,
          'Sens',
          'Sens « 1 » lu comme un débit : D, C, +1 ou -1 attendu.',
        );
      } else if (this.columnOf[F.Sens] >= 0)
        // Even on a short line: the tester pads it first (trt_entete.pl), an absent Sens is an empty one.
        this.diags.add(
          'SENS_INVALIDE',
          lineNo,
          'Sens',
          sens === ''
            ? 'Sens vide : D, C, +1 ou -1 attendu.'
            : `Sens « ${sensRaw} » invalide : D, C, +1 ou -1 attendu.`,
        );
      // The tester turns Montant/Sens into Debit/Credit, then meets its "both zero" alert.
      if (montant === 0 && !short)
        this.diags.add('DEBIT_CREDIT', lineNo, '', 'Débit et crédit sont tous deux nuls.');
    } else {
      debit = this.amount(F.Debit, lineNo);
      if (lastAmount.issue === AmountIssue.Empty) this.emptyAmount('Debit', lineNo);
      credit = this.amount(F.Credit, lineNo);
      if (lastAmount.issue === AmountIssue.Empty) this.emptyAmount('Credit', lineNo);
      if (debit < 0) this.negative('Debit', debit, lineNo);
      if (credit < 0) this.negative('Credit', credit, lineNo);
      if ((debit === 0) === (credit === 0) && !short)
        this.diags.add(
          'DEBIT_CREDIT',
          lineNo,
          '',
          debit === 0 ? 'Débit et crédit sont tous deux nuls.' : 'Débit et crédit sont tous deux renseignés.',
        );
    }
    const cash = this.cashBasis;
    const slots = this.slots;
    const journalCode = this.cachedText(F.JournalCode);
    slots[0] = this.lastSlot;
    const journalLib = this.labelOf(F.JournalLib, this.lastSlot);
    const bytes = this.buf !== null;
    const ecritureNum = bytes ? this.sameNum() : (this.prevNum = this.sameAs(F.EcritureNum, this.prevNum));
    const ecritureDate = this.date(F.EcritureDate, lineNo);
    const compteNum = this.cachedText(F.CompteNum);
    slots[1] = this.lastSlot;
    const compteLib = this.labelOf(F.CompteLib, this.lastSlot);
    const compAuxNum = this.cachedText(F.CompAuxNum);
    slots[2] = this.lastSlot;
    const compAuxLib = this.labelOf(F.CompAuxLib, this.lastSlot);
    const idevise = this.cachedText(F.Idevise);
    slots[3] = this.lastSlot;
    const line: FecLine = {
      line: lineNo,
      journalCode,
      journalLib,
      ecritureNum,
      ecritureDate,
      compteNum,
      compteLib,
      compAuxNum,
      compAuxLib,
      pieceRef: bytes ? this.samePiece() : (this.prevPiece = this.sameAs(F.PieceRef, this.prevPiece)),
      pieceDate: this.date(F.PieceDate, lineNo),
      ecritureLib: bytes ? this.sameLib() : (this.prevLib = this.sameAs(F.EcritureLib, this.prevLib)),
      debit,
      credit,
      ecritureLet: this.text(F.EcritureLet),
      dateLet: this.date(F.DateLet, lineNo),
      validDate: this.date(F.ValidDate, lineNo),
      montantDevise: this.isEmpty(F.Montantdevise) ? null : this.amount(F.Montantdevise, lineNo),
      idevise,
      dateRglt: cash ? this.date(F.DateRglt, lineNo) : 0,
      modeRglt: cash ? this.text(F.ModeRglt) : '',
      natOp: cash ? this.text(F.NatOp) : '',
      idClient: cash ? this.text(F.IdClient) : '',
      extra: this.extraIdx.length === 0 ? null : this.extras(),
    };
    this.checkPresence(line, lineNo);
    return line;
  }

  private sameNum(): string {
    return (this.prevNum = this.sameAsB(F.EcritureNum, 0, this.prevNum));
  }
  private samePiece(): string {
    return (this.prevPiece = this.sameAsB(F.PieceRef, 1, this.prevPiece));
  }
  private sameLib(): string {
    return (this.prevLib = this.sameAsB(F.EcritureLib, 2, this.prevLib));
  }

  private extras(): string[] {
    const out: string[] = [];
    for (const i of this.extraIdx) out.push(this.value(i));
    return out;
  }

  /** The tester's empty-value checks, on the values already read; every empty field is tallied. */
  private checkPresence(line: FecLine, lineNo: number): void {
    const relaxed = this.relaxed;
    if (line.ecritureNum === '') this.missingValue('EcritureNum', lineNo, true);
    if (line.ecritureDate === 0 && this.isEmpty(F.EcritureDate))
      this.missingValue('EcritureDate', lineNo, true);
    if (line.compteNum === '') this.missingValue('CompteNum', lineNo, !relaxed ? true : null);
    if (line.compteLib === '') this.missingValue('CompteLib', lineNo, true);
    if (line.ecritureLib === '') this.missingValue('EcritureLib', lineNo, true);
    if (line.pieceRef === '') this.missingValue('PieceRef', lineNo, false);
    if (line.pieceDate === 0 && this.isEmpty(F.PieceDate)) this.missingValue('PieceDate', lineNo, false);
    if (line.journalCode === '') this.missingValue('JournalCode', lineNo, relaxed ? null : false);
    if (line.journalLib === '') this.missingValue('JournalLib', lineNo, relaxed ? null : false);
    if (line.validDate === 0 && this.isEmpty(F.ValidDate))
      this.missingValue('ValidDate', lineNo, relaxed ? null : false);
    if (line.compAuxNum !== '' && line.compAuxLib === '' && this.columnOf[F.CompAuxLib] >= 0 && !this.short)
      this.diags.add(
        'COMPTE_AUX_SANS_LIBELLE',
        lineNo,
        'CompAuxLib',
        `Compte auxiliaire « ${line.compAuxNum} » sans libellé (CompAuxLib vide).`,
      );
    const c = line.compteNum;
    if (c !== '') {
      const c0 = c.charCodeAt(0);
      const c1 = c.charCodeAt(1);
      const c2 = c.charCodeAt(2);
      if (!(c0 >= 48 && c0 <= 57 && c1 >= 48 && c1 <= 57 && c2 >= 48 && c2 <= 57))
        this.diags.add(
          'COMPTE_FORMAT',
          lineNo,
          'CompteNum',
          `CompteNum « ${c} » ne commence pas par trois chiffres.`,
        );
    }
  }

  /**
   * An empty value: tallied for the tester's modes, and reported as mandatory (true), « donnée absente »
   * (false) or not at all in this variant (null).
   */
  private missingValue(field: Field, lineNo: number, mandatory: boolean | null): void {
    if (this.columnOf[F[field]] < 0) return; // a missing column is reported once, on the header
    if (this.short) {
      // Montant/Sens: the tester pads a short line to the header's count first (trt_entete.pl), then
      // meets its empty values. Ours are told by the line's NB_CHAMPS.
      if (this.montantSens) this.empties.add(F[field], lineNo);
      return;
    }
    this.empties.add(F[field], lineNo);
    if (mandatory === true)
      this.diags.add('CHAMP_OBLIGATOIRE_VIDE', lineNo, field, `Valeur obligatoire absente : ${field}.`);
    else if (mandatory === false)
      this.diags.add('DONNEE_ABSENTE', lineNo, field, `Donnée absente : ${field}.`);
  }

  /** The law wants an amount; the tester reads an empty one as 0 (its "both zero" alert may follow). */
  private emptyAmount(field: Field, lineNo: number): void {
    if (this.columnOf[F[field]] < 0 || this.short) return;
    this.diags.add('MONTANT_VIDE', lineNo, field, `${field} vide : lu comme 0.`);
  }

  private negative(field: Field, cents: number, lineNo: number): void {
    this.diags.add(
      'MONTANT_NEGATIF',
      lineNo,
      field,
      `${field} négatif (${formatCentsFec(cents)}) : le sens se porte par la colonne, pas par le signe.`,
    );
  }
}

/** True when `s` holds `v` from `at` (v.length characters). */
function same(v: string, s: string, at: number): boolean {
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) !== s.charCodeAt(at + i)) return false;
  return true;
}

/** True when the bytes from `at` are those of `raw` (Latin-1 text: one char per byte). */
function sameBytes(raw: string, buf: Buffer, at: number): boolean {
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) !== buf[at + i]) return false;
  return true;
}

/** True when Latin-1 text (bytes) holds ASCII only: then it is its own UTF-8 decoding. */
function isAsciiText(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** 8 digits, month 1–12, day 1–31, yet no such day (30 February): the tester would accept it. */
function impossibleDay(s: string): boolean {
  if (!/^\d{8}$/.test(s)) return false;
  const month = +s.slice(4, 6);
  const day = +s.slice(6, 8);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The raw values of a record, for consumers that need them as written (the corrector). */
export function splitFields(raw: string, sep: string): string[] {
  return raw.indexOf('"') >= 0 ? splitQuoted(raw, sep) : raw.split(sep);
}
