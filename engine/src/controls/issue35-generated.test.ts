import { generateFec } from '../generator/generate';
import type { FecLine } from '../model/line';
import { addDays, isMonthEnd, weekDay } from '../util/dates';
import { JE_ATYPIQUES } from './je-atypiques';
import { SENS_ANORMAL } from './sens-anormal';
import { runControl } from './testing';
import { WEEKEND_FERIE } from './weekend-ferie';

/**
 * Issue 35's detections on a generated year (the clean file planted.test.ts keeps silent): each fires
 * on what is added to it, on those lines only, and a month-end closing entry on a Sunday stays silent.
 */
const { lines: generated, manifest } = generateFec({ seed: 2, targetLines: 20_000 });
const clean = [...generated];
const fy = manifest.fiscalYear;
const ctx = { fiscalYear: fy };
const last = clean[clean.length - 1];

let count = 0;
/** A balanced entry appended after the file's last line, with a number of its own. */
function added(journalCode: string, date: number, lib: string, legs: [string, number, number][]): FecLine[] {
  const num = `ISSUE35-${++count}`;
  return legs.map(([compteNum, debit, credit], i) => ({
    ...last,
    line: last.line + count * 10 + i + 1,
    journalCode,
    ecritureNum: num,
    ecritureDate: date,
    pieceDate: date,
    validDate: addDays(date, 1),
    pieceRef: num,
    ecritureLib: lib,
    compteNum,
    compteLib: compteNum,
    compAuxNum: '',
    compAuxLib: '',
    debit,
    credit,
    ecritureLet: '',
    dateLet: 0,
  }));
}

describe('issue 35 on a generated year', () => {
  it('leaves the clean file alone', () => {
    expect(runControl(SENS_ANORMAL, clean, ctx).result).toBe('OK');
    expect(runControl(JE_ATYPIQUES, clean, ctx).result).toBe('OK');
    expect(runControl(WEEKEND_FERIE, clean, ctx).result).toBe('OK');
  });

  it('JE-ATYPIQUES: 15 000 € on a charge account of a few small lines', () => {
    // The charge accounts of 5 to 29 debits, none above 800 €.
    const debits = new Map<string, number[]>();
    for (const l of clean)
      if (l.compteNum.startsWith('6') && l.debit > 0)
        debits.set(l.compteNum, [...(debits.get(l.compteNum) ?? []), l.debit]);
    const small = [...debits].find(([, a]) => a.length >= 5 && a.length < 30 && Math.max(...a) <= 80000);
    expect(small).toBeDefined();
    const plant = added('BQ', addDays(fy.end, -40), 'Règlement direct', [
      [small![0], 1500000, 0],
      ['512000', 0, 1500000],
    ]);
    const o = runControl(JE_ATYPIQUES, [...clean, ...plant], ctx);
    expect(o.rows.map((r) => r.line)).toEqual([plant[0].line]);
  });

  it('SENS-ANORMAL: deductible VAT left in credit at the closing', () => {
    let vat = 0;
    for (const l of clean) if (l.compteNum === '445660') vat += l.debit - l.credit;
    const plant = added('OD', fy.end, 'Régularisation TVA', [
      ['445660', 0, vat + 62258],
      ['607000', vat + 62258, 0],
    ]);
    const o = runControl(SENS_ANORMAL, [...clean, ...plant], ctx);
    expect(o.rows.map((r) => [r.compteNum, r.detail])).toEqual([
      ['445660', expect.stringMatching(/^TVA déductible : solde créditeur de 622,58\s€/)],
    ]);
  });

  it('WEEKEND-FERIE: closing entries dated on a Sunday month end are silent, a Sunday mid-month is not', () => {
    // The month ends of the year that fall on a Sunday, and a Sunday in the middle of the year.
    const sundays: number[] = [];
    for (let d = fy.start; d <= fy.end; d = addDays(d, 1))
      if (weekDay(d) === 0 && isMonthEnd(d)) sundays.push(d);
    expect(sundays.length).toBeGreaterThan(0);
    const closing = sundays.map((d) =>
      added('OD', d, 'Dotation aux amortissements', [
        ['681120', 10000, 0],
        ['281830', 0, 10000],
      ]).map((l) => ({ ...l, validDate: addDays(d, 2) })),
    );
    expect(runControl(WEEKEND_FERIE, [...clean, ...closing.flat()], ctx).result).toBe('OK');
    let mid = addDays(fy.start, 180);
    while (weekDay(mid) !== 0 || isMonthEnd(mid)) mid = addDays(mid, 1);
    const plant = added('OD', mid, 'Dotation', [
      ['681120', 10000, 0],
      ['281830', 0, 10000],
    ]);
    expect(runControl(WEEKEND_FERIE, [...clean, ...plant], ctx).rows.map((r) => r.line)).toEqual([
      plant[0].line,
    ]);
  });
});
