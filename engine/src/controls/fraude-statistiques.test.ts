import { ARRONDIS } from './arrondis';
import { BENFORD } from './benford';
import { DOUBLON_FACT, labelCode, labelOut } from './doublon-fact';
import { FIN_EXO } from './fin-exo';
import { cleanLedger, entry, rowLines, runControl, type Leg } from './testing';
import { WEEKEND_FERIE } from './weekend-ferie';
import type { FecLine } from '../model/line';

const base = cleanLedger();
const L0 = base.length + 2;
const head = (journalCode: string, journalLib: string, num: string, date = 20240304, more = {}) => ({
  journalCode,
  journalLib,
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  pieceRef: `${journalCode}-${num}`,
  ecritureLib: 'Facture',
  ...more,
});

describe('DOUBLON-FACT', () => {
  const invoice = (num: string, date: number, pieceRef: string, amount = 148147) =>
    entry(
      head('AC', 'Achats', num, date, { pieceRef }),
      ['606100', amount - 24691, 0],
      ['445660', 24691, 0],
      ['401000', 0, amount, { compAuxNum: 'F002' }],
    );

  it('finds a supplier invoice booked twice (same normalised piece): SAVINGS', () => {
    const o = runControl(DOUBLON_FACT, [...base, ...invoice('2', 20240610, 'fa 2024 017')]);
    expect(o).toMatchObject({ result: 'SAVINGS', count: 1, amount: 148147 });
    expect(rowLines(o)).toEqual([L0 + 2]);
    // The piece reference itself, as the second invoice writes it.
    expect(o.rows[0].detail).toMatch(/ligne 11 \(même pièce fa 2024 017\)/);
  });

  it('or the same amount within dayWindow days, unless the invoice numbers differ', () => {
    expect(runControl(DOUBLON_FACT, [...base, ...invoice('2', 20240113, 'FACTURE')]).count).toBe(1);
    expect(runControl(DOUBLON_FACT, [...base, ...invoice('2', 20240114, 'FACTURE')]).result).toBe('OK');
    expect(runControl(DOUBLON_FACT, [...base, ...invoice('2', 20240111, 'FA-2024-018')]).result).toBe('OK');
    expect(runControl(DOUBLON_FACT, [...base, ...invoice('2', 20240610, 'FA-2024-017', 148148)]).result).toBe(
      'OK',
    );
  });

  it('does not take a reference without digits for an invoice number', () => {
    const rent = (num: string, date: number) => invoice(num, date, 'LOYER');
    const lines = [...base, ...rent('2', 20240201), ...rent('3', 20240301)];
    expect(runControl(DOUBLON_FACT, lines).result).toBe('OK');
  });

  it('customer duplicates only: WARNING', () => {
    const sale = entry(
      head('VT', 'Ventes', '2', 20240301, { pieceRef: 'V 2024 001' }),
      ['411000', 298788, 0, { compAuxNum: 'C002' }],
      ['706000', 0, 248990],
      ['445710', 0, 49798],
    );
    const o = runControl(DOUBLON_FACT, [...base, ...sale]);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 298788 });
    expect(rowLines(o)).toEqual([L0]);
  });
});

