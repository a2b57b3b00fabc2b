import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The guard of tests/both-databases.cjs: a database suite whose SQL can behave differently on PGlite is
 * on its list (run on both databases in CI) or explicitly run once with a reason, so a new suite
 * is not silently left to one database.
 */
const { bothDatabases, runOnce } = require('./both-databases.cjs') as {
  bothDatabases: string[];
  runOnce: Record<string, string>;
};

const ROOT = join(__dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'data', 'dist', '.git', 'test-results', 'playwright-report']);

/** Opens a database (directly, or through a package's test harness). */
const OPENS_DATABASE =
  /\bopen(Test|ApiTest|GatewayTest|IdentityTest)Database\b|\bopenDatabase\s*[<(]|\bDATABASE_URL\b/;
/** SQL whose behaviour, or whose values as the adapter parses them, can differ by database. */
const SQL_SPECIFICS =
  /\bsql\s*[`<]|\.onConflict\(|\.forUpdate\(|\.forShare\(|\.skipLocked\(|\.noWait\(|\.returning(All)?\(|\bjsonb|->>|pg_advisory|\bPgBoss\b|\binterval '/;
/** Code that takes another path by database (the caller cache, the data version, the job runners). */
const BRANCHES_ON_DATABASE = /\bkind\s*[!=]==\s*'(pglite|postgres)'/;
/** A suite that says what it proves on PGlite. */
const SPEAKS_OF_PGLITE = /\bPGlite\b/;

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
  const own = read(suite);
  if (SQL_SPECIFICS.test(own)) return 'its own SQL';
  if (BRANCHES_ON_DATABASE.test(own) || SPEAKS_OF_PGLITE.test(own)) return 'it tells PGlite apart';
  const nearby = nearbyModules(suite);
  const specific = nearby.find((m) => SQL_SPECIFICS.test(read(m)));
  if (specific) return `SQL in ${specific}`;
  const branching = nearby.find((m) => BRANCHES_ON_DATABASE.test(read(m)));
  return branching && `${branching} branches on the database`;
}

describe('tests/both-databases.cjs', () => {
  it('lists suites that exist, once, and none on both lists', () => {
    const all = [...bothDatabases, ...Object.keys(runOnce)];
    expect(all.filter((s) => !existsSync(join(ROOT, s)))).toEqual([]);
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
    for (const reason of Object.values(runOnce)) expect(reason.trim()).not.toBe('');
  });

  it('runs on both databases every database suite whose SQL can differ, unless marked to run once', () => {
    const listed = new Set([...bothDatabases, ...Object.keys(runOnce)]);
    const missing = suites
      .filter((s) => !listed.has(s))
      .map((s) => [s, databaseSpecific(s)])
      .filter(([, why]) => why !== undefined)
      .map(([s, why]) => `${s} (${why})`);
    // Add each to bothDatabases in tests/both-databases.cjs (or to runOnce, saying why).
    expect(missing).toEqual([]);
  });

  it('lists only suites that open a database', () => {
    expect(bothDatabases.filter((s) => !OPENS_DATABASE.test(read(s)))).toEqual([]);
  });
});
