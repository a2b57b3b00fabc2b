import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiHarness, TestUser } from '../testing/harness';
import type { StandInCompany } from './providers/pennylane-stand-in';

/** Tests only: a company in the Pennylane stand-in and its connector in an account. */

export const newToken = () => `pl_test_${randomBytes(16).toString('hex')}`;

export function company(overrides: Partial<StandInCompany> = {}): StandInCompany {
  return {
    name: 'Société Connectée',
    reg_no: '732829320',
    activity: '10.71C Boulangerie',
    address: '1 rue du Pain, 69001 Lyon',
    fiscalYears: [
      { start: '2025-01-01', finish: '2025-12-31' },
      { start: '2024-01-01', finish: '2024-12-31' },
    ],
    version: 1,
    entries: 12,
    ...overrides,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
type Loose = any;

/** Adds a company to the stand-in under a new token and that token to `user`'s account. */
export async function seedConnector(
  h: ApiHarness,
  user: Pick<TestUser, 'accessToken'>,
  overrides: Partial<StandInCompany> = {},
): Promise<{ uuid: string; token: string; view: Loose }> {
  const token = newToken();
  h.pennylane.addCompany(token, company(overrides));
  const res = await h.call<Loose>('POST', '/v1/connectors', {
    token: user.accessToken,
    body: { provider: 'pennylane', token },
  });
  if (res.status !== 201) throw new Error(`seedConnector: ${res.status} ${JSON.stringify(res.body)}`);
  return { uuid: res.body.data.data.uuid, token, view: res.body.data.data };
}

/** Waits until a connector's FEC is no longer `generating` and its analysis (if any) has ended. */
export async function waitProduced(
  h: ApiHarness,
  fecUuid: string,
  timeoutMs = 60_000,
): Promise<string | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const fec = await h.db.selectFrom('fecs').select('status').where('uuid', '=', fecUuid).executeTakeFirst();
    const status = fec?.status ?? null;
    if (status && !['generating', 'waitstart', 'inprogress'].includes(status)) return status;
    await sleep(100);
  }
  throw new Error(`FEC ${fecUuid} still producing after ${timeoutMs} ms`);
}

/** Waits until an import is no longer `generating`. */
export async function waitImport(h: ApiHarness, importUuid: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = await h.db
      .selectFrom('connector_imports')
      .selectAll()
      .where('uuid', '=', importUuid)
      .executeTakeFirst();
    if (row && row.status !== 'generating') return row;
    await sleep(100);
  }
  throw new Error(`import ${importUuid} still generating after ${timeoutMs} ms`);
}