describe('DOUBLON-FACT: recurring charges are not duplicates (issue 35)', () => {
  const bill = (
    num: string,
    date: number,
    amount: number,
    pieceRef: string,
    ecritureLib: string,
    aux = 'F050',
  ) =>
    entry(
      head('AC', 'Achats', num, date, { pieceRef, ecritureLib }),
      ['626000', amount - Math.round(amount / 6), 0],
      ['445660', Math.round(amount / 6), 0],
      ['401000', 0, amount, { compAuxNum: aux, compAuxLib: 'Orange' }],
    );

  it('three monthly 75,60 € fees under one contract number, labels naming their month: OK', () => {
    const lines = [
      ...base,
      ...bill('20', 20240305, 7560, 'CT 0042-117', 'Abonnement fibre mars 2024'),
      ...bill('21', 20240405, 7560, 'CT 0042-117', 'Abonnement fibre avril 2024'),
      ...bill('22', 20240506, 7560, 'CT 0042-117', 'Abonnement fibre mai 2024'),
    ];
    expect(runControl(DOUBLON_FACT, lines).result).toBe('OK');
    // Dates in figures, accents and case aside.
    const dated = [
      ...base,
      ...bill('20', 20240305, 7560, 'CT 0042-117', 'ABONNEMENT FIBRE 03/2024'),
      ...bill('21', 20240405, 7560, 'CT 0042-117', 'Abonnement fibre 04/2024'),
      ...bill('22', 20240506, 7560, 'CT 0042-117', 'Abonnement fibre Février'),
    ];
    expect(runControl(DOUBLON_FACT, dated).result).toBe('OK');
  });

  it('two 4,95 € tolls a day apart: OK; the same invoice keyed twice stays a duplicate', () => {
    const tolls = [
      ...base,
      ...bill('20', 20240305, 495, 'PEAGE', 'Péage A6', 'F060'),
      ...bill('21', 20240306, 495, 'PEAGE', 'Péage A6', 'F060'),
    ];
    expect(runControl(DOUBLON_FACT, tolls).result).toBe('OK');
    // From 50 € up, a second invoice of one supplier with no number to tell them apart is a duplicate.
    const twice = [
      ...base,
      ...bill('20', 20240305, 7560, 'PRLV', 'Orange', 'F060'),
      ...bill('21', 20240306, 7560, 'PRLV', 'Orange', 'F060'),
    ];
    expect(runControl(DOUBLON_FACT, twice)).toMatchObject({ result: 'SAVINGS', count: 1, amount: 7560 });
    // One invoice number, one label, keyed again a month later: a duplicate whatever the interval.
    const again = [
      ...base,
      ...bill('20', 20240305, 7560, 'FA-1207', 'Facture FA-1207 Orange'),
      ...bill('21', 20240410, 7560, 'FA 1207', 'Facture FA-1207 Orange'),
    ];
    expect(runControl(DOUBLON_FACT, again)).toMatchObject({ result: 'SAVINGS', count: 1 });
    // One contract number and one label every month: a subscription, not two duplicates.
    const monthly = [
      ...base,
      ...bill('20', 20240305, 7560, 'CT 0042-117', 'Abonnement fibre'),
      ...bill('21', 20240405, 7560, 'CT 0042-117', 'Abonnement fibre'),
      ...bill('22', 20240506, 7560, 'CT 0042-117', 'Abonnement fibre'),
    ];
    expect(runControl(DOUBLON_FACT, monthly).result).toBe('OK');
    // Unless one of them comes back within days: then that one is a duplicate.
    const extra = [...monthly, ...bill('23', 20240508, 7560, 'CT 0042-117', 'Abonnement fibre')];
    expect(rowLines(runControl(DOUBLON_FACT, extra))).toEqual([extra.length + 1]);
    // One reference, labels naming two months, keyed the same week: still a duplicate (a catch-up is
    // told apart by its interval).
    const close = [
      ...base,
      ...bill('20', 20240305, 7560, 'CT 0042-117', 'Abonnement fibre mars'),
      ...bill('21', 20240307, 7560, 'CT 0042-117', 'Abonnement fibre avril'),
    ];
    expect(runControl(DOUBLON_FACT, close).count).toBe(1);
  });

  it('labelCode: one hash for one label, another once months and figures are gone', () => {
    const code = (s: string) => {
      labelCode(s);
      return [...labelOut];
    };
    expect(code('Abonnement janvier')).toEqual(code('ABONNEMENT JANVIER'));
    expect(code('Abonnement février')).toEqual(code('abonnement fevrier'));
    expect(code('Abonnement janvier').slice(0, 2)).not.toEqual(code('Abonnement février').slice(0, 2));
    expect(code('Abonnement janvier').slice(2)).toEqual(code('Abonnement février').slice(2));
    expect(code('Loyer 01/2024').slice(2)).toEqual(code('Loyer 12/2024').slice(2));
    expect(code('Loyer bureau').slice(2)).not.toEqual(code('Loyer entrepôt').slice(2));
    // A word that only starts like a month is a word.
    expect(code('Décompte').slice(2)).not.toEqual(code('Compte').slice(2));
  });
});

