import { text } from 'node:stream/consumers';
import { isValidSiren } from '../../../../engine/src/index';
import { sniffFec } from '../../fecs/fec-sniff';
import { pennylaneProvider } from './pennylane';
import { demoCompany, startPennylaneStandIn, type PennylaneStandIn } from './pennylane-stand-in';
import { ProviderError } from './provider';

/** The Pennylane adapter against the local stand-in of the same documented endpoints. */

let standIn: PennylaneStandIn;
const TOKEN = 'pl_unit_token';

beforeAll(async () => {
  standIn = await startPennylaneStandIn();
});
afterAll(() => standIn.close());

const provider = () => pennylaneProvider({ baseUrl: standIn.url });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: unknown) => (error instanceof ProviderError ? error.failure : String(error)),
  );

describe('Pennylane Company API v2 adapter', () => {
  it('identifies the company (SIREN from reg_no) and reads every page of fiscal years', async () => {
    const years = Array.from({ length: 105 }, (_, i) => ({
      start: `${1900 + i}-01-01`,
      finish: `${1900 + i}-12-31`,
    }));
    standIn.addCompany(TOKEN, { ...demoCompany(), fiscalYears: years });
    const company = await provider().identify(TOKEN);
    expect(company).toMatchObject({
      name: 'Boulangerie Démo SAS',
      siren: '732829320',
      activity: expect.stringContaining('Boulangerie'),
      address: expect.stringContaining('Lyon'),
    });
    expect(isValidSiren(company.siren!)).toBe(true);
    expect(company.fiscalYears).toHaveLength(105);
    expect(company.fiscalYears[104]).toEqual({ start_date: '2004-01-01', end_date: '2004-12-31' });
    // Bearer token on every call; the documented paths only.
    expect(standIn.requests).toEqual(
      expect.arrayContaining(['GET /api/external/v2/me', 'GET /api/external/v2/fiscal_years']),
    );
  });

  it('exports a FEC asynchronously: pending, then ready with a link to a file the upload accepts', async () => {
    standIn.addCompany(TOKEN, demoCompany());
    standIn.knobs.pendingPolls = 2;
    const p = provider();
    const id = await p.startFecExport(TOKEN, { start: '2025-01-01', end: '2025-12-31' });
    expect(await p.exportStatus(TOKEN, id)).toEqual({ status: 'pending' });
    expect(await p.exportStatus(TOKEN, id)).toEqual({ status: 'pending' });
    const ready = await p.exportStatus(TOKEN, id);
    if (ready.status !== 'ready') throw new Error('not ready');
    const fec = await text(await p.download(ready.fileUrl));
    expect(sniffFec(Buffer.from(fec), true).ok).toBe(true);
    expect(fec.split('\r\n')[1]).toMatch(/^VE\tVentes\t1\t2025/);
  });

  it('says why it failed: 401 token, 404 nothing for the period, expired link, export error', async () => {
    standIn.addCompany(TOKEN, demoCompany());
    const p = provider();
    expect(await failure(p.identify('inconnu'))).toBe('unauthorized');
    expect(await failure(p.startFecExport(TOKEN, { start: '2025-12-31', end: '2025-01-01' }))).toBe(
      'not_found',
    );
    expect(await failure(p.exportStatus(TOKEN, '999999'))).toBe('not_found');
    standIn.knobs.pendingPolls = 0;
    standIn.knobs.linkLifetimeMs = -1;
    const id = await p.startFecExport(TOKEN, { start: '2025-01-01', end: '2025-12-31' });
    const ready = await p.exportStatus(TOKEN, id);
    if (ready.status !== 'ready') throw new Error('not ready');
    expect(await failure(p.download(ready.fileUrl))).toBe('link_expired');
    standIn.knobs.linkLifetimeMs = 600_000;
    standIn.knobs.exportError = true;
    expect(await p.exportStatus(TOKEN, id)).toEqual({ status: 'error' });
    standIn.knobs.exportError = false;
    expect(await failure(pennylaneProvider({ baseUrl: 'http://127.0.0.1:9' }).identify(TOKEN))).toBe(
      'unavailable',
    );
  });
});
