import {
  BEYOND_TESTER,
  CONFORMITY_LABELS,
  diagnosticLabel,
  ENCODING_LABELS,
  integer,
  SEPARATOR_LABELS,
  SEVERITY_LABELS,
  TESTER_NAME,
  VARIANT_LABELS,
} from '../labels';
import {
  beyondTesterOf,
  oursLine,
  testerLine,
  testerModeLabel,
  testerVerdictLabel,
  verdictsOf,
  visibleName,
  type BeyondFinding,
} from '../verdicts';
import type { ReportSource } from '../report-model';
import { FONT, MUTED, type AnyPdfContext, type PdfContext } from './context';
import { sourceName } from './figures';
import { CONFORMITY_COLORS, heading, subheading } from './synthesis';
import { drawPairs, drawTable } from './table';

/** Diagnostics listed one by one (the counts per code cover them all). */
export const FIRST_DIAGNOSTICS = 50;

export const SEVERITY_COLORS: Record<string, string> = {
  ERROR: '#d32f2f',
  ALERT: '#ed6c02',
  INFO: '#0288d1',
};

/**
 * The two verdicts apart (issue 17): the DGFiP tester's predicted one with its reasons, then ours with what we
 * find beyond the tester. An analysis stored before the prediction shows ours only.
 */
function drawVerdicts(ctx: PdfContext, source: ReportSource) {
  const { tester, ours, beyond } = verdictsOf(source.format);
  ctx.ensure(90);
  // The whole line, wrapped: the verdict and the mode must not be cut.
  ctx.paragraph(testerLine(tester), { font: FONT.bold, size: 10.5, color: ctx.principal, gap: 4 });
  if (tester) {
    ctx.paragraph(tester.modeReason, { size: 8.5, color: MUTED, gap: 6 });
    if (tester.reasons.length === 0)
      ctx.paragraph('Aucun motif : l’outil officiel ne relèverait ni anomalie ni alerte.', {
        color: MUTED,
        gap: 10,
      });
    else {
      drawTable(
        ctx,
        [
          { header: 'Code', width: 2.6, maxLines: 2 },
          { header: 'Gravité', width: 1.2, maxLines: 1 },
          { header: 'Motif', width: 4.2, maxLines: 3 },
          { header: 'Nombre', width: 0.8, align: 'right' },
          { header: 'Premières lignes', width: 1.6, maxLines: 2 },
        ],
        tester.reasons.map((r) => [
          { text: r.code, bold: true },
          { text: SEVERITY_LABELS[r.severity] ?? r.severity, color: SEVERITY_COLORS[r.severity], bold: true },
          visibleName(r.message),
          integer(r.count),
          r.lines.some((l) => l > 0)
            ? r.lines
                .filter((l) => l > 0)
                .map((l) => integer(l))
                .join(', ')
            : '—',
        ]),
        { size: 7.5 },
      );
      ctx.y += 10;
    }
  }
  ctx.ensure(70);
  ctx.paragraph(oursLine(ours), { font: FONT.bold, size: 10.5, color: ctx.principal, gap: 4 });
  if (beyond.length === 0) {
    ctx.paragraph(`Aucun constat ${BEYOND_TESTER}.`, { color: MUTED, gap: 10 });
    return;
  }
  drawBeyondFindings(ctx, beyond, 5.1);
  ctx.y += 14;
}

/** Our findings beyond the tester, one row per code, each labelled so (reports and certificate). */
export function drawBeyondFindings(
  ctx: AnyPdfContext,
  beyond: BeyondFinding[],
  findingWidth: number,
  minRows?: number,
) {
  drawTable(
    ctx,
    [
      { header: 'Code', width: 2.3, maxLines: 2 },
      { header: 'Constat', width: findingWidth, maxLines: 3 },
      { header: 'Gravité', width: 1.0, maxLines: 1 },
      { header: 'Nombre', width: 0.8, align: 'right' },
    ],
    beyond.map((b) => [
      { text: b.code, bold: true },
      { text: b.label, sub: BEYOND_TESTER },
      { text: SEVERITY_LABELS[b.severity] ?? b.severity, color: SEVERITY_COLORS[b.severity], bold: true },
      integer(b.count),
    ]),
    { size: 7.5, minRows },
  );
}

