import iconv from 'iconv-lite';
import type { FecEncoding, FecSeparator, FecVariant, LineEnding } from '../model/format';
import type { FecLine } from '../model/line';
import { DiagnosticCollector } from '../validate/collector';
import { EmptyTally } from '../validate/empty-tally';
import {
  newTesterFieldCounts,
  testerHeaderLine,
  testerHeaderShape,
  type TesterFieldCounts,
  type Utf16Evidence,
} from '../validate/tester';
import {
  controlShare,
  decideEncoding,
  decodeChunk,
  decodeLenientUtf8,
  hasC1,
  isAscii,
  isUtf8,
  utf16WithoutBom,
} from './encoding';
import { normaliseName, parseHeader, type HeaderInfo } from './header';
import { LineParser } from './line-parser';

export interface ReaderOptions {
  diagnostics: DiagnosticCollector;
  /**
   * Called for every data line, in file order; `source.rawLine()` gives the record as written (see
   * splitFields), during the call only — made on demand, as most consumers never need it.
   */
  onLine(line: FecLine, source: RawLineSource): void;
  /** The file is declared BNC/BA with commercial-law accounts: JournalCode, JournalLib, CompteNum may be blank. */
  commercialBncBa?: boolean;
  /** Longest line accepted, in bytes (default 64 KiB: a real FEC line is ~150 bytes). */
  maxLineBytes?: number;
}

/**
 * What a finished read tells the rest of the engine (the report's format block, the tester's verdict, the
 * corrector's file-level fixes): the reader itself, or its snapshot sent back by the reading thread.
 */
export interface ReadState {
  readonly encoding: FecEncoding | null;
  readonly bom: boolean;
  readonly lineEnding: LineEnding;
  readonly header: HeaderInfo | null;
  readonly physicalLines: number;
  readonly dataLines: number;
  readonly bytes: number;
  readonly failed: boolean;
  readonly rawHeader: string | null;
  readonly headerEnding: LineEnding;
  readonly empties: EmptyTally;
  readonly separator: FecSeparator | null;
  readonly variant: FecVariant | null;
  /** The lines the DGFiP tester would count a different number of fields on (see checkFieldCount). */
  readonly fieldCounts: TesterFieldCounts;
  /** UTF-16 as found (the tester reads its bytes otherwise), null for any other encoding. */
  readonly utf16Source: Utf16Evidence | null;
}

export interface RawLineSource {
  /** The data line being handed to `onLine`, as written (NUL bytes removed). */
  rawLine(): string;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Streaming FEC reader: push byte chunks, get normalised lines and diagnostics. Memory holds one chunk
 * and one partial line, whatever the file size. Lines are cut on bytes (CR and LF never occur inside
 * UTF-8 or single-byte characters), then decoded chunk by chunk.
 */
export class FecReader implements ReadState {
  encoding: FecEncoding | null = null;
  bom = false;
  lineEnding: LineEnding = 'none';
  header: HeaderInfo | null = null;
  /** Physical lines read, header and blank lines included. */
  physicalLines = 0;
  dataLines = 0;
  bytes = 0;
  /** True once the input is known not to be a FEC (empty, binary, no header): stop reading. */
  failed = false;
  /** Line 1 as written (BOM removed), and how it ended: what the DGFiP's tester splits its names from. */
  rawHeader: string | null = null;
  headerEnding: LineEnding = 'none';
  /** Empty values per field, whatever the variant (the tester's verdict in each of its modes). */
  readonly empties = new EmptyTally();
  readonly fieldCounts = newTesterFieldCounts();
  utf16Source: Utf16Evidence | null = null;

