import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '../../platform/db';
import { signIn } from '../../identity/src/testing/flows';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
} from '../../api/src/testing/harness';
import { analyseFile, isValidSiren } from '../../engine/src/index';
import { DEMO_ANOMALIES, DEMO_COMPANY_NAME, DEMO_EMAIL, seedDemo, type SeedStep } from './seed-demo';

/** Every step, in order: the seed is interrupted after each in turn (as a kill would), then resumed. */
const STEPS: SeedStep[] = [
  'credentials',
  'identity-user',
  'password',
  'product-user',
  'folder',
  'fec-file',
  'fec',
  'analysis',
  'complete',
];

let database: TestDatabase<unknown>;
const harnesses: ApiHarness[] = [];
let dir: string;

beforeAll(async () => {
  database = await openApiTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'fec-seed-'));
});
afterAll(async () => {
  for (const h of harnesses) await h.close();
  await database?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** A fresh installation: its own identity pool and API schema (the demo address is the same in each). */
async function installation() {
  const h = await startApiHarness(database, { queue: () => recordingQueue() });
  harnesses.push(h);
  return h;
}

class Interrupted extends Error {}
const stopAfter = (at: SeedStep) => (step: SeedStep) => {
  if (step === at) throw new Interrupted(step);
};

async function counts(h: ApiHarness) {
  const count = async (table: 'users' | 'accounts' | 'folders' | 'fecs' | 'analyses') =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    accounts: await count('accounts'),
    folders: await count('folders'),
    fecs: await count('fecs'),
    analyses: await count('analyses'),
  };
}

const saved = async (file: string) =>
  JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string; complete: boolean };

describe('the demo seed survives being stopped after any step (issue #10, finding 8)', () => {
  it('stopped after each step in turn, each new attempt carries on; the password is the one written down', async () => {
    const h = await installation();
    const file = join(dir, 'chain.json');
    for (const step of STEPS.slice(0, -1)) {
      await expect(seedDemo(h.deps, file, { afterStep: stopAfter(step) })).rejects.toBeInstanceOf(
        Interrupted,
      );
      expect((await saved(file)).complete).toBe(false);
    }
    const demo = await seedDemo(h.deps, file);
    expect(demo).toEqual({ email: DEMO_EMAIL, password: (await saved(file)).password });
    expect(await saved(file)).toMatchObject({ complete: true });
    expect(await counts(h)).toEqual({ users: 1, accounts: 1, folders: 1, fecs: 1, analyses: 1 });
    expect((await signIn(h.identity, DEMO_EMAIL, demo.password)).AccessToken).toBeTruthy();
    // Stored once, even though an attempt stopped between storing the file and recording it.
    const stored = await readdir(join(h.storageDir, 'fecs'), { recursive: true, withFileTypes: true });
    expect(stored.filter((e) => e.isFile())).toHaveLength(1);
  });

  it('the state of the issue — the pool knows the user, the product does not, no password written — is completed', async () => {
    const h = await installation();
    const sub = await h.deps.identity.invite(DEMO_EMAIL);
    await h.deps.identity.setPassword(sub, 'un-mot-de-passe-perdu');
    const file = join(dir, 'issue.json');
    const demo = await seedDemo(h.deps, file);
    expect(demo.password).toMatch(/^Demo-/);
    expect((await h.db.selectFrom('users').select('sub').executeTakeFirstOrThrow()).sub).toBe(sub);
    expect((await signIn(h.identity, DEMO_EMAIL, demo.password)).AccessToken).toBeTruthy();
  });

  it('once complete, nothing is recreated: the demo user may delete their FEC', async () => {
    const h = await installation();
    const file = join(dir, 'complete.json');
    const first = await seedDemo(h.deps, file);
    await h.db.deleteFrom('fecs').execute();
    expect(await seedDemo(h.deps, file)).toEqual(first);
    expect((await counts(h)).fecs).toBe(0);
  });

  it('an installation whose password was never written down gets one it can print', async () => {
    const h = await installation();
    const file = join(dir, 'lost.json');
    await seedDemo(h.deps, file);
    await rm(file);
    const demo = await seedDemo(h.deps, file);
    expect(await saved(file)).toEqual({ email: DEMO_EMAIL, password: demo.password, complete: true });
    expect((await signIn(h.identity, DEMO_EMAIL, demo.password)).AccessToken).toBeTruthy();
    expect(await counts(h)).toEqual({ users: 1, accounts: 1, folders: 1, fecs: 1, analyses: 1 });
  });

  it('a half-written credentials file counts as none', async () => {
    const h = await installation();
    const file = join(dir, 'half.json');
    await writeFile(file, '{"email": "demo@fec-analyse.fr", "passw');
    const demo = await seedDemo(h.deps, file);
    expect(await saved(file)).toEqual({ email: DEMO_EMAIL, password: demo.password, complete: true });
  });
});

describe('the demo FEC shows what the product finds (issue #35)', () => {
  it('is a realistic year of a named company whose analysis has findings in every theme', async () => {
    const h = await installation();
    await seedDemo(h.deps, join(dir, 'findings.json'));
    const fec = await h.db.selectFrom('fecs').selectAll().executeTakeFirstOrThrow();
    expect(fec.company_name).toBe(DEMO_COMPANY_NAME);
    expect(isValidSiren(fec.siren!)).toBe(true);
    expect(fec.original_name).toBe(`${fec.siren}FEC20241231.txt`);

    // The stored file, analysed as the workers do (the harness's queue records the job, it does not run it).
    const stored = await readdir(join(h.storageDir, 'fecs'), { recursive: true, withFileTypes: true });
    const file = stored.find((e) => e.isFile())!;
    const { report } = await analyseFile(join(file.parentPath, file.name), {
      fileName: fec.original_name,
      yearStart: 20240101,
      yearEnd: 20241231,
    });
    expect(report.format.conformity).toBe('conforme-avec-alertes');
    // Every theme but the statistical tests (see DEMO_ANOMALIES).
    const findings = report.controls.filter((c) => ['WARNING', 'ERROR', 'SAVINGS'].includes(c.result));
    expect(new Set(findings.map((c) => c.theme))).toEqual(
      new Set([
        'format',
        'numerotation-chronologie',
        'equilibres',
        'tiers',
        'tresorerie',
        'tva',
        'economies-fiscales',
        'indicateurs-fraude',
      ]),
    );
    expect(findings.length).toBeGreaterThanOrEqual(18);
    // Every planted anomaly shows, and the ledger still balances (a demo a prospect can trust).
    const fired = new Set(
      report.controls.filter((c) => c.result !== 'OK' && c.result !== 'NA').map((c) => c.id),
    );
    expect(DEMO_ANOMALIES.filter((id) => !fired.has(id))).toEqual([]);
    expect(report.totals.debit).toBe(report.totals.credit);
    expect(report.risk.level).not.toBe('faible');
  });
});
