import { dayFr, fiscalYearLabel } from '../labels';
import type { ReportSource } from '../report-model';
import { FONT, INK, inkOn, MUTED, RULE, tint, type PdfContext } from './context';
import { sourceName } from './figures';
import { drawPairs } from './table';

const BAND_TOP = 170;

function sourcePairs(source: ReportSource): [string, string][] {
  return [
    ['Société', sourceName(source)],
    ['SIREN', source.siren ?? 'Non renseigné'],
    ['Exercice', fiscalYearLabel(source.fiscalStart, source.fiscalEnd).replace(/^Exercice /, '')],
    ['Fichier', source.fileName],
  ];
}

/** The first page: who made the report, for which company and fiscal year. */
export function drawCover(ctx: PdfContext) {
  const { doc, model } = ctx;
  const pageW = doc.page.width;
  const single = model.sources.length === 1;

  // Account: logo and name above the band.
  let headerBottom = 60;
  const logo = model.branding.logo;
  let nameX = ctx.left;
  if (logo) {
    try {
      doc.image(logo.data, ctx.left, 50, { fit: [150, 70], align: 'left', valign: 'center' });
      nameX = ctx.left + 165;
      headerBottom = 120;
    } catch {
      // An unreadable logo must not cost the report: the account's name stands alone.
    }
  }
  const accountLines = ctx.lines(model.accountName, FONT.bold, 13, ctx.right - nameX, 2);
  ctx.printLines(accountLines, nameX, logo && nameX > ctx.left ? 85 - (accountLines.length * 16) / 2 : 60, {
    font: FONT.bold,
    size: 13,
    color: INK,
  });
  headerBottom = Math.max(headerBottom, 60 + accountLines.length * 16);

  // The band: report name and subject, in the account's colour.
  const bandTop = Math.max(BAND_TOP, headerBottom + 30);
  const ink = inkOn(ctx.principal);
  const titleLines = ctx.lines(model.name, FONT.bold, 24, ctx.width, 3);
  const subject = single ? sourceName(model.sources[0]) : `Rapport fusionné de ${model.sources.length} FEC`;
  const subjectLines = ctx.lines(subject, FONT.regular, 14, ctx.width, 2);
  const bandH = 36 + 14 + titleLines.length * 30 + 10 + subjectLines.length * 18 + 30;
  doc.rect(0, bandTop, pageW, bandH).fill(ctx.principal);
  doc.rect(0, bandTop + bandH, pageW, 5).fill(ctx.secondary);
  let y = bandTop + 36;
  ctx.printLines(['ANALYSE DU FICHIER DES ÉCRITURES COMPTABLES'], ctx.left, y, {
    font: FONT.bold,
    size: 9,
    color: ink === INK ? MUTED : tint(ctx.principal, 0.7),
  });
  y += 22;
  y += ctx.printLines(titleLines, ctx.left, y, { font: FONT.bold, size: 24, color: ink }) + 10;
  ctx.printLines(subjectLines, ctx.left, y, { font: FONT.regular, size: 14, color: ink });

  // The FEC(s) and the report's facts.
  ctx.y = bandTop + bandH + 40;
  model.sources.forEach((source, i) => {
    if (!single) {
      ctx.printLines([`FEC ${i + 1}`], ctx.left, ctx.y, { font: FONT.bold, size: 10, color: ctx.principal });
      ctx.y += 16;
    }
    drawPairs(ctx, sourcePairs(source), { size: single ? 10 : 8.5 });
    ctx.y += single ? 24 : 14;
  });
  drawPairs(
    ctx,
    [
      ['Date de génération', dayFr(model.generatedAt)],
      ['Établi par', model.author],
      ['Cabinet', model.accountName],
    ],
    { size: single ? 10 : 8.5 },
  );

  const note =
    `Document établi par ${model.accountName} à partir du fichier des écritures comptables transmis. ` +
    'Les contrôles signalent des points à examiner ; ils ne constituent pas une opinion sur les comptes.';
  const noteLines = ctx.lines(note, FONT.cond, 7.5, ctx.width, 3);
  const noteY = ctx.bottom + 20 - noteLines.length * 9.4;
  doc
    .moveTo(ctx.left, noteY - 8)
    .lineTo(ctx.right, noteY - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  ctx.printLines(noteLines, ctx.left, noteY, { font: FONT.cond, size: 7.5, color: MUTED });
}
