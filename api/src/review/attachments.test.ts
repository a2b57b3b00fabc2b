import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { smallFec, storedFiles } from '../fecs/testing';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_REASONS, sniffAttachment, sniffDocument } from './attachment-sniff';

/**
 * Issue 37 item 4: evidence. A review item carries files (PDF, images, spreadsheets, text documents) sniffed
 * from their bytes, 10 Mo at most, stored through the storage port, read by the review's readers, added and
 * removed by its writers until the sign-off; they follow the dossier to the next run. Every refusal is French
 * and leaves nothing behind (no object, no row).
 */

type Body<T> = { data: { data: T } };
interface Attachment {
  uuid: string;
  item_uuid: string;
  file_name: string;
  size: number;
  content_type: string;
  uploaded_by: { uuid: string } | null;
  uploaded_at: string;
  analysis_uuid: string | null;
}
interface Item {
  uuid: string | null;
  control_id: string;
  finding_key: string | null;
  status: string;
  attachments: Attachment[];
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60), Buffer.from('This program cannot be run')]);
/** The local file headers of a zip with these entries (enough for the sniff: it reads names, not data). */
const zip = (...names: string[]) =>
  Buffer.concat(
    names.map((n) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(n)]),
    ),
  );
const XLSX = zip('[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml');
const XLSM = zip('[Content_Types].xml', 'xl/workbook.xml', 'xl/vbaProject.bin');
const DOCX = zip('[Content_Types].xml', 'word/document.xml');
const ODS = zip('mimetypeapplication/vnd.oasis.opendocument.spreadsheet');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('what counts as a document: the bytes, matching the extension', () => {
  it.each([
    ['facture.pdf', 'application/pdf', PDF],
    ['scan.PNG', 'image/png', PNG],
    ['photo.jpeg', 'image/jpeg', JPEG],
    ['photo.jpg', 'image/jpeg', JPEG],
    ['grand-livre.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX],
    ['ancien.xls', 'application/vnd.ms-excel', OLE],
    ['calc.ods', 'application/vnd.oasis.opendocument.spreadsheet', ODS],
    ['lettre.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    ['balance.csv', 'text/csv', Buffer.from('compte;solde\r\n401000;12,50\r\n')],
  ])('%s is accepted as %s', (name, type, bytes) => {
    const verdict = sniffAttachment(name, bytes);
    expect(verdict.ok && verdict.kind.contentType).toBe(type);
  });

  it.each([
    ['programme.exe', ATTACHMENT_REASONS.notDocument, EXE],
    ['programme.pdf', ATTACHMENT_REASONS.notDocument, EXE],
    ['FEC.txt', ATTACHMENT_REASONS.notDocument, Buffer.from(smallFec())],
    ['FEC.pdf', ATTACHMENT_REASONS.mismatch('.pdf'), Buffer.from(smallFec())],
    ['image.pdf', ATTACHMENT_REASONS.mismatch('.pdf'), PNG],
    ['macros.xlsx', ATTACHMENT_REASONS.notDocument, XLSM],
    ['texte.doc', ATTACHMENT_REASONS.notDocument, OLE],
    ['archive.zip', ATTACHMENT_REASONS.notDocument, zip('a.txt')],
    ['vide.pdf', ATTACHMENT_REASONS.empty, Buffer.alloc(0)],
    ['sans-extension', ATTACHMENT_REASONS.notDocument, PDF],
  ])('%s is refused: %s', (name, reason, bytes) => {
    expect(sniffAttachment(name, bytes)).toEqual({ ok: false, reason });
  });

  it('a text with NUL bytes or other control characters is no spreadsheet', () => {
    expect(sniffDocument(Buffer.from('a;b\0c\n'), '.csv')).toBeNull();
    expect(sniffDocument(Buffer.from('a;b\x1bc\n'), '.csv')).toBeNull();
  });
});

const FEC = '000000000FEC20231231.txt';
const YEAR = { siren: '123456782', fiscal_start: '2023-01-01', fiscal_end: '2023-12-31' };

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;
let stranger: TestUser;
let fec: string;
let first: string;

const data = <T>(res: { body: unknown }) => (res.body as Body<T>).data.data;

/** `POST …/attachments` with one or more files, as a browser form (and any headers: impersonation, keys). */
async function attach(
  user: TestUser | null,
  analysis: string,
  files: { name: string; bytes: Buffer }[],
  options: { control?: string; findingKey?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const qs = options.findingKey ? `?finding_key=${options.findingKey}` : '';
  const res = await fetch(
    `${h.url}/api/v1/analyses/${analysis}/controls/${options.control ?? 'HORS-EXO'}/attachments${qs}`,
    {
      method: 'POST',
      headers: { ...(user ? { AccessToken: user.accessToken } : {}), ...options.headers },
      body: form,
    },
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: body as { message?: string; errors?: unknown[] } };
}

const controlReview = async (user: TestUser, analysis: string, control = 'HORS-EXO') =>
  data<{ items: { controls: Item[] }[] }>(
    await h.call('GET', '/v1/analyses/review', { token: user.accessToken, query: { ids: analysis } }),
  ).items[0].controls.find((c) => c.control_id === control)!;

/** What an attempt could have left behind: files under `review/`, attachment rows, items. */
const leftovers = async () => ({
  files: (await storedFiles(h)).filter((f) => f.startsWith('review/')),
  rows: (await h.db.selectFrom('review_attachments').select('uuid').orderBy('uuid').execute()).map(
    (r) => r.uuid,
  ),
  items: (await h.db.selectFrom('review_items').select('uuid').orderBy('uuid').execute()).map((r) => r.uuid),
});

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  [owner, stranger] = await Promise.all([h.newOwner(), h.newOwner()]);
  manager = await h.newMember(owner.accountUuid, 'Role_Manager');
  member = await h.newMember(owner.accountUuid, 'Role_Member');
  fec = await insertFec(h, owner, realFec(FEC), YEAR);
  first = await analyse(h, owner, fec);
  expect((await waitFinished(h, first)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('attachments of a review item', () => {
  let pdf: Attachment;

  it('a PDF joins the control’s review, is listed with it, downloaded byte for byte, and audited', async () => {
    const res = await attach(manager, first, [{ name: 'Relevé bancaire.pdf', bytes: PDF }]);
    expect(res.status).toBe(201);
    pdf = data<Attachment>(res);
    expect(pdf).toMatchObject({
      file_name: 'Relevé bancaire.pdf',
      size: PDF.length,
      content_type: 'application/pdf',
      uploaded_by: { uuid: manager.uuid },
      analysis_uuid: first,
    });
    const item = await controlReview(owner, first);
    expect(item.uuid).toBe(pdf.item_uuid);
    expect(item.attachments.map((a) => a.uuid)).toEqual([pdf.uuid]);

    const download = await fetch(`${h.url}/api/v1/review/attachments/${pdf.uuid}/download`, {
      headers: { AccessToken: owner.accessToken },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Releve bancaire.pdf"; filename*=UTF-8''${encodeURIComponent('Relevé bancaire.pdf')}`,
    );
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_uuid'])
      .where('action', '=', `review.attachment.add ${pdf.uuid}`)
      .execute();
    expect(audit).toEqual([{ action: `review.attachment.add ${pdf.uuid}`, actor_uuid: manager.uuid }]);
  });

  it('follows the dossier to the next run, and a finding’s review carries its own', async () => {
    const rerun = await h.call<Body<{ uuid: string }>>('POST', `/v1/fecs/${fec}/analyses`, {
      token: owner.accessToken,
    });
    const second = rerun.body.data.data.uuid;
    expect((await waitFinished(h, second)).status).toBe('done');
    expect((await controlReview(owner, second)).attachments.map((a) => a.uuid)).toEqual([pdf.uuid]);

    const found = data<{ items: { key: string; review: Item }[] }>(
      await h.call('GET', `/v1/analyses/${second}/findings`, {
        token: owner.accessToken,
        query: { control: 'HORS-EXO' },
      }),
    ).items;
    const key = found[0].key;
    const res = await attach(owner, second, [{ name: 'capture.png', bytes: PNG }], { findingKey: key });
    expect(res.status).toBe(201);
    const after = data<{ items: { key: string; review: Item }[] }>(
      await h.call('GET', `/v1/analyses/${first}/findings`, {
        token: owner.accessToken,
        query: { control: 'HORS-EXO' },
      }),
    ).items.find((f) => f.key === key)!;
    expect(after.review.attachments.map((a) => [a.file_name, a.content_type])).toEqual([
      ['capture.png', 'image/png'],
    ]);
    expect(after.review.status).toBe('to_review');
  }, 60_000);

  it('a Member without a grant reads nothing and writes nothing; granted, they read and attach', async () => {
    const before = await leftovers();
    const refused = await attach(member, first, [{ name: 'a.pdf', bytes: PDF }]);
    expect([refused.status, refused.body.message]).toEqual([403, MSG.fecForbidden]);
    const download = await h.call<{ message: string }>('GET', `/v1/review/attachments/${pdf.uuid}/download`, {
      token: member.accessToken,
    });
    expect([download.status, download.body.message]).toEqual([403, MSG.fecForbidden]);
    const removed = await h.call('DELETE', `/v1/review/attachments/${pdf.uuid}`, {
      token: member.accessToken,
    });
    expect(removed.status).toBe(403);
    expect(await leftovers()).toEqual(before);

    await h.db
      .insertInto('fec_access')
      .values({ fec_uuid: fec, email: member.email, write: false })
      .execute();
    const read = await fetch(`${h.url}/api/v1/review/attachments/${pdf.uuid}/download`, {
      headers: { AccessToken: member.accessToken },
    });
    expect(read.status).toBe(200);
    const added = await attach(member, first, [{ name: 'tableau.csv', bytes: Buffer.from('a;b\n1;2\n') }]);
    expect(added.status).toBe(201);
    expect(data<Attachment>(added).content_type).toBe('text/csv');
    await h.db.deleteFrom('fec_access').where('email', '=', member.email).execute();
  });

  it('another account reads, adds and removes nothing', async () => {
    const before = await leftovers();
    const add = await attach(stranger, first, [{ name: 'a.pdf', bytes: PDF }]);
    expect([add.status, add.body.message]).toEqual([403, MSG.fecForbidden]);
    const download = await h.call<{ message: string }>('GET', `/v1/review/attachments/${pdf.uuid}/download`, {
      token: stranger.accessToken,
    });
    expect([download.status, download.body.message]).toEqual([403, MSG.fecForbidden]);
    const removed = await h.call('DELETE', `/v1/review/attachments/${pdf.uuid}`, {
      token: stranger.accessToken,
    });
    expect(removed.status).toBe(403);
    expect(await leftovers()).toEqual(before);
  });

  it('a writer removes one: row and file gone, audited', async () => {
    const extra = data<Attachment>(await attach(owner, first, [{ name: 'doublon.pdf', bytes: PDF }]));
    const before = await leftovers();
    expect(before.files.some((f) => f.startsWith(`review/${owner.accountUuid}/${extra.uuid}/`))).toBe(true);
    const res = await h.call<Body<{ uuid: string }>>('DELETE', `/v1/review/attachments/${extra.uuid}`, {
      token: manager.accessToken,
    });
    expect([res.status, data<{ uuid: string }>(res).uuid]).toEqual([200, extra.uuid]);
    const after = await leftovers();
    expect(after.rows).toEqual(before.rows.filter((u) => u !== extra.uuid));
    expect(after.files.some((f) => f.includes(extra.uuid))).toBe(false);
    const gone = await h.call<{ message: string }>('GET', `/v1/review/attachments/${extra.uuid}/download`, {
      token: owner.accessToken,
    });
    expect([gone.status, gone.body.message]).toEqual([404, MSG.reviewAttachmentNotFound]);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', `review.attachment.remove ${extra.uuid}`)
      .execute();
    expect(audit).toEqual([{ detail: 'doublon.pdf' }]);
  });

  it('outlives its FEC, and goes with its account when the account is deleted', async () => {
    const leaving = await h.newOwner();
    const ownFec = await insertFec(h, leaving, realFec(FEC), YEAR);
    const run = await analyse(h, leaving, ownFec);
    expect((await waitFinished(h, run)).status).toBe('done');
    const kept = data<Attachment>(await attach(leaving, run, [{ name: 'preuve.pdf', bytes: PDF }]));
    const filesOf = async () =>
      (await storedFiles(h)).filter((f) => f.startsWith(`review/${leaving.accountUuid}/`));
    expect(await filesOf()).toHaveLength(1);
    expect((await h.call('DELETE', `/v1/fecs/${ownFec}`, { token: leaving.accessToken })).status).toBe(200);
    // The review outlives the FEC (a re-import of the same company and year finds it again): so does its evidence.
    expect(await filesOf()).toHaveLength(1);
    expect((await h.call('DELETE', '/v1/accounts/current', { token: leaving.accessToken })).status).toBe(200);
    expect(await filesOf()).toEqual([]);
    expect(await h.db.selectFrom('review_attachments').where('uuid', '=', kept.uuid).execute()).toEqual([]);
    // Another account's evidence stays.
    expect((await storedFiles(h)).some((f) => f.startsWith(`review/${owner.accountUuid}/`))).toBe(true);
  }, 120_000);
});

describe('bad input: refused in French, nothing stored', () => {
  it.each([
    [
      'too large',
      [{ name: 'gros.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]) }],
      413,
      ATTACHMENT_REASONS.tooLarge,
    ],
    ['an .exe', [{ name: 'outil.exe', bytes: EXE }], 400, ATTACHMENT_REASONS.notDocument],
    [
      'a FEC renamed .pdf',
      [{ name: 'FEC.pdf', bytes: Buffer.from(smallFec()) }],
      400,
      ATTACHMENT_REASONS.mismatch('.pdf'),
    ],
    ['an empty file', [{ name: 'vide.pdf', bytes: Buffer.alloc(0) }], 400, ATTACHMENT_REASONS.empty],
    ['a control character in the name', [{ name: 'a\u0007b.pdf', bytes: PDF }], 400, MSG.controlCharacters],
    [
      'two files',
      [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.pdf', bytes: PDF },
      ],
      400,
      MSG.reviewAttachmentOneFile,
    ],
    ['no file', [], 400, MSG.reviewAttachmentMissing],
  ])(
    '%s',
    async (_what, files, status, message) => {
      const before = await leftovers();
      const res = await attach(owner, first, files);
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(await leftovers()).toEqual(before);
    },
    30_000,
  );

  it('a file of exactly 10 Mo is accepted (the limit is inclusive)', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length, 0x20)]);
    const res = await attach(owner, first, [{ name: 'limite.pdf', bytes }]);
    expect([res.status, data<Attachment>(res).size]).toEqual([201, ATTACHMENT_MAX_BYTES]);
    await h.call('DELETE', `/v1/review/attachments/${data<Attachment>(res).uuid}`, {
      token: owner.accessToken,
    });
  }, 30_000);

  it('an unknown control or finding', async () => {
    const before = await leftovers();
    const control = await attach(owner, first, [{ name: 'a.pdf', bytes: PDF }], { control: 'NOPE-CTRL' });
    expect([control.status, control.body.message]).toEqual([404, MSG.controlNotFound]);
    const key = await attach(owner, first, [{ name: 'a.pdf', bytes: PDF }], {
      findingKey: `f1_${'A'.repeat(22)}`,
    });
    expect([key.status, key.body.message]).toEqual([400, MSG.reviewFindingNotFound]);
    expect(await leftovers()).toEqual(before);
  });

  it('after the sign-off: no attachment added nor removed until the review is reopened', async () => {
    const kept = (await controlReview(owner, first)).attachments[0];
    const signed = await h.call('POST', `/v1/analyses/${first}/review/sign-off`, {
      token: manager.accessToken,
    });
    expect(signed.status).toBe(201);
    const before = await leftovers();
    const add = await attach(owner, first, [{ name: 'tard.pdf', bytes: PDF }]);
    expect([add.status, add.body.message]).toEqual([409, MSG.reviewSignedOff]);
    const removed = await h.call<{ message: string }>('DELETE', `/v1/review/attachments/${kept.uuid}`, {
      token: owner.accessToken,
    });
    expect([removed.status, removed.body.message]).toEqual([409, MSG.reviewSignedOff]);
    expect(await leftovers()).toEqual(before);
    // Still readable while signed off.
    const read = await fetch(`${h.url}/api/v1/review/attachments/${kept.uuid}/download`, {
      headers: { AccessToken: owner.accessToken },
    });
    expect(read.status).toBe(200);
    const reopened = await h.call('POST', `/v1/analyses/${first}/review/reopen`, {
      token: manager.accessToken,
      body: { reason: 'Pièce manquante' },
    });
    expect(reopened.status).toBe(200);
    expect((await attach(owner, first, [{ name: 'tard.pdf', bytes: PDF }])).status).toBe(201);
  });
});