describe('WEEKEND-FERIE', () => {
  it('leaves alone entries dated on the last day of a month or of the year (cut-off), not their validation', () => {
    const closing = (num: string, date: number, validDate = date + 1) =>
      entry(
        head('OD', 'Opérations diverses', num, date, { validDate }),
        ['681100', 1500, 0],
        ['281830', 0, 1500],
      );
    // 31/03/2024 and 30/06/2024 are Sundays, 31/08/2024 a Saturday.
    const lines = [...base, ...closing('7', 20240331, 20240402), ...closing('8', 20240630, 20240701)];
    expect(runControl(WEEKEND_FERIE, [...lines, ...closing('9', 20240831, 20240902)]).result).toBe('OK');
    // Validated on a Sunday: that is when it was keyed.
    const o = runControl(WEEKEND_FERIE, [...lines, ...closing('9', 20240831, 20240901)]);
    expect(o.rows.map((r) => r.detail)).toEqual(['Écriture validée le 01/09/2024, un dimanche']);
    // A fiscal year closing on Saturday 15/06/2024.
    const fy = { fiscalYear: { start: 20230616, end: 20240615 } };
    expect(runControl(WEEKEND_FERIE, closing('3', 20240615, 20240617), fy).result).toBe('OK');
    expect(runControl(WEEKEND_FERIE, closing('3', 20240608, 20240610), fy).count).toBe(1);
  });

  it('reports entries dated or validated on weekends and French holidays', () => {
    const fees = (num: string, date: number, validDate = date) =>
      entry(head('BQ', 'Banque', num, date, { validDate }), ['627000', 1500, 0], ['512000', 0, 1500]);
    const lines = [
      ...base,
      ...fees('7', 20240302),
      ...fees('8', 20240501),
      ...fees('9', 20240304, 20240310),
      ...fees('10', 20240305),
    ];
    const o = runControl(WEEKEND_FERIE, lines);
    expect(o).toMatchObject({ result: 'INFO', count: 3, amount: 4500 });
    expect(rowLines(o)).toEqual([L0, L0 + 2, L0 + 4]);
    expect(o.rows.map((r) => r.detail)).toEqual([
      'Écriture datée et validée le 02/03/2024, un samedi',
      'Écriture datée et validée le 01/05/2024, un jour férié',
      'Écriture validée le 10/03/2024, un dimanche',
    ]);
    expect(runControl(WEEKEND_FERIE, lines, {}, { checkValidDate: false }).count).toBe(2);
  });
});

describe('FIN-EXO', () => {
  const od = (num: string, date: number, amount: number, validDate = date) =>
    entry(
      head('OD', 'Opérations diverses', num, date, { validDate, ecritureLib: 'Provision' }),
      ['681500', amount, 0],
      ['151000', 0, amount],
    );

  it('finds material manual entries in the last days of the year', () => {
    // lastDays 5: from 27/12 to 31/12.
    const lines = [
      ...base,
      ...od('3', 20241226, 600000),
      ...od('4', 20241227, 600000),
      ...od('5', 20241231, 499999),
    ];
    // A small ledger (revenue 2 489,90 €): the 1 000 € floor applies.
    const small = runControl(FIN_EXO, lines);
    expect(small).toMatchObject({ result: 'WARNING', count: 2, amount: 1099999 });
    expect(rowLines(small)).toEqual([L0 + 2, L0 + 4]);
    expect(small.reason).toContain('plancher');
    // Revenue of about 1 192 000 € makes 0,5 % ≈ 5 962 € the threshold: only the 6 000 € entry is left.
    const sale = entry(
      head('VT', 'Ventes', '9', 20240610, { ecritureLib: 'Vente' }),
      ['411000', 119000000, 0],
      ['706000', 0, 119000000],
    );
    const big = runControl(FIN_EXO, [...sale, ...lines]);
    expect(big).toMatchObject({ result: 'WARNING', count: 1, amount: 600000 });
    expect(big.reason).toContain("0,5 % du chiffre d'affaires");
    expect(runControl(FIN_EXO, lines, {}, { materialityShare: 0, materialityFloorCents: 500000 }).count).toBe(
      1,
    );
  });

  it('and, when asked, those validated after the closing date', () => {
    const lines = [...base, ...od('3', 20241115, 500000, 20250115)];
    expect(rowLines(runControl(FIN_EXO, lines, {}, { includeValidatedAfterClosing: true }))).toEqual([L0]);
    expect(runControl(FIN_EXO, lines).result).toBe('OK');
  });

  it('leaves the other journals alone', () => {
    const bank = entry(head('BQ', 'Banque', '7', 20241230), ['512000', 900000, 0], ['411000', 0, 900000]);
    expect(runControl(FIN_EXO, [...base, ...bank]).result).toBe('OK');
  });
});

