import { PassThrough } from 'node:stream';
import {
  FONT,
  INK,
  inkOn,
  MUTED,
  PdfContext,
  RULE,
  tint,
  WHITE,
  type PdfDocumentModel,
} from '../../reports/documents/pdf/context';
import { drawPairs } from '../../reports/documents/pdf/table';
import { truncate } from '../../reports/documents/pdf/text';
import { ECF_CONCLUSION_LABELS, type CompteRenduModel, type CompteRenduPoint } from '../compte-rendu-model';
import { BRANDING } from './branding';
import {
  closingLine,
  COLUMNS,
  companyRows,
  conclusionColor,
  conclusionLabel,
  CONCLUSION_ORDER,
  concludedLine,
  DOCUMENT_NAME,
  doneAtLine,
  DRAFT_MARK,
  DRAFT_NOTICE,
  ESTABLISHED_TITLE,
  footerText,
  generatedLine,
  HEADINGS,
  missionText,
  NOT_CONCLUDED,
  NOTHING_ESTABLISHED,
  orderedPoints,
  pointHeading,
  providerRows,
  signatoryLines,
  SUPERTITLE,
  tally,
  TICK,
  TITLE,
} from './texts';

/**
 * The compte rendu de mission as an A4 PDF, in the order of the arrêté's model (annex 3): the company, the
 * provider, the mission, the table of the ten points (the conclusion ticked in its column, the comment in full,
 * a long one continued on the next page under the repeated header), what the FEC established for each point,
 * then the place, date and signature. A draft says « Projet — non signé » on every page.
 */

interface CompteRenduPdfModel extends PdfDocumentModel {
  source: CompteRenduModel;
}

type Ctx = PdfContext<CompteRenduPdfModel>;

const DRAFT_RED = '#c62828';
const PAD_X = 4;
const PAD_Y = 4;
const TABLE_SIZE = 8.5;

/** A section title with a rule under it, kept with what follows. */
function section(ctx: Ctx, title: string, keep = 80) {
  ctx.ensure(keep);
  ctx.y += 6;
  ctx.printLines(ctx.lines(title, FONT.bold, 12, ctx.width, 2), ctx.left, ctx.y, {
    font: FONT.bold,
    size: 12,
    color: ctx.principal,
  });
  ctx.y += 17;
  ctx.doc.moveTo(ctx.left, ctx.y).lineTo(ctx.right, ctx.y).lineWidth(0.8).strokeColor(ctx.principal).stroke();
  ctx.y += 8;
}

/** A boxed notice in `color` (the draft's warning). */
function box(ctx: Ctx, title: string, text: string, color: string) {
  const lines = ctx.lines(text, FONT.cond, 9, ctx.width - 24, 4);
  const h = 14 + ctx.lineHeight(10) + lines.length * ctx.lineHeight(9);
  ctx.ensure(h + 6);
  ctx.doc.rect(ctx.left, ctx.y, ctx.width, h).fill(tint(color, 0.9));
  ctx.doc.rect(ctx.left, ctx.y, 3, h).fill(color);
  ctx.printLines([title], ctx.left + 12, ctx.y + 7, { font: FONT.bold, size: 10, color });
  ctx.printLines(lines, ctx.left + 12, ctx.y + 7 + ctx.lineHeight(10), {
    font: FONT.cond,
    size: 9,
    color: INK,
  });
  ctx.y += h + 10;
}

function titleBlock(ctx: Ctx) {
  const m = ctx.model.source;
  ctx.printLines(ctx.lines(m.provider.firmName, FONT.bold, 12, ctx.width, 2), ctx.left, ctx.y, {
    font: FONT.bold,
    size: 12,
    color: INK,
  });
  ctx.y += ctx.lines(m.provider.firmName, FONT.bold, 12, ctx.width, 2).length * 15 + 4;
  ctx.doc.rect(ctx.left, ctx.y, ctx.width, 2).fill(ctx.secondary);
  ctx.y += 22;
  ctx.printLines([SUPERTITLE.toUpperCase()], ctx.left, ctx.y, { font: FONT.bold, size: 9.5, color: MUTED });
  ctx.y += 16;
  ctx.printLines([TITLE], ctx.left, ctx.y, { font: FONT.bold, size: 24, color: ctx.principal });
  ctx.y += 34;
  ctx.printLines([closingLine(m)], ctx.left, ctx.y, { font: FONT.regular, size: 12, color: INK });
  ctx.y += 26;
  if (m.signedAt === null) box(ctx, `${DRAFT_MARK}.`, DRAFT_NOTICE, DRAFT_RED);
}

