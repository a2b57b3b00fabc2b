import { FONT, INK, inkOn, MUTED, RULE, SOFT, tint, type AnyPdfContext, type FontName } from './context';

export interface Column {
  header: string;
  /** Relative width: the columns share the table's width in proportion. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Lines a cell may take before it is cut with an ellipsis. */
  maxLines?: number;
}

/** A cell: plain text, or text with a colour, bold, or drawn as a coloured chip (a result). */
export type Cell = string | { text: string; color?: string; bold?: boolean; chip?: string; sub?: string };

export interface TableOptions {
  size?: number;
  /** Left edge and width (the content width by default). */
  x?: number;
  width?: number;
  /** Header background (the principal colour by default). */
  headerFill?: string;
  zebra?: boolean;
  /** Keep this much room for what follows the header with the first row (avoids an orphan header). */
  minRows?: number;
}

const PAD_X = 4;
const PAD_Y = 3;

interface Prepared {
  lines: string[];
  sub: string[];
  cell: Exclude<Cell, string>;
}

/**
 * Draws a table at the pen; a row never splits across pages and the header is repeated on each new page.
 * Cells wrap within their column and are cut with an ellipsis past the column's line limit.
 */
export function drawTable(ctx: AnyPdfContext, columns: Column[], rows: Cell[][], options: TableOptions = {}) {
  const { doc } = ctx;
  const size = options.size ?? 7.5;
  const lh = ctx.lineHeight(size);
  const x0 = options.x ?? ctx.left;
  const total = options.width ?? ctx.right - x0;
  const sum = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / sum) * total);
  const xs = widths.map((_, i) => x0 + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const headerFill = options.headerFill ?? ctx.principal;
  const headerInk = inkOn(headerFill);

  // A header word is never cut: a narrow column gets a smaller header instead.
  const headerSizes = columns.map((c, i) => {
    const longest = c.header.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    return ctx.fitSize(longest, FONT.condBold, size, widths[i] - 2 * PAD_X, size - 2);
  });
  const headerLines = columns.map((c, i) =>
    ctx.lines(c.header, FONT.condBold, headerSizes[i], widths[i] - 2 * PAD_X, 2),
  );
  const headerH = Math.max(...headerLines.map((l) => l.length)) * lh + 2 * PAD_Y;

  const prepare = (row: Cell[]): { cells: Prepared[]; height: number } => {
    const cells = row.map((raw, i) => {
      const cell = typeof raw === 'string' ? { text: raw } : raw;
      const font: FontName = cell.bold ? FONT.condBold : FONT.cond;
      const inner = widths[i] - 2 * PAD_X - (cell.chip ? 6 : 0);
      const lines = ctx.lines(cell.text, font, size, inner, cell.chip ? 1 : (columns[i].maxLines ?? 3));
      const sub = cell.sub ? ctx.lines(cell.sub, FONT.cond, size - 1, widths[i] - 2 * PAD_X, 1) : [];
      return { lines, sub, cell };
    });
    const height =
      Math.max(
        lh,
        ...cells.map(
          (c) => c.lines.length * lh + c.sub.length * ctx.lineHeight(size - 1) + (c.cell.chip ? 2 : 0),
        ),
      ) +
      2 * PAD_Y;
    return { cells, height };
  };

  const drawHeader = () => {
    doc.rect(x0, ctx.y, total, headerH).fill(headerFill);
    columns.forEach((c, i) =>
      ctx.printLines(headerLines[i], xs[i] + PAD_X, ctx.y + PAD_Y, {
        font: FONT.condBold,
        size: headerSizes[i],
        color: headerInk,
        width: widths[i] - 2 * PAD_X,
        align: c.align,
      }),
    );
    ctx.y += headerH;
  };

  const prepared = rows.map(prepare);
  const firstRows = prepared.slice(0, options.minRows ?? 1).reduce((s, r) => s + r.height, 0);
  ctx.ensure(headerH + firstRows);
  drawHeader();

  prepared.forEach(({ cells, height }, r) => {
    if (ctx.y + height > ctx.bottom) {
      ctx.newPage();
      drawHeader();
    }
    if (options.zebra !== false && r % 2 === 1)
      doc.rect(x0, ctx.y, total, height).fill(tint(headerFill, 0.93));
    cells.forEach(({ lines, sub, cell }, i) => {
      const inner = widths[i] - 2 * PAD_X;
      const align = columns[i].align;
      if (cell.chip) {
        ctx.font(FONT.condBold, size);
        const w = Math.min(inner, doc.widthOfString(lines[0] ?? '') + 8);
        const cx =
          align === 'right'
            ? xs[i] + widths[i] - PAD_X - w
            : align === 'center'
              ? xs[i] + (widths[i] - w) / 2
              : xs[i] + PAD_X;
        doc.roundedRect(cx, ctx.y + PAD_Y - 0.5, w, lh + 1.5, 2.5).fill(cell.chip);
        ctx.printLines(lines, cx + 4, ctx.y + PAD_Y + 0.5, {
          font: FONT.condBold,
          size,
          color: inkOn(cell.chip),
        });
      } else {
        const font = cell.bold ? FONT.condBold : FONT.cond;
        const used = ctx.printLines(lines, xs[i] + PAD_X, ctx.y + PAD_Y, {
          font,
          size,
          color: cell.color ?? INK,
          width: inner,
          align,
        });
        if (sub.length)
          ctx.printLines(sub, xs[i] + PAD_X, ctx.y + PAD_Y + used, {
            font: FONT.cond,
            size: size - 1,
            color: MUTED,
            width: inner,
            align,
          });
      }
    });
    ctx.y += height;
    doc
      .moveTo(x0, ctx.y)
      .lineTo(x0 + total, ctx.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  });
  if (rows.length === 0) ctx.y += 2;
}

/** A label/value grid (two columns, no header): « Variante | Débit/Crédit ». */
export function drawPairs(
  ctx: AnyPdfContext,
  pairs: [string, Cell][],
  options: { x?: number; width?: number; size?: number } = {},
) {
  const { doc } = ctx;
  const size = options.size ?? 8.5;
  const x0 = options.x ?? ctx.left;
  const total = options.width ?? ctx.right - x0;
  const labelW = total * 0.42;
  const lh = ctx.lineHeight(size);
  for (const [label, raw] of pairs) {
    const cell = typeof raw === 'string' ? { text: raw } : raw;
    const labelLines = ctx.lines(label, FONT.cond, size, labelW - 2 * PAD_X, 2);
    const valueLines = ctx.lines(
      cell.text,
      cell.bold ? FONT.condBold : FONT.cond,
      size,
      total - labelW - 2 * PAD_X - 8,
      3,
    );
    const h = Math.max(labelLines.length, valueLines.length) * lh + 2 * PAD_Y;
    ctx.ensure(h);
    doc.rect(x0, ctx.y, labelW, h).fill(SOFT);
    ctx.printLines(labelLines, x0 + PAD_X, ctx.y + PAD_Y, { font: FONT.cond, size, color: '#374151' });
    if (cell.chip) {
      ctx.font(FONT.condBold, size);
      const w = doc.widthOfString(valueLines[0] ?? '') + 8;
      doc.roundedRect(x0 + labelW + PAD_X, ctx.y + PAD_Y - 0.5, w, lh + 1, 2.5).fill(cell.chip);
      ctx.printLines(valueLines.slice(0, 1), x0 + labelW + PAD_X + 4, ctx.y + PAD_Y, {
        font: FONT.condBold,
        size,
        color: inkOn(cell.chip),
      });
    } else {
      ctx.printLines(valueLines, x0 + labelW + PAD_X, ctx.y + PAD_Y, {
        font: cell.bold ? FONT.condBold : FONT.cond,
        size,
        color: cell.color ?? INK,
      });
    }
    ctx.y += h;
    doc
      .moveTo(x0, ctx.y)
      .lineTo(x0 + total, ctx.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  }
}
