import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { accountClass } from '../model/accounting';
import type { FecLine } from '../model';
import { daysBetween, isWeekendOrHoliday } from '../util/dates';
import { generateFec, writeGeneratedFec } from './generate';
import { isValidSiren } from './siren';

const LEGAL_RATES = [20, 10, 5.5, 2.1];

async function sha256Of(options: Parameters<typeof generateFec>[0]): Promise<string> {
  const hash = createHash('sha256');
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      hash.update(chunk);
      cb();
    },
  });
  await writeGeneratedFec(sink, options);
  return hash.digest('hex');
}

/** Lines grouped by entry (JournalCode, EcritureNum), in file order. */
function entries(lines: FecLine[]): FecLine[][] {
  const out = new Map<string, FecLine[]>();
  for (const l of lines) {
    const k = l.journalCode + '|' + l.ecritureNum;
    const e = out.get(k);
    if (e) e.push(l);
    else out.set(k, [l]);
  }
  return [...out.values()];
}

describe('generateFec', () => {
  const fy = { start: 20240101, end: 20241231 };
  const { lines: iterable, manifest } = generateFec({ seed: 7, targetLines: 20_000 });
  const lines = [...iterable];
  const byEntry = entries(lines);

  it('is deterministic: same seed, same bytes; another seed, another file', async () => {
    const a = await sha256Of({ seed: 5, targetLines: 3_000 });
    expect(await sha256Of({ seed: 5, targetLines: 3_000 })).toBe(a);
    expect(await sha256Of({ seed: 6, targetLines: 3_000 })).not.toBe(a);
    // Iterating twice regenerates the same lines.
    const again = [...iterable];
    expect(again).toHaveLength(lines.length);
    expect(again[12_345]).toEqual(lines[12_345]);
  });

  it('hits the target line count and fills the manifest', () => {
    expect(lines).toHaveLength(20_000);
    expect(manifest.lineCount).toBe(20_000);
    expect(manifest.entryCount).toBe(byEntry.length);
    expect(lines[0].line).toBe(2);
    expect(lines[lines.length - 1].line).toBe(20_001);
    expect(isValidSiren(manifest.siren)).toBe(true);
    expect(manifest.fileName).toBe(`${manifest.siren}FEC20241231`);
    expect(generateFec({ siren: '732829320' }).manifest.fileName).toBe('732829320FEC20241231');
  });

  // Checks collect offending lines and assert once: one expect per line would cost seconds.

  it('balances every entry and the file', () => {
    let debit = 0;
    let credit = 0;
    const bad: string[] = [];
    for (const e of byEntry) {
      const d = e.reduce((s, l) => s + l.debit, 0);
      const c = e.reduce((s, l) => s + l.credit, 0);
      if (d !== c) bad.push(e[0].ecritureNum);
      debit += d;
      credit += c;
      for (const l of e) if (l.debit !== 0 && l.credit !== 0) bad.push(`${l.line} debit and credit`);
    }
    expect(bad).toEqual([]);
    expect(debit).toBe(credit);
  });

  it('numbers each journal continuously, in validation order', () => {
    const last = new Map<string, { n: number; valid: number }>();
    const bad: string[] = [];
    for (const e of byEntry) {
      const l = e[0];
      const n = Number(l.ecritureNum.slice(l.journalCode.length));
      const prev = last.get(l.journalCode) ?? { n: 0, valid: 0 };
      if (!l.ecritureNum.startsWith(l.journalCode) || n !== prev.n + 1)
        bad.push(`${l.line} number ${l.ecritureNum}`);
      if (l.validDate < prev.valid) bad.push(`${l.line} validated before the previous entry`);
      last.set(l.journalCode, { n, valid: l.validDate });
      for (const x of e)
        if (x.ecritureDate !== l.ecritureDate || x.validDate !== l.validDate)
          bad.push(`${x.line} dates differ`);
    }
    expect(bad).toEqual([]);
    expect([...last.keys()].sort()).toEqual(['AC', 'AN', 'BQ', 'CA', 'OD', 'PAIE', 'VT']);
  });

  it('dates entries on working days and validates them a few days later, inside the year', () => {
    const bad: number[] = [];
    for (const l of lines) {
      const ok =
        l.ecritureDate >= fy.start &&
        l.validDate <= fy.end &&
        l.validDate >= l.ecritureDate &&
        !isWeekendOrHoliday(l.validDate) &&
        (l.journalCode === 'AN'
          ? l.ecritureDate === fy.start
          : !isWeekendOrHoliday(l.ecritureDate) && daysBetween(l.ecritureDate, l.validDate) <= 12) &&
        l.pieceRef !== '' &&
        l.pieceDate > 0 &&
        l.ecritureLib.length > 5;
      if (!ok) bad.push(l.line);
    }
    expect(bad).toEqual([]);
  });

  it('opens with balanced à-nouveaux on balance-sheet accounts only', () => {
    const an = byEntry.filter((e) => e[0].journalCode === 'AN');
    expect(an).toHaveLength(1);
    expect(an[0][0].line).toBe(2);
    for (const l of an[0]) expect(accountClass(l.compteNum)).toBeLessThanOrEqual(5);
    expect(an[0].some((l) => l.compteNum.startsWith('408'))).toBe(true);
    // The 408 accrual is reversed during the year.
    const accrual = lines.filter((l) => l.compteNum.startsWith('408'));
    expect(accrual.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
  });

  it('keeps balances plausible: bank in debit, till never negative, suppliers in credit, customers in debit', () => {
    const bad: string[] = [];
    const bank = lines
      .filter((l) => l.compteNum.startsWith('512'))
      .reduce((s, l) => s + l.debit - l.credit, 0);
    expect(bank).toBeGreaterThan(0);
    const days = new Map<number, number>();
    for (const l of lines)
      if (l.compteNum.startsWith('53'))
        days.set(l.ecritureDate, (days.get(l.ecritureDate) ?? 0) + l.debit - l.credit);
    let cash = 0;
    for (const d of [...days.keys()].sort()) {
      cash += days.get(d)!;
      if (cash < 0) bad.push(`till negative on ${d}`);
    }
    // No cash payment reaches 1 000 € (deposits to the bank, through 580, are not payments).
    for (const e of byEntry)
      if (!e.some((l) => l.compteNum.startsWith('58')))
        for (const l of e)
          if (l.compteNum.startsWith('53') && l.credit > 100_000) bad.push(`${l.line} cash payment`);
    const aux = new Map<string, number>();
    for (const l of lines) {
      if (accountClass(l.compteNum) >= 8) bad.push(`${l.line} class 8/9`);
      if (l.compAuxNum)
        aux.set(l.compteNum + l.compAuxNum, (aux.get(l.compteNum + l.compAuxNum) ?? 0) + l.debit - l.credit);
    }
    for (const [k, v] of aux) {
      if (k.startsWith('40') && v > 0) bad.push(`supplier ${k} in debit`);
      if (k.startsWith('411') && v < 0) bad.push(`customer ${k} in credit`);
    }
    expect(bad).toEqual([]);
    // Most invoices are settled within the year.
    const open = [...aux].filter(([k, v]) => k.startsWith('411') && v > 0).length;
    expect(open).toBeLessThan(aux.size / 2);
  });

  it('letters invoices with their payments: balanced codes, lettering dated after the entry', () => {
    const groups = new Map<string, number>();
    const bad: number[] = [];
    let lettered = 0;
    for (const l of lines) {
      if (!l.ecritureLet) continue;
      lettered++;
      if (l.dateLet < l.ecritureDate) bad.push(l.line);
      const k = l.compteNum + l.compAuxNum + '|' + l.ecritureLet;
      groups.set(k, (groups.get(k) ?? 0) + l.debit - l.credit);
    }
    expect(bad).toEqual([]);
    expect(lettered).toBeGreaterThan(lines.length / 4);
    expect([...groups].filter(([, v]) => v !== 0)).toEqual([]);
  });

  it('books VAT at legal rates on every invoice', () => {
    let invoices = 0;
    const bad: string[] = [];
    for (const e of byEntry) {
      if (!['VT', 'AC', 'CA'].includes(e[0].journalCode)) continue;
      const vat = e.filter((l) => /^445(6|7)/.test(l.compteNum)).reduce((s, l) => s + l.debit + l.credit, 0);
      const base = e.filter((l) => /^[267]/.test(l.compteNum)).reduce((s, l) => s + l.debit + l.credit, 0);
      if (vat === 0) continue;
      invoices++;
      const rate = (vat / base) * 100;
      if (!LEGAL_RATES.some((r) => Math.abs(rate - r) < 0.05 + 100 / base)) bad.push(`${e[0].line}: ${rate}`);
    }
    expect(bad).toEqual([]);
    expect(invoices).toBeGreaterThan(2_000);
  });

  it('draws amounts whose first digits follow Benford and are rarely round', () => {
    const first = new Array<number>(10).fill(0);
    let n = 0;
    let round = 0;
    for (const l of lines) {
      const a = l.debit || l.credit;
      if (a < 1_000 || l.journalCode === 'AN') continue;
      n++;
      if (a % 10_000 === 0) round++;
      first[Number(String(a)[0])]++;
    }
    let mad = 0;
    for (let d = 1; d <= 9; d++) mad += Math.abs(first[d] / n - Math.log10(1 + 1 / d)) / 9;
    expect(mad).toBeLessThan(0.006);
    expect(round / n).toBeLessThan(0.01);
  });

  it('generates a first year without à-nouveaux', () => {
    const first = [...generateFec({ seed: 3, targetLines: 3_000, firstYear: true }).lines];
    expect(first.some((l) => l.journalCode === 'AN')).toBe(false);
    expect(first[0].ecritureLib).toBe('Libération du capital social');
  });

  it('refuses anomalies it cannot plant and invalid options', () => {
    expect(() => generateFec({ anomalies: ['AN-CONTINUITE' as never] })).toThrow(/AN-CONTINUITE/);
    expect(() => generateFec({ siren: '123456789' })).toThrow(/SIREN/);
    expect(() => generateFec({ targetLines: 10 })).toThrow(RangeError);
    expect(() => [...generateFec({ anomalies: ['EXTOURNE'], firstYear: true }).lines]).toThrow(
      /premier exercice/,
    );
  });

  it('writes a generated file to disk in one streaming pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fec-gen-'));
    try {
      const path = join(dir, 'out.txt');
      const m = await writeGeneratedFec(
        path,
        { seed: 9, targetLines: 5_000 },
        { separator: 'pipe', lineEnding: 'lf' },
      );
      const text = readFileSync(path, 'utf8').split('\n');
      expect(text[0].startsWith('JournalCode|JournalLib|EcritureNum')).toBe(true);
      expect(text).toHaveLength(m.lineCount + 2);
      expect(m.lineCount).toBe(5_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