  private readonly diags: DiagnosticCollector;
  private readonly maxLineBytes: number;
  private carry: Buffer | null = null;
  private started = false;
  private cutByte = LF;
  private skippingLongLine = false;
  private utf16: iconv.DecoderStream | null = null;
  private endings = { lf: 0, crlf: 0, cr: 0, crcrlf: 0 };
  private parser: LineParser | null = null;
  /** The chunk being read holds a NUL byte: its lines are checked for one (see handleLine). */
  private nulInChunk = false;
  /** The tester's field count per data line, and whether it splits on our separator (else not followed). */
  private testerCount = -1;
  private montantSens = false;
  /** Lines ending with LF alone, with CR alone, are read with the next by the tester (see start). */
  private lfMerges = false;
  private crMerges = true;
  /** The last line the tester reads with the next (the file's last line has no next: reportEndings). */
  private lastMerged = 0;
  /** The line `onLine` is given: text, or UTF-8 bytes [rawStart, rawEnd) of `rawBuf`. */
  private rawText = '';
  private rawBuf: Buffer | null = null;
  private rawStart = 0;
  private rawEnd = 0;

  constructor(private readonly options: ReaderOptions) {
    this.diags = options.diagnostics;
    this.maxLineBytes = options.maxLineBytes ?? 64 * 1024;
  }

  /** The cache slots of the line just handed to `onLine` (see LineParser.slots); null before the header. */
  get lineSlots(): Int32Array | null {
    return this.parser?.slots ?? null;
  }

  rawLine(): string {
    return this.rawBuf === null ? this.rawText : this.rawBuf.toString('utf8', this.rawStart, this.rawEnd);
  }

  get separator(): FecSeparator | null {
    return this.header?.separator ?? null;
  }
  get variant(): FecVariant | null {
    return this.header?.variant ?? null;
  }

  push(chunk: Buffer): void {
    if (this.failed || chunk.length === 0) return;
    this.bytes += chunk.length;
    if (!this.started) {
      // Wait for enough bytes to see a BOM.
      if (chunk.length < 4 && this.carry === null) {
        this.carry = Buffer.from(chunk);
        return;
      }
      const first = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
      this.carry = null;
      const rest = this.start(first);
      if (!this.failed) this.pushBytes(rest);
      return;
    }
    if (this.utf16) {
      const text = this.utf16.write(chunk);
      if (text.length === 0) return;
      chunk = Buffer.from(text, 'utf8');
    }
    this.pushBytes(chunk);
  }

  end(): void {
    if (this.failed) return;
    if (!this.started) {
      if (this.carry === null || this.carry.length === 0) {
        this.fatal('FICHIER_VIDE', 'Le fichier est vide.');
        return;
      }
      const c = this.carry;
      this.carry = null;
      const rest = this.start(c);
      if (this.failed) return;
      this.pushBytes(rest);
    }
    if (this.utf16) {
      const text = this.utf16.end() ?? '';
      if (text) this.pushBytes(Buffer.from(text, 'utf8'));
    }
    const unterminated = this.carry !== null && this.carry.length > 0;
    if (this.carry && this.carry.length > 0 && !this.skippingLongLine) this.processBytes(this.carry, true);
    this.carry = null;
    if (this.utf16Source !== null) {
      this.utf16Source.endsWithEol = !unterminated;
      this.utf16Source.crlf = this.endings.crlf > 0;
    }
    if (this.header === null && !this.failed) {
      if (this.physicalLines === 0) this.fatal('FICHIER_VIDE', 'Le fichier est vide.');
    }
    this.reportEndings();
    if (this.encoding === 'windows-1252')
      this.diags.add(
        'ENCODAGE_NON_LEGAL',
        1,
        '',
        'Fichier encodé en Windows-1252 : seuls ASCII, ISO 8859-15 et UTF-8 sont admis.',
      );
    if (this.header !== null && this.dataLines === 0)
      this.diags.add(
        'AUCUNE_ECRITURE',
        1,
        '',
        'Le fichier ne contient que la ligne d’en-tête : aucune écriture.',
      );
  }

