import fc from 'fast-check';
import type { FecLine } from '../model/line';
import { histogramMedianMad, JE_ATYPIQUES } from './je-atypiques';
import { JE_CHIFFRES, repeatedEnding } from './je-chiffres';
import { JE_CPT_RARES } from './je-cpt-rares';
import { JE_DOUBLON } from './je-doublon';
import { fold, JE_MOTS_CLES, keywordPattern } from './je-mots-cles';
import { JE_PAIRES_RARES } from './je-paires-rares';
import { JE_RAFALES } from './je-rafales';
import { CONTROLS } from './catalogue';
import { eur } from './shared/format';
import { cleanLedger, entry, rowLines, runControl, type Leg } from './testing';

/** The journal-entry tests (ISA 240 / NEP 240): each fires on what it looks for, and only on it. */

const base = cleanLedger();
/** Physical line of the first line added after the clean ledger. */
const L0 = base.length + 2;

const head = (journalCode: string, num: string, date = 20240304, more: Partial<FecLine> = {}) => ({
  journalCode,
  journalLib: journalCode,
  ecritureNum: num,
  ecritureDate: date,
  pieceDate: date,
  validDate: date,
  pieceRef: `${journalCode}-${num}`,
  ecritureLib: 'Facture',
  ...more,
});

/** A deterministic pseudo-random sequence (tests must not depend on Math.random). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** `n` two-line entries of one journal on consecutive days of March, amounts from `amount(i)`. */
function series(
  journal: string,
  n: number,
  debit: string,
  credit: string,
  amount: (i: number) => number,
  from = 100,
): FecLine[] {
  return Array.from({ length: n }, (_, i) =>
    entry(
      head(journal, String(from + i), 20240301 + (i % 28), {
        pieceRef: `${journal}${from + i}`,
        ecritureLib: `Opération ${i}`,
      }),
      [debit, amount(i), 0],
      [credit, 0, amount(i)],
    ),
  ).flat();
}

describe('the catalogue', () => {
  it('holds the seven JE-* tests, tagged as fraud indicators with French descriptions', () => {
    const je = CONTROLS.filter((c) => c.id.startsWith('JE-'));
    expect(je.map((c) => c.id)).toEqual([
      'JE-DOUBLON',
      'JE-CHIFFRES',
      'JE-PAIRES-RARES',
      'JE-CPT-RARES',
      'JE-MOTS-CLES',
      'JE-RAFALES',
      'JE-ATYPIQUES',
    ]);
    for (const c of je) {
      expect(c.theme).toBe('indicateurs-fraude');
      expect(c.description).toMatch(/auditeur/);
      expect(runControl(c, base).result).toMatch(/^(OK|NA)$/);
    }
  });
});

describe('JE-DOUBLON', () => {
  const fees = (
    num: string,
    more: Partial<FecLine> = {},
    legs: Leg[] = [
      ['627000', 1850, 0],
      ['512000', 0, 1850],
    ],
  ) =>
    entry(
      head('BQ', num, 20240304, { pieceRef: 'FRB003', ecritureLib: 'Frais bancaires février', ...more }),
      ...legs,
    );

  it('finds an entry keyed again under another number, whatever the order of its lines', () => {
    const lines = [
      ...base,
      ...fees('50'),
      ...fees('51', {}, [
        ['512000', 0, 1850],
        ['627000', 1850, 0],
      ]),
    ];
    const o = runControl(JE_DOUBLON, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 1850 });
    expect(rowLines(o)).toEqual([L0 + 2]);
    expect(o.rows[0].detail).toBe(
      'Écriture identique à celle de la ligne ' +
        L0 +
        ` (même date 04/03/2024, 2 lignes, même pièce FRB003, mêmes comptes, montants et libellés) : ${eur(1850)}`,
    );
  });

  it('keeps apart entries that differ by date, amount, label, auxiliary, piece or journal', () => {
    const differ: Partial<FecLine>[] = [
      { ecritureDate: 20240305 },
      { ecritureLib: 'Frais bancaires mars' },
      { pieceRef: 'FRB004' },
      { journalCode: 'BQ2' },
      { compAuxNum: 'X1' },
    ];
    for (const more of differ)
      expect(runControl(JE_DOUBLON, [...base, ...fees('50'), ...fees('51', more)]).result).toBe('OK');
    const other = fees('51', {}, [
      ['627000', 1851, 0],
      ['512000', 0, 1851],
    ]);
    expect(runControl(JE_DOUBLON, [...base, ...fees('50'), ...other]).result).toBe('OK');
    // Unless asked: another journal, another piece.
    expect(
      runControl(
        JE_DOUBLON,
        [...base, ...fees('50'), ...fees('51', { journalCode: 'BQ2' })],
        {},
        { sameJournal: false },
      ).count,
    ).toBe(1);
    expect(
      runControl(
        JE_DOUBLON,
        [...base, ...fees('50'), ...fees('51', { pieceRef: 'X' })],
        {},
        { samePiece: false },
      ).count,
    ).toBe(1);
  });

  it('counts every repeat, and leaves opening entries and small entries out', () => {
    const three = [...base, ...fees('50'), ...fees('51'), ...fees('52')];
    expect(runControl(JE_DOUBLON, three)).toMatchObject({ count: 2, amount: 3700 });
    expect(runControl(JE_DOUBLON, three, {}, { minAmountCents: 1851 }).result).toBe('OK');
    expect(
      runControl(JE_DOUBLON, [...base, ...base.slice(0, 7).map((l) => ({ ...l, ecritureNum: '2' }))]).result,
    ).toBe('OK');
  });
});

