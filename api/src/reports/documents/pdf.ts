import type { ReportRenderer } from './report-model';
import { drawConformity } from './pdf/conformity';
import { FONT, MUTED, PdfContext, RULE } from './pdf/context';
import { drawControls } from './pdf/controls';
import { drawContents, drawCover } from './pdf/cover';
import { sourceHeadline } from './pdf/figures';
import { drawReview } from './pdf/review';
import { drawRisk } from './pdf/risk';
import { drawStatements } from './pdf/statements';
import { drawSynthesis } from './pdf/synthesis';
import { truncate } from './pdf/text';

/** Running header and footer on every page but the cover, once the page count is known. */
function decorate(ctx: PdfContext) {
  const { doc, model } = ctx;
  const { start, count } = doc.bufferedPageRange();
  const s0 = model.sources[0];
  const left =
    model.sources.length === 1 ? sourceHeadline(s0) : `Rapport fusionné de ${model.sources.length} FEC`;
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make PDFKit add a page: the margin is lifted while drawing.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    ctx.font(FONT.cond, 7.5);
    const account = truncate(model.accountName, ctx.width * 0.35, ctx.measure);
    const accountW = doc.widthOfString(account);
    const head = truncate(left, ctx.width - accountW - 20, ctx.measure);
    const hy = ctx.top - 24;
    ctx.printLines([head], ctx.left, hy, { font: FONT.cond, size: 7.5, color: MUTED });
    ctx.printLines([account], ctx.right - accountW, hy, { font: FONT.cond, size: 7.5, color: MUTED });
    doc
      .moveTo(ctx.left, hy + 12)
      .lineTo(ctx.right, hy + 12)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

    const pageText = ` — Page ${i + 1} / ${count}`;
    ctx.font(FONT.cond, 8);
    const name = truncate(model.name, ctx.width - doc.widthOfString(pageText), ctx.measure);
    const fy = ctx.bottom + 22;
    doc
      .moveTo(ctx.left, fy - 8)
      .lineTo(ctx.right, fy - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    ctx.printLines([`${name}${pageText}`], ctx.left, fy, {
      font: FONT.cond,
      size: 8,
      color: MUTED,
      width: ctx.width,
      align: 'center',
    });
    doc.page.margins = margins;
  }
}

/**
 * The report as an A4 PDF: cover, one-page synthesis, the FEC's risk, its financial statements, the controls by theme or cycle, « Travaux réalisés » (the review), the format's
 * conformity. Pages are buffered (the footer needs their count) and streamed to `output` at the end.
 */
export const renderPdf: ReportRenderer = (model, output, progress) =>
  new Promise<void>((resolve, reject) => {
    let ctx: PdfContext;
    try {
      ctx = new PdfContext(model);
    } catch (e) {
      reject(e);
      return;
    }
    const { doc } = ctx;
    output.on('finish', () => resolve());
    output.on('error', reject);
    doc.on('error', reject);
    doc.pipe(output);
    try {
      drawCover(ctx);
      progress?.(0.02);
      drawSynthesis(ctx);
      drawRisk(ctx);
      drawStatements(ctx);
      progress?.(0.1);
      drawControls(ctx, (share) => progress?.(0.1 + share * 0.8));
      drawReview(ctx);
      drawConformity(ctx);
      progress?.(0.95);
      decorate(ctx);
      doc.switchToPage(0);
      drawContents(ctx);
      doc.end();
    } catch (e) {
      reject(e);
      doc.end();
    }
  }).then(() => progress?.(1));
