/** Accounting facts shared by the reader, the controls and the generator. */

const OPENING_CODES = new Set(['AN', 'ANO', 'RAN', 'ANX', 'AN0', 'OUV', 'AO', 'ANOU']);
const OPENING_LABEL = /(a|à)[\s-]*nouveau|report\s+(a|à)\s+nouveau|ouverture|^ran\b/i;

/** True for the journal of opening entries (à-nouveaux), recognised by its code or its label. */
export function isOpeningJournal(journalCode: string, journalLib: string): boolean {
  return OPENING_CODES.has(journalCode.toUpperCase()) || OPENING_LABEL.test(journalLib);
}

/** PCG class of an account number: its first character as a digit 1–9, or 0 when not a digit. */
export function accountClass(compteNum: string): number {
  const c = compteNum.charCodeAt(0) - 48;
  return c >= 1 && c <= 9 ? c : 0;
}
