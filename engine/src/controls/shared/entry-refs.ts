import * as strings from '../../util/strings';
import * as numbering from './numbering';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { formatNum, numericPart } = numbering;
const { own } = strings;

interface Shape {
  prefix: string;
  width: number;
  ref: number;
}

/**
 * (JournalCode, EcritureNum) of an entry kept as two numbers instead of a string per item: an id of
 * (journal, text around the digits, digit count) and the numeric part ("VT000123" → id of
 * ("VT", "VT\u0001", 6), 123). Numbers without digits, with more than 15, or whose text holds U+0001
 * go to a side map (rare). `text(ref, num)` gives back the exact strings.
 */
export class EntryRefs {
  readonly journals: string[] = [];
  private readonly prefixes: string[] = [];
  private readonly widths: number[] = [];
  private readonly byJournal = new Map<string, Shape[]>();
  /** Numbers kept as text, by the negative `num` they were given (-1, -2…). */
  private readonly texts: string[] = [];
  /** Output of `encode`. */
  ref = 0;
  num = 0;

  encode(journalCode: string, ecritureNum: string): void {
    const parts = numericPart(ecritureNum);
    if (parts === null || parts.prefix.indexOf('\u0001') !== parts.prefix.lastIndexOf('\u0001')) {
      this.ref = this.refOf(journalCode, '', -1);
      this.texts.push(own(ecritureNum));
      this.num = -this.texts.length;
      return;
    }
    this.ref = this.refOf(journalCode, parts.prefix, parts.width);
    this.num = parts.num;
  }

  journal(ref: number): string {
    return this.journals[ref];
  }

  number(ref: number, num: number): string {
    if (num < 0) return this.texts[-num - 1];
    return formatNum(this.prefixes[ref], num, this.widths[ref]);
  }

  private refOf(journalCode: string, prefix: string, width: number): number {
    let list = this.byJournal.get(journalCode);
    if (list === undefined) this.byJournal.set(own(journalCode), (list = []));
    for (let i = 0; i < list.length; i++) {
      const s = list[i];
      if (s.width === width && s.prefix === prefix) return s.ref;
    }
    const ref = this.journals.length;
    this.journals.push(own(journalCode));
    this.prefixes.push(own(prefix));
    this.widths.push(width);
    list.push({ prefix, width, ref });
    return ref;
  }
}
