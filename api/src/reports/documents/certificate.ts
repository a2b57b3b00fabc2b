import type { TesterReason, TesterVerdict } from '../../../../engine/src/index';
import { CONFORMITY_LABELS, dayFr, fiscalYearLabel, integer, SEVERITY_LABELS } from './labels';
import { FONT, INK, MUTED, PdfContext, RULE, tint, type PdfDocumentModel } from './pdf/context';
import { drawBeyondFindings, SEVERITY_COLORS } from './pdf/conformity';
import { notice } from './pdf/controls';
import { CONFORMITY_COLORS, heading, subheading } from './pdf/synthesis';
import { drawPairs, drawTable, type Cell } from './pdf/table';
import { truncate } from './pdf/text';
import type { ReportFormatPart } from './report-model';
import {
  FIXABLE_SENTENCE,
  reasonsBySection,
  testerModeLabel,
  testerVerdictLabel,
  verdictsOf,
  visibleName,
} from './verdicts';

/**
 * The conformity certificate of one analysed FEC (issue 17), laid out like the DGFiP tester's own report:
 * the tester's predicted conclusion and the mode to run it in, the header's mapping, its anomalies, alerts and
 * absent data; then, clearly apart, what we find beyond the official tool. One or two A4 pages.
 */

export interface CertificateModel extends PdfDocumentModel {
  fileName: string;
  companyName: string | null;
  siren: string | null;
  /** AAAAMMJJ, null when unknown. */
  fiscalStart: number | null;
  fiscalEnd: number | null;
  /** When the analysis finished. */
  analysedAt: Date | null;
  format: ReportFormatPart;
}

export const CERTIFICATE_TITLE = 'Certificat de conformité du FEC';

export const CERTIFICATE_FOOTER =
  'Prévision du verdict de l’outil Test Compta Demat établie par l’application d’analyse de FEC : ' +
  'ce certificat n’est pas un document délivré par la DGFiP.';

type Ctx = PdfContext<CertificateModel>;

/** « 12, 15, 18… » — the first lines a reason concerns (1 is the header line). */
function linesText(r: TesterReason): string {
  // Line 0: the file as a whole (its name), no line to point at.
  const lines = r.lines.filter((l) => l > 0);
  if (lines.length === 0) return '—';
  const shown = lines.map((l) => integer(l)).join(', ');
  return r.count > lines.length ? `${shown}…` : shown;
}

function reasonsTable(ctx: Ctx, reasons: TesterReason[], empty: string, withSeverity = false) {
  if (reasons.length === 0) {
    ctx.paragraph(empty, { color: MUTED, gap: 8 });
    return;
  }
  drawTable(
    ctx,
    [
      { header: 'Code', width: 2.3, maxLines: 2 },
      ...(withSeverity ? [{ header: 'Gravité', width: 1.0, maxLines: 1 }] : []),
      { header: 'Motif', width: 4.2, maxLines: 4 },
      { header: 'Colonne', width: 1.2, maxLines: 2 },
      { header: 'Nombre', width: 1.0, align: 'right' as const },
      { header: 'Premières lignes', width: 1.8, maxLines: 2 },
    ],
    reasons.map((r) => [
      { text: r.code, bold: true },
      ...(withSeverity
        ? [
            {
              text: SEVERITY_LABELS[r.severity] ?? r.severity,
              color: SEVERITY_COLORS[r.severity],
              bold: true,
            } as Cell,
          ]
        : []),
      r.message,
      r.column ? visibleName(r.column) : '—',
      integer(r.count),
      linesText(r),
    ]),
    { size: 7.5 },
  );
  ctx.y += 10;
}

