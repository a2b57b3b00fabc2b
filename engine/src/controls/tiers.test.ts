import { AUX_NONTIERS } from './aux-nontiers';
import { CCA_DEB } from './cca-deb';
import { CLI_CRED } from './cli-cred';
import { FOUR_DEB } from './four-deb';
import { LET_ABSENT } from './let-absent';
import { LET_DATE } from './let-date';
import { LET_DESEQ } from './let-deseq';
import { cleanLedger, entry, rowLines, runControl } from './testing';

const base = cleanLedger();
const L0 = base.length + 2;
const head = (journalCode: string, num: string, date = 20240304) => ({
  journalCode,
  journalLib: journalCode === 'BQ' ? 'Banque' : journalCode === 'AC' ? 'Achats' : 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  pieceRef: `${journalCode}-${num}`,
  ecritureLib: 'Facture fournisseur',
});
const f003 = { compAuxNum: 'F003', compAuxLib: 'Transports Leroy' };

describe('AUX-NONTIERS', () => {
  it('finds auxiliaries on charge or revenue accounts', () => {
    const o = runControl(AUX_NONTIERS, [
      ...base,
      ...entry(head('OD', '3'), ['606100', 500, 0, f003], ['512000', 0, 500]),
    ]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 500 });
    expect(o.rows[0]).toMatchObject({ line: L0, compteNum: '606100', compAuxNum: 'F003' });
  });
});

describe('LET-DATE', () => {
  it('finds lettering without date, or dated before the entry', () => {
    const lines = [
      ...base,
      ...entry(
        head('OD', '3'),
        ['401000', 500, 0, { ...f003, ecritureLet: 'EE' }],
        ['401000', 0, 500, { ...f003, ecritureLet: 'EE', dateLet: 20240301 }],
      ),
    ];
    const o = runControl(LET_DATE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 2 });
    expect(rowLines(o)).toEqual([L0, L0 + 1]);
  });

  it('is NA when nothing is lettered', () => {
    expect(
      runControl(
        LET_DATE,
        base.map((l) => ({ ...l, ecritureLet: '' })),
      ).result,
    ).toBe('NA');
  });
});

describe('LET-DESEQ', () => {
  const invoice = entry(
    head('AC', '2'),
    ['606100', 50000, 0],
    ['401000', 0, 50000, { ...f003, ecritureLet: 'EE', dateLet: 20240310 }],
  );
  const payment = (code: string) =>
    entry(
      head('BQ', '7', 20240310),
      ['401000', 49000, 0, { ...f003, ecritureLet: code, dateLet: 20240310 }],
      ['512000', 0, 49000],
    );

  it('finds a lettering group that does not balance, on its first line', () => {
    const o = runControl(LET_DESEQ, [...base, ...invoice, ...payment('EE')]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 1000 });
    expect(o.rows[0]).toMatchObject({
      line: L0 + 1,
      compteNum: '401000',
      compAuxNum: 'F003',
      debit: 49000,
      credit: 50000,
    });
    expect(o.rows[0].detail).toMatch(/« EE » non soldé : 10,00\s€ au crédit/);
  });

  it('tolerates toleranceCents and ignores lower-case (partial) codes by default', () => {
    expect(
      runControl(LET_DESEQ, [...base, ...invoice, ...payment('EE')], {}, { toleranceCents: 1000 }).result,
    ).toBe('OK');
    const partial = [
      ...base,
      ...entry(
        head('AC', '2'),
        ['606100', 50000, 0],
        ['401000', 0, 50000, { ...f003, ecritureLet: 'ee', dateLet: 20240310 }],
      ),
      ...payment('ee'),
    ];
    expect(runControl(LET_DESEQ, partial).result).toBe('OK');
    expect(runControl(LET_DESEQ, partial, {}, { ignoreLowercase: false }).count).toBe(1);
  });

  it('leaves alone groups lettered after the closing date (the match may be in the next year)', () => {
    const late = entry(
      head('AC', '2'),
      ['606100', 50000, 0],
      ['401000', 0, 50000, { ...f003, ecritureLet: 'EE', dateLet: 20250110 }],
    );
    expect(runControl(LET_DESEQ, [...base, ...late]).result).toBe('OK');
    expect(runControl(LET_DESEQ, [...base, ...late], {}, { ignoreLetteredAfterClosing: false }).count).toBe(
      1,
    );
  });

  it('keeps accounts and auxiliaries apart', () => {
    const lines = [
      ...base,
      ...invoice,
      ...entry(
        head('BQ', '7'),
        ['401000', 50000, 0, { compAuxNum: 'F004', ecritureLet: 'EE', dateLet: 20240310 }],
        ['512000', 0, 50000],
      ),
    ];
    expect(runControl(LET_DESEQ, lines).count).toBe(2);
  });
});

