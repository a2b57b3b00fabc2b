/** The client benchmark's figures as Markdown (bench/out/client-figures.md; recorded ones go to bench/README.md). */
import type { AnalysisFigures, GridFigures } from './browser';
import { INITIAL_BUDGET_BYTES, type BundleFigures } from './bundle';

export interface Figures {
  date: string;
  machine: string;
  rows: number;
  lines: number;
  buildMs?: number;
  bundle?: BundleFigures;
  grid?: GridFigures;
  large?: { bytes: number; uploadMs: number; analysisMs: number; status: string; page?: AnalysisFigures };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`);
const n = (value: number) => value.toLocaleString('en-US');

export function renderFigures(f: Figures): string {
  const out = [`## Client — \`npm run bench:client\``, '', `### Figures — ${f.date}, ${f.machine}`, ''];
  if (f.bundle) {
    const b = f.bundle;
    const total = b.initialJsGzip + b.initialCssGzip;
    out.push(
      `Initial load (entry chunk + its static imports, gzip level 9; built in ${ms(f.buildMs ?? 0)}):`,
      '',
      '| what | gzip | budget | status |',
      '| --- | --- | --- | --- |',
      `| initial JavaScript (${b.initialFiles.filter((x) => x.endsWith('.js')).length} files, ${kb(b.initialJsRaw)} raw) | ${kb(b.initialJsGzip)} | | |`,
      `| initial CSS | ${kb(b.initialCssGzip)} | | |`,
      `| **initial total** | **${kb(total)}** | ${kb(INITIAL_BUDGET_BYTES)} | ${total <= INITIAL_BUDGET_BYTES ? 'met' : '**not met**'} |`,
      '',
      'Lazy chunks (pages and heavy components): the chunk alone, and with the shared chunks it loads that the',
      'initial set does not already hold (an upper bound: chunks shared by two pages are counted in both).',
      '',
      '| chunk | own gzip | loads in all (gzip) |',
      '| --- | --- | --- |',
      ...b.routes.map((r) => `| ${r.name} | ${kb(r.ownGzip)} | ${kb(r.addedGzip)} |`),
      '',
    );
  }
  if (f.grid) {
    const g = f.grid;
    out.push(
      `Files grid (\`/mes-dossiers/-1\`) on a folder of ${n(f.rows)} FECs (server paging, 50 then 100 rows a page).`,
      'Times are measured in the page (navigation start → first data row laid out), Chromium headless, no GPU:',
      '',
      '| measure | figure |',
      '| --- | --- |',
      `| navigation → first rows, first visit | ${ms(g.firstRows.cold)} |`,
      `| navigation → first rows, repeat visits (best) | ${ms(g.firstRows.warm)} (runs: ${g.firstRows.all.join(', ')} ms) |`,
      `| next page (click → new rows) | ${ms(g.nextPageMs)} |`,
      `| 100 rows a page (select → rows) | ${ms(g.pageSize100Ms)} |`,
      `| scrolling 100 rows down and up (the ${g.scroll.target === 'grid' ? "grid's scroller" : 'page'}, ${g.scroll.frames} frames, ${ms(g.scroll.durationMs)}) | ${g.scroll.fps} fps, worst frame ${g.scroll.worstFrameMs} ms, ${g.scroll.slowFrames} frames > 50 ms |`,
      `| long tasks while scrolling | ${g.scroll.longTasks} (${g.scroll.longTaskMs} ms in all) |`,
      '',
    );
  }
  if (f.large) {
    const l = f.large;
    out.push(
      `Analysis page of a ${n(f.lines)}-line FEC (${(l.bytes / 2 ** 20).toFixed(0)} MiB, engine generator, seed 42):`,
      '',
      '| measure | figure |',
      '| --- | --- |',
      `| upload (POST /upload/fecs, local) | ${ms(l.uploadMs)} |`,
      `| analysis, upload → ${l.status} (for context) | ${ms(l.analysisMs)} |`,
    );
    if (l.page) {
      const p = l.page;
      out.push(
        `| navigation → synthesis table, first visit | ${ms(p.summaryTable.cold)} |`,
        `| navigation → synthesis table, repeat (best) | ${ms(p.summaryTable.warm)} (runs: ${p.summaryTable.all.join(', ')} ms) |`,
        `| navigation → synthesis chart (last run) | ${ms(p.summaryChart)} |`,
        `| navigation → detail view's control tree, first visit | ${ms(p.controlTree.cold)} |`,
        `| navigation → control tree, repeat (best) | ${ms(p.controlTree.warm)} |`,
      );
    } else {
      out.push('| analysis page | not measured: the analysis did not finish DONE |');
    }
    out.push('');
  }
  return out.join('\n');
}
