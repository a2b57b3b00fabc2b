/**
 * The few cell styles our workbooks use, gathered as cells ask for them and written last as styles.xml
 * (an xf index per distinct style; fonts, fills, borders and number formats shared between them).
 */

export interface CellStyle {
  numFmt?: string;
  font?: { bold?: boolean; italic?: boolean; size?: number; color?: string };
  /** Solid background, `#rrggbb`. */
  fill?: string;
  /** Vertical centring and wrapped text (table headers). */
  wrap?: boolean;
  /** A thin bottom border of this colour, `#rrggbb`. */
  borderBottom?: string;
}

/** Number formats Excel knows by id (no need to declare them). */
const BUILT_IN: Record<string, number> = { General: 0, '0': 1, '0.00': 2, '#,##0': 3, '#,##0.00': 4 };
/** Calibri 11 without theme references: the workbook has no theme part. */
const FONT_DEFAULT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';

/** `#1f4e79` → `FF1F4E79` (ARGB as styles.xml wants it); a bad value falls back to a dark blue. */
export function argb(hex: string | null | undefined): string {
  const m = /^#?([0-9a-f]{6})$/i.exec((hex ?? '').trim());
  return `FF${(m ? m[1] : '1f4e79').toUpperCase()}`;
}
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Index of `value` in `list`, added when new. */
function indexIn(list: string[], index: Map<string, number>, value: string): number {
  let i = index.get(value);
  if (i === undefined) {
    i = list.push(value) - 1;
    index.set(value, i);
  }
  return i;
}

export class XlsxStyles {
  private readonly fonts = [`<font>${FONT_DEFAULT}</font>`];
  private readonly fills = [
    '<fill><patternFill patternType="none"/></fill>',
    '<fill><patternFill patternType="gray125"/></fill>',
  ];
  private readonly borders = ['<border><left/><right/><top/><bottom/><diagonal/></border>'];
  private readonly numFmts: string[] = [];
  private readonly xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
  private readonly xfNumFmt: Array<string | undefined> = [undefined];
  private readonly index = {
    fonts: new Map(this.fonts.map((f, i) => [f, i])),
    fills: new Map(this.fills.map((f, i) => [f, i])),
    borders: new Map(this.borders.map((b, i) => [b, i])),
    numFmts: new Map<string, number>(),
    xfs: new Map(this.xfs.map((x, i) => [x, i])),
  };

  /** The xf index of `style`, its number format falling back to `numFmt` (the column's). */
  xf(style: CellStyle, numFmt?: string): number {
    const format = style.numFmt ?? numFmt;
    const numFmtId =
      format === undefined
        ? 0
        : (BUILT_IN[format] ?? 164 + indexIn(this.numFmts, this.index.numFmts, format));
    const f = style.font;
    const fontId = f
      ? indexIn(
          this.fonts,
          this.index.fonts,
          '<font>' +
            (f.bold ? '<b/>' : '') +
            (f.italic ? '<i/>' : '') +
            `<sz val="${f.size ?? 11}"/>` +
            (f.color ? `<color rgb="${argb(f.color)}"/>` : '') +
            '<name val="Calibri"/><family val="2"/></font>',
        )
      : 0;
    const fillId = style.fill
      ? indexIn(
          this.fills,
          this.index.fills,
          `<fill><patternFill patternType="solid"><fgColor rgb="${argb(style.fill)}"/><bgColor indexed="64"/></patternFill></fill>`,
        )
      : 0;
    const borderId = style.borderBottom
      ? indexIn(
          this.borders,
          this.index.borders,
          `<border><left/><right/><top/><bottom style="thin"><color rgb="${argb(style.borderBottom)}"/></bottom><diagonal/></border>`,
        )
      : 0;
    const xf =
      `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"` +
      (numFmtId ? ' applyNumberFormat="1"' : '') +
      (fontId ? ' applyFont="1"' : '') +
      (fillId ? ' applyFill="1"' : '') +
      (borderId ? ' applyBorder="1"' : '') +
      (style.wrap ? ' applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf>' : '/>');
    const before = this.xfs.length;
    const i = indexIn(this.xfs, this.index.xfs, xf);
    if (i === before) this.xfNumFmt.push(format);
    return i;
  }

  /** The number format of an xf index given out earlier. */
  numFmtOfXf(xf: number): string | undefined {
    return this.xfNumFmt[xf];
  }

  xml(): string {
    const list = (tag: string, items: string[], extra = '') =>
      `<${tag} count="${items.length}"${extra}>${items.join('')}</${tag}>`;
    const numFmts = this.numFmts.map(
      (code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${attr(code)}"/>`,
    );
    return (
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (numFmts.length ? list('numFmts', numFmts) : '') +
      list('fonts', this.fonts) +
      list('fills', this.fills) +
      list('borders', this.borders) +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      list('cellXfs', this.xfs) +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}