/** Relative widths of the points table: N°, point, the three conclusions, comments. */
const POINT_COLUMNS = [0.5, 3.5, 1.05, 1.05, 1.05, 4.1];

interface TableGeometry {
  xs: number[];
  widths: number[];
  headerLines: string[][];
  headerSizes: number[];
  headerH: number;
}

function geometry(ctx: Ctx): TableGeometry {
  const sum = POINT_COLUMNS.reduce((s, w) => s + w, 0);
  const widths = POINT_COLUMNS.map((w) => (w / sum) * ctx.width);
  const xs = widths.map((_, i) => ctx.left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const titles = [
    COLUMNS.number,
    COLUMNS.point,
    ...CONCLUSION_ORDER.map((c) => ECF_CONCLUSION_LABELS[c]),
    COLUMNS.comment,
  ];
  // A header word is never cut: a narrow column (« Conforme ») gets a smaller size instead.
  const headerSizes = titles.map((t, i) => {
    const longest = t.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    return ctx.fitSize(longest, FONT.condBold, TABLE_SIZE, widths[i] - 2 * PAD_X, 6.5);
  });
  const headerLines = titles.map((t, i) =>
    ctx.lines(t, FONT.condBold, headerSizes[i], widths[i] - 2 * PAD_X, 2),
  );
  const headerH = Math.max(...headerLines.map((l) => l.length)) * ctx.lineHeight(TABLE_SIZE) + 2 * PAD_Y;
  return { xs, widths, headerLines, headerSizes, headerH };
}

function drawHeader(ctx: Ctx, g: TableGeometry) {
  const ink = inkOn(ctx.principal);
  ctx.doc.rect(ctx.left, ctx.y, ctx.width, g.headerH).fill(ctx.principal);
  g.headerLines.forEach((lines, i) =>
    ctx.printLines(lines, g.xs[i] + PAD_X, ctx.y + PAD_Y, {
      font: FONT.condBold,
      size: g.headerSizes[i],
      color: ink,
      width: g.widths[i] - 2 * PAD_X,
      align: i === 1 || i === 5 ? 'left' : 'center',
    }),
  );
  ctx.y += g.headerH;
}

/** One slice of a row (the whole row, or the part of a long one that fits the page). */
function drawRowSlice(
  ctx: Ctx,
  g: TableGeometry,
  p: CompteRenduPoint,
  title: string[],
  comment: string[],
  lines: number,
  continued: boolean,
) {
  const { doc } = ctx;
  const lh = ctx.lineHeight(TABLE_SIZE);
  const h = lines * lh + 2 * PAD_Y;
  const top = ctx.y;
  const color = conclusionColor(p.conclusion);
  // The ticked conclusion (or « Non conclu » over the three columns), shaded in its colour.
  if (p.conclusion) {
    const i = 2 + CONCLUSION_ORDER.indexOf(p.conclusion);
    doc.rect(g.xs[i], top, g.widths[i], h).fill(tint(color, 0.85));
    ctx.font(FONT.bold, 12);
    const w = doc.widthOfString(TICK);
    // Centred in a short row; beside the first lines of a tall one.
    ctx.printLines([TICK], g.xs[i] + (g.widths[i] - w) / 2, Math.min(top + h / 2, top + 22) - 7.5, {
      font: FONT.bold,
      size: 12,
      color,
    });
  } else {
    const w = g.widths[2] + g.widths[3] + g.widths[4];
    doc.rect(g.xs[2], top, w, h).fill(tint(color, 0.85));
    ctx.printLines([NOT_CONCLUDED], g.xs[2], Math.min(top + h / 2, top + 22) - lh / 2, {
      font: FONT.condBold,
      size: TABLE_SIZE + 0.5,
      color,
      width: w,
      align: 'center',
    });
  }
  ctx.printLines([String(p.number)], g.xs[0], top + PAD_Y, {
    font: FONT.condBold,
    size: TABLE_SIZE,
    width: g.widths[0],
    align: 'center',
  });
  if (continued && title.length === 0)
    ctx.printLines(['(suite)'], g.xs[1] + PAD_X, top + PAD_Y, {
      font: FONT.cond,
      size: TABLE_SIZE,
      color: MUTED,
    });
  ctx.printLines(title, g.xs[1] + PAD_X, top + PAD_Y, { font: FONT.cond, size: TABLE_SIZE });
  ctx.printLines(comment.length || continued ? comment : ['—'], g.xs[5] + PAD_X, top + PAD_Y, {
    font: FONT.cond,
    size: TABLE_SIZE,
    color: comment.length ? INK : MUTED,
  });
  // Cell borders.
  doc.lineWidth(0.5).strokeColor(RULE);
  // « Non conclu » spans the three conclusion columns: no border between them.
  const merged = p.conclusion ? [] : [g.xs[3], g.xs[4]];
  for (const x of [...g.xs, ctx.right].filter((x) => !merged.includes(x)))
    doc
      .moveTo(x, top)
      .lineTo(x, top + h)
      .stroke();
  doc
    .moveTo(ctx.left, top + h)
    .lineTo(ctx.right, top + h)
    .stroke();
  ctx.y = top + h;
}

/**
 * The points table. A row is kept whole on one page when it is not too long; a long comment is cut between
 * lines and continues on the next page, under the repeated header, with the point's number and conclusion.
 */
function drawPointsTable(ctx: Ctx) {
  const g = geometry(ctx);
  const lh = ctx.lineHeight(TABLE_SIZE);
  const pageLines = Math.floor((ctx.bottom - ctx.top - g.headerH - 2 * PAD_Y) / lh);
  const rows = orderedPoints(ctx.model.source).map((p) => {
    const title = ctx.lines(p.title, FONT.cond, TABLE_SIZE, g.widths[1] - 2 * PAD_X);
    // The comment's paragraphs stay apart (a blank line between them), as the provider wrote them.
    const comment = (p.comment?.trim() ?? '')
      .split(/\n\s*\n/)
      .map((para) => ctx.lines(para, FONT.cond, TABLE_SIZE, g.widths[5] - 2 * PAD_X))
      .filter((lines) => lines.length > 0)
      .flatMap((lines, i) => (i > 0 ? ['', ...lines] : lines));
    return { p, title, comment };
  });
  const first = rows[0];
  ctx.ensure(
    g.headerH + (first ? Math.min(Math.max(first.title.length, first.comment.length, 2), 6) : 1) * lh,
  );
  drawHeader(ctx, g);
  for (const { p, title, comment } of rows) {
    const total = Math.max(title.length, comment.length, 2);
    let offset = 0;
    while (offset < total) {
      const fits = Math.floor((ctx.bottom - ctx.y - 2 * PAD_Y) / lh);
      const left = total - offset;
      const keepWhole = offset === 0 && total <= Math.min(pageLines, 18);
      if (left > fits && (keepWhole || fits < 3)) {
        ctx.newPage();
        drawHeader(ctx, g);
        continue;
      }
      const n = Math.min(left, fits);
      drawRowSlice(
        ctx,
        g,
        p,
        title.slice(offset, offset + n),
        comment.slice(offset, offset + n),
        n,
        offset > 0,
      );
      offset += n;
      if (offset < total) {
        ctx.newPage();
        drawHeader(ctx, g);
      }
    }
  }
  ctx.y += 8;
}

/** A chip: the conclusion's label, white on its colour. */
function chip(ctx: Ctx, text: string, color: string, right: number, y: number) {
  ctx.font(FONT.condBold, 9);
  const w = ctx.doc.widthOfString(text) + 12;
  ctx.doc.roundedRect(right - w, y - 1, w, 14, 3).fill(color);
  ctx.printLines([text], right - w + 6, y + 1.5, { font: FONT.condBold, size: 9, color: WHITE });
  return w;
}

function drawPointDetails(ctx: Ctx, p: CompteRenduPoint) {
  const established = p.established.map((s) => s.trim()).filter(Boolean);
  const firstBullet = established[0]
    ? ctx.lines(established[0], FONT.cond, 9, ctx.width - 14).length * ctx.lineHeight(9)
    : ctx.lineHeight(9);
  const titleLines = ctx.lines(p.title, FONT.cond, 8.5, ctx.width, 4);
  // The heading, the wording and the first established line together.
  ctx.ensure(24 + titleLines.length * ctx.lineHeight(8.5) + 18 + firstBullet);
  ctx.y += 6;
  const label = conclusionLabel(p.conclusion);
  const chipW = chip(ctx, label, conclusionColor(p.conclusion), ctx.right, ctx.y);
  ctx.printLines(
    [truncate(pointHeading(p), ctx.width - chipW - 10, (t) => (ctx.font(FONT.bold, 10.5), ctx.measure(t)))],
    ctx.left,
    ctx.y,
    {
      font: FONT.bold,
      size: 10.5,
      color: ctx.principal,
    },
  );
  ctx.y += 17;
  ctx.y += ctx.printLines(titleLines, ctx.left, ctx.y, { font: FONT.cond, size: 8.5, color: MUTED }) + 4;
  ctx.printLines([ESTABLISHED_TITLE], ctx.left, ctx.y, { font: FONT.condBold, size: 9, color: INK });
  ctx.y += ctx.lineHeight(9) + 1;
  if (established.length === 0)
    ctx.paragraph(NOTHING_ESTABLISHED, { size: 9, color: MUTED, x: ctx.left + 14 });
  for (const line of established) {
    ctx.ensure(ctx.lineHeight(9));
    ctx.printLines(['•'], ctx.left + 4, ctx.y, { font: FONT.cond, size: 9, color: ctx.principal });
    ctx.paragraph(line, { size: 9, x: ctx.left + 14, gap: 1 });
  }
  const concluded = concludedLine(p);
  if (concluded) ctx.paragraph(concluded, { size: 8, color: MUTED, gap: 0 });
  ctx.y += 6;
  ctx.doc.moveTo(ctx.left, ctx.y).lineTo(ctx.right, ctx.y).lineWidth(0.4).strokeColor(RULE).stroke();
  ctx.y += 2;
}

function drawSignature(ctx: Ctx) {
  const m = ctx.model.source;
  const lines = signatoryLines(m);
  const boxH = 70;
  section(ctx, HEADINGS.signature, 30 + 24 + lines.length * 14 + 20 + boxH + 20);
  ctx.printLines([doneAtLine(m)], ctx.left, ctx.y, { font: FONT.regular, size: 10, color: INK });
  ctx.y += 24;
  lines.forEach((line, i) => {
    ctx.printLines(ctx.lines(line, i === 0 ? FONT.bold : FONT.regular, 10, ctx.width, 1), ctx.left, ctx.y, {
      font: i === 0 ? FONT.bold : FONT.regular,
      size: 10,
      color: INK,
    });
    ctx.y += 14;
  });
  ctx.y += 8;
  ctx.printLines(['Signature :'], ctx.left, ctx.y, { font: FONT.cond, size: 9, color: MUTED });
  ctx.y += 13;
  const w = 240;
  ctx.doc.rect(ctx.left, ctx.y, w, boxH).lineWidth(0.6).strokeColor(RULE).stroke();
  if (m.signedAt === null)
    ctx.printLines([DRAFT_MARK.toUpperCase()], ctx.left, ctx.y + boxH / 2 - 6, {
      font: FONT.bold,
      size: 10,
      color: DRAFT_RED,
      width: w,
      align: 'center',
    });
  ctx.y += boxH + 16;
}

/** Header (the draft mark), watermark and footer (the document and page) on every page. */
function decorate(ctx: Ctx) {
  const { doc } = ctx;
  const m = ctx.model.source;
  const draft = m.signedAt === null;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make PDFKit add a page: the margin is lifted while drawing.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    if (draft) {
      ctx.printLines([DRAFT_MARK.toUpperCase()], ctx.left, ctx.top - 30, {
        font: FONT.bold,
        size: 10,
        color: DRAFT_RED,
        width: ctx.width,
        align: 'right',
      });
      // A pale diagonal mark across the page: a printed draft cannot pass for a signed compte rendu.
      doc.save();
      doc.rotate(-40, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.fillOpacity(0.07);
      ctx.font(FONT.bold, 54);
      const text = DRAFT_MARK.toUpperCase();
      const w = doc.widthOfString(text);
      doc
        .fillColor(DRAFT_RED)
        .text(text, doc.page.width / 2 - w / 2, doc.page.height / 2 - 30, { lineBreak: false });
      doc.restore();
      doc.fillOpacity(1);
    } else if (i > start) {
      ctx.printLines(
        [truncate(m.provider.firmName, ctx.width, (t) => (ctx.font(FONT.cond, 7.5), ctx.measure(t)))],
        ctx.left,
        ctx.top - 30,
        {
          font: FONT.cond,
          size: 7.5,
          color: MUTED,
        },
      );
    }
    const fy = ctx.bottom + 18;
    doc
      .moveTo(ctx.left, fy - 6)
      .lineTo(ctx.right, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const page = `Page ${i + 1} / ${count}`;
    ctx.font(FONT.cond, 7.5);
    const pageW = doc.widthOfString(page);
    const text = truncate(footerText(m), ctx.width - pageW - 16, ctx.measure);
    ctx.printLines([text], ctx.left, fy, { font: FONT.cond, size: 7.5, color: MUTED });
    ctx.printLines([page], ctx.right - pageW, fy, { font: FONT.cond, size: 7.5, color: MUTED });
    doc.page.margins = margins;
  }
}

function draw(ctx: Ctx) {
  const m = ctx.model.source;
  titleBlock(ctx);
  section(ctx, HEADINGS.company);
  drawPairs(ctx, companyRows(m), { size: 9.5 });
  ctx.y += 8;
  section(ctx, HEADINGS.provider);
  drawPairs(ctx, providerRows(m), { size: 9.5 });
  ctx.y += 8;
  section(ctx, HEADINGS.mission);
  for (const text of missionText(m)) ctx.paragraph(text, { size: 9.5, font: FONT.regular, gap: 4 });
  ctx.newPage();
  section(ctx, HEADINGS.points);
  ctx.paragraph(tally(m.points), { size: 9.5, font: FONT.bold, gap: 6 });
  drawPointsTable(ctx);
  ctx.newPage();
  section(ctx, HEADINGS.details);
  for (const p of orderedPoints(m)) drawPointDetails(ctx, p);
  ctx.y += 10;
  drawSignature(ctx);
  ctx.paragraph(generatedLine(m), { size: 7.5, color: MUTED });
}

export function renderCompteRenduPdf(model: CompteRenduModel): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    let ctx: Ctx;
    try {
      ctx = new PdfContext<CompteRenduPdfModel>(
        {
          source: model,
          name: DOCUMENT_NAME,
          generatedAt: new Date(model.generatedAt),
          author: model.provider.signatoryName,
          accountName: model.provider.firmName,
          branding: BRANDING,
        },
        `${DOCUMENT_NAME} — ${model.company.name}`,
      );
    } catch (e) {
      reject(e);
      return;
    }
    const { doc } = ctx;
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
    try {
      draw(ctx);
      decorate(ctx);
      doc.end();
    } catch (e) {
      reject(e);
      doc.end();
    }
  });
}