describe('JE-CHIFFRES', () => {
  it('recognises whole-euro amounts of at least 1 000 € whose last three digits repeat', () => {
    expect([400000, 999900, 1255500, 100000, -777700].map(repeatedEnding)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400001, 99900, 450000, 1000000 + 1200, 0].map(repeatedEnding)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (cents) => {
        const e = Math.floor(cents / 100);
        const expected = cents % 100 === 0 && e >= 1000 && new Set(String(e).slice(-3)).size === 1;
        expect(repeatedEnding(cents)).toBe(expected);
      }),
    );
  });

  const fees = (amounts: number[]) =>
    amounts.flatMap((a, i) =>
      entry(
        head('AC', String(200 + i), 20240401 + i, { ecritureLib: `Honoraires ${i}` }),
        ['622600', a, 0],
        ['445660', a / 5, 0],
        ['401000', 0, (a * 6) / 5, { compAuxNum: 'F9' }],
      ),
    );

  it('reports the entries of an account where such amounts are frequent', () => {
    const o = runControl(JE_CHIFFRES, [...base, ...fees([300000, 123456, 499900, 87654, 500000, 45678])]);
    expect(o).toMatchObject({ result: 'WARNING', count: 3, amount: 1299900 });
    expect(rowLines(o)).toEqual([L0, L0 + 6, L0 + 12]);
    expect(o.rows[1].detail).toBe(
      `Montant de ${eur(499900)} aux chiffres finaux répétés — compte 622600 : 3 montants de ce type sur 6 lignes (50,0 %)`,
    );
  });

  it('stays silent below minCount, on a low share, and on accounts round by nature', () => {
    expect(runControl(JE_CHIFFRES, [...base, ...fees([300000, 123456, 499900, 87654, 45678])]).result).toBe(
      'OK',
    );
    const many = fees([300000, 499900, 500000, ...Array.from({ length: 40 }, (_, i) => 100000 + i * 137)]);
    expect(runControl(JE_CHIFFRES, [...base, ...many]).result).toBe('OK');
    const transfers = series('BQ', 6, '580000', '512000', () => 500000);
    expect(runControl(JE_CHIFFRES, [...base, ...transfers]).result).toBe('OK');
  });
});