/** A deterministic pseudo-random sequence (tests must not depend on Math.random). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function salesJournal(amounts: number[]): FecLine[] {
  return amounts.flatMap((a, i) =>
    entry(
      head('VT', 'Ventes', String(100 + i), 20240300 + 1 + (i % 28)),
      ['411000', a, 0, { compAuxNum: 'C9' }],
      ['706000', 0, a] as Leg,
    ),
  );
}

describe('ARRONDIS', () => {
  it('reports a journal with too many round amounts', () => {
    const rnd = prng(1);
    const amounts = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? 100000 * (1 + (i % 5)) : 10000 + Math.floor(rnd() * 900000),
    );
    const o = runControl(ARRONDIS, [...base, ...salesJournal(amounts)]);
    expect(o).toMatchObject({ result: 'INFO', count: 1 });
    expect(o.rows[0]).toMatchObject({ journalCode: 'VT', line: L0 });
  });

  it('is silent on ordinary amounts, NA on too small a sample', () => {
    const rnd = prng(2);
    const amounts = Array.from({ length: 40 }, () => 10000 + Math.floor(rnd() * 900000));
    expect(runControl(ARRONDIS, [...base, ...salesJournal(amounts)]).result).toBe('OK');
    expect(runControl(ARRONDIS, base).result).toBe('NA');
  });
});

describe('BENFORD', () => {
  it('is OK on amounts that follow the law', () => {
    const rnd = prng(3);
    const amounts = Array.from({ length: 3000 }, () => Math.floor(10 ** (3 + rnd() * 4)));
    const o = runControl(BENFORD, salesJournal(amounts));
    expect(o.result).toBe('OK');
    expect(o.reason).toMatch(/6000 montants/);
  });

  it('stays OK on small clean samples: chance deviation is deducted', () => {
    for (const size of [150, 250, 500, 750, 1500]) {
      for (let seed = 10; seed < 16; seed++) {
        const rnd = prng(seed);
        const amounts = Array.from({ length: size }, () => Math.floor(10 ** (3 + rnd() * 4)));
        expect([size * 2, seed, runControl(BENFORD, salesJournal(amounts)).result]).toEqual([
          size * 2,
          seed,
          'OK',
        ]);
      }
    }
  });

  it('warns on amounts spread evenly over the first digits', () => {
    const rnd = prng(4);
    const amounts = Array.from({ length: 3000 }, () => 1000 + Math.floor(rnd() * 9000) * 100);
    const o = runControl(BENFORD, salesJournal(amounts));
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(o.rows).toHaveLength(9);
  });

  it('is NA below minSample amounts of at least 10 €', () => {
    const amounts = Array.from({ length: 149 }, (_, i) => 1000 + i);
    expect(runControl(BENFORD, salesJournal(amounts)).result).toBe('NA'); // 298 amounts
    expect(runControl(BENFORD, salesJournal([...amounts, 1500])).result).not.toBe('NA'); // 300
  });
});
