import { dayFr, declaredSiren, fiscalYearLabel, sirenFr } from '../labels';
import type { ReportSource } from '../report-model';
import { FONT, INK, inkOn, MUTED, RULE, tint, type PdfContext } from './context';
import { sourceName } from './figures';
import { drawPairs, drawTable } from './table';

const BAND_TOP = 170;

function sourcePairs(source: ReportSource): [string, string][] {
  const siren = declaredSiren(source.siren);
  return [
    // Without a name, the row says so (the SIREN has its own row): never the file name as a company.
    ['Société', source.companyName?.trim() || 'Non renseignée'],
    ['SIREN', siren ? sirenFr(siren) : 'Non renseigné'],
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
      doc.image(logo.data, ctx.left, 50, { fit: [150, 70], valign: 'center' });
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
  // The whole name (up to 100 characters): a long one is set smaller rather than cut.
  const titleSize = ctx.lines(model.name, FONT.bold, 24, ctx.width).length <= 2 ? 24 : 19;
  const titleLines = ctx.lines(model.name, FONT.bold, titleSize, ctx.width, 4);
  const subject = single ? sourceName(model.sources[0]) : `Rapport fusionné de ${model.sources.length} FEC`;
  const subjectLines = ctx.lines(subject, FONT.regular, 14, ctx.width, 2);
  const bandH = 36 + 14 + titleLines.length * titleSize * 1.25 + 10 + subjectLines.length * 18 + 30;
  doc.rect(0, bandTop, pageW, bandH).fill(ctx.principal);
  doc.rect(0, bandTop + bandH, pageW, 5).fill(ctx.secondary);
  let y = bandTop + 36;
  ctx.printLines(['ANALYSE DU FICHIER DES ÉCRITURES COMPTABLES'], ctx.left, y, {
    font: FONT.bold,
    size: 9,
    color: ink === INK ? MUTED : tint(ctx.principal, 0.7),
  });
  y += 22;
  y += ctx.printLines(titleLines, ctx.left, y, { font: FONT.bold, size: titleSize, color: ink }) + 10;
  ctx.printLines(subjectLines, ctx.left, y, { font: FONT.regular, size: 14, color: ink });

  // The FEC(s) and the report's facts.
  ctx.y = bandTop + bandH + 40;
  if (single) {
    drawPairs(ctx, sourcePairs(model.sources[0]), { size: 10 });
  } else {
    // The FECs side by side, one column each, like the rest of a merged report.
    const perSource = model.sources.map(sourcePairs);
    drawTable(
      ctx,
      [
        { header: '', width: 0.8 },
        ...model.sources.map((_, i) => ({ header: `FEC ${i + 1}`, width: 1.4, maxLines: 2 })),
      ],
      perSource[0].map(([label], r) => [
        { text: label, bold: true },
        ...perSource.map((pairs) => pairs[r][1]),
      ]),
      { size: 8.5 },
    );
  }
  ctx.y += 24;
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
  ctx.contentsBox = { top: ctx.y + 30, bottom: noteY - 24 };
  doc
    .moveTo(ctx.left, noteY - 8)
    .lineTo(ctx.right, noteY - 8)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  ctx.printLines(noteLines, ctx.left, noteY, { font: FONT.cond, size: 7.5, color: MUTED });
}

/** The contents on the cover, once every part knows its page: parts, then sections while they fit. */
export function drawContents(ctx: PdfContext) {
  const box = ctx.contentsBox;
  if (!box) return;
  const { doc } = ctx;
  const lh = 14;
  const room = Math.floor((box.bottom - box.top - 22) / lh);
  if (room < 3) return;
  const marks = ctx.marks.length <= room ? ctx.marks : ctx.marks.filter((m) => m.level === 1).slice(0, room);
  let y = box.top;
  ctx.printLines(['Sommaire'], ctx.left, y, { font: FONT.bold, size: 10.5, color: ctx.principal });
  y += 20;
  for (const m of marks) {
    const x = ctx.left + (m.level === 2 ? 14 : 0);
    const font = m.level === 1 ? FONT.condBold : FONT.cond;
    const size = m.level === 1 ? 9 : 8.5;
    const page = String(m.page + 1);
    ctx.font(font, size);
    const pageW = doc.widthOfString(page);
    const title = ctx.lines(m.title, font, size, ctx.width * 0.7, 1)[0] ?? '';
    const titleW = doc.widthOfString(title);
    ctx.printLines([title], x, y, { font, size, color: INK });
    ctx.printLines([page], ctx.right - pageW, y, { font, size, color: INK });
    // Dotted leader between the title and its page.
    doc
      .moveTo(x + titleW + 4, y + size - 1)
      .lineTo(ctx.right - pageW - 4, y + size - 1)
      .dash(0.6, { space: 2.4 })
      .lineWidth(0.6)
      .strokeColor(MUTED)
      .stroke()
      .undash();
    y += lh;
  }
}