  /**
   * BOM, UTF-16, binary detection, line-ending mode; returns the bytes left to read. Binary means "not
   * text": more than 5 % of control bytes in the first 64 KiB (NUL included). A NUL here and there is
   * not that: each line holding one gets a CARACTERE_NUL diagnostic, wherever it is in the file.
   */
  private start(first: Buffer): Buffer {
    this.started = true;
    if (first.length === 0) return first;
    // The tester's record end, from the raw bytes (UTF-16 CR LF is CR 00 LF 00: CR for it).
    const head = first.subarray(0, 4096);
    const eol = head.includes('\r\n') ? 'crlf' : head.includes(CR) ? 'cr' : 'lf';
    this.fieldCounts.eol = eol;
    this.lfMerges = eol !== 'lf';
    this.crMerges = eol !== 'cr';
    let utf16: 'utf-16le' | 'utf-16be' | null = null;
    let skip = 0;
    if (first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf) {
      this.bom = true;
      this.encoding = 'utf-8-bom';
      first = first.subarray(3);
    } else if ((first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0xfe && first[1] === 0xff)) {
      utf16 = first[0] === 0xff ? 'utf-16le' : 'utf-16be';
      skip = 2;
    } else utf16 = utf16WithoutBom(first);
    if (utf16 !== null) {
      this.utf16Source = { bigEndian: utf16 === 'utf-16be', bom: skip > 0, endsWithEol: true, crlf: false };
      this.encoding = 'utf-8';
      this.utf16 = iconv.getDecoder(utf16);
      this.diags.add(
        'ENCODAGE_NON_LEGAL',
        1,
        '',
        `Fichier encodé en UTF-16${skip ? '' : ' sans BOM'} : seuls ASCII, ISO 8859-15 et UTF-8 sont admis.`,
      );
      const text = this.utf16.write(first.subarray(skip));
      first = Buffer.from(text, 'utf8');
    }
    if (controlShare(first.subarray(0, 65536)) > 0.05) {
      this.fatal('FICHIER_BINAIRE', 'Le fichier n’est pas un fichier texte : il ne peut pas être un FEC.');
      return Buffer.alloc(0);
    }
    const lf = first.indexOf(LF);
    const cr = first.indexOf(CR);
    this.cutByte = lf < 0 && cr >= 0 ? CR : LF;
    return first;
  }

