/**
 * Issue #34, items 6 and 11. A NUL byte in a folder name, a comment, a company name or a group name used to
 * answer 500 « Problème serveur. » (PostgreSQL: invalid byte sequence for encoding "UTF8": 0x00); a
 * right-to-left override (`abc\u202Egnp.exe`, shown « abcexe.png ») or a bell was stored as given. Each is
 * now a French 400 naming the field, over REST and GraphQL, with nothing stored: the account is byte for
 * byte what it was. And a 300-character file name is refused as too long, not as « caractères invalides ».
 */
import type { TestDatabase } from '../../platform/db';
import { MSG } from '../../api/src/http/messages';
import { seedAnalysedFec } from '../../api/src/reports/testing';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, snapshotAccount, snapshotPerson } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let owner: TestUser;
let folder: string;
let group: string;
let fec: { fecUuid: string; analysisUuid: string };

/** NUL (PostgreSQL's 500), the right-to-left override (a disguised name), a bell (a C0 control). */
const BAD = { nul: '\u0000', rlo: '\u202E', bel: '\u0007' } as const;

const FEC_TEXT = 'JournalCode|JournalLib|EcritureNum\nVT|Ventes|1\n';

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  owner = await h.newOwner();
  const created = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
    token: owner.accessToken,
    body: { name: 'Clients' },
  });
  expect(created.status).toBe(201);
  folder = created.body.data.data.uuid;
  const grouped = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/groups', {
    token: owner.accessToken,
    body: { name: 'Équipe' },
  });
  expect(grouped.status).toBe(200);
  group = grouped.body.data.data.uuid;
  fec = await seedAnalysedFec(h, owner);
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const stored = async () => ({
  account: await snapshotAccount(h, owner.accountUuid),
  person: await snapshotPerson(h, owner.uuid),
});

/** A multipart import with one small FEC under `name`, straight to the API. */
function upload(name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.append('terms_accepted', 'true');
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file', new Blob([FEC_TEXT]), name);
  return fetch(`${h.url}/api/v1/fecs`, { method: 'POST', headers: { AccessToken: owner.accessToken }, body });
}

type Json = { status: number; message: string; errors?: { field: string; message: string }[] };

