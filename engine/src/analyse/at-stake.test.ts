import { runAllControls } from '../controls/testing';
import { generateFec } from '../generator/generate';
import type { DetailRow } from '../model/control';
import { amountAtStake, type StakeControl } from './at-stake';

const row = (line: number, debit: number, credit = 0, more: Partial<DetailRow> = {}): DetailRow => ({
  line,
  journalCode: 'OD',
  ecritureNum: `OD${line}`,
  compteNum: '606100',
  debit,
  credit,
  ...more,
});
const control = (amount: number, rows: DetailRow[], more: Partial<StakeControl> = {}): StakeControl => ({
  amount,
  total: rows.length,
  rows,
  ...more,
});

describe('amountAtStake: each line counted once (issue #35)', () => {
  it('two controls flagging the same line for the same amount count it once', () => {
    const line = row(12, 150_000);
    expect(amountAtStake([control(150_000, [line]), control(150_000, [line])])).toEqual({
      amount: 150_000,
      complete: true,
    });
  });

  it('controls on different lines add up as before', () => {
    expect(amountAtStake([control(1_000, [row(2, 1_000)]), control(2_500, [row(3, 2_500)])]).amount).toBe(
      3_500,
    );
  });

  it('a line keeps the largest amount a control puts on it; the other lines keep theirs', () => {
    // A late entry's two lines (1 000 € each side) and an imbalance of 0,30 € reported on the same lines.
    const entry = [row(5, 100_000), row(6, 0, 100_000)];
    const late = control(100_000, entry);
    const imbalance = control(30, entry);
    const atypical = control(40_000, [row(9, 40_000)]);
    expect(amountAtStake([late, imbalance, atypical]).amount).toBe(140_000);
    // Never less than one control, never more than their sum.
    expect(amountAtStake([imbalance]).amount).toBe(30);
  });

  it('findings on an account count once per account; findings without line nor account are added', () => {
    const account = (amount: number) =>
      control(amount, [
        { ...row(40, 800_000, 200_000), journalCode: '', ecritureNum: '', compteNum: '471000' },
      ]);
    const fileWide = control(500, [{ ...row(0, 0), journalCode: '', ecritureNum: '', compteNum: '' }]);
    expect(amountAtStake([account(600_000), account(600_000), fileWide]).amount).toBe(600_500);
  });

  it('a pattern’s examples, and controls with no amount, weigh nothing', () => {
    const examples = [row(3, 9_000, 0, { detail: 'Exemple : validée 300 jours après' })];
    expect(amountAtStake([control(0, [row(3, 9_000)]), control(0, examples, { pattern: {} })]).amount).toBe(
      0,
    );
  });

  it('rows a control did not keep are counted without overlap, and the figure says it is an upper bound', () => {
    const kept = [row(1, 1_000), row(2, 1_000)];
    // 4 rows produced, 2 kept: half the amount is spread on the kept lines, half added as it is.
    const capped = control(4_000, kept, { total: 4 });
    expect(amountAtStake([capped, control(1_000, [row(1, 1_000)])])).toEqual({
      amount: 4_000,
      complete: false,
    });
  });

  it('on a generated file, a year-end entry also on a rarely used account is counted once', () => {
    const { lines } = generateFec({ seed: 11, targetLines: 8_000, anomalies: ['FIN-EXO'] });
    const outcomes = runAllControls([...lines]);
    const finExo = outcomes['FIN-EXO'];
    const rare = outcomes['JE-CPT-RARES'];
    expect(finExo.result).toBe('WARNING');
    expect(rare.result).toBe('WARNING');
    const lines1 = new Set(finExo.rows.map((r) => r.line));
    expect(rare.rows.some((r) => lines1.has(r.line))).toBe(true);
    const both = amountAtStake([finExo, rare]);
    expect(both.complete).toBe(true);
    expect(both.amount).toBeLessThan(finExo.amount + rare.amount);
    expect(both.amount).toBeGreaterThanOrEqual(Math.max(finExo.amount, rare.amount));
  });
});
