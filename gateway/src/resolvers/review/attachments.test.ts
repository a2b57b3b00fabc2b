import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, realFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { smallFec } from '../../../../api/src/fecs/testing';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';

/**
 * The evidence of a review through the gateway (issue 37 item 4): the browser sends the file as multipart on
 * `/upload/analyses/{uuid}/controls/{controlId}/attachments` with its cookie session (as the FEC import does),
 * reads `Review.attachments` in GraphQL, downloads through `downloadUrl` (attachment, sniffed type, nosniff) and
 * removes with `deleteReviewAttachment`; refusals keep the API's French message.
 */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let base: string;
let owner: TestUser;
let stranger: TestUser;
let analysis: string;

const PDF = Buffer.from('%PDF-1.7\n% pièce\n1 0 obj << >> endobj\n%%EOF\n');

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  base = g.url.replace(/\/graphql$/, '');
  owner = await g.api.newOwner();
  stranger = await g.api.newOwner();
  const fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'), {
    siren: '123456782',
    fiscal_start: '2023-01-01',
    fiscal_end: '2023-12-31',
  });
  analysis = await analyse(g.api, owner, fec);
  expect((await waitFinished(g.api, analysis)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

function browser(user: TestUser): CookieJar {
  const jar = new CookieJar();
  jar.values.set(`${g.config.cookiePrefix}access_token`, user.accessToken);
  jar.values.set(`${g.config.cookiePrefix}expires_at`, String(Date.now() + 3600_000));
  return jar;
}

const upload = (user: TestUser, name: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${base}/upload/analyses/${analysis}/controls/HORS-EXO/attachments`, {
    method: 'POST',
    headers: { cookie: browser(user).header(), 'x-requested-with': 'XMLHttpRequest', ...headers },
    body,
  });
};

type AttachmentNode = {
  uuid: string;
  fileName: string;
  size: number;
  contentType: string;
  uploadedBy: { displayName: string } | null;
  uploadedAt: string;
  downloadUrl: string;
};
const ATTACHMENTS = `query ($u: ID!) { analysis(uuid: $u) { controls(search: "HORS-EXO") { controlId
  review { uuid attachments { uuid fileName size contentType uploadedBy { displayName } uploadedAt downloadUrl } } } } }`;
const attachments = async (user: TestUser) => {
  const res = await g.gql<{
    analysis: { controls: { controlId: string; review: { attachments: AttachmentNode[] } }[] };
  }>(ATTACHMENTS, { u: analysis }, { token: user.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!.analysis.controls.find((c) => c.controlId === 'HORS-EXO')!.review.attachments;
};
const DELETE = 'mutation ($u: ID!) { deleteReviewAttachment(uuid: $u) }';

describe('review attachments through the gateway', () => {
  it('uploads with the cookie session, lists in GraphQL, downloads the same bytes, deletes', async () => {
    const sent = await upload(owner, 'Relevé.pdf', PDF);
    expect(sent.status).toBe(201);
    const [a] = await attachments(owner);
    expect(a).toMatchObject({
      fileName: 'Relevé.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
      downloadUrl: `/download/review-attachments/${a.uuid}`,
    });
    expect(a.uploadedBy?.displayName).toBeTruthy();

    const file = await fetch(`${base}${a.downloadUrl}`, { headers: { cookie: browser(owner).header() } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Releve.pdf"/);

    // Another account: neither the file nor its removal.
    const foreign = await fetch(`${base}${a.downloadUrl}`, {
      headers: { cookie: browser(stranger).header() },
    });
    expect([foreign.status, ((await foreign.json()) as { message: string }).message]).toEqual([
      403,
      "Vous n'avez pas accès à ce Fec.",
    ]);
    const refused = await g.gql(DELETE, { u: a.uuid }, { token: stranger.accessToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe("Vous n'avez pas accès à ce Fec.");
    expect((await attachments(owner)).map((x) => x.uuid)).toEqual([a.uuid]);

    const removed = await g.gql<{ deleteReviewAttachment: string }>(
      DELETE,
      { u: a.uuid },
      { token: owner.accessToken },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteReviewAttachment).toBe(a.uuid);
    expect(await attachments(owner)).toEqual([]);
  }, 60_000);

  it('passes the API’s French refusals through, and refuses a cookie upload without x-requested-with', async () => {
    const renamed = await upload(owner, 'FEC.pdf', Buffer.from(smallFec()));
    expect([renamed.status, ((await renamed.json()) as { message: string }).message]).toEqual([
      400,
      'Le contenu du fichier ne correspond pas à son extension (.pdf).',
    ]);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
    const forged = await fetch(`${base}/upload/analyses/${analysis}/controls/HORS-EXO/attachments`, {
      method: 'POST',
      headers: { cookie: browser(owner).header() },
      body,
    });
    expect(forged.status).toBe(403);
    const badId = await fetch(`${base}/upload/analyses/nope/controls/HORS-EXO/attachments`, {
      method: 'POST',
      headers: { cookie: browser(owner).header(), 'x-requested-with': 'XMLHttpRequest' },
      body,
    });
    expect(badId.status).toBe(400);
    expect(await attachments(owner)).toEqual([]);
  }, 30_000);
});
