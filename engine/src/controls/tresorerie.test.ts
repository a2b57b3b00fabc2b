import { BANQUE_CRED } from './banque-cred';
import { CAISSE_CRED } from './caisse-cred';
import { ESPECES } from './especes';
import { cleanLedger, entry, rowLines, runControl } from './testing';

const base = cleanLedger();
const L0 = base.length + 2;
const ca = (num: string, date = 20240213) => ({
  journalCode: 'CA',
  journalLib: 'Caisse',
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  ecritureLib: 'Achat comptant',
});

describe('CAISSE-CRED', () => {
  it('finds the days the cash balance is below zero', () => {
    // 500,00 opening − 49,90 on 12/02 − 600,00 on 13/02 = −149,90; back up on 14/02.
    const lines = [
      ...base,
      ...entry(ca('2'), ['606300', 60000, 0], ['530000', 0, 60000]),
      ...entry(ca('3', 20240214), ['530000', 20000, 0], ['706000', 0, 20000]),
    ];
    const o = runControl(CAISSE_CRED, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 14990 });
    expect(rowLines(o)).toEqual([L0 + 1]);
  });

  it('is NA without a cash account', () => {
    expect(
      runControl(
        CAISSE_CRED,
        base.filter((l) => !l.compteNum.startsWith('53')),
      ).result,
    ).toBe('NA');
  });
});

describe('BANQUE-CRED', () => {
  it('reports a bank account in credit at closing', () => {
    const lines = [
      ...base,
      ...entry(
        { ...ca('1'), journalCode: 'BQ', ecritureNum: '7' },
        ['627000', 2000000, 0],
        ['512000', 0, 2000000],
      ),
    ];
    const o = runControl(BANQUE_CRED, lines);
    expect(o).toMatchObject({ result: 'INFO', count: 1, amount: 2000000 - 1555641 });
    expect(rowLines(o)).toEqual([L0 + 1]);
  });
});

describe('ESPECES', () => {
  const payment = (amount: number) => entry(ca('2'), ['606300', amount, 0], ['530000', 0, amount]);

  it('finds cash payments above 1 000 €', () => {
    expect(runControl(ESPECES, [...base, ...payment(100000)]).result).toBe('OK');
    const o = runControl(ESPECES, [...base, ...payment(100001)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 100001 });
    expect(rowLines(o)).toEqual([L0 + 1]);
  });

  it('ignores deposits to the bank', () => {
    const deposit = entry(ca('2'), ['512000', 150000, 0], ['530000', 0, 150000]);
    expect(runControl(ESPECES, [...base, ...deposit]).result).toBe('OK');
  });

  it('takes the ceiling as a parameter', () => {
    expect(runControl(ESPECES, [...base, ...payment(20000)], {}, { maxCents: 15000 }).count).toBe(1);
  });
});
