import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { companyLabel, dateFr, euros, integer } from '../labels';
import type { ReportSource } from '../report-model';
import { hex, STYLE, textOn } from './styles';

/** A4 portrait with 2 cm margins, in twips: what tables share out between their columns. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 } as const;
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

export interface CellOptions {
  /** Fill colour (`#rrggbb` or `RRGGBB`); the text turns white or black to stay readable. */
  fill?: string;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  style?: string;
}

const ALIGN = { left: AlignmentType.LEFT, right: AlignmentType.RIGHT, center: AlignmentType.CENTER };

/**
 * Text from a FEC or a user, safe for XML: docx drops C0 controls itself but not the noncharacters U+FFFE/U+FFFF
 * or a lone surrogate, which would make Word refuse the file.
 */
export const clean = (text: string) =>
  text.replace(
    /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

/** One table cell of plain text, made into a Word cell by `table()` (which knows whether its row keeps with the next). */
export interface Cell {
  text: string;
  options: CellOptions;
}
export const cell = (text: string, options: CellOptions = {}): Cell => ({ text, options });

/** A Word cell; `\n` starts a new line inside it. */
function wordCell({ text, options }: Cell, keepNext: boolean): TableCell {
  const fill = options.fill ? hex(options.fill) : undefined;
  const color = fill ? textOn(fill) : undefined;
  const lines = clean(text).split('\n');
  return new TableCell({
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 30, bottom: 30, left: 70, right: 70 },
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
    children: [
      new Paragraph({
        style: options.style ?? STYLE.tableText,
        alignment: ALIGN[options.align ?? 'left'],
        keepNext: keepNext || undefined,
        children: lines.map(
          (line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined, bold: options.bold, color }),
        ),
      }),
    ],
  });
}

/** A header cell: the branding colour behind the table header paragraph style. */
export const headerCell = (text: string, principal: string, align: CellOptions['align'] = 'left') =>
  new TableCell({
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 40, bottom: 40, left: 70, right: 70 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(principal) },
    children: [new Paragraph({ style: STYLE.tableHeader, alignment: ALIGN[align], text })],
  });

export interface TableSpec {
  principal: string;
  /** Column titles, and how each column aligns. */
  columns: { title: string; width: number; align?: CellOptions['align'] }[];
  rows: Cell[][];
  /** Keep the table on one page (small tables: a result, a synthesis), as Word does with « keep with next ». */
  keepTogether?: boolean;
}

/**
 * A full-width table whose first row is a header row Word repeats on every page it spans; column widths are
 * relative weights, shared out over the text width.
 */
export function table({ principal, columns, rows, keepTogether = false }: TableSpec): Table {
  const weight = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => Math.floor((c.width / weight) * TEXT_WIDTH));
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: columns.map((c) => headerCell(c.title, principal, c.align)),
      }),
      ...rows.map(
        (cells, i) =>
          new TableRow({
            cantSplit: true,
            children: cells.map((c) => wordCell(c, keepTogether && i < rows.length - 1)),
          }),
      ),
    ],
  });
}

/** The FEC's name for a column or a heading: the company, else « Société non renseignée » and its SIREN. */
export const sourceName = (s: ReportSource) => clean(companyLabel(s));

/**
 * Names of the FECs in headings and sentences of a merged report: a company merged with itself over several years
 * (the usual case) gets its closing date, else its file name, so each FEC stays recognisable.
 */
export function sourceLabels(sources: ReportSource[]): string[] {
  const names = sources.map(sourceName);
  const twice = (n: string) => names.filter((m) => m === n).length > 1;
  return names.map((n, i) => {
    if (!twice(n)) return n;
    const s = sources[i];
    return s.fiscalEnd ? `${n} (clos le ${dateFr(s.fiscalEnd)})` : `${n} (${clean(s.fileName)})`;
  });
}

/** Column title of a FEC in merged tables: its name, and its closing date to tell two years apart. */
export const sourceColumn = (s: ReportSource) =>
  s.fiscalEnd ? `${sourceName(s)}\nclos le ${dateFr(s.fiscalEnd)}` : sourceName(s);

export { sirenFr } from '../labels';

/** Findings and amount at stake: one definition for every format (key-figures.ts). */
export { findingsOf as keyFigures } from '../key-figures';

export const LOCKED_AMOUNT = '— verrouillé';
export const amountFr = (cents: number | null, locked: boolean) =>
  locked || cents === null ? LOCKED_AMOUNT : euros(cents);
export { integer };

export { VARIANT_LABELS, ENCODING_LABELS, SEPARATOR_LABELS } from '../labels';

export const labelOr = (labels: Record<string, string>, value: string | null) =>
  value === null ? 'Non déterminé' : (labels[value] ?? value);
