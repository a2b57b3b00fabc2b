/**
 * Properties of the statements: on any balanced set of accounts (odd accounts included: outside the PCG,
 * suppliers with debit auxiliaries, closed accounts…) and on FECs the generator makes, the trial balance
 * balances and adds up (opening + movements = closing), the SIG chain adds up to the income statement's
 * result, and the balance sheet's two sides are equal to the cent.
 */
import fc from 'fast-check';
import type { AccountTotals } from '../model/aggregates';
import { generateFec } from '../generator/generate';
import { computeStatements, toEuros, type StatementsInput } from './compute';
import type { Statements } from './types';

const ACCOUNTS = [
  '101000',
  '106100',
  '110000',
  '120000',
  '129000',
  '164000',
  '169000',
  '201000',
  '205000',
  '211000',
  '213500',
  '218300',
  '231000',
  '247000',
  '261000',
  '275000',
  '280500',
  '281830',
  '291000',
  '310000',
  '355000',
  '370000',
  '397000',
  '401000',
  '404000',
  '409100',
  '411000',
  '416000',
  '419100',
  '421000',
  '431000',
  '445660',
  '445710',
  '455000',
  '456200',
  '467000',
  '476000',
  '477000',
  '481000',
  '486000',
  '487000',
  '491000',
  '503000',
  '512000',
  '530000',
  '580000',
  '590000',
  '601000',
  '603100',
  '607000',
  '6037',
  '613200',
  '622600',
  '635100',
  '641000',
  '645000',
  '655000',
  '661100',
  '666000',
  '671200',
  '675000',
  '681120',
  '686000',
  '687250',
  '691000',
  '695000',
  '701000',
  '706000',
  '707000',
  '708000',
  '7097',
  '713000',
  '721000',
  '740000',
  '755000',
  '758000',
  '761000',
  '766000',
  '771800',
  '775000',
  '777000',
  '781500',
  '786000',
  '787000',
  '791000',
  '801000',
  '9100',
  '0ATT',
  'ABC',
  '6',
  '7',
];

const tot = (label: string): AccountTotals => ({
  label,
  debit: 0,
  credit: 0,
  openingDebit: 0,
  openingCredit: 0,
  lines: 0,
  firstLine: 0,
  lastLine: 0,
});

/** Balanced entries (debit one account/aux, credit another), some flagged as à-nouveaux. */
const entries = fc.array(
  fc.record({
    from: fc.constantFrom(...ACCOUNTS),
    to: fc.constantFrom(...ACCOUNTS),
    fromAux: fc.constantFrom('', '', 'A1', 'A2'),
    toAux: fc.constantFrom('', '', 'A1', 'A2'),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
    opening: fc.boolean(),
  }),
  { minLength: 0, maxLength: 60 },
);

interface Entry {
  from: string;
  to: string;
  fromAux: string;
  toAux: string;
  amount: number;
  opening: boolean;
}

function inputOf(list: Entry[]): StatementsInput {
  const accounts = new Map<string, AccountTotals>();
  const auxiliaries = new Map<string, AccountTotals>();
  const post = (account: string, aux: string, debit: number, credit: number, opening: boolean): void => {
    for (const [m, key] of [
      [accounts, account],
      ...(aux ? [[auxiliaries, account + '\u0000' + aux] as const] : []),
    ] as const) {
      let t = m.get(key);
      if (!t) m.set(key, (t = tot(key)));
      t.debit += debit;
      t.credit += credit;
      if (opening) {
        t.openingDebit += debit;
        t.openingCredit += credit;
      }
      t.lines++;
    }
  };
  for (const e of list) {
    post(e.from, e.fromAux, e.amount, 0, e.opening);
    post(e.to, e.toAux, 0, e.amount, e.opening);
  }
  return { accounts, auxiliaries };
}

