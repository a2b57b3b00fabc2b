import { euros } from '../labels';
import {
  keyFigurePairs,
  statementTables,
  STATEMENTS_INTRO,
  STATEMENTS_LOCKED_NOTICE,
  STATEMENTS_TITLE,
} from '../statements';
import { FONT, MUTED, type PdfContext } from './context';
import { notice } from './controls';
import { sourceName } from './figures';
import { heading, subheading } from './synthesis';
import { drawPairs, drawTable } from './table';

/**
 * « États financiers » (issue 36): per FEC its key figures, then (unlocked) the SIG, the balance sheet and the
 * income statement, section totals in bold. Nothing for analyses made before the statements.
 */
export function drawStatements(ctx: PdfContext) {
  const sources = ctx.model.sources;
  const withStatements = sources.filter((s) => s.statements);
  if (withStatements.length === 0) return;
  ctx.newPage();
  ctx.mark(STATEMENTS_TITLE, 1);
  heading(ctx, STATEMENTS_TITLE, STATEMENTS_INTRO);
  for (const s of withStatements) {
    const st = s.statements!;
    ctx.ensure(120);
    if (sources.length > 1) subheading(ctx, `FEC ${sources.indexOf(s) + 1} — ${sourceName(s)}`);
    drawPairs(ctx, keyFigurePairs(st));
    ctx.y += 6;
    if (s.locked) {
      notice(ctx, STATEMENTS_LOCKED_NOTICE, '#b45309');
      continue;
    }
    for (const note of st.notes) ctx.paragraph(note, { color: MUTED, size: 8, gap: 2 });
    for (const t of statementTables(st)) {
      ctx.ensure(60);
      ctx.paragraph(t.title, { font: FONT.condBold, size: 9, gap: 3 });
      drawTable(
        ctx,
        [
          { header: 'Poste', width: 4, maxLines: 2 },
          { header: 'Montant', width: 1.3, align: 'right', maxLines: 1 },
        ],
        t.lines.map((l) => [
          { text: l.label, bold: l.total === true },
          { text: euros(l.amount), bold: l.total === true },
        ]),
        { size: 8, minRows: 2 },
      );
      ctx.y += 8;
    }
  }
}