describe('JE-PAIRES-RARES', () => {
  // Ordinary activity: sales (411/706), receipts (512/411), purchases (606/401), payments (401/512).
  const business = [
    ...series('VT', 6, '411000', '706000', (i) => 200000 + i * 1000, 100),
    ...series('BQ', 6, '512000', '411000', (i) => 200000 + i * 1000, 200),
    ...series('AC', 6, '606100', '401000', (i) => 50000 + i * 1000, 300),
    ...series('BQ', 6, '401000', '512000', (i) => 50000 + i * 1000, 400),
  ];
  const refund = (amount: number) =>
    entry(
      head('BQ', '900', 20240610, { ecritureLib: 'Virement Dupont' }),
      ['411000', amount, 0],
      ['512000', 0, amount],
    );
  const params = { minRootEntries: 5 };

  it('finds a material entry pairing two common accounts the file never pairs', () => {
    const lines = [...base, ...business, ...refund(300000)];
    const o = runControl(JE_PAIRES_RARES, lines, {}, params);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 300000 });
    expect(rowLines(o)).toEqual([lines.length]);
    expect(o.rows[0].detail).toMatch(
      /^Débit 411 \/ crédit 512 : combinaison vue dans 1 écriture\(s\) de l'exercice/,
    );
  });

  it('stays silent on a small amount, a usual pairing, or an account too rare to judge', () => {
    expect(runControl(JE_PAIRES_RARES, [...base, ...business, ...refund(99999)], {}, params).result).toBe(
      'OK',
    );
    expect(
      runControl(
        JE_PAIRES_RARES,
        [
          ...base,
          ...business,
          ...refund(300000),
          ...refund(300000).map((l) => ({ ...l, ecritureNum: '901' })),
        ],
        {},
        params,
      ).result,
    ).toBe('OK');
    expect(runControl(JE_PAIRES_RARES, [...base, ...business, ...refund(300000)]).result).toBe('OK');
    // VAT lines pair with nothing.
    const sale = entry(head('VT', '950'), ['411000', 240000, 0], ['706000', 0, 200000], ['445710', 0, 40000]);
    expect(runControl(JE_PAIRES_RARES, [...base, ...business, ...sale], {}, params).result).toBe('OK');
  });
});

describe('JE-CPT-RARES', () => {
  const charge = (num: string, account: string, amount: number, date = 20240515) =>
    entry(
      head('BQ', num, date, { ecritureLib: 'Indemnité transactionnelle' }),
      [account, amount, 0],
      ['512000', 0, amount],
    );
  const p = { minFileEntries: 0 };

  it('reports a material account moved by one or two entries, absent from the opening', () => {
    const o = runControl(JE_CPT_RARES, [...base, ...charge('90', '658000', 600000)], {}, p);
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 600000 });
    expect(rowLines(o)).toEqual([L0]);
    expect(o.rows[0].detail).toBe(
      `Compte 658000 mouvementé par 1 écriture(s) seulement dans l'exercice, pour ${eur(600000)} (seuil ${eur(500000)})`,
    );
    const twice = [...base, ...charge('90', '658000', 300000), ...charge('91', '658000', 300000)];
    expect(rowLines(runControl(JE_CPT_RARES, twice, {}, p))).toEqual([L0, L0 + 2]);
  });

  it('stays silent on a small amount, a third entry, an opening account or an excluded class', () => {
    expect(runControl(JE_CPT_RARES, [...base, ...charge('90', '658000', 499999)], {}, p).result).toBe('OK');
    const thrice = ['90', '91', '92'].flatMap((n) => charge(n, '658000', 300000));
    expect(runControl(JE_CPT_RARES, [...base, ...thrice], {}, p).result).toBe('OK');
    expect(runControl(JE_CPT_RARES, [...base, ...charge('90', '101000', 900000)], {}, p).result).toBe('OK');
    expect(runControl(JE_CPT_RARES, [...base, ...charge('90', '455100', 900000)], {}, p).result).toBe('OK');
    // 408000 is in the opening entries of the clean ledger.
    expect(runControl(JE_CPT_RARES, [...base, ...charge('90', '408000', 900000)], {}, p).result).toBe('OK');
  });

  it('does not apply to a small file, and scales with revenue', () => {
    expect(runControl(JE_CPT_RARES, [...base, ...charge('90', '658000', 600000)])).toMatchObject({
      result: 'NA',
      reason: "Fichier de 13 écriture(s) : il en faut 500 pour qu'un compte peu utilisé soit inhabituel.",
    });
    // Revenue of 10 M€ (three entries: 706000 is no rare account): 0.1 % is 10 000 €.
    const sales = ['80', '81', '82'].flatMap((n) =>
      entry(head('VT', n), ['411000', 333333333, 0], ['706000', 0, 333333333]),
    );
    expect(
      runControl(JE_CPT_RARES, [...base, ...sales, ...charge('90', '658000', 600000)], {}, p).result,
    ).toBe('OK');
  });
});

