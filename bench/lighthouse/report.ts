/** The Lighthouse figures as Markdown (bench/out/lighthouse-figures.md; recorded ones go to bench/README.md). */
import type { PageFigures } from './lighthouse';

export interface LighthousePage {
  path: string;
  runs: PageFigures[];
  median: PageFigures;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function renderLighthouse(f: {
  date: string;
  machine: string;
  version: string;
  pages: LighthousePage[];
}): string {
  const target = 95;
  const rows = f.pages.map(({ path, runs, median: m }) =>
    [
      `\`${path}\``,
      `**${m.performance}** (${runs.map((r) => r.performance).join(', ')})`,
      m.accessibility,
      m.bestPractices,
      s(m.fcpMs),
      s(m.lcpMs),
      `${m.tbtMs} ms`,
      m.cls,
      `${kib(m.scriptBytes)} (${m.scriptRequests})`,
      kib(m.unusedJsBytes),
      kib(m.totalBytes),
      m.performance >= target ? 'met' : '**not met**',
    ].join(' | '),
  );
  const weak = f.pages.map(({ path, median }) => `- \`${path}\`: ${median.weakAudits.join(', ') || 'none'}`);
  return [
    `### Lighthouse ${f.version} — ${f.date}, ${f.machine}`,
    '',
    `Desktop preset (simulated throttling), median of ${f.pages[0]?.runs.length ?? 0} runs by performance score (every`,
    `run's score in brackets); target: performance ≥ ${target}.`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | JS transferred (requests) | unused JS | total transferred | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
    '',
    'Performance audits of the median run scoring below 0.9:',
    '',
    ...weak,
    '',
  ].join('\n');
}