function checkInvariants(s: Statements, balanced: boolean): void {
  const general = s.trialBalance.filter((r) => r.aux === null);
  for (const r of s.trialBalance) {
    expect(r.openingDebit * r.openingCredit).toBe(0);
    expect(r.closingDebit * r.closingCredit).toBe(0);
    expect(r.openingDebit - r.openingCredit + r.debit - r.credit).toBe(r.closingDebit - r.closingCredit);
  }
  if (balanced) {
    const sum = (k: 'closingDebit' | 'closingCredit' | 'openingDebit' | 'openingCredit') =>
      general.reduce((x, r) => x + r[k], 0);
    expect(sum('closingDebit')).toBe(sum('closingCredit'));
    expect(general.reduce((x, r) => x + r.debit, 0)).toBe(general.reduce((x, r) => x + r.credit, 0));
    expect(s.balanceSheet.totalAssets).toBe(s.balanceSheet.totalLiabilities);
  }
  // The SIG chain adds up, and ends on the income statement's result.
  const f = Object.fromEntries(s.sig.figures.map((x) => [x.key, x.amount]));
  expect(f.valeurAjoutee).toBe(f.margeCommerciale + f.production - f.consommationTiers);
  expect(f.resultatCourant).toBe(
    f.resultatExploitation + f.resultatFinancier + sumOf(s, 'GH') - sumOf(s, 'GI'),
  );
  expect(f.resultatNet).toBe(f.resultatCourant + f.resultatExceptionnel - sumOf(s, 'HJ') - sumOf(s, 'HK'));
  expect(f.resultatNet).toBe(s.incomeStatement.result);
  expect(s.incomeStatement.result).toBe(s.incomeStatement.totalProducts - s.incomeStatement.totalCharges);
  // Net result = classes 7 − 6 to the cent.
  const pnl = general
    .filter((r) => r.accountClass === 6 || r.accountClass === 7)
    .reduce((x, r) => x + r.closingCredit - r.closingDebit, 0);
  expect(f.resultatNet).toBe(pnl);
  // Each figure is explained: its accounts add up to it.
  for (const x of s.sig.figures.filter((y) => y.key !== 'caf'))
    expect(x.accounts.reduce((a, b) => a + b.amount, 0)).toBe(x.amount);
  for (const sec of [...s.balanceSheet.assets, ...s.balanceSheet.liabilities])
    for (const x of sec.figures) expect(x.accounts.reduce((a, b) => a + b.amount, 0)).toBe(x.amount);
}

function sumOf(s: Statements, code: string): number {
  for (const sec of s.incomeStatement.sections)
    for (const x of sec.figures) if (x.key === code) return x.amount;
  throw new Error(code);
}

describe('statements: properties', () => {
  it('balance, SIG chain and balance sheet hold for any balanced set of accounts', () => {
    fc.assert(
      fc.property(
        entries,
        fc.constantFrom<'2050' | '2033' | undefined>(undefined, '2050', '2033'),
        (list, taxForm) => {
          const s = computeStatements({ ...inputOf(list), taxForm });
          checkInvariants(s, true);
          // The tax boxes agree with the statements (rounded once each).
          const b = s.taxReturn.boxes;
          if (s.taxReturn.form === '2050') {
            // Net assets and liabilities, each rounded once: equal within a euro (outside-PCG balances aside).
            if (!s.notes.some((n) => n.code === 'OUTSIDE_PCG'))
              expect(Math.abs(b.CO - b['1A'] - b.EE)).toBeLessThanOrEqual(1);
            expect(b.HN).toBe(toEuros(s.incomeStatement.result));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('an unbalanced set says so, never a silent zero', () => {
    const input = inputOf([
      { from: '601000', to: '401000', fromAux: '', toAux: '', amount: 1000, opening: false },
    ]);
    (input.accounts as Map<string, AccountTotals>).get('601000')!.debit += 5;
    const s = computeStatements(input);
    checkInvariants(s, false);
    expect(s.notes.find((n) => n.code === 'UNBALANCED')?.message).toMatch(/écart 0,05/);
    expect(s.balanceSheet.totalAssets - s.balanceSheet.totalLiabilities).toBe(5);
  });

  it('holds on generated FECs (à-nouveaux or first year), with the generator’s own totals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, firstYear) => {
        const { lines } = generateFec({ seed, targetLines: 600, firstYear });
        const accounts = new Map<string, AccountTotals>();
        const auxiliaries = new Map<string, AccountTotals>();
        for (const l of lines) {
          const opening = l.journalCode === 'AN';
          for (const [m, key, label] of [
            [accounts, l.compteNum, l.compteLib],
            ...(l.compAuxNum
              ? [[auxiliaries, l.compteNum + '\u0000' + l.compAuxNum, l.compAuxLib] as const]
              : []),
          ] as const) {
            let t = m.get(key);
            if (!t) m.set(key, (t = tot(label)));
            t.debit += l.debit;
            t.credit += l.credit;
            if (opening) {
              t.openingDebit += l.debit;
              t.openingCredit += l.credit;
            }
            t.lines++;
          }
        }
        const s = computeStatements({ accounts, auxiliaries });
        checkInvariants(s, true);
        expect(s.notes.some((n) => n.code === 'NO_OPENING')).toBe(firstYear);
        expect(s.balanceSheet.totalAssets).toBeGreaterThan(0);
      }),
      { numRuns: 8 },
    );
  });
});