describe('LET-ABSENT', () => {
  it('finds supplier and customer accounts used without any lettering', () => {
    const lines = base.map((l) => ({ ...l, ecritureLet: '', dateLet: 0 }));
    expect(runControl(LET_ABSENT, lines).result).toBe('OK'); // 4 lines each: below minLines (10)
    const o = runControl(LET_ABSENT, lines, {}, { minLines: 4 });
    expect(o).toMatchObject({ result: 'WARNING', count: 2 });
    expect(o.rows.map((r) => [r.compteNum, r.line])).toEqual([
      ['401000', 19],
      ['411000', 27],
    ]);
    expect(runControl(LET_ABSENT, lines, {}, { minLines: 5 }).result).toBe('OK');
  });

  it('looks at each family on its own', () => {
    const lines = base.map((l) => (l.compteNum === '401000' ? { ...l, ecritureLet: '', dateLet: 0 } : l));
    const o = runControl(LET_ABSENT, lines, {}, { minLines: 4 });
    expect(o.count).toBe(1);
    expect(o.rows[0].compteNum).toBe('401000');
  });
});

describe('FOUR-DEB', () => {
  const overpaid = (amount: number) =>
    entry(
      head('BQ', '7'),
      ['401000', amount, 0, { ...f003, ecritureLib: 'Virement Leroy' }],
      ['512000', 0, amount],
    );

  it('warns on a supplier in debit, SAVINGS from the threshold on', () => {
    const o = runControl(FOUR_DEB, [...base, ...overpaid(60000)]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 60000 });
    expect(o.rows[0]).toMatchObject({ line: L0, compAuxNum: 'F003' });
    expect(runControl(FOUR_DEB, [...base, ...overpaid(100000)]).result).toBe('SAVINGS');
    expect(runControl(FOUR_DEB, [...base, ...overpaid(99999)]).result).toBe('WARNING');
  });

  it('works per account when there are no auxiliaries', () => {
    const lines = [...base, ...entry(head('BQ', '7'), ['401LEROY', 500, 0], ['512000', 0, 500])];
    expect(runControl(FOUR_DEB, lines).rows[0]).toMatchObject({ compteNum: '401LEROY', line: L0 });
  });
});

describe('CLI-CRED', () => {
  it('finds a customer in credit', () => {
    const lines = [
      ...base,
      ...entry(head('BQ', '7'), ['512000', 30000, 0], ['411000', 0, 30000, { compAuxNum: 'C003' }]),
    ];
    const o = runControl(CLI_CRED, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 30000 });
    expect(o.rows[0]).toMatchObject({ line: L0 + 1, compAuxNum: 'C003' });
  });
});

describe('CCA-DEB', () => {
  it("finds a partner's current account in debit", () => {
    const lines = [
      ...base,
      ...entry(head('BQ', '7'), ['455100', 0, 100000], ['512000', 100000, 0]),
      ...entry(head('BQ', '8'), ['455200', 250000, 0], ['512000', 0, 250000]),
    ];
    const o = runControl(CCA_DEB, lines);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 250000 });
    expect(rowLines(o)).toEqual([L0 + 2]);
  });
});
