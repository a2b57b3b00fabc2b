import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '../../../platform/db';
import { MSG } from '../http/messages';
import { CERTIFICATE_FOOTER } from '../reports/documents/certificate';
import { pdfText } from '../reports/documents/testing/pdf-text';
import { FIXABLE_SENTENCE } from '../reports/documents/verdicts';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { analyse, insertFec, realFec, waitFinished } from './testing/fixtures';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let stranger: TestUser;
let work: string;
/** FEC and analysis of 123456789FEC20500930.txt (CR CR LF: the tester rejects it) and the BNC file. */
const ids = { bic: '', bicAnalysis: '', bnc: '', bncAnalysis: '' };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  stranger = await h.newOwner();
  work = mkdtempSync(join(tmpdir(), 'fec-certificate-test-'));
  ids.bic = await insertFec(h, owner, realFec('123456789FEC20500930.txt'));
  ids.bicAnalysis = await analyse(h, owner, ids.bic);
  ids.bnc = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
  ids.bncAnalysis = await analyse(h, owner, ids.bnc);
  expect((await waitFinished(h, ids.bicAnalysis)).status).toBe('done');
  expect((await waitFinished(h, ids.bncAnalysis)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

const certificate = (uuid: string, token = owner.accessToken) =>
  fetch(`${h.url}/api/v1/analyses/${uuid}/certificate.pdf`, { headers: { AccessToken: token } });

/** The PDF's text read back with pdf.js, French spaces and runs of blanks as one space (kept on disk for review). */
async function textOf(res: Response, name: string): Promise<string> {
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return pdfText(pdf);
}
const PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** The lines of a PDF written by textOf, as laid out on the page. */
const layoutOf = (name: string) =>
  execFileSync('pdftotext', ['-layout', join(work, `${name}.pdf`), '-'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim());
const flat = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

describe('GET /v1/analyses/:uuid/certificate.pdf', () => {
  it('predicts the tester’s rejection of a CR CR LF file, its mode, fields and reasons, then our findings apart', async () => {
    const res = await certificate(ids.bicAnalysis);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'filename="123456789FEC20500930-certificat-conformite.pdf"',
    );
    const text = await textOf(res, 'bic');
    expect(text).toContain('Certificat de conformité du FEC');
    expect(text).toContain('123456789FEC20500930.txt');
    expect(text).toContain('123456789');
    expect(text).toMatch(/CONCLUSION PRÉVUE DE L’OUTIL OFFICIEL Non conforme en mode BIC \/ IS/);
    expect(text).toContain('Lancez l’outil en mode BIC / IS');
    // Sections in the tester's order, ours last.
    const order = [
      'Correspondance des champs',
      'Champs supplémentaires',
      'Anomalies',
      'Alertes',
      'Données absentes',
      'Nos constats au-delà de l’outil officiel',
    ].map((title) => text.indexOf(title));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The kept CR of the last header name, shown as the tester reads it; an extra field.
    expect(text).toContain('Idevise\\r Champ supplémentaire');
    const anomalies = text.slice(text.indexOf('Anomalies'), text.indexOf('Alertes'));
    expect(anomalies).toContain('ENTETE_CR');
    expect(text).toContain(flat(FIXABLE_SENTENCE));
    // Our verdict and the findings beyond the tester, each labelled, after the tester's part only.
    const ours = text.slice(text.indexOf('Nos constats au-delà'));
    expect(ours).toContain('Notre verdict Non conforme');
    // Row by row (pdftotext -layout): the code with its count, each labelled beyond the tester.
    // (poppler's layout mode, where installed: CI machines lack it)
    if (PDFTOTEXT) {
      const rows = layoutOf('bic').slice(layoutOf('bic').findIndex((l) => l.includes('Nos constats')));
      const dates = rows.findIndex((l) => l.includes('DATE_HORS_EXERCICE'));
      expect(flat(rows[dates]!)).toMatch(/DATE_HORS_EXERCICE EcritureDate hors exercice Alerte 746$/);
      expect(rows[dates + 1]).toContain('au-delà de l’outil officiel');
      expect(rows.filter((l) => l.includes('au-delà de l’outil officiel'))).toHaveLength(1 + 3);
    }
    expect(ours).toMatch(
      /DATE_HORS_EXERCICE EcritureDate hors exercice au-delà de l’outil officiel Alerte 746/,
    );
    expect(ours).toContain('SIREN_INVALIDE');
    expect(text.slice(0, text.indexOf('Nos constats au-delà'))).not.toContain('DATE_HORS_EXERCICE');
    expect(text).toContain(flat(CERTIFICATE_FOOTER).slice(0, 60));
  });

  it('says « Conforme » in BNC mode for the 22-column file, without anomalies', async () => {
    const res = await certificate(ids.bncAnalysis);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      '000000000FEC20231231-certificat-conformite.pdf',
    );
    const text = await textOf(res, 'bnc');
    expect(text).toMatch(
      /CONCLUSION PRÉVUE DE L’OUTIL OFFICIEL Conforme en mode BNC, comptabilité de trésorerie/,
    );
    expect(text).toContain('Aucune anomalie');
    expect(text).toContain('Aucun champ supplémentaire');
    expect(text).not.toContain(flat(FIXABLE_SENTENCE));
    expect(text).toContain('NUMEROTATION');
  });

  it('still renders an analysis stored before the tester’s prediction (no tester block)', async () => {
    const fec = await insertFec(h, owner, realFec('123456789FEC20500930.txt'));
    const uuid = await analyse(h, owner, fec);
    const row = await waitFinished(h, uuid);
    const report = row.report as unknown as { format: Record<string, unknown> };
    const { tester: _tester, ...format } = report.format;
    await h.db
      .updateTable('analyses')
      .set({ report: JSON.stringify({ ...report, format }) })
      .where('uuid', '=', uuid)
      .execute();
    const res = await certificate(uuid);
    expect(res.status).toBe(200);
    const text = await textOf(res, 'old');
    expect(text).toContain('relancez l’analyse du FEC');
    expect(text).toContain('Nos constats au-delà de l’outil officiel');
    expect(text).toContain('DATE_HORS_EXERCICE');
  });

  it('refuses another account (403) and changes nothing', async () => {
    const before = await h.db
      .selectFrom('analyses')
      .selectAll()
      .where('uuid', '=', ids.bicAnalysis)
      .execute();
    const res = await certificate(ids.bicAnalysis, stranger.accessToken);
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).not.toContain('%PDF');
    expect(body).not.toContain('123456789FEC20500930');
    const after = await h.db.selectFrom('analyses').selectAll().where('uuid', '=', ids.bicAnalysis).execute();
    expect(after).toEqual(before);
    const unknown = await certificate('6f1c1c4e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(MSG.analysisNotFound);
  });

  it('refuses a locked FEC (403), a multi-analysis, and an analysis without results (409)', async () => {
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', ids.bnc).execute();
    try {
      const locked = await certificate(ids.bncAnalysis);
      expect(locked.status).toBe(403);
      expect(((await locked.json()) as { message: string }).message).toBe(MSG.certificateLocked);
    } finally {
      await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', ids.bnc).execute();
    }

    const multi = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/multi-analyses', {
      token: owner.accessToken,
      body: { fec_uuids: [ids.bic] },
    });
    expect(multi.status).toBe(201);
    const refused = await certificate(multi.body.data.data.uuid);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(MSG.certificateMulti);

    const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
    const failed = await analyse(h, owner, fec);
    await waitFinished(h, failed);
    await h.db
      .updateTable('analyses')
      .set({ status: 'error', report: null })
      .where('uuid', '=', failed)
      .execute();
    const none = await certificate(failed);
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toBe(MSG.certificateNoResults);
  });
});
