import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { MSG } from '../http/messages';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

/**
 * Issue 14: wrong fiscal dates stop the analysis in `postcondition`; the stored report says which year the
 * entries show, the user corrects the FEC's dates and re-runs, and the analysis then holds.
 */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

type StoredFiscalYear = {
  start: number;
  end: number;
  source: string;
  suggested: { start: number; end: number } | null;
  outliers: number;
};

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const reportOf = async (analysis: string) => {
  const row = await h.db
    .selectFrom('analyses')
    .select('report')
    .where('uuid', '=', analysis)
    .executeTakeFirstOrThrow();
  const report = (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as {
    fiscalYear: StoredFiscalYear;
  };
  return report.fiscalYear;
};

describe('correcting the fiscal year of a FEC', () => {
  it('keeps the year the entries show on a postcondition analysis, and holds once corrected', async () => {
    // The dates the file name gives (closing 30/09/2050): the entries run from 04/2022 to 04/2023.
    const fec = await insertFec(h, owner, realFec('123456789FEC20500930.txt'), {
      fiscal_start: '2049-10-01',
      fiscal_end: '2050-09-30',
    });
    const first = await waitFinished(h, await analyse(h, owner, fec));
    expect(first.status).toBe('postcondition');
    expect(first.error).toContain("Aucune écriture du FEC ne tombe dans l'exercice déclaré");
    const stored = await reportOf(first.uuid);
    expect(stored).toMatchObject({ start: 20491001, end: 20500930, source: 'option' });
    expect(stored.suggested).toEqual({ start: 20220401, end: 20230331 });

    const reversed = await h.call<{ status: number; errors: { field: string; message: string }[] }>(
      'PUT',
      `/v1/fecs/${fec}`,
      { token: owner.accessToken, body: { fiscal_start: '2023-03-31', fiscal_end: '2022-04-01' } },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ field: 'fiscal_start', message: MSG.datesOrder }]);

    const corrected = await h.call<{ data: { data: { fiscal_start: string; fiscal_end: string } } }>(
      'PUT',
      `/v1/fecs/${fec}`,
      { token: owner.accessToken, body: { fiscal_start: '2022-04-01', fiscal_end: '2023-03-31' } },
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.data).toMatchObject({ fiscal_start: '2022-04-01', fiscal_end: '2023-03-31' });

    const rerun = await h.call<{ data: { data: { uuid: string } } }>('POST', `/v1/fecs/${fec}/analyses`, {
      token: owner.accessToken,
    });
    expect(rerun.status).toBe(201);
    const second = await waitFinished(h, rerun.body.data.data.uuid);
    expect(second.status).toBe('done');
    const year = await reportOf(second.uuid);
    expect(year).toMatchObject({ start: 20220401, end: 20230331, source: 'option' });
    // April 2023 lies after the closing: reported as outliers, the year does not move.
    expect(year.outliers).toBeGreaterThan(0);
  }, 120_000);
});