  private pushBytes(chunk: Buffer): void {
    let data = chunk;
    const enc = this.encoding;
    if (this.carry !== null && (enc === 'ascii' || enc === 'utf-8' || enc === 'utf-8-bom')) {
      // The line cut by the previous chunk is completed and read alone, so that the chunk itself is
      // not copied behind it. Line ends are ASCII bytes: no UTF-8 sequence is split, and the chunk's
      // encoding checks give the same answer on both parts (single-byte encodings keep the copy, their
      // decision being taken on the whole chunk).
      const first = chunk.indexOf(this.cutByte);
      if (first >= 0) {
        const head = Buffer.concat([this.carry, chunk.subarray(0, first + 1)]);
        this.carry = null;
        this.processBytes(head, false);
        data = chunk.subarray(first + 1);
      }
    }
    if (this.carry !== null) {
      data = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    const cut = data.lastIndexOf(this.cutByte);
    if (cut < 0) {
      this.holdPartial(data);
      return;
    }
    if (this.skippingLongLine) {
      // Drop the rest of an over-long line, up to its end.
      const first = data.indexOf(this.cutByte);
      this.skippingLongLine = false;
      this.physicalLines++;
      data = data.subarray(first + 1);
      const rest = data.lastIndexOf(this.cutByte);
      if (rest < 0) {
        this.holdPartial(data);
        return;
      }
      this.processBytes(data.subarray(0, rest + 1), false);
      this.holdPartial(data.subarray(rest + 1));
      return;
    }
    this.processBytes(data.subarray(0, cut + 1), false);
    this.holdPartial(data.subarray(cut + 1));
  }

  private holdPartial(data: Buffer): void {
    if (data.length === 0) return;
    if (this.skippingLongLine) return;
    if (data.length > this.maxLineBytes) {
      this.skippingLongLine = true;
      this.diags.add(
        'LIGNE_TROP_LONGUE',
        this.physicalLines + 1,
        '',
        `Ligne de plus de ${Math.round(this.maxLineBytes / 1024)} Kio sans fin de ligne : ignorée.`,
      );
      return;
    }
    this.carry = Buffer.from(data);
  }

  private processBytes(bytes: Buffer, last: boolean): void {
    this.nulInChunk = bytes.indexOf(0) >= 0;
    if (this.encoding === null || this.encoding === 'ascii') {
      if (isAscii(bytes)) {
        this.encoding = 'ascii';
        this.processLines(bytes, last);
        return;
      }
      this.encoding = decideEncoding(bytes);
    }
    if (this.encoding === 'utf-8' || this.encoding === 'utf-8-bom') {
      if (isUtf8(bytes)) this.processLines(bytes, last);
      else this.processMixedUtf8(bytes, last);
      return;
    }
    let text = decodeChunk(bytes, this.encoding);
    if (this.encoding === 'iso-8859-15' && hasC1(text)) {
      this.encoding = 'windows-1252';
      text = decodeChunk(bytes, this.encoding);
    }
    this.processText(text, last);
  }

  /** A UTF-8 chunk with invalid bytes: decode line by line, reading the bad lines as Windows-1252. */
  private processMixedUtf8(bytes: Buffer, last: boolean): void {
    let pos = 0;
    while (pos < bytes.length) {
      let nl = bytes.indexOf(this.cutByte, pos);
      if (nl < 0) nl = bytes.length - 1;
      const part = bytes.subarray(pos, nl + 1);
      if (isUtf8(part)) this.processText(part.toString('utf8'), last && nl === bytes.length - 1);
      else {
        this.diags.add(
          'UTF8_INVALIDE',
          this.physicalLines + 1,
          '',
          'Octets invalides en UTF-8 : lus comme des caractères Windows-1252.',
        );
        this.processText(decodeLenientUtf8(part), last && nl === bytes.length - 1);
      }
      pos = nl + 1;
    }
  }

  /**
   * Complete lines of valid UTF-8 (or ASCII): data lines are cut and split on the bytes, and only new
   * values become strings (see LineParser.scanLine). The header, and any line holding a quote, a NUL or
   * a CR of its own, or starting with a blank, go through `processText`: same result, more work.
   */
  private processLines(buf: Buffer, last: boolean): void {
    const n = buf.length;
    const cut = this.cutByte;
    let pos = 0;
    while (pos < n) {
      const parser = this.parser;
      if (parser === null || buf[pos] <= 32) {
        pos = this.lineAsText(buf, pos, last);
        continue;
      }
      const nl = parser.scanLine(buf, pos, n, cut);
      const terminated = nl < n;
      if (!terminated && !last) throw new Error('internal: chunk without terminator');
      if (parser.odd) {
        pos = this.lineAsText(buf, pos, last);
        continue;
      }
      if (terminated) {
        if (cut === CR) {
          this.endings.cr++;
          if (this.crMerges) this.mergedLine(this.physicalLines + 1);
        } else {
          const crs = parser.trailingCrs;
          if (crs === 0) {
            this.endings.lf++;
            if (this.lfMerges) this.mergedLine(this.physicalLines + 1);
          } else if (crs === 1) this.endings.crlf++;
          else this.endings.crcrlf++;
        }
      }
      this.handleScannedLine(parser, buf, pos, nl - parser.trailingCrs);
      pos = nl + 1;
    }
  }

  /** One line of `buf` from `pos` read as text; returns where the next line starts. */
  private lineAsText(buf: Buffer, pos: number, last: boolean): number {
    let nl = buf.indexOf(this.cutByte, pos);
    if (nl < 0) nl = buf.length - 1;
    this.processText(buf.toString('utf8', pos, nl + 1), last && nl === buf.length - 1);
    return nl + 1;
  }

  /** `handleLine` for a data line scanned on the bytes (no NUL, quote nor CR in it; not blank-led). */
  private handleScannedLine(parser: LineParser, buf: Buffer, start: number, end: number): void {
    const lineNo = ++this.physicalLines;
    const short = this.checkFieldCount(parser, lineNo);
    if (short === null) return;
    this.dataLines++;
    this.rawBuf = buf;
    this.rawStart = start;
    this.rawEnd = end;
    this.options.onLine(parser.parse(lineNo, short), this);
  }

  private processText(text: string, last: boolean): void {
    const cutChar = this.cutByte === LF ? '\n' : '\r';
    let pos = 0;
    const n = text.length;
    while (pos < n) {
      let nl = text.indexOf(cutChar, pos);
      let terminated = true;
      if (nl < 0) {
        if (!last) throw new Error('internal: chunk without terminator');
        nl = n;
        terminated = false;
      }
      let end = nl;
      if (cutChar === '\n') {
        let crs = 0;
        while (end > pos && text.charCodeAt(end - 1) === 13) {
          end--;
          crs++;
        }
        if (terminated) {
          if (crs === 0) this.endings.lf++;
          else if (crs === 1) this.endings.crlf++;
          else this.endings.crcrlf++;
          if (this.physicalLines === 0) this.headerEnding = crs === 0 ? 'lf' : crs === 1 ? 'crlf' : 'crcrlf';
          if (crs === 0 && this.lfMerges) {
            // The line's number: after the lines its lone CRs end, if any.
            let n = 1;
            for (let i = text.indexOf('\r', pos); i >= 0 && i < end; i = text.indexOf('\r', i + 1)) n++;
            this.mergedLine(this.physicalLines + n);
          }
        }
      } else if (terminated) {
        this.endings.cr++;
        if (this.physicalLines === 0) this.headerEnding = 'cr';
        if (this.crMerges) this.mergedLine(this.physicalLines + 1);
      }
      const raw = text.slice(pos, end);
      if (cutChar === '\n' && raw.indexOf('\r') >= 0) {
        // A lone CR inside an LF file: it ends a line too.
        const parts = raw.split('\r');
        for (let i = 0; i < parts.length; i++) {
          this.endings.cr++;
          if (i < parts.length - 1 && this.crMerges) this.mergedLine(this.physicalLines + 1);
          this.handleLine(parts[i]);
        }
        this.endings.cr--;
      } else this.handleLine(raw);
      pos = nl + 1;
    }
  }

  /** A line the tester reads with the next one (its ending is not the one it cuts records on). */
  private mergedLine(lineNo: number): void {
    const fc = this.fieldCounts;
    if (fc.merged++ < 10) fc.mergedLines.push(lineNo);
    this.lastMerged = lineNo;
  }

  private reportEndings(): void {
    const fc = this.fieldCounts;
    // The last line has no next one: its ending stays in its last value, the count is right.
    if (this.lastMerged > 0 && this.lastMerged === this.physicalLines) {
      fc.merged--;
      if (fc.mergedLines.at(-1) === this.lastMerged) fc.mergedLines.pop();
    }
    const e = this.endings;
    const kinds = (['lf', 'crlf', 'cr', 'crcrlf'] as const).filter((k) => e[k] > 0);
    if (kinds.length === 0) return;
    this.lineEnding = kinds.length > 1 ? 'mixed' : kinds[0];
    if (this.lineEnding === 'mixed')
      this.diags.add('FIN_DE_LIGNE', 1, '', `Fins de ligne mélangées (${kinds.join(', ').toUpperCase()}).`);
    else if (this.lineEnding === 'cr' || this.lineEnding === 'crcrlf')
      this.diags.add(
        'FIN_DE_LIGNE',
        1,
        '',
        this.lineEnding === 'cr' ? 'Fins de ligne CR seul (ancien Mac).' : 'Fins de ligne CR CR LF.',
      );
  }

  private fatal(code: 'FICHIER_VIDE' | 'FICHIER_BINAIRE' | 'ENTETE_INVALIDE', message: string): void {
    this.failed = true;
    this.diags.add(code, code === 'FICHIER_VIDE' ? 0 : 1, '', message);
  }

  private handleLine(raw: string): void {
    const lineNo = ++this.physicalLines;
    if (this.nulInChunk && raw.indexOf('\u0000') >= 0) {
      // One diagnostic per line, the rest of the line read as if the byte were not there.
      this.diags.add('CARACTERE_NUL', lineNo, '', 'Caractère nul (octet 0x00) dans la ligne : ignoré.');
      raw = raw.replaceAll('\u0000', '');
    }
    const parser = this.parser;
    if (parser === null) {
      this.readHeader(raw);
      return;
    }
    if (raw.length === 0 || (raw.charCodeAt(0) <= 32 && raw.trim().length === 0)) {
      this.diags.add('LIGNE_VIDE', lineNo, '', 'Ligne vide.');
      return;
    }
    parser.split(raw);
    const short = this.checkFieldCount(parser, lineNo);
    if (short === null) return;
    this.dataLines++;
    this.rawBuf = null;
    this.rawText = raw;
    this.options.onLine(parser.parse(lineNo, short), this);
  }

  /**
   * The field count of a split line, on either reading path: null when the line is no data (separators
   * only, a repeated header), else whether it lacks fields (its NB_CHAMPS diagnostic given).
   */
  private checkFieldCount(parser: LineParser, lineNo: number): boolean | null {
    const h = this.header!;
    const count = parser.fieldCount;
    // The tester's own count (every separator, quotes not special): one comparison on a sound line.
    const testerOff = parser.rawFieldCount !== this.testerCount && this.testerCount > 0;
    if (count === h.fieldCount) {
      // trimmedSize first: on the byte path it tells without making a string.
      if (parser.trimmedSize(0) > 8 && parser.value(0).length > 8 && this.isRepeatedHeader(parser)) {
        this.diags.add('ENTETE_REPETE', lineNo, '', 'En-tête répété : fichier en plusieurs parties.');
        return null;
      }
      if (testerOff) this.testerCountOff(parser, lineNo, true);
      return false;
    }
    if (parser.blank()) {
      this.diags.add('LIGNE_VIDE', lineNo, '', 'Ligne vide (séparateurs seuls).');
      if (testerOff) this.testerCountOff(parser, lineNo, false, true);
      return null;
    }
    if (this.isRepeatedHeader(parser)) {
      this.diags.add('ENTETE_REPETE', lineNo, '', 'En-tête répété : fichier en plusieurs parties.');
      return null;
    }
    const diff = count - h.fieldCount;
    // A trailing separator present on one side only is not a missing field for us (the line is read
    // whole), but the tester counts it: its verdict, and so ours, reject the line (the corrector fixes it).
    if ((diff === 1 && parser.value(count - 1) === '') || (diff === -1 && h.trailingSeparator)) {
      if (testerOff) this.testerCountOff(parser, lineNo, true);
      return false;
    }
    if (!(testerOff && this.testerCountOff(parser, lineNo, false)))
      this.diags.add(
        'NB_CHAMPS',
        lineNo,
        '',
        `La ligne compte ${count} champs au lieu de ${h.fieldCount - (h.trailingSeparator ? 1 : 0)}.`,
      );
    return diff < 0;
  }

  /**
   * A line the tester counts another number of fields on than its header's (`trt_txt.pl`): tallied for
   * its verdict, and an NB_CHAMPS diagnostic in its words. `whole`: we read the line whole all the same
   * (a quoted separator, a trailing one), so the corrected FEC fixes it. Rare: never on a sound line.
   */
  private testerCountOff(parser: LineParser, lineNo: number, whole: boolean, blank = false): boolean {
    const found = parser.rawFieldCount;
    const expected = this.testerCount;
    const fc = this.fieldCounts;
    if (found === 1) {
      // Split into one field only: « une ligne … est vide » for it.
      if (fc.noSeparator++ < 10) fc.noSeparatorLines.push(lineNo);
      if (!blank)
        this.diags.add(
          'NB_CHAMPS',
          lineNo,
          '',
          `La structure du fichier est incorrecte, une ligne :${lineNo}: est vide (aucun séparateur : 1 champ au lieu de ${expected}).`,
        );
      return true;
    }
    if (this.montantSens && found > expected) {
      // Montant/Sens: trt_entete.pl rewrites each line first, dropping its trailing empty fields and
      // padding it to the header's count (only a line still longer is off).
      let n = found;
      while (n > expected && n - 1 < 64 && parser.trimmedSize(n - 1) === 0) n--;
      if (n <= expected) return false;
    } else if (this.montantSens) return false;
    if (fc.count++ === 0) {
      fc.found = found;
      fc.expected = expected;
    }
    if (fc.lines.length < 10) fc.lines.push(lineNo);
    const quoted = found !== parser.fieldCount;
    if (!whole) fc.unfixable++;
    else if (quoted) fc.quoted++;
    else fc.trailing++;
    if (blank) return true;
    const why = !whole
      ? ''
      : quoted
        ? ` : un « ${this.header!.separatorChar === '\t' ? 'tabulation' : this.header!.separatorChar} » entre guillemets, que l’outil officiel compte comme séparateur (le séparateur doit être unique et non équivoque)`
        : found > expected
          ? ' : un séparateur en fin de ligne que l’en-tête n’a pas, et que l’outil officiel compte comme un champ'
          : ' : l’en-tête finit par un séparateur que cette ligne n’a pas, et l’outil officiel le compte comme un champ';
    this.diags.add(
      'NB_CHAMPS',
      lineNo,
      '',
      `La structure du fichier est incorrecte : en ligne ${lineNo} : il y a ${found} champs au lieu des ${expected} champs attendus${why}.`,
    );
    return true;
  }

  private isRepeatedHeader(parser: LineParser): boolean {
    return (
      normaliseName(parser.value(0)) === 'journalcode' && normaliseName(parser.value(2)) === 'ecriturenum'
    );
  }

  private readHeader(raw: string): void {
    this.rawHeader = raw;
    const h = parseHeader(raw);
    if (h === null) {
      this.fatal(
        'ENTETE_INVALIDE',
        'La première ligne ne contient pas les noms des champs du FEC (JournalCode, JournalLib, EcritureNum…) : le fichier ne peut pas être lu comme un FEC.',
      );
      return;
    }
    this.header = h;
    // The tester's count applies when it splits on our separator (else it finds none of the names).
    const shape = testerHeaderShape(testerHeaderLine(raw, this.headerEnding, this.utf16Source));
    this.testerCount = shape.sep === h.separatorChar ? shape.count : -1;
    this.montantSens = h.variant === 'montant-sens';
    this.parser = new LineParser(
      h,
      this.diags,
      this.options.commercialBncBa === true,
      this.empties,
      this.fieldCounts,
    );
    if (h.separator === 'semicolon' || h.separator === 'comma')
      this.diags.add(
        'SEPARATEUR_ILLEGAL',
        1,
        '',
        `Séparateur « ${h.separatorChar} » non autorisé : seuls la tabulation et le « | » sont admis.`,
      );
    for (const f of h.missing)
      this.diags.add('COLONNE_MANQUANTE', 1, f, `Colonne obligatoire absente : ${f}.`);
    for (const c of h.extraColumns)
      this.diags.add(
        'COLONNE_SUPPLEMENTAIRE',
        1,
        c.name,
        `Colonne supplémentaire conservée : ${c.name || '(sans nom)'}.`,
      );
    if (h.outOfOrder)
      this.diags.add('ORDRE_COLONNES', 1, '', 'Les colonnes ne suivent pas l’ordre de l’article A47 A-1.');
    if (h.trailingSeparator) this.diags.add('SEPARATEUR_FINAL', 1, '', 'Séparateur en fin de ligne.');
  }
}
