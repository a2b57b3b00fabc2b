import { createHash } from 'node:crypto';

/**
 * The identity of a finding across runs (issue 37): the same detail row of a control — the same line of
 * the books — is recognised in a re-run, in a FEC whose lines were reordered, in the corrected FEC and in a
 * re-import of the same company and year, so the reviewer's work on it carries over.
 *
 * The key is made of what the row SAYS, never of where it is: control id, JournalCode, EcritureNum,
 * EcritureDate, CompteNum, CompAuxNum, Debit, Credit. Left out on purpose: the line number (reordering and
 * corrections move it), the label and the engine's explanation (`detail`: its wording may change between
 * versions, a correction may fix an encoding). Corrections change the format, not the content, so every
 * value is normalised first: dates `20240131`, `2024-01-31` or `31/01/2024`; amounts as integer cents
 * (the engine's rows) or as text in euros with `,` or `.` and spaces; codes trimmed and upper-cased.
 * A changed amount, account, date or entry number is another finding.
 *
 * Rows of one control whose content is identical (two identical lines of one entry) would share a key:
 * `findingKeys` numbers the repeats (`~2`, `~3`…) in their order, which is stable whatever the order of the
 * other rows since identical rows cannot be told apart anyway.
 */

/** The fields of a detail row the key reads (the engine's DetailRow, or the same row read back from text). */
export interface FindingContent {
  journalCode?: unknown;
  ecritureNum?: unknown;
  ecritureDate?: unknown;
  compteNum?: unknown;
  compAuxNum?: unknown;
  debit?: unknown;
  credit?: unknown;
}

/** Version prefix: a change of the recipe would be a new prefix, never a silent change of keys. */
const PREFIX = 'f1_';

const text = (v: unknown): string =>
  v === undefined || v === null ? '' : String(v).normalize('NFC').trim().replace(/\s+/g, ' ');

const code = (v: unknown): string => text(v).toUpperCase();

/** A date as `AAAAMMJJ` from the engine's number or from the text of a FEC or an export; '' when none. */
export function normaliseDate(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(Math.trunc(v));
  const s = text(v);
  if (!s) return '';
  let m = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) return `${m[1]}${m[2]}${m[3]}`;
  m = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.exec(s);
  if (m) return `${m[3]}${m[2]}${m[1]}`;
  return s;
}

/**
 * An amount as integer cents: a number is the engine's cents; a text is euros as a FEC writes them
 * (`1234,56`, `1234.56`, `1 234,5`, `-0,50`). '' when empty; the text itself when it is not an amount.
 */
export function normaliseCents(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(Math.round(v));
  const s = text(v).replace(/[\s\u00a0\u202f]/g, '');
  if (!s) return '';
  const m = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return s;
  const frac = (m[3] ?? '').padEnd(2, '0');
  // Beyond two decimals a FEC amount is not well formed; rounding keeps a reformatted one the same.
  const cents = Number(m[2] || '0') * 100 + Math.round(Number(`${frac.slice(0, 2)}.${frac.slice(2) || '0'}`));
  return String(m[1] === '-' && cents !== 0 ? -cents : cents);
}

/** The normalised content a key is made of (exported for tests and for whoever documents a key). */
export function findingContent(controlId: string, row: FindingContent): string {
  return [
    code(controlId),
    code(row.journalCode),
    text(row.ecritureNum),
    normaliseDate(row.ecritureDate),
    code(row.compteNum),
    code(row.compAuxNum),
    normaliseCents(row.debit),
    normaliseCents(row.credit),
  ].join('\u001f');
}

/** The key of one row's content (without the repeat number: see `findingKeys`). */
export function findingKey(controlId: string, row: FindingContent): string {
  const digest = createHash('sha256').update(findingContent(controlId, row), 'utf8').digest('base64url');
  return PREFIX + digest.slice(0, 22);
}

/** The keys of a control's rows, in their order; the n-th repeat of identical content gets `~n`. */
export function findingKeys(controlId: string, rows: readonly FindingContent[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = findingKey(controlId, row);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}~${n}`;
  });
}

/** Whether a text is shaped like a key (`findingKeys`' output): checked before it reaches the database. */
export const FINDING_KEY_PATTERN = /^f1_[A-Za-z0-9_-]{22}(?:~\d{1,6})?$/;
