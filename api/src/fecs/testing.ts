import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiHarness } from '../testing/harness';

/** Tests only: helpers to send multipart uploads and look at what the API left behind. */

export const FIXTURES = join(__dirname, '../../../../shared/fixtures/fec-real');

export interface UploadFile {
  name: string;
  content: string | Uint8Array;
}

export interface UploadAnswer<T = unknown> {
  status: number;
  body: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
type Loose = any;

/** `POST v1/fecs` (or `path`) with files and fields as multipart, like a browser form. */
export async function upload<T = Loose>(
  h: ApiHarness,
  token: string | undefined,
  files: UploadFile[],
  fields: Record<string, string> = { terms_accepted: 'true' },
  path = '/v1/fecs',
): Promise<UploadAnswer<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('file', new Blob([f.content]), f.name);
  const response = await fetch(`${h.url}/api${path}`, {
    method: 'POST',
    headers: token ? { AccessToken: token } : {},
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body: body as T };
}

/** Every file under the harness's storage folder (relative paths). */
export async function storedFiles(h: ApiHarness): Promise<string[]> {
  const entries = await readdir(h.storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(h.storageDir.length + 1))
    .sort();
}

export async function fecCount(h: ApiHarness): Promise<number> {
  const row = await h.db
    .selectFrom('fecs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A small valid FEC body. */
export function smallFec(lines = 3): string {
  const header =
    'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `VE\tVentes\t${i + 1}\t20230131\t411000\tClients\t\t\tF${i}\t20230131\tVente ${i}\t100,00\t0,00\t\t\t20230131\t\t`,
  );
  return `${header}\n${rows.join('\n')}\n`;
}
