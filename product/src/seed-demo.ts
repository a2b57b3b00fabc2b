import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeGeneratedFec, type GenerateOptions } from '../../engine/src/index';
import type { AnomalyId } from '../../engine/src/generator/anomaly-ids';
import { startAnalysis } from '../../api/src/analyses/start-analysis';
import { grantCredits } from '../../api/src/billing/credits';
import { billingFecLifecycle } from '../../api/src/billing/fec-lifecycle';
import { unlockWithCredits } from '../../api/src/billing/unlock';
import type { UserRow } from '../../api/src/auth/caller';
import { json } from '../../api/src/db/database';
import type { ApiDeps } from '../../api/src/deps';
import { IdentityError } from '../../api/src/identity/identity-port';
import { createUserWithAccount, userByEmail } from '../../api/src/users/user-store';

export const DEMO_EMAIL = 'demo@fec-analyse.fr';
const ACCOUNT_NAME = 'Cabinet Démo';
const FOLDER_NAME = 'Exercice 2024';

/** The demo's company: a fictitious small wholesaler (its SIREN comes from the seed, with a valid Luhn key). */
export const DEMO_COMPANY_NAME = 'Vernier Distribution SARL';

/**
 * What the demo FEC carries, so that a prospect sees what the product finds: one anomaly of each kind,
 * planted by the generator among ordinary entries — an account outside the chart, a break in the
 * numbering, a late validation, a suspense account left open, balances on the wrong side, a supplier paid
 * in advance and never settled, a till in the red, a cash payment above the legal limit, VAT claimed on
 * petrol or forgotten, a fine booked as an expense, a small tool that could have been expensed, a supplier
 * invoice booked twice, a large entry on the last day, journal entries with telling words or amounts. That
 * is findings in every theme but the statistical ones: distorting Benford's law (or rounding amounts)
 * would touch every amount of the file, not make one more finding. A clean generated file leaves every
 * control silent, so these are all the demo shows; the ledger still balances and the format stays
 * « conforme avec alertes » (no mandatory field left empty).
 */
export const DEMO_ANOMALIES: readonly AnomalyId[] = [
  'CPT-PCG',
  'SEQ-RUPT',
  'VALID-TARDIVE',
  'ATTENTE',
  'SENS-ANORMAL',
  'FOUR-DEB',
  'LET-DESEQ',
  'CLI-CRED',
  'CAISSE-CRED',
  'ESPECES',
  'TVA-CARBU',
  'TVA-OUBLI',
  'AMENDES',
  'PETIT-MAT',
  'DOUBLON-FACT',
  'FIN-EXO',
  'JE-MOTS-CLES',
  'JE-CHIFFRES',
  'JE-ATYPIQUES',
  'WEEKEND-FERIE',
];

/**
 * The demo FEC: the year 2024 of a small trading company with a payroll (6,000 lines, generated in
 * about 0.2 s and analysed in about as long: a first `npm start` stays quick). Seeded: the same file,
 * hence the same SIREN and findings, on every installation.
 */
export const DEMO_FEC: GenerateOptions = {
  seed: 'demo',
  targetLines: 6000,
  fiscalYear: { start: 20240101, end: 20241231 },
  anomalies: [...DEMO_ANOMALIES],
};

export interface DemoAccount {
  email: string;
  password: string;
}

/** What `demo-account.json` holds: the password, and whether every step of the seed is done. */
interface SavedDemo extends DemoAccount {
  complete?: boolean;
}

/** The seed's steps, in order (`afterStep` is told each one; see SEED_DEMO_KILL_AFTER in start.ts). */
export type SeedStep =
  | 'credentials'
  | 'identity-user'
  | 'password'
  | 'product-user'
  | 'folder'
  | 'fec-file'
  | 'fec'
  | 'analysis'
  | 'complete';

export interface SeedOptions {
  afterStep?: (step: SeedStep) => void | Promise<void>;
}

type SeedDeps = Pick<ApiDeps, 'db' | 'identity' | 'storage' | 'queue'>;

/**
 * The demo account of a fresh installation: a confirmed user, Owner of « Cabinet Démo », with a folder
 * and a FEC made by the engine's generator, analysed by the workers. Its password is kept beside the
 * database (`demo-account.json`, never in the repository) so it can be printed at each start.
 *
 * A first start may be killed at any moment, so every step finds what an interrupted start left and goes
 * on from there: the password is written down before the identity service hears of it (the printed one is
 * always the real one), an identity user already there is reused and given that password again, and the
 * product user, folder, FEC and analysis are each created only if missing. The file says `complete` once
 * everything exists; from then on nothing is recreated (the demo user may delete their FEC).
 */
