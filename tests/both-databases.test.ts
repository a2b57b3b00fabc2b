import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The guard of tests/both-databases.cjs: a database suite whose SQL can behave differently on PGlite is
 * on its list (run on both databases in CI) or explicitly PostgreSQL-only with a reason, so a new suite
 * is not silently left to one database.
 */
const { bothDatabases, postgresOnly } = require('./both-databases.cjs') as {
  bothDatabases: string[];
  postgresOnly: Record<string, string>;
};

const ROOT = join(__dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'data', 'dist', '.git', 'test-results', 'playwright-report']);

/** Opens a database (directly, or through a package's test harness). */
const OPENS_DATABASE =
  /\bopen(Test|ApiTest|GatewayTest|IdentityTest)Database\b|\bopenDatabase\s*[<(]|\bDATABASE_URL\b/;
/** SQL whose behaviour, or whose values as the adapter parses them, can differ by database. */
const SQL_SPECIFICS =
  /\bsql\s*[`<]|\.onConflict\(|\.forUpdate\(|\.forShare\(|\.skipLocked\(|\.noWait\(|\.returning(All)?\(|\bjsonb|->>|pg_advisory|\bPgBoss\b|\binterval '/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name), out);
    } else if (/\.tsx?$/.test(entry.name))
      out.push(relative(ROOT, join(dir, entry.name)).split(sep).join('/'));
  }
  return out;
}

const files = walk(ROOT);
const suites = files.filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('tests/e2e/'));
const text = new Map<string, string>();
const read = (f: string) => text.get(f) ?? text.set(f, readFileSync(join(ROOT, f), 'utf8')).get(f)!;
const modules = files.filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes('/testing/'));

/** The modules a suite exercises as far as this cheap look goes: those beside it and its package's store/. */
function nearbyModules(suite: string): string[] {
  const folder = dirname(suite);
  const store = suite.match(/^([^/]+\/src)\//)?.[1];
  return modules.filter(
    (m) => dirname(m) === folder || (store !== undefined && dirname(m) === `${store}/store`),
  );
}

/** Why a suite can behave differently by database, or undefined. */
function databaseSpecific(suite: string): string | undefined {
  if (!OPENS_DATABASE.test(read(suite))) return undefined;
  if (SQL_SPECIFICS.test(read(suite))) return 'its own SQL';
  const specific = nearbyModules(suite).find((m) => SQL_SPECIFICS.test(read(m)));
  return specific && `SQL in ${specific}`;
}

describe('tests/both-databases.cjs', () => {
  it('lists suites that exist, once, and no suite as both run twice and PostgreSQL-only', () => {
    const all = [...bothDatabases, ...Object.keys(postgresOnly)];
    expect(all.filter((s) => !existsSync(join(ROOT, s)))).toEqual([]);
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
    for (const reason of Object.values(postgresOnly)) expect(reason.trim()).not.toBe('');
  });

  it('runs on both databases every database suite whose SQL can differ, unless marked PostgreSQL-only', () => {
    const listed = new Set([...bothDatabases, ...Object.keys(postgresOnly)]);
    const missing = suites
      .filter((s) => !listed.has(s))
      .map((s) => [s, databaseSpecific(s)])
      .filter(([, why]) => why !== undefined)
      .map(([s, why]) => `${s} (${why})`);
    // Add each to bothDatabases in tests/both-databases.cjs (or to postgresOnly, saying why).
    expect(missing).toEqual([]);
  });

  it('lists only suites that open a database', () => {
    expect(bothDatabases.filter((s) => !OPENS_DATABASE.test(read(s)))).toEqual([]);
  });
});
