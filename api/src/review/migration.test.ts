import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateSchema, type TestDatabase } from '../../../platform/db';
import type { ApiDb } from '../db/database';
import { apiMigrations } from '../db/migrations';
import { openApiTestDatabase } from '../testing/harness';

/**
 * Migration 0022_review on a database that already holds comments: each comment joins the dossier of its
 * analysis' FEC (company + fiscal year end; a FEC of its own when either is unknown), keeps the analysis it
 * was written in, and outlives that analysis (no foreign key any more).
 */

let database: TestDatabase<unknown>;
let db: ApiDb;
const t = (name: string) => sql.table(`${database.schema}.${name}`);

beforeAll(async () => {
  database = await openApiTestDatabase();
  const root = database.database.db;
  const all = apiMigrations(database.schema);
  const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0022'));
  await migrateSchema(root, database.schema, before);
  db = root.withSchema(database.schema) as ApiDb;
}, 60_000);
afterAll(async () => {
  await database?.cleanup();
});

it('gives every existing comment its dossier, and the analysis it was written in survives as a uuid', async () => {
  const account = randomUUID();
  const user = randomUUID();
  await sql`insert into ${t('accounts')} (uuid, name) values (${account}, 'Cabinet')`.execute(db);
  await sql`insert into ${t('users')} (uuid, sub, email, state) values (${user}, ${randomUUID()}, 'a@b.fr', 'confirmed')`.execute(
    db,
  );
  const fec = async (siren: string | null, end: string | null) => {
    const uuid = randomUUID();
    await sql`insert into ${t('fecs')} (uuid, account_uuid, original_name, storage_key, size, sha256, siren, fiscal_end)
      values (${uuid}, ${account}, 'f.txt', 'k', 1, 'x', ${siren}, ${end}::date)`.execute(db);
    return uuid;
  };
  const analysis = async (fecUuid: string) => {
    const uuid = randomUUID();
    await sql`insert into ${t('analyses')} (uuid, account_uuid, fec_uuid, status) values (${uuid}, ${account}, ${fecUuid}, 'done')`.execute(
      db,
    );
    return uuid;
  };
  const comment = async (analysisUuid: string) => {
    const uuid = randomUUID();
    await sql`insert into ${t('control_comments')} (uuid, analysis_uuid, control_id, user_uuid, body)
      values (${uuid}, ${analysisUuid}, 'EQ-ECR', ${user}, 'Vu')`.execute(db);
    return uuid;
  };
  const [a, b, lone] = [
    await fec('123456782', '2023-12-31'),
    await fec('123456782', '2023-12-31'),
    await fec(null, null),
  ];
  const [ca, cb, cl] = [
    await comment(await analysis(a)),
    await comment(await analysis(b)),
    await comment(await analysis(lone)),
  ];

  await migrateSchema(database.database.db, database.schema, apiMigrations(database.schema));

  const rows = await db
    .selectFrom('control_comments')
    .select(['uuid', 'dossier_uuid', 'analysis_uuid'])
    .execute();
  const dossierOf = new Map(rows.map((r) => [r.uuid, r.dossier_uuid]));
  expect(dossierOf.get(ca)).toBeTruthy();
  expect(dossierOf.get(cb)).toBe(dossierOf.get(ca));
  expect(dossierOf.get(cl)).toBeTruthy();
  expect(dossierOf.get(cl)).not.toBe(dossierOf.get(ca));
  const dossiers = await db.selectFrom('review_dossiers').selectAll().orderBy('siren').execute();
  expect(dossiers.map((d) => [d.siren, d.fiscal_end])).toEqual([
    ['123456782', '2023-12-31'],
    [null, null],
  ]);
  const links = await db.selectFrom('review_dossier_fecs').select(['fec_uuid', 'dossier_uuid']).execute();
  expect(new Map(links.map((l) => [l.fec_uuid, l.dossier_uuid]))).toEqual(
    new Map([
      [a, dossierOf.get(ca)],
      [b, dossierOf.get(ca)],
      [lone, dossierOf.get(cl)],
    ]),
  );
  // The analysis a comment was written in may go (its FEC deleted): the comment stays with its dossier.
  await db.deleteFrom('fecs').where('uuid', '=', a).execute();
  const kept = await db
    .selectFrom('control_comments')
    .select(['uuid', 'dossier_uuid'])
    .where('uuid', '=', ca)
    .execute();
  expect(kept).toEqual([{ uuid: ca, dossier_uuid: dossierOf.get(ca) }]);

  // A comment on a multi-analysis (no dossier) goes with its analysis: nothing stays behind unreachable.
  const multi = randomUUID();
  await sql`insert into ${t('analyses')} (uuid, account_uuid, fec_uuid, kind, status) values (${multi}, ${account}, ${b}, 'multi', 'done')`.execute(
    db,
  );
  const onMulti = await comment(multi);
  const dossierComment = await comment(await analysis(b));
  await db
    .updateTable('control_comments')
    .set({ dossier_uuid: dossierOf.get(ca)! })
    .where('uuid', '=', dossierComment)
    .execute();
  await db.deleteFrom('analyses').where('uuid', '=', multi).execute();
  const left = await db
    .selectFrom('control_comments')
    .select('uuid')
    .where('uuid', 'in', [onMulti, dossierComment])
    .execute();
  expect(left).toEqual([{ uuid: dossierComment }]);
  await db.deleteFrom('fecs').where('uuid', '=', b).execute();
  expect(
    await db.selectFrom('control_comments').select('uuid').where('uuid', '=', dossierComment).execute(),
  ).toHaveLength(1);
});
