import { fromBuffer } from 'yauzl';
import type { TestDatabase } from '../../../platform/db';
import { fecCount, smallFec, upload } from '../fecs/testing';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
  stranger = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

async function create(token: string, name: string, parent = '-1') {
  const res = await h.call<Loose>('POST', '/v1/folders', { token, body: { name, parent_uuid: parent } });
  return res;
}

async function folder(token: string, name: string, parent = '-1'): Promise<string> {
  const res = await create(token, name, parent);
  expect(res.status).toBe(201);
  return res.body.data.data.uuid;
}

async function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const out: Record<string, string> = {};
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

async function download(token: string, uuid: string) {
  const response = await fetch(`${h.url}/api/v1/folders/${uuid}/download`, {
    headers: { AccessToken: token },
  });
  return {
    status: response.status,
    headers: response.headers,
    buffer: Buffer.from(await response.arrayBuffer()),
  };
}

describe('folders', () => {
  it('creates folders at the root and inside a parent, with the messages of spec §5', async () => {
    const res = await create(owner.accessToken, 'Clients 2024');
    expect(res.status).toBe(201);
    const created = res.body.data.data;
    expect(created).toMatchObject({
      name: 'Clients 2024',
      parent_uuid: '-1',
      nb_folders: 0,
      nb_fecs: 0,
      path: [],
    });

    const child = await create(owner.accessToken, 'Dupont', created.uuid);
    expect(child.body.data.data).toMatchObject({ parent_uuid: created.uuid, path: [{ uuid: created.uuid }] });

    const blank = await h.call<Loose>('POST', '/v1/folders', {
      token: owner.accessToken,
      body: { name: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'Veuillez saisir un nom de répertoire.' }]);
    const missing = await h.call<Loose>('POST', '/v1/folders', { token: owner.accessToken, body: {} });
    expect(missing.body.errors).toEqual([
      { field: 'name', message: 'Veuillez saisir un nom de répertoire.' },
    ]);

    const duplicate = await create(owner.accessToken, 'CLIENTS 2024');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ status: 409, message: 'Un répertoire existe déjà avec ce nom.' });
    // The same name elsewhere in the tree is fine.
    expect((await create(owner.accessToken, 'clients 2024', created.uuid)).status).toBe(201);

    const orphan = await create(owner.accessToken, 'Perdu', '6f1c1c4e-0000-4000-8000-000000000000');
    expect(orphan.status).toBe(404);
    expect(orphan.body.message).toBe("Le parent du répertoire n'est pas trouvé.");

    const html = await create(owner.accessToken, '<script>alert(1)</script>');
    expect(html.status).toBe(400);
    expect(html.body.errors[0].message).toBe('Un champ contient des caractères invalides');
    const badParent = await create(owner.accessToken, 'x', 'pas-un-uuid');
    expect(badParent.status).toBe(400);
  });

  it('lists children with counts, reads by ids and shows the path', async () => {
    const top = await folder(owner.accessToken, 'Liste');
    const a = await folder(owner.accessToken, 'A', top);
    const b = await folder(owner.accessToken, 'B', top);
    const deep = await folder(owner.accessToken, 'Profond', a);
    const up = await upload(h, owner.accessToken, [{ name: 'a.txt', content: smallFec() }], {
      terms_accepted: 'true',
      folder_uuid: a,
    });
    expect(up.status).toBe(201);

    const children = await h.call<Loose>('GET', '/v1/folders', {
      token: owner.accessToken,
      query: { parent: top },
    });
    expect(children.status).toBe(200);
    const items = children.body.data.data.items;
    expect(items.map((f: Loose) => f.name)).toEqual(['A', 'B']);
    expect(items[0]).toMatchObject({ uuid: a, nb_folders: 1, nb_fecs: 1, parent_uuid: top });
    expect(items[1]).toMatchObject({ uuid: b, nb_folders: 0, nb_fecs: 0 });

    const root = await h.call<Loose>('GET', '/v1/folders', { token: owner.accessToken });
    expect(root.body.data.data.items.map((f: Loose) => f.uuid)).toContain(top);

    const batch = await h.call<Loose>('GET', '/v1/folders', {
      token: owner.accessToken,
      query: { ids: `${a},${deep},6f1c1c4e-0000-4000-8000-000000000000` },
    });
    expect(batch.body.data.data.items.map((f: Loose) => f.uuid).sort()).toEqual([a, deep].sort());

    const detail = await h.call<Loose>('GET', `/v1/folders/${deep}`, { token: owner.accessToken });
    expect(detail.body.data.data.path).toEqual([
      { uuid: top, name: 'Liste' },
      { uuid: a, name: 'A' },
    ]);
    expect(detail.body.data.data.children).toEqual([]);

    // One read answers a folder page: the folder, its path and its direct subfolders with counts.
    const page = await h.call<Loose>('GET', `/v1/folders/${top}`, { token: owner.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.data.data).toMatchObject({ uuid: top, nb_folders: 2, path: [] });
    expect(page.body.data.data.children).toEqual([
      expect.objectContaining({ uuid: a, name: 'A', nb_folders: 1, nb_fecs: 1, parent_uuid: top }),
      expect.objectContaining({ uuid: b, name: 'B', nb_folders: 0, nb_fecs: 0 }),
    ]);
    const rootPage = await h.call<Loose>('GET', '/v1/folders/-1', { token: owner.accessToken });
    expect(rootPage.status).toBe(200);
    expect(rootPage.body.data.data).toMatchObject({
      uuid: '-1',
      name: 'Racine',
      parent_uuid: null,
      created_at: null,
      path: [],
    });
    const rootChildren = rootPage.body.data.data.children.map((f: Loose) => f.uuid);
    expect(rootChildren).toContain(top);
    expect(rootChildren).not.toContain(a);
    expect(rootPage.body.data.data.nb_folders).toBe(rootChildren.length);
    // The root of another account shows none of these.
    const strangerRoot = await h.call<Loose>('GET', '/v1/folders/-1', { token: stranger.accessToken });
    expect(strangerRoot.body.data.data.children.map((f: Loose) => f.uuid)).not.toContain(top);
  });

  it('renames, refusing a sibling name', async () => {
    const top = await folder(owner.accessToken, 'Renommer');
    const one = await folder(owner.accessToken, 'Un', top);
    await folder(owner.accessToken, 'Deux', top);
    const renamed = await h.call<Loose>('PUT', `/v1/folders/${one}`, {
      token: owner.accessToken,
      body: { name: 'Trois' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data.name).toBe('Trois');
    const clash = await h.call<Loose>('PUT', `/v1/folders/${one}`, {
      token: owner.accessToken,
      body: { name: 'deux' },
    });
    expect(clash.status).toBe(409);
    // Renaming to its own name in another case is not a clash with itself.
    expect(
      (await h.call('PUT', `/v1/folders/${one}`, { token: owner.accessToken, body: { name: 'TROIS' } }))
        .status,
    ).toBe(200);
  });

  it('moves a folder, never into itself or below itself', async () => {
    const top = await folder(owner.accessToken, 'Déplacer');
    const a = await folder(owner.accessToken, 'A', top);
    const b = await folder(owner.accessToken, 'B', a);
    const other = await folder(owner.accessToken, 'Ailleurs');

    for (const target of [a, b]) {
      const cycle = await h.call<Loose>('PUT', `/v1/folders/${a}/move`, {
        token: owner.accessToken,
        body: { parent_uuid: target },
      });
      expect(cycle.status).toBe(400);
      expect(cycle.body.message).toBe(
        'Un répertoire ne peut pas être déplacé dans lui-même ou dans un de ses sous-répertoires.',
      );
    }
    const moved = await h.call<Loose>('PUT', `/v1/folders/${a}/move`, {
      token: owner.accessToken,
      body: { parent_uuid: other },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.data).toMatchObject({ parent_uuid: other, path: [{ uuid: other }] });
    const toRoot = await h.call<Loose>('PUT', `/v1/folders/${b}/move`, {
      token: owner.accessToken,
      body: { parent_uuid: '-1' },
    });
    expect(toRoot.body.data.data.parent_uuid).toBe('-1');
    const missing = await h.call<Loose>('PUT', `/v1/folders/${b}/move`, {
      token: owner.accessToken,
      body: { parent_uuid: '6f1c1c4e-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Le parent du répertoire n'est pas trouvé.");
  });

  it('deletes a folder with its subfolders and moves their FECs to its parent', async () => {
    const top = await folder(owner.accessToken, 'Supprimer');
    const a = await folder(owner.accessToken, 'A', top);
    const b = await folder(owner.accessToken, 'B', a);
    const up = await upload(h, owner.accessToken, [{ name: 'b.txt', content: smallFec() }], {
      terms_accepted: 'true',
      folder_uuid: b,
    });
    const fecUuid = up.body.data.data[0].uuid;
    const before = await fecCount(h);

    const res = await h.call<Loose>('DELETE', `/v1/folders/${a}`, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.data.deleted.sort()).toEqual([a, b].sort());
    expect(res.body.data.data.fecs_moved_to).toBe(top);
    expect((await h.call('GET', `/v1/folders/${b}`, { token: owner.accessToken })).status).toBe(404);
    const fec = await h.call<Loose>('GET', `/v1/fecs/${fecUuid}`, { token: owner.accessToken });
    expect(fec.body.data.data.folder_uuid).toBe(top);
    expect(await fecCount(h)).toBe(before);
  });

  it('downloads a folder as a zip of the FECs the caller may read, subfolders as paths', async () => {
    const top = await folder(owner.accessToken, 'Archive é');
    const sub = await folder(owner.accessToken, 'Sous', top);
    const send = (name: string, content: string, folderUuid: string) =>
      upload(h, owner.accessToken, [{ name, content }], { terms_accepted: 'true', folder_uuid: folderUuid });
    const first = await send('fec.txt', smallFec(1), top);
    await send('fec.txt', smallFec(2), top);
    await send('autre.csv', smallFec(3), sub);

    const res = await download(owner.accessToken, top);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Archive%20%C3%A9.zip");
    const files = await unzip(res.buffer);
    expect(Object.keys(files).sort()).toEqual(['Sous/autre.csv', 'fec (2).txt', 'fec.txt']);
    expect(Object.values(files).sort()).toEqual([smallFec(1), smallFec(2), smallFec(3)].sort());

    // A Member sees only what was granted.
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const none = await download(member.accessToken, top);
    expect(none.status).toBe(403); // Members may not download folders (folder.tree.download)
    const supervisor = await h.newMember(owner.accountUuid, 'Role_Supervisor');
    expect(Object.keys(await unzip((await download(supervisor.accessToken, top)).buffer)).length).toBe(3);
    expect(first.status).toBe(201);
  });

  it('lets a Member read the tree but not change it', async () => {
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    const top = await folder(owner.accessToken, 'Membre');
    const up = await upload(h, owner.accessToken, [{ name: 'm.txt', content: smallFec(7) }], {
      terms_accepted: 'true',
      folder_uuid: top,
    });
    await h.db
      .insertInto('fec_access')
      .values({ fec_uuid: up.body.data.data[0].uuid, email: member.email, write: false })
      .execute();
    expect((await h.call('GET', '/v1/folders', { token: member.accessToken })).status).toBe(200);
    expect((await h.call('GET', `/v1/folders/${top}`, { token: member.accessToken })).status).toBe(200);
    expect((await create(member.accessToken, 'Non')).status).toBe(403);
    expect(
      (await h.call('PUT', `/v1/folders/${top}`, { token: member.accessToken, body: { name: 'x' } })).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/v1/folders/${top}`, { token: member.accessToken })).status).toBe(403);
  });

  describe('a Member sees only the folders leading to a FEC granted to them', () => {
    // Clients/Dupont/2024 holds a FEC granted to the Member (read), Clients/Durand/Archives one granted
    // for writing; Clients/Martin a FEC not granted; « Secret » nothing at all.
    let boss: TestUser;
    let member: TestUser;
    const f: Record<string, string> = {};
    const names = (items: Loose[]) => items.map((i: Loose) => i.name);

    beforeAll(async () => {
      boss = await h.newOwner();
      member = await h.newMember(boss.accountUuid, 'Role_Member');
      f.clients = await folder(boss.accessToken, 'Clients');
      f.dupont = await folder(boss.accessToken, 'Dupont', f.clients);
      f.y2024 = await folder(boss.accessToken, '2024', f.dupont);
      f.durand = await folder(boss.accessToken, 'Durand', f.clients);
      f.archives = await folder(boss.accessToken, 'Archives', f.durand);
      f.martin = await folder(boss.accessToken, 'Martin', f.clients);
      f.secret = await folder(boss.accessToken, 'Secret');
      const put = async (at: string, seed: number, grant?: { write: boolean }) => {
        const up = await upload(h, boss.accessToken, [{ name: `${seed}.txt`, content: smallFec(seed) }], {
          terms_accepted: 'true',
          folder_uuid: at,
        });
        expect(up.status).toBe(201);
        if (grant) {
          await h.db
            .insertInto('fec_access')
            .values({ fec_uuid: up.body.data.data[0].uuid, email: member.email.toUpperCase(), ...grant })
            .execute();
        }
      };
      await put(f.y2024, 11, { write: false });
      await put(f.archives, 12, { write: true });
      await put(f.martin, 13);
    });

    const get = (path: string, query?: Record<string, string>, token = member.accessToken) =>
      h.call<Loose>('GET', path, { token, query });

    it('lists only those folders, counting only what the Member sees', async () => {
      const root = await get('/v1/folders');
      expect(names(root.body.data.data.items)).toEqual(['Clients']);
      expect(root.body.data.data.items[0]).toMatchObject({ nb_folders: 2, nb_fecs: 0 });
      const rootPage = (await get('/v1/folders/-1')).body.data.data;
      expect(names(rootPage.children)).toEqual(['Clients']);
      expect(rootPage.nb_folders).toBe(1);
      const clients = (await get(`/v1/folders/${f.clients}`)).body.data.data;
      expect(names(clients.children)).toEqual(['Dupont', 'Durand']);
      expect(names((await get('/v1/folders', { parent: f.clients })).body.data.data.items)).toEqual([
        'Dupont',
        'Durand',
      ]);
      const deep = (await get(`/v1/folders/${f.y2024}`)).body.data.data;
      expect(deep).toMatchObject({ name: '2024', nb_fecs: 1, nb_folders: 0 });
      expect(deep.path).toEqual([
        { uuid: f.clients, name: 'Clients' },
        { uuid: f.dupont, name: 'Dupont' },
      ]);
      expect((await get(`/v1/folders/${f.archives}`)).body.data.data.path.map((p: Loose) => p.name)).toEqual([
        'Clients',
        'Durand',
      ]);
      const me = await get('/v1/users/me');
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain('"countFoldersLevelOne":1');
    });

    it('never answers the name of a folder holding nothing granted: not by uuid, ids, parent nor path', async () => {
      for (const hidden of [f.martin, f.secret]) {
        const calls = [
          await get(`/v1/folders/${hidden}`),
          await get('/v1/folders', { parent: hidden }),
          await get('/v1/folders', { ids: `${f.dupont},${hidden}` }),
          await get('/v1/fecs', { folder: hidden }),
        ];
        for (const res of calls) {
          expect(res.status).toBe(403);
          expect(res.body.message).toMatch(/^Vous n'avez pas accès à ce (répertoire|Fec)\.$/);
          expect(JSON.stringify(res.body)).not.toMatch(/Martin|Secret/);
        }
      }
      const everything = [
        await get('/v1/folders'),
        await get(`/v1/folders/${f.clients}`),
        await get('/v1/folders', { ids: `${f.clients},${f.dupont},${f.y2024},${f.durand},${f.archives}` }),
        await get('/v1/fecs', { limit: '100' }),
      ];
      for (const res of everything) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toMatch(/Martin|Secret/);
      }
    });

    it('refuses to move a FEC granted for writing into a folder the Member does not see', async () => {
      const mine = await get('/v1/fecs', { folder: f.archives, limit: '10' });
      const fecUuid = mine.body.data.data.items[0].uuid;
      const into = (folderUuid: string) =>
        h.call<Loose>('PUT', `/v1/fecs/${fecUuid}/move`, {
          token: member.accessToken,
          body: { folder_uuid: folderUuid },
        });
      const refused = await into(f.secret);
      expect([refused.status, refused.body.message]).toEqual([403, "Vous n'avez pas accès à ce répertoire."]);
      expect((await into(f.durand)).status).toBe(200);
      // « Archives » now holds nothing granted to them: it is gone from their tree, and refused likewise.
      expect((await into(f.archives)).status).toBe(403);
      expect(names((await get(`/v1/folders/${f.durand}`)).body.data.data.children)).toEqual([]);
    });

    it('leaves Owners, Managers and Supervisors the whole tree', async () => {
      for (const role of ['Role_Owner', 'Role_Manager', 'Role_Supervisor'] as const) {
        const who = role === 'Role_Owner' ? boss : await h.newMember(boss.accountUuid, role);
        const root = await get('/v1/folders', undefined, who.accessToken);
        expect(names(root.body.data.data.items)).toEqual(['Clients', 'Secret']);
        const clients = (await get(`/v1/folders/${f.clients}`, undefined, who.accessToken)).body.data.data;
        expect(names(clients.children)).toEqual(['Dupont', 'Durand', 'Martin']);
        expect((await get(`/v1/folders/${f.secret}`, undefined, who.accessToken)).status).toBe(200);
      }
    });

    it('shows a folder once something in it is granted, and hides it again when the grant goes', async () => {
      const fecs = await get('/v1/fecs', { folder: f.martin, limit: '10' }, boss.accessToken);
      const fecUuid = fecs.body.data.data.items[0].uuid;
      await h.db
        .insertInto('fec_access')
        .values({ fec_uuid: fecUuid, email: member.email, write: false })
        .execute();
      expect((await get(`/v1/folders/${f.martin}`)).status).toBe(200);
      await h.db.deleteFrom('fec_access').where('fec_uuid', '=', fecUuid).execute();
      expect((await get(`/v1/folders/${f.martin}`)).status).toBe(403);
    });
  });

  it('keeps accounts apart: another account gets 403 on every folder route, unknown ids 404', async () => {
    const mine = await folder(owner.accessToken, 'Privé');
    const t = stranger.accessToken;
    const forbidden = [
      await h.call<Loose>('GET', `/v1/folders/${mine}`, { token: t }),
      await h.call<Loose>('GET', '/v1/folders', { token: t, query: { parent: mine } }),
      await h.call<Loose>('GET', '/v1/folders', { token: t, query: { ids: mine } }),
      await h.call<Loose>('PUT', `/v1/folders/${mine}`, { token: t, body: { name: 'x' } }),
      await h.call<Loose>('PUT', `/v1/folders/${mine}/move`, { token: t, body: { parent_uuid: '-1' } }),
      await h.call<Loose>('DELETE', `/v1/folders/${mine}`, { token: t }),
      await h.call<Loose>('POST', '/v1/folders', { token: t, body: { name: 'x', parent_uuid: mine } }),
    ];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Vous n'avez pas accès à ce répertoire.");
    }
    expect((await download(t, mine)).status).toBe(403);
    // And the stranger's own folder cannot receive mine.
    const theirs = await folder(t, 'Chez moi');
    const intoForeign = await h.call('PUT', `/v1/folders/${mine}/move`, {
      token: owner.accessToken,
      body: { parent_uuid: theirs },
    });
    expect(intoForeign.status).toBe(403);
    // The stranger's zip of their root holds nothing of mine.
    expect(Object.keys(await unzip((await download(t, '-1')).buffer))).toEqual([]);

    const unknown = '6f1c1c4e-0000-4000-8000-000000000001';
    expect((await h.call('GET', `/v1/folders/${unknown}`, { token: t })).status).toBe(404);
    expect((await h.call('DELETE', `/v1/folders/${unknown}`, { token: t })).status).toBe(404);
    expect((await h.call('GET', '/v1/folders')).status).toBe(401);
  });
});