/** The conclusion box: the tester's predicted verdict, large, in its colour. */
function conclusion(ctx: Ctx, tester: TesterVerdict) {
  const color = CONFORMITY_COLORS[tester.verdict] ?? MUTED;
  const verdict = testerVerdictLabel(tester.verdict);
  const reason = ctx.lines(tester.modeReason, FONT.cond, 9, ctx.width - 24, 3);
  const h = 16 + 12 + 24 + reason.length * ctx.lineHeight(9) + 10;
  ctx.ensure(h);
  const top = ctx.y;
  ctx.doc.rect(ctx.left, top, ctx.width, h).fill(tint(color, 0.9));
  ctx.doc.rect(ctx.left, top, 4, h).fill(color);
  ctx.printLines(['CONCLUSION PRÉVUE DE L’OUTIL OFFICIEL'], ctx.left + 14, top + 10, {
    font: FONT.bold,
    size: 8,
    color: MUTED,
  });
  ctx.printLines([verdict], ctx.left + 14, top + 24, { font: FONT.bold, size: 18, color });
  ctx.font(FONT.bold, 18);
  const verdictW = ctx.doc.widthOfString(verdict);
  const mode = truncate(
    `en mode ${testerModeLabel(tester.mode)}`,
    ctx.width - verdictW - 40,
    (t) => (ctx.font(FONT.cond, 10), ctx.doc.widthOfString(t)),
  );
  ctx.printLines([mode], ctx.left + 14 + verdictW + 10, top + 30, { font: FONT.cond, size: 10, color: INK });
  ctx.printLines(reason, ctx.left + 14, top + 52, { font: FONT.cond, size: 9, color: INK });
  ctx.y = top + h + 6;
  // The other modes: a user who picks the wrong one gets another conclusion.
  const others = (Object.entries(tester.byMode) as [string, string][])
    .filter(([m]) => m !== tester.mode)
    .map(([m, v]) => `${testerModeLabel(m)} : ${testerVerdictLabel(v)}`);
  if (others.length)
    ctx.paragraph(`Dans les autres modes de l’outil — ${others.join(' ; ')}.`, {
      size: 8,
      color: MUTED,
      gap: 4,
    });
}

/** « Correspondance des champs »: the header as the tester maps it; two tables side by side when they fit. */
function fieldMapping(ctx: Ctx, tester: TesterVerdict) {
  subheading(ctx, 'Correspondance des champs');
  const rows: Cell[][] = tester.fields.map((f, i) => [
    String(i + 1),
    { text: visibleName(f.name), bold: f.field === null },
    f.field === null
      ? { text: 'Champ supplémentaire', color: SEVERITY_COLORS.ALERT }
      : { text: f.field, color: f.field === f.name ? INK : '#0288d1' },
  ]);
  const columns = [
    { header: 'N°', width: 0.35, align: 'right' as const },
    { header: 'Nom en ligne 1', width: 1.6, maxLines: 2 },
    { header: 'Champ du FEC', width: 1.5, maxLines: 2 },
  ];
  if (rows.length === 0) {
    ctx.paragraph('Aucun nom de champ lu en ligne 1.', { color: MUTED, gap: 8 });
    return;
  }
  const half = Math.ceil(rows.length / 2);
  const gap = 14;
  const w = (ctx.width - gap) / 2;
  // Two columns only when both fit on this page: a table split across a page break would lose its neighbour.
  const needed = (half + 1) * ctx.lineHeight(7.5 + 0) + half * 6 + 20;
  if (rows.length > 8 && needed < ctx.room) {
    const top = ctx.y;
    drawTable(ctx, columns, rows.slice(0, half), { size: 7.5, x: ctx.left, width: w });
    const leftBottom = ctx.y;
    ctx.y = top;
    drawTable(ctx, columns, rows.slice(half), { size: 7.5, x: ctx.left + w + gap, width: w });
    ctx.y = Math.max(ctx.y, leftBottom);
  } else {
    drawTable(ctx, columns, rows, { size: 7.5 });
  }
  ctx.y += 10;
}

function testerPart(ctx: Ctx, tester: TesterVerdict) {
  conclusion(ctx, tester);
  ctx.y += 8;
  fieldMapping(ctx, tester);

  const extra = tester.fields.filter((f) => f.field === null);
  ctx.ensure(40);
  subheading(ctx, 'Champs supplémentaires');
  ctx.paragraph(
    extra.length === 0
      ? 'Aucun champ supplémentaire : chaque nom de la ligne 1 est reconnu.'
      : `${extra.map((f) => `« ${visibleName(f.name)} »`).join(', ')} : ${
          extra.length > 1 ? 'ces champs ne sont pas reconnus' : 'ce champ n’est pas reconnu'
        } par l’outil, qui les liste sans les contrôler.`,
    { color: extra.length ? INK : MUTED, gap: 10 },
  );

  const { errors, alerts, absent, infos } = reasonsBySection(tester);
  ctx.ensure(60);
  subheading(ctx, 'Anomalies');
  reasonsTable(ctx, errors, 'Aucune anomalie : l’outil ne rejetterait pas le fichier.');
  ctx.ensure(60);
  subheading(ctx, 'Alertes');
  reasonsTable(ctx, alerts, 'Aucune alerte.');
  ctx.ensure(60);
  subheading(ctx, 'Données absentes');
  reasonsTable(ctx, absent, 'Aucune donnée obligatoire absente.', true);
  if (infos.length) {
    ctx.ensure(60);
    subheading(ctx, 'Informations');
    reasonsTable(ctx, infos, '');
  }
  if (tester.verdict === 'non-conforme' && tester.fixable)
    notice(ctx, FIXABLE_SENTENCE, CONFORMITY_COLORS.conforme, 'FEC corrigé');
}