describe('JE-MOTS-CLES', () => {
  const od = (num: string, lib: string) =>
    entry(head('OD', num, 20240320, { ecritureLib: lib }), ['471000', 12000, 0], ['512000', 0, 12000]);

  it('folds case and accents', () => {
    expect(fold('RÉGUL. Œuvre à reclasser')).toBe('regul. oeuvre a reclasser');
    expect(fold('Plain ASCII')).toBe('plain ascii');
  });

  it('finds the keywords at a word start, whatever the case and accents', () => {
    const labels = [
      'RÉGUL. caisse',
      'Annulation facture 12',
      'Erreur de saisie',
      'Dépense à reclasser',
      'Cadeaux clients',
      'Paiement en liquide',
    ];
    const lines = [...base, ...labels.flatMap((lib, i) => od(String(60 + i), lib))];
    const o = runControl(JE_MOTS_CLES, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 6, amount: 72000 });
    expect(rowLines(o)).toEqual([0, 2, 4, 6, 8, 10].map((k) => L0 + k));
    expect(o.rows[0].detail).toBe(
      `Libellé « RÉGUL. caisse » : mot-clé « régul » (écriture de ${eur(12000)})`,
    );
    expect(o.rows[3].detail).toMatch(/mot-clé « à reclasser »/);
  });

  it('ignores words that only contain a keyword, and follows the configured list', () => {
    const lines = [...base, ...od('60', 'Irrégularité constatée'), ...od('61', 'Facture Perez')];
    expect(runControl(JE_MOTS_CLES, lines).result).toBe('OK');
    expect(rowLines(runControl(JE_MOTS_CLES, lines, {}, { keywords: ['pérez'] }))).toEqual([L0 + 2]);
    expect(runControl(JE_MOTS_CLES, lines, {}, { keywords: [] }).result).toBe('NA');
    expect(keywordPattern(['a.b'])!.test('axb')).toBe(false);
  });
});

describe('JE-RAFALES', () => {
  // Three sales a day on 20 days of March, then one day of catch-up.
  const days = Array.from({ length: 20 }, (_, d) => 20240304 + d);
  const usual = days.flatMap((date, d) =>
    [0, 1, 2].flatMap((k) =>
      entry(head('VT', `${d}-${k}`, date), ['411000', 1000 + k, 0], ['706000', 0, 1000 + k]),
    ),
  );
  const burst = (n: number, journal = 'VT') =>
    Array.from({ length: n }, (_, k) =>
      entry(head(journal, `R${k}`, 20240410), ['411000', 500, 0], ['706000', 0, 500]),
    ).flat();

  it('reports a journal day with an abnormal number of entries, once', () => {
    const lines = [...base, ...usual, ...burst(40)];
    const o = runControl(JE_RAFALES, lines);
    expect(o).toMatchObject({ result: 'INFO', count: 1, amount: 20000 });
    expect(rowLines(o)).toEqual([L0 + usual.length]);
    expect(o.rows[0]).toMatchObject({ journalCode: 'VT', ecritureNum: 'R0', ecritureDate: 20240410 });
    expect(o.rows[0].detail).toBe(
      `Journal VT, 10/04/2024 : 40 écritures pour ${eur(20000)}, 13 fois la médiane des jours d'activité (3)`,
    );
  });

  it('reports the whole file’s day when no journal explains it', () => {
    // A new journal's single day: too few days to judge the journal, the file's day stands out.
    const o = runControl(JE_RAFALES, [...base, ...usual, ...burst(40, 'IMP')]);
    expect(o.count).toBe(1);
    expect(o.rows[0].detail).toMatch(/^Tous journaux, 10\/04\/2024 : 40 écritures/);
  });

  it('stays silent under minEntries or ten times the median', () => {
    expect(runControl(JE_RAFALES, [...base, ...usual, ...burst(29)]).result).toBe('OK');
    expect(runControl(JE_RAFALES, [...base, ...usual, ...burst(40)], {}, { ratio: 14 }).result).toBe('OK');
  });
});