function sourceConformity(ctx: PdfContext, source: ReportSource) {
  const f = source.format;
  const tester = f.tester ?? null;
  drawPairs(ctx, [
    [
      TESTER_NAME,
      tester
        ? {
            text: testerVerdictLabel(tester.verdict),
            chip: CONFORMITY_COLORS[tester.verdict] ?? MUTED,
          }
        : { text: 'Non disponible (analyse antérieure à la prévision)', color: MUTED },
    ],
    ...(tester ? ([['Mode de l’outil', testerModeLabel(tester.mode)]] as [string, string][]) : []),
    [
      'Notre verdict',
      {
        text: CONFORMITY_LABELS[f.conformity] ?? f.conformity,
        chip: CONFORMITY_COLORS[f.conformity] ?? MUTED,
      },
    ],
    ['Variante', f.variant ? (VARIANT_LABELS[f.variant] ?? f.variant) : 'Non reconnue'],
    ['Encodage', f.encoding ? (ENCODING_LABELS[f.encoding] ?? f.encoding) : 'Non reconnu'],
    ['Séparateur', f.separator ? (SEPARATOR_LABELS[f.separator] ?? f.separator) : 'Non reconnu'],
    ['Lignes', integer(f.lines)],
    ['Écritures', integer(f.entries)],
  ]);
  ctx.y += 16;
  drawVerdicts(ctx, source);

  const beyondOf = beyondTesterOf(f);
  const codes = Object.entries(f.diagnosticCounts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  subheading(ctx, 'Diagnostics par code');
  if (codes.length === 0) {
    ctx.paragraph('Aucun diagnostic : le fichier respecte le format attendu.', { color: MUTED, gap: 10 });
    return;
  }
  drawTable(
    ctx,
    [
      { header: 'Code', width: 1.6 },
      { header: 'Signification', width: 3.9, maxLines: 3 },
      { header: 'Portée', width: 1.4, maxLines: 2 },
      { header: 'Nombre', width: 0.8, align: 'right' },
    ],
    codes.map(([code, count]) => [
      { text: code, bold: true },
      diagnosticLabel(code),
      beyondOf(code) ? { text: BEYOND_TESTER, color: MUTED } : 'Outil officiel',
      integer(count),
    ]),
    { size: 8 },
  );
  ctx.y += 16;

  const total = codes.reduce((s, [, n]) => s + n, 0);
  const shown = f.diagnostics.slice(0, FIRST_DIAGNOSTICS);
  if (shown.length === 0) return;
  ctx.ensure(80);
  subheading(
    ctx,
    shown.length < total
      ? `${integer(shown.length)} premiers diagnostics sur ${integer(total)}`
      : 'Diagnostics',
  );
  drawTable(
    ctx,
    [
      { header: 'Ligne', width: 0.7, align: 'right' },
      { header: 'Colonne', width: 1.3, maxLines: 1 },
      { header: 'Code', width: 1.7, maxLines: 1 },
      { header: 'Gravité', width: 1.1, maxLines: 1 },
      { header: 'Message', width: 5.2, maxLines: 3 },
    ],
    shown.map((d) => [
      d.line > 0 ? integer(d.line) : '—',
      d.column || '—',
      d.code,
      { text: SEVERITY_LABELS[d.severity] ?? d.severity, color: SEVERITY_COLORS[d.severity], bold: true },
      d.message,
    ]),
    { size: 7.5 },
  );
  ctx.y += 10;
}

/** « Conformité du format »: the DGFiP tester's predicted verdict and ours, then the diagnostics, per FEC. */
export function drawConformity(ctx: PdfContext) {
  const { sources } = ctx.model;
  ctx.newPage();
  ctx.mark('Conformité du format', 1);
  heading(
    ctx,
    'Conformité du format',
    'Contrôle de la structure du fichier au regard de l’article A47 A-1 du LPF.',
  );
  sources.forEach((source, i) => {
    if (sources.length > 1) {
      if (i > 0) {
        ctx.y += 10;
        ctx.ensure(240);
      }
      subheading(ctx, `FEC ${i + 1} — ${sourceName(source)}`);
    }
    sourceConformity(ctx, source);
  });
}