function beyondPart(ctx: Ctx) {
  const { ours, beyond } = verdictsOf(ctx.model.format);
  ctx.y += 8;
  ctx.ensure(120);
  // A full-width rule in the secondary colour: what follows is ours, not the tester's.
  ctx.doc.rect(ctx.left, ctx.y, ctx.width, 2).fill(ctx.secondary);
  ctx.y += 12;
  ctx.printLines(['Nos constats au-delà de l’outil officiel'], ctx.left, ctx.y, {
    font: FONT.bold,
    size: 13,
    color: ctx.principal,
  });
  ctx.y += 20;
  ctx.paragraph(
    'Notre analyse applique toutes les règles de l’article A47 A-1 du LPF et de ses commentaires, y compris ' +
      'celles que l’outil officiel ne vérifie pas : ces constats n’entrent pas dans sa conclusion.',
    { color: MUTED, size: 8.5, gap: 8 },
  );
  drawPairs(ctx, [
    ['Notre verdict', { text: CONFORMITY_LABELS[ours] ?? ours, chip: CONFORMITY_COLORS[ours] ?? MUTED }],
  ]);
  ctx.y += 10;
  if (beyond.length === 0) {
    ctx.paragraph('Aucun constat au-delà de l’outil officiel.', { color: MUTED, gap: 8 });
    return;
  }
  drawBeyondFindings(ctx, beyond, 4.4, 2);
}

/** The footer on every page: what the certificate is (and is not), and the page. */
function decorate(ctx: Ctx) {
  const { doc } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make PDFKit add a page: the margin is lifted while drawing.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, top: 0, bottom: 0 };
    const fy = ctx.bottom + 14;
    doc
      .moveTo(ctx.left, fy - 6)
      .lineTo(ctx.right, fy - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const page = `Page ${i + 1} / ${count}`;
    ctx.font(FONT.cond, 7.5);
    const pageW = doc.widthOfString(page);
    const lines = ctx.lines(CERTIFICATE_FOOTER, FONT.cond, 7.5, ctx.width - pageW - 16, 2);
    ctx.printLines(lines, ctx.left, fy, { font: FONT.cond, size: 7.5, color: MUTED });
    ctx.printLines([page], ctx.right - pageW, fy, { font: FONT.cond, size: 7.5, color: MUTED });
    doc.page.margins = margins;
  }
}

/** Writes the certificate to `output`; resolves once it is flushed. */
export function renderCertificate(model: CertificateModel, output: NodeJS.WritableStream): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let ctx: Ctx;
    try {
      ctx = new PdfContext(model, CERTIFICATE_TITLE);
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
      ctx.y = ctx.top - 24;
      ctx.printLines([truncate(model.accountName, ctx.width, ctx.measure)], ctx.left, ctx.y, {
        font: FONT.condBold,
        size: 9,
        color: MUTED,
      });
      ctx.y += 22;
      heading(
        ctx,
        CERTIFICATE_TITLE,
        `Prévision du verdict de l’outil officiel de la DGFiP (Test Compta Demat), établie le ${dayFr(model.generatedAt)}.`,
      );
      drawPairs(ctx, [
        ['Fichier', model.fileName],
        ...(model.companyName ? ([['Société', model.companyName]] as [string, string][]) : []),
        ['SIREN', model.siren ?? 'Non renseigné'],
        ['Exercice', fiscalYearLabel(model.fiscalStart, model.fiscalEnd).replace(/^Exercice /, '')],
        ['Date de l’analyse', model.analysedAt ? dayFr(model.analysedAt) : 'Non renseignée'],
        ['Lignes du fichier', integer(model.format.lines)],
      ]);
      ctx.y += 14;
      const tester = model.format.tester ?? null;
      if (tester) testerPart(ctx, tester);
      else
        notice(
          ctx,
          'Cette analyse date d’avant la prévision du verdict de l’outil officiel : relancez l’analyse du FEC ' +
            'pour l’obtenir.',
          CONFORMITY_COLORS['conforme-avec-alertes'],
        );
      beyondPart(ctx);
      decorate(ctx);
      doc.end();
    } catch (e) {
      reject(e);
      doc.end();
    }
  });
}