describe('JE-ATYPIQUES', () => {
  const rnd = prng(7);
  // 40 petty-cash purchases between 100 € and 200 €.
  const petty = series('CA', 40, '606300', '530000', () => 10000 + Math.floor(rnd() * 10000), 500);

  it('finds an amount far above its account’s usual amounts', () => {
    const typo = entry(
      head('CA', '999', 20240412, { ecritureLib: 'Balais' }),
      ['606300', 1500000, 0],
      ['530000', 0, 1500000],
    );
    const lines = [...base, ...petty, ...typo];
    const o = runControl(JE_ATYPIQUES, lines);
    // The charge's debit and the till's credit are both atypical.
    expect(o).toMatchObject({ result: 'WARNING', count: 2, amount: 3000000 });
    expect(rowLines(o)).toEqual([lines.length, lines.length + 1]);
    expect(o.rows[0].detail).toMatch(
      /^15.000,00.€ au débit du compte 606300, \d+ fois son montant médian \(1\d\d,\d\d.€, 41 lignes\) : score robuste \d+,\d$/,
    );
  });

  it('stays silent under ten times the median, on small accounts, and across sides', () => {
    const high = entry(head('CA', '999', 20240412), ['606300', 100000, 0], ['530000', 0, 100000]);
    expect(runControl(JE_ATYPIQUES, [...base, ...petty, ...high]).result).toBe('OK');
    expect(
      runControl(JE_ATYPIQUES, [...base, ...petty.slice(0, 40), ...high], {}, { minLines: 50 }).result,
    ).toBe('OK');
    // A large credit on the charge account is judged among its credits (one line), not its debits.
    const refund = entry(head('CA', '998', 20240412), ['580000', 1500000, 0], ['606300', 0, 1500000]);
    expect(runControl(JE_ATYPIQUES, [...base, ...petty, ...refund]).result).toBe('OK');
  });

  describe('accounts with fewer than 30 lines (issue 35)', () => {
    // Twelve small repairs, the largest 774 €.
    const repairs = (n = 12) =>
      series('BQ', n, '615200', '512000', (i) => (i === 0 ? 77400 : 15000 + i * 2500), 700);
    const planted = entry(head('BQ', '799', 20240415), ['615200', 1500000, 0], ['512000', 0, 1500000]);

    it('finds an amount far above every other of its account: 15 000 € where nothing exceeded 774 €', () => {
      const lines = [...base, ...repairs(), ...planted];
      const o = runControl(JE_ATYPIQUES, lines);
      expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 1500000 });
      expect(rowLines(o)).toEqual([lines.length]);
      expect(o.rows[0].detail).toMatch(
        /^15.000,00.€ au débit du compte 615200, 19 fois son plus grand autre montant \(774,00.€, 13 lignes\) : score robuste \d+,\d$/,
      );
    });

    it('stays silent under five lines, near the next largest, under 1 000 €, and on balance-sheet accounts', () => {
      expect(runControl(JE_ATYPIQUES, [...base, ...repairs(3), ...planted]).result).toBe('OK');
      const close = entry(head('BQ', '798', 20240415), ['615200', 400000, 0], ['512000', 0, 400000]);
      expect(runControl(JE_ATYPIQUES, [...base, ...repairs(), ...close, ...planted]).result).toBe('OK');
      const small = entry(head('BQ', '799', 20240415), ['615200', 99900, 0], ['512000', 0, 99900]);
      expect(
        runControl(JE_ATYPIQUES, [
          ...base,
          ...repairs().map((l) => ({
            ...l,
            debit: Math.round(l.debit / 10),
            credit: Math.round(l.credit / 10),
          })),
          ...small,
        ]).result,
      ).toBe('OK');
      // Tools, then a machine: a fixed-asset account is lumpy by nature.
      const tools = series('BQ', 8, '215400', '512000', (i) => 20000 + i * 1000, 700);
      const machine = entry(head('BQ', '799', 20240415), ['215400', 3000000, 0], ['512000', 0, 3000000]);
      expect(runControl(JE_ATYPIQUES, [...base, ...tools, ...machine]).result).toBe('OK');
      expect(
        runControl(JE_ATYPIQUES, [...base, ...tools, ...machine], {}, { smallClasses: ['2'] }).count,
      ).toBe(1);
    });
  });

  it('computes median and MAD from its histogram to the bin’s precision', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e10 }), { minLength: 1, maxLength: 200 }),
        (amounts) => {
          const logs = amounts.map((a) => Math.log10(a)).sort((a, b) => a - b);
          const hist = new Uint32Array(600);
          for (const l of logs) hist[Math.min(599, Math.floor(l * 50))]++;
          const n = logs.length;
          const med = (logs[(n - 1) >> 1] + logs[n >> 1]) / 2;
          const dev = logs.map((l) => Math.abs(l - med)).sort((a, b) => a - b);
          const mad = (dev[(n - 1) >> 1] + dev[n >> 1]) / 2;
          const r = histogramMedianMad(hist, n);
          expect(Math.abs(r.median - med)).toBeLessThanOrEqual(0.02);
          expect(Math.abs(r.mad - mad)).toBeLessThanOrEqual(0.05);
        },
      ),
    );
  });
});
