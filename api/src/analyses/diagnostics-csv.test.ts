import type { TestDatabase } from '../../../platform/db';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { diagnosticsCsv, DIAGNOSTICS_HEADER, OUR_LABEL, TESTER_LABEL } from './diagnostics-csv';
import { analyse, insertFec, realFec, waitFinished } from './testing/fixtures';

/** Issue 17: the format diagnostics as CSV, with the DGFiP tester's verdict and ours. */

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('diagnosticsCsv', () => {
  it('gives both verdicts, the tester reasons, then each diagnostic with its rule, in French', () => {
    const csv = diagnosticsCsv({
      conformity: 'non-conforme',
      tester: {
        verdict: 'conforme-avec-alertes',
        mode: 'bic-is',
        modeReason: 'r',
        reasons: [
          {
            code: 'COMPTE_FORMAT',
            severity: 'ALERT',
            message: 'CompteNum ; sans trois chiffres',
            column: 'CompteNum',
            count: 12,
            lines: [3, 8],
            fixable: false,
          },
        ],
        fixable: false,
        byMode: {
          'bic-is': 'conforme-avec-alertes',
          'ba-tresorerie': 'non-conforme',
          'bnc-tresorerie': 'non-conforme',
        },
        fields: [],
      },
      diagnosticCounts: { NOM_FICHIER: 1, COMPTE_FORMAT: 1, ECRITURE_DESEQUILIBREE: 1500 },
      diagnostics: [
        { line: 0, column: '', code: 'NOM_FICHIER', severity: 'ALERT', message: 'nom', beyondTester: true },
        {
          line: 3,
          column: 'CompteNum',
          code: 'COMPTE_FORMAT',
          severity: 'ALERT',
          message: 'c',
          beyondTester: false,
        },
        {
          line: 9,
          column: '',
          code: 'ECRITURE_DESEQUILIBREE',
          severity: 'ERROR',
          message: 'e',
          beyondTester: true,
        },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows(csv)).toEqual([
      `${TESTER_LABEL};Conforme avec alertes;mode BIC / IS`,
      `${OUR_LABEL};Non conforme`,
      'Gravité;Code;Motif;Nombre;Premières lignes',
      'Alerte;COMPTE_FORMAT;"CompteNum ; sans trois chiffres";12;3, 8',
      'Liste limitée à 1000 diagnostics par code : ECRITURE_DESEQUILIBREE (1 sur 1500)',
      '',
      DIAGNOSTICS_HEADER.join(';'),
      ";;NOM_FICHIER;Alerte;nom;Au-delà de l'outil officiel",
      '3;CompteNum;COMPTE_FORMAT;Alerte;c;Outil officiel (DGFiP)',
      "9;;ECRITURE_DESEQUILIBREE;Anomalie;e;Au-delà de l'outil officiel",
    ]);
  });

  it('says the tester verdict is missing for a report stored before it', () => {
    const lines = rows(
      diagnosticsCsv({ conformity: 'conforme', tester: null, diagnosticCounts: {}, diagnostics: [] }),
    );
    expect(lines[0]).toMatch(new RegExp(`^${TESTER_LABEL.replace(/[()]/g, '\\$&')};Non disponible`));
    expect(lines.slice(1)).toEqual([`${OUR_LABEL};Conforme`, '', DIAGNOSTICS_HEADER.join(';')]);
  });
});

describe('GET /v1/analyses/:uuid/diagnostics.csv', () => {
  let database: TestDatabase<unknown>;
  let h: ApiHarness;
  let owner: TestUser;
  let stranger: TestUser;
  let fecUuid: string;
  let analysisUuid: string;
  const NAME = '123456789FEC20500930.txt';
  const path = () => `/v1/analyses/${analysisUuid}/diagnostics.csv`;
  const download = (p: string, token: string) =>
    fetch(`${h.url}/api${p}`, { headers: { AccessToken: token } });

  beforeAll(async () => {
    database = await openApiTestDatabase();
    h = await startApiHarness(database);
    [owner, stranger] = await Promise.all([h.newOwner(), h.newOwner()]);
    fecUuid = await insertFec(h, owner, realFec(NAME));
    analysisUuid = await analyse(h, owner, fecUuid);
    expect((await waitFinished(h, analysisUuid)).status).toBe('done');
  });
  afterAll(async () => {
    await h?.close();
    await database?.cleanup();
  });

  it('exports the verdicts and every stored diagnostic as a UTF-8 CSV with BOM', async () => {
    const res = await download(path(), owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toContain(
      'filename="123456789FEC20500930-diagnostics.csv"',
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = rows(bytes.toString('utf8'));

    const stored = await h.db
      .selectFrom('analyses')
      .select('report')
      .where('uuid', '=', analysisUuid)
      .executeTakeFirstOrThrow();
    const format = (
      stored.report as unknown as {
        format: {
          diagnostics: Array<{ code: string; beyondTester: boolean }>;
          tester: { reasons: unknown[] };
        };
      }
    ).format;
    // CR CR LF line endings: the tester misses Idevise (not conforming), which the corrected FEC fixes.
    expect(lines[0]).toBe(`${TESTER_LABEL};Non conforme;mode BIC / IS`);
    expect(lines[1]).toMatch(new RegExp(`^${OUR_LABEL.replace(/[()]/g, '\\$&')};`));
    expect(lines[2]).toBe('Gravité;Code;Motif;Nombre;Premières lignes');
    expect(lines[3]).toMatch(/^Anomalie;ENTETE_CR;.*;1;1$/);
    const table = lines.indexOf(DIAGNOSTICS_HEADER.join(';'));
    expect(lines[table - 1]).toBe('');
    expect(table).toBe(3 + format.tester.reasons.length + 1);
    const body = lines.slice(table + 1);
    expect(body).toHaveLength(format.diagnostics.length);
    expect(body.filter((l) => l.includes(';DATE_HORS_EXERCICE;'))).toHaveLength(
      format.diagnostics.filter((d) => d.code === 'DATE_HORS_EXERCICE').length,
    );
    body.forEach((line, i) =>
      expect(
        line.endsWith(
          format.diagnostics[i]!.beyondTester ? "Au-delà de l'outil officiel" : 'Outil officiel (DGFiP)',
        ),
      ).toBe(true),
    );
  });

  it('keeps it for a locked FEC (the format report is part of the free offer)', async () => {
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fecUuid).execute();
    try {
      expect((await download(path(), owner.accessToken)).status).toBe(200);
    } finally {
      await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fecUuid).execute();
    }
  });

  it('refuses another account, a member without a grant, and unknown or malformed ids', async () => {
    const refused = await h.call('GET', path(), { token: stranger.accessToken });
    expect(refused).toMatchObject({
      status: 403,
      body: { status: 403, message: "Vous n'avez pas accès à ce Fec." },
    });
    const member = await h.newMember(owner.accountUuid, 'Role_Member');
    expect((await h.call('GET', path(), { token: member.accessToken })).status).toBe(403);
    const unknown = await h.call('GET', '/v1/analyses/00000000-0000-4000-8000-000000000000/diagnostics.csv', {
      token: owner.accessToken,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: MSG.analysisNotFound } });
    expect(
      (await h.call('GET', '/v1/analyses/nope/diagnostics.csv', { token: owner.accessToken })).status,
    ).toBe(400);
    expect((await h.call('GET', path())).status).toBe(401);
  });

  it('answers 409 before the results, 404 for a multi-analysis', async () => {
    await h.db
      .updateTable('analyses')
      .set({ status: 'inprogress' })
      .where('uuid', '=', analysisUuid)
      .execute();
    try {
      const running = await h.call('GET', path(), { token: owner.accessToken });
      expect(running).toMatchObject({ status: 409, body: { message: MSG.analysisNotFinished } });
    } finally {
      await h.db.updateTable('analyses').set({ status: 'done' }).where('uuid', '=', analysisUuid).execute();
    }
    const multi = await h.call<{ data: { data: { uuid: string } } }>('POST', '/v1/multi-analyses', {
      token: owner.accessToken,
      body: { fec_uuids: [fecUuid] },
    });
    expect(multi.status).toBe(201);
    const multiUuid = multi.body.data.data.uuid;
    await waitFinished(h, multiUuid);
    const res = await h.call('GET', `/v1/analyses/${multiUuid}/diagnostics.csv`, {
      token: owner.accessToken,
    });
    expect(res).toMatchObject({ status: 404, body: { message: MSG.analysisNoDiagnostics } });
  });
});