describe('control characters in text inputs (issue 34, item 6)', () => {
  it('REST: every text field refuses NUL, U+202E and U+0007 with a French 400, nothing stored', async () => {
    const before = await stored();
    const token = owner.accessToken;
    for (const [kind, c] of Object.entries(BAD)) {
      const attempts: [string, string, string, Record<string, unknown>, string][] = [
        ['folder name', 'POST', '/v1/folders', { name: `Dossier${c}` }, 'name'],
        ['folder rename', 'PUT', `/v1/folders/${folder}`, { name: `Dossier${c}` }, 'name'],
        [
          'comment',
          'POST',
          `/v1/analyses/${fec.analysisUuid}/controls/EQ-ECR/comments`,
          { body: `Vu${c} avec le client\r\nsuite` },
          'body',
        ],
        [
          'review justification',
          'PUT',
          `/v1/analyses/${fec.analysisUuid}/review`,
          { control_id: 'EQ-ECR', status: 'justified', justification: `Vu${c} avec le client` },
          'justification',
        ],
        ['company name', 'PUT', `/v1/fecs/${fec.fecUuid}`, { company_name: `Société${c}` }, 'company_name'],
        ['account name', 'PUT', '/v1/accounts/current', { name: `Cabinet${c}` }, 'name'],
        ['group name', 'POST', '/v1/groups', { name: `Groupe${c}` }, 'name'],
        ['group rename', 'PUT', `/v1/groups/${group}`, { name: `Groupe${c}` }, 'name'],
        [
          'user names',
          'PUT',
          `/v1/users/${owner.uuid}`,
          { first_name: `Jean${c}`, last_name: 'Dupont' },
          'first_name',
        ],
      ];
      for (const [what, method, path, body, field] of attempts) {
        const res = await h.call<Json>(method, path, { token, body });
        expect({ what, kind, status: res.status, body: res.body }).toEqual({
          what,
          kind,
          status: 400,
          body: {
            status: 400,
            message: MSG.controlCharacters,
            errors: [{ field, message: MSG.controlCharacters }],
          },
        });
      }
      // A query string is a text input too.
      const search = await h.call<Json>('GET', `/v1/analyses/${fec.analysisUuid}/controls`, {
        token,
        query: { search: `EQ${c}` },
      });
      expect(search.status).toBe(400);
      expect(search.body.message).toBe(MSG.controlCharacters);
      // The uploaded file's NAME (its contents are the engine's to judge).
      const uploaded = await upload(`abc${c}gnp.txt`);
      expect({ kind, status: uploaded.status, body: await uploaded.json() }).toEqual({
        kind,
        status: 400,
        body: {
          status: 400,
          message: MSG.controlCharacters,
          errors: [{ field: 'file', message: MSG.controlCharacters }],
        },
      });
    }
    // A multipart form's text fields too (the company name given with the import).
    const withField = await upload('000000000FEC20231231.txt', { company_name: `Société${BAD.nul}` });
    expect(withField.status).toBe(400);
    expect(await withField.json()).toMatchObject({ message: MSG.controlCharacters });
    // A lone surrogate (JSON allows `\ud800`, UTF-8 cannot hold it).
    const lone = await h.call<Json>('POST', '/v1/folders', { token, body: { name: 'x\ud800' } });
    expect(lone.status).toBe(400);
    expect(lone.body.message).toBe(MSG.controlCharacters);
    expect(await stored()).toEqual(before);

    // Tabs and line breaks stay allowed where text is multi-line: a comment keeps its paragraphs.
    const comment = await h.call('POST', `/v1/analyses/${fec.analysisUuid}/controls/EQ-ECR/comments`, {
      token,
      body: { body: 'Vu avec le client :\r\n\t- pièce jointe' },
    });
    expect(comment.status).toBe(201);
    // A FEC's own text is not a text input: the import form's sample reaches the engine, NUL bytes and all.
    const sample = await h.call('POST', '/v1/fecs/fiscal-year-suggestion', {
      token,
      body: { file_name: '000000000FEC20231231.txt', sample: `${FEC_TEXT}\u0000` },
    });
    expect(brief(sample)).toMatch(/^200 /);
  });

  it('GraphQL: the same refusals carry BAD_USER_INPUT and the French message, nothing stored', async () => {
    const before = await stored();
    const token = owner.accessToken;
    for (const [kind, c] of Object.entries(BAD)) {
      const attempts: [string, string, Record<string, unknown>][] = [
        ['folder name', 'mutation($n: String!) { createFolder(name: $n) { uuid } }', { n: `Dossier${c}` }],
        [
          'folder rename',
          'mutation($u: ID!, $n: String!) { renameFolder(uuid: $u, name: $n) { uuid } }',
          { u: folder, n: `Dossier${c}` },
        ],
        [
          'comment',
          'mutation($a: ID!, $b: String!) { addControlComment(analysisUuid: $a, controlId: "EQ-ECR", body: $b) { uuid } }',
          { a: fec.analysisUuid, b: `Vu${c}` },
        ],
        [
          'company name',
          'mutation($u: ID!, $n: String) { updateFec(uuid: $u, input: { companyName: $n }) { uuid } }',
          { u: fec.fecUuid, n: `Société${c}` },
        ],
        [
          'account name',
          'mutation($n: String) { updateAccount(input: { name: $n }) { uuid } }',
          { n: `Cabinet${c}` },
        ],
        [
          'review justification',
          'mutation($a: ID!, $j: String) { setReview(analysisUuid: $a, controlId: "EQ-ECR", status: JUSTIFIED, justification: $j) { uuid } }',
          { a: fec.analysisUuid, j: `Vu${c}` },
        ],
        ['group name', 'mutation($n: String!) { createGroup(name: $n) { uuid } }', { n: `Groupe${c}` }],
        [
          'user names',
          'mutation($u: ID!, $n: String) { updateUser(uuid: $u, input: { firstName: $n }) { uuid } }',
          { u: owner.uuid, n: `Jean${c}` },
        ],
      ];
      for (const [what, query, variables] of attempts) {
        const res = await g.gql(query, variables, { token });
        expect({ what, kind, code: codeOf(res), message: res.errors?.[0]?.message }).toEqual({
          what,
          kind,
          code: 'BAD_USER_INPUT',
          message: MSG.controlCharacters,
        });
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe('too long (issue 34, item 11)', () => {
  it('a 300-character file name or folder name is refused as too long, naming the limit', async () => {
    const before = await stored();
    const uploaded = await upload(`${'a'.repeat(296)}.txt`);
    expect(uploaded.status).toBe(400);
    expect(await uploaded.json()).toEqual({
      status: 400,
      message: 'Le nom du fichier est trop long : 255 caractères au maximum.',
      errors: [{ field: 'file', message: 'Le nom du fichier est trop long : 255 caractères au maximum.' }],
    });
    const named = await h.call<Json>('POST', '/v1/folders', {
      token: owner.accessToken,
      body: { name: 'a'.repeat(300) },
    });
    expect(named.body.errors).toEqual([
      { field: 'name', message: 'Ce champ est trop long : 255 caractères au maximum.' },
    ]);
    const gql = await g.gql(
      'mutation($n: String!) { createGroup(name: $n) { uuid } }',
      { n: 'g'.repeat(300) },
      { token: owner.accessToken },
    );
    expect(codeOf(gql)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(gql.errors?.[0]?.extensions?.fields)).toMatch(
      /trop long : \d+ caractères au maximum/,
    );
    expect(await stored()).toEqual(before);
    expect(brief(named)).toMatch(/^400 /);
  });
});
