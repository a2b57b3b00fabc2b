import {
  CONFORMITY_LABELS,
  diagnosticLabel,
  ENCODING_LABELS,
  integer,
  isDgfipRule,
  SEPARATOR_LABELS,
  SEVERITY_LABELS,
  VARIANT_LABELS,
} from '../labels';
import type { ReportSource } from '../report-model';
import { MUTED, type PdfContext } from './context';
import { sourceName } from './figures';
import { CONFORMITY_COLORS, heading, subheading } from './synthesis';
import { drawPairs, drawTable } from './table';

/** Diagnostics listed one by one (the counts per code cover them all). */
export const FIRST_DIAGNOSTICS = 50;

const SEVERITY_COLORS: Record<string, string> = { ERROR: '#d32f2f', ALERT: '#ed6c02', INFO: '#0288d1' };

function sourceConformity(ctx: PdfContext, source: ReportSource) {
  const f = source.format;
  drawPairs(ctx, [
    [
      'Verdict',
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
      { header: 'Signification', width: 4.4, maxLines: 3 },
      { header: 'Règle DGFiP', width: 0.9, align: 'center' },
      { header: 'Nombre', width: 0.8, align: 'right' },
    ],
    codes.map(([code, count]) => [
      { text: code, bold: true },
      diagnosticLabel(code),
      isDgfipRule(code) ? 'Oui' : 'Non',
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

/** « Conformité du format »: the tester's verdict and diagnostics, per FEC. */
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
