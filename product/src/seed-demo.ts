import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeGeneratedFec } from '../../engine/src/index';
import { startAnalysis } from '../../api/src/analyses/start-analysis';
import { json } from '../../api/src/db/database';
import type { ApiDeps } from '../../api/src/deps';
import { createUserWithAccount, userByEmail } from '../../api/src/users/user-store';

export const DEMO_EMAIL = 'demo@fec-analyse.fr';

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * The demo account of a fresh installation: a confirmed user, Owner of « Cabinet Démo », with a folder
 * and a FEC made by the engine's generator, analysed by the workers. Created once; its password is kept
 * beside the database (`demo-account.json`, never in the repository) so it can be printed at each start.
 */
export async function seedDemo(deps: ApiDeps, credentialsFile: string): Promise<DemoAccount> {
  const existing = await userByEmail(deps.db, DEMO_EMAIL);
  if (existing) {
    const saved = await readFile(credentialsFile, 'utf8').then(
      (text) => JSON.parse(text) as DemoAccount,
      () => null,
    );
    return saved ?? { email: DEMO_EMAIL, password: '(mot de passe choisi à la première installation)' };
  }

  const password = `Demo-${randomBytes(6).toString('base64url')}`;
  const sub = await deps.identity.invite(DEMO_EMAIL);
  await deps.identity.setPassword(sub, password);
  const user = await createUserWithAccount(
    deps.db,
    { sub, email: DEMO_EMAIL, state: 'registered', first_name: 'Camille', last_name: 'Démo' },
    'Cabinet Démo',
  );
  const accountUuid = user.current_account_uuid!;
  const folderUuid = randomUUID();
  await deps.db
    .insertInto('folders')
    .values({
      uuid: folderUuid,
      account_uuid: accountUuid,
      parent_uuid: null,
      name: 'Exercice 2024',
      created_by: user.uuid,
    })
    .execute();

  // A realistic FEC of a small company (seeded: the same file on every installation).
  const work = await mkdtemp(join(tmpdir(), 'fec-demo-'));
  try {
    const path = join(work, 'demo.txt');
    const manifest = await writeGeneratedFec(path, { seed: 'demo', targetLines: 6000 });
    const name = `${manifest.siren}FEC20241231.txt`;
    const uuid = randomUUID();
    const key = `fecs/${accountUuid}/${uuid}/${name}`;
    const stored = await deps.storage.put(key, createReadStream(path));
    await deps.db
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
        company_name: 'Société de démonstration',
        siren: manifest.siren,
        revenue_type: 'BIC',
        fiscal_start: '2024-01-01',
        fiscal_end: '2024-12-31',
        extra: json({}),
        status: null,
        offer: null,
        locked: false,
        price_ht_cents: null,
      })
      .execute();
    await startAnalysis(deps, { accountUuid, fecUuids: [uuid], createdBy: user.uuid });
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const account = { email: DEMO_EMAIL, password };
  await mkdir(dirname(credentialsFile), { recursive: true });
  await writeFile(credentialsFile, JSON.stringify(account, null, 2) + '\n', { mode: 0o600 });
  return account;
}
