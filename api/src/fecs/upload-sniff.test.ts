/**
 * Uploads are judged on their first bytes, before anything is stored: what cannot be a FEC is refused
 * at once with the reason per file, and nothing of the request stays (no row, no file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { fecCount, smallFec, storedFiles, upload, type UploadFile } from './testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
type Loose = any;

const SHARED = join(__dirname, '../../../../shared/fixtures');
const fixtures = (dir: string): UploadFile[] =>
  readdirSync(join(SHARED, dir))
    .filter((name) => /\.txt$/i.test(name))
    .map((name) => ({ name, content: readFileSync(join(SHARED, dir, name)) }));

const NO_VALID_FEC = "Aucun FEC valide n'a été importé.";
const NO_HEADER = "La première ligne ne contient pas l'en-tête d'un FEC (JournalCode, JournalLib, …).";
const terms = { terms_accepted: 'true' };
const zip = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
  Buffer.alloc(22),
  Buffer.from('xl/workbook.xml'),
]);

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
}, 60_000);

afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

/** Sends a refused upload and checks nothing was left behind; returns the answer's body. */
async function refused(files: UploadFile[], fields: Record<string, string> = terms, path = '/v1/fecs') {
  const rows = await fecCount(h);
  const stored = await storedFiles(h);
  const res = await upload<Loose>(
    h,
    path.includes('anonymous') ? undefined : owner.accessToken,
    files,
    fields,
    path,
  );
  expect(res.status).toBe(400);
  expect(await fecCount(h)).toBe(rows);
  expect(await storedFiles(h)).toEqual(stored);
  return res.body;
}

describe('upload sniffing', () => {
  it('accepts every real and public fixture', async () => {
    const all = [...fixtures('fec-real'), ...fixtures('fec-public')];
    expect(all.length).toBeGreaterThanOrEqual(9);
    const res = await upload<Loose>(h, owner.accessToken, all, terms);
    expect(res.status).toBe(201);
    expect(res.body.data.data.map((f: Loose) => f.original_name)).toEqual(all.map((f) => f.name));
    for (const [i, fec] of res.body.data.data.entries()) {
      expect(fec.size).toBe((all[i].content as Buffer).length);
      expect(fec.line_count).toBeGreaterThan(0);
    }
  }, 60_000);

  it('refuses empty, archived, binary and header-less files at once, naming each', async () => {
    const body = await refused([
      { name: 'vide.txt', content: '' },
      { name: 'classeur.csv', content: zip },
      { name: 'compresse.txt', content: gzipSync(smallFec()) },
      { name: 'binaire.txt', content: new Uint8Array([1, 2, 0, 0, 0, 7, 8, 9]) },
      { name: 'balance.csv', content: 'Compte;Libellé;Débit;Crédit\n411000;Clients;100,00;0,00\n' },
    ]);
    expect(body).toEqual({
      status: 400,
      message: NO_VALID_FEC,
      errors: [
        { field: 'vide.txt', message: 'Le fichier est vide.' },
        { field: 'classeur.csv', message: "Le fichier n'est pas un fichier texte (classeur Excel)." },
        { field: 'compresse.txt', message: "Le fichier n'est pas un fichier texte (archive gzip)." },
        { field: 'binaire.txt', message: "Le fichier n'est pas un fichier texte." },
        { field: 'balance.csv', message: NO_HEADER },
      ],
    });
  });

  it('refuses the whole upload when one file is bad, and names every bad file', async () => {
    const body = await refused([
      { name: 'bon-1.txt', content: smallFec(2) },
      { name: 'mauvais-1.txt', content: 'pas un FEC\n' },
      { name: 'bon-2.txt', content: smallFec(3) },
      { name: 'mauvais-2.txt', content: '' },
    ]);
    expect(body.message).toBe(NO_VALID_FEC);
    expect(body.errors).toEqual([
      { field: 'mauvais-1.txt', message: NO_HEADER },
      { field: 'mauvais-2.txt', message: 'Le fichier est vide.' },
    ]);
  });

  it('lists the form’s own mistakes with the bad files', async () => {
    const body = await refused([{ name: 'vide.txt', content: '' }], { folder_uuid: 'pas-un-uuid' });
    expect(body.errors).toEqual([
      { field: 'vide.txt', message: 'Le fichier est vide.' },
      expect.objectContaining({ field: 'terms_accepted' }),
      { field: 'folder_uuid', message: 'Format incorrect.' },
    ]);
  });

  it('applies to the anonymous import too', async () => {
    const body = await refused([{ name: 'archive.txt', content: zip }], terms, '/v1/fecs/anonymous');
    expect(body).toEqual({
      status: 400,
      message: NO_VALID_FEC,
      errors: [{ field: 'archive.txt', message: "Le fichier n'est pas un fichier texte (classeur Excel)." }],
    });
  });

  it('answers a broken multipart body with a French 400 and stores nothing', async () => {
    const rows = await fecCount(h);
    const stored = await storedFiles(h);
    const send = (body: string, contentType: string) =>
      h.call<Loose>('POST', '/v1/fecs', {
        token: owner.accessToken,
        body,
        headers: { 'content-type': contentType },
      });
    const head = 'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n';
    const cases: [string, string][] = [
      [`--b\r\n${head}${smallFec()}`, 'multipart/form-data; boundary=b'], // cut before its end
      [`--b\r\n${head}`, 'multipart/form-data; boundary=b'],
      ['x', 'multipart/form-data'], // no boundary
      [`--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n`, 'multipart/form-data; boundary=b'],
    ];
    for (const [body, contentType] of cases) {
      const res = await send(body, contentType);
      expect([body.slice(0, 30), res.status, res.body]).toEqual([
        body.slice(0, 30),
        400,
        expect.objectContaining({ status: 400, message: expect.any(String) }),
      ]);
    }
    expect(await fecCount(h)).toBe(rows);
    expect(await storedFiles(h)).toEqual(stored);
  });
});
