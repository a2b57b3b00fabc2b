/**
 * Lighthouse, installed OUTSIDE the repository (it is not one of its dependencies, and CI never runs it):
 * found in LIGHTHOUSE_DIR (default /tmp/lh), run as its own CLI in a child process, its JSON report reduced
 * to the figures bench/README.md records.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const LIGHTHOUSE_VERSION = '13.5.0';
export const INSTALL_HINT = `mkdir -p /tmp/lh && cd /tmp/lh && npm init -y >/dev/null && npm install --no-audit --no-fund lighthouse@${LIGHTHOUSE_VERSION}`;

/** The CLI's path, or an error saying how to install it. */
export async function findLighthouse(dir = process.env.LIGHTHOUSE_DIR?.trim() || '/tmp/lh') {
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) {
    throw new Error(
      `Lighthouse introuvable dans ${dir} (LIGHTHOUSE_DIR). Installez-le hors du dépôt :\n  ${INSTALL_HINT}`,
    );
  }
  const { version } = JSON.parse(
    await readFile(join(dir, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  return { cli, version };
}

/** What one run of one page gives (times in ms, bytes as transferred). */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  scriptBytes: number;
  scriptRequests: number;
  unusedJsBytes: number;
  /** Performance audits scoring below 0.9 (what is left to improve), by id. */
  weakAudits: string[];
}

interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[]; overallSavingsBytes?: number };
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const value = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? NaN;

export function pageFigures(report: Report): PageFigures {
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const weakAudits = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9)
    .filter((a) => report.categories.performance?.auditRefs.some((ref) => ref.id === a.id))
    .map((a) => a.id);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    fcpMs: Math.round(value(report, 'first-contentful-paint')),
    lcpMs: Math.round(value(report, 'largest-contentful-paint')),
    tbtMs: Math.round(value(report, 'total-blocking-time')),
    cls: Math.round(value(report, 'cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(value(report, 'speed-index')),
    totalBytes: Math.round(value(report, 'total-byte-weight')),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    unusedJsBytes: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    weakAudits,
  };
}

/**
 * One Lighthouse run (desktop preset, its simulated throttling) on `url`; `headers` go with every request
 * (the library's session cookie). The JSON report is kept at `output`.
 */
export function runLighthouse(
  cli: string,
  url: string,
  output: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const args = [
    cli,
    url,
    '--preset=desktop',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH?.trim() || '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-5000)));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`lighthouse ${url} : code ${code}\n${errors}`)),
    );
  });
}

export async function readReport(file: string): Promise<Report> {
  return JSON.parse(await readFile(file, 'utf8')) as Report;
}

/** Lighthouse's own advice: several runs, keep the median (here by performance score, then LCP). */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