export async function seedDemo(
  deps: SeedDeps,
  credentialsFile: string,
  options: SeedOptions = {},
): Promise<DemoAccount> {
  const step = async (name: SeedStep) => options.afterStep?.(name);
  const saved = await readSaved(credentialsFile);
  let user = await userByEmail(deps.db, DEMO_EMAIL);
  if (user && saved?.complete) return { email: DEMO_EMAIL, password: saved.password };

  const password = saved?.password ?? `Demo-${randomBytes(6).toString('base64url')}`;
  if (!saved) await save(credentialsFile, { email: DEMO_EMAIL, password, complete: false });
  await step('credentials');

  // No saved password yet means the pool's password (if any) is unknown — e.g. a start killed by the
  // earlier seed, which wrote the file last: it is set to the one just written down.
  if (!user || !saved) {
    const sub = user?.sub ?? (await identityUser(deps));
    await step('identity-user');
    await deps.identity.setPassword(sub, password);
    await step('password');
    user ??= await createUserWithAccount(
      deps.db,
      { sub, email: DEMO_EMAIL, state: 'registered', first_name: 'Camille', last_name: 'Démo' },
      ACCOUNT_NAME,
    );
  }
  await step('product-user');

  const accountUuid = user.current_account_uuid!;
  const folderUuid = await folder(deps, accountUuid, user);
  await step('folder');
  const fecUuid = await fec(deps, accountUuid, folderUuid, user, step);
  await step('fec');
  const analysed = await deps.db
    .selectFrom('analyses')
    .select('uuid')
    .where('fec_uuid', '=', fecUuid)
    .executeTakeFirst();
  // The row is written before its job is queued; a job lost in between is re-queued by the recovery sweep.
  if (!analysed) await startAnalysis(deps, { accountUuid, fecUuids: [fecUuid], createdBy: user.uuid });
  await step('analysis');

  await save(credentialsFile, { email: DEMO_EMAIL, password, complete: true });
  await step('complete');
  return { email: DEMO_EMAIL, password };
}

async function readSaved(file: string): Promise<SavedDemo | null> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<SavedDemo>;
    return typeof saved.password === 'string' && saved.password
      ? { email: DEMO_EMAIL, password: saved.password, complete: saved.complete !== false }
      : null;
  } catch {
    return null; // missing, or cut short by a kill before the rename below
  }
}

/** Written beside, then renamed: a kill leaves the old file or the new one, never half of one. */
async function save(file: string, content: SavedDemo): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(content, null, 2) + '\n', { mode: 0o600 });
  await rename(partial, file);
}

/** The demo user of the pool: the one an interrupted start created, or a new one. */
async function identityUser(deps: SeedDeps): Promise<string> {
  const known = await deps.identity.getUser(DEMO_EMAIL);
  if (known) return known.sub;
  try {
    return await deps.identity.invite(DEMO_EMAIL);
  } catch (error) {
    const again = error instanceof IdentityError && error.code === 'UsernameExistsException';
    const existing = again ? await deps.identity.getUser(DEMO_EMAIL) : undefined;
    if (existing) return existing.sub;
    throw error;
  }
}

async function folder(deps: SeedDeps, accountUuid: string, user: UserRow): Promise<string> {
  const existing = await deps.db
    .selectFrom('folders')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where('parent_uuid', 'is', null)
    .where('name', '=', FOLDER_NAME)
    .executeTakeFirst();
  if (existing) return existing.uuid;
  const uuid = randomUUID();
  await deps.db
    .insertInto('folders')
    .values({ uuid, account_uuid: accountUuid, parent_uuid: null, name: FOLDER_NAME, created_by: user.uuid })
    .execute();
  return uuid;
}

/** A uuid that is the same at every attempt for the same account (the FEC's storage key reuses it). */
function stableUuid(seed: string): string {
  const b = createHash('sha256').update(seed).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A realistic FEC of a small company (seeded: the same file on every installation), stored then recorded.
 * Its uuid, hence its storage key, is the same at each attempt: a file stored by a start killed before the
 * row was written is overwritten, not left behind.
 */
async function fec(
  deps: SeedDeps,
  accountUuid: string,
  folderUuid: string,
  user: UserRow,
  step: (name: SeedStep) => Promise<void>,
): Promise<string> {
  const uuid = stableUuid(`demo-fec:${accountUuid}`);
  const existing = await deps.db
    .selectFrom('fecs')
    .select('uuid')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (existing) return existing.uuid;
  const work = await mkdtemp(join(tmpdir(), 'fec-demo-'));
  try {
    const path = join(work, 'demo.txt');
    const manifest = await writeGeneratedFec(path, DEMO_FEC);
    const name = `${manifest.fileName}.txt`;
    const key = `fecs/${accountUuid}/${uuid}/${name}`;
    const stored = await deps.storage.put(key, createReadStream(path));
    await step('fec-file');
    // One transaction: the FEC arrives under the free offer (locked, like any import) and is unlocked
    // through the ledger with a credit given to the demo account, so the demo shows full results and its
    // credits page explains why. A kill leaves all of it or none.
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('fecs')
        .values({
          uuid,
          account_uuid: accountUuid,
          folder_uuid: folderUuid,
          owner_uuid: user.uuid,
          anonymous_token_hash: null,
          original_name: name,
          storage_key: key,
          size: stored.size,
          sha256: stored.sha256,
          line_count: null,
          company_name: DEMO_COMPANY_NAME,
          siren: manifest.siren,
          revenue_type: 'BIC',
          fiscal_start: '2024-01-01',
          fiscal_end: '2024-12-31',
          extra: json({}),
          status: null,
          ...billingFecLifecycle.initialOffer(null),
        })
        .execute();
      const now = new Date();
      await grantCredits(trx, {
        accountUuid,
        type: 'file',
        amount: 1,
        offerCode: null,
        origin: 'Offre de démonstration',
        expiresAt: null,
        at: now,
      });
      await unlockWithCredits(trx, {
        accountUuid,
        accountName: ACCOUNT_NAME,
        fecUuid: uuid,
        creditType: 'file',
        now,
        // Its analysis is queued after this step: the demo is unlocked before it has run.
        anyAnalysis: true,
      });
    });
    return uuid;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
