import fc from 'fast-check';
import { PassThrough, Readable } from 'node:stream';
import { analyseStream } from '../analyse/analyse';
import type { FecLine } from '../model/line';
import { FIELDS } from '../read/header';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../validate/codes';
import { createFecWriter } from '../write/fec-writer';
import type { FecFormat } from '../write/format';
import { makeFecLine } from '../write/make-line';
import { ChangeLog, MOTIFS } from './change-log';

/** What the corrector promises to leave behind: none of these. */
const FIXABLE: DiagnosticCode[] = [
  'SEPARATEUR_ILLEGAL',
  'SEPARATEUR_FINAL',
  'FIN_DE_LIGNE',
  'ENCODAGE_NON_LEGAL',
  'UTF8_INVALIDE',
  'ORDRE_COLONNES',
  'ENTETE_REPETE',
  'LIGNE_VIDE',
  'MONTANT_POINT',
  'MONTANT_MILLIERS',
  'MONTANT_ARRONDI',
  'DATE_FORMAT',
  'NB_CHAMPS',
];

const ACCOUNTS: Array<[string, string]> = [
  ['411000', 'Clients'],
  ['401000', 'Fournisseurs'],
  ['607000', 'Achats de marchandises'],
  ['706000', 'Prestations de services'],
  ['445660', 'TVA déductible'],
  ['512000', 'Banque Crédit Agricole'],
];

const lineArb = fc.record({
  journal: fc.constantFrom('VT', 'AC', 'BQ'),
  num: fc.integer({ min: 1, max: 40 }),
  day: fc.integer({ min: 1, max: 28 }),
  account: fc.constantFrom(...ACCOUNTS),
  label: fc.constantFrom(
    'Facture Dupont',
    'Règlement « Martin »',
    'Avoir n°12; remise',
    'Achat | pièces',
    'Café',
    'Remise 5 € œuvre',
  ),
  cents: fc.integer({ min: -500000, max: 50000000 }),
  debitSide: fc.boolean(),
});

function toLines(records: LineRecord[]): FecLine[] {
  return records.map((r) =>
    makeFecLine({
      journalCode: r.journal,
      journalLib: r.journal === 'VT' ? 'Ventes' : r.journal === 'AC' ? 'Achats' : 'Banque',
      ecritureNum: String(r.num),
      ecritureDate: 20240100 + r.day,
      compteNum: r.account[0],
      compteLib: r.account[1],
      pieceRef: 'P' + r.num,
      pieceDate: 20240100 + r.day,
      ecritureLib: r.label,
      debit: r.debitSide ? r.cents : 0,
      credit: r.debitSide ? 0 : r.cents,
      validDate: 20240200 + r.day,
    }),
  );
}

type LineRecord = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

const formatArb = fc.record({
  variant: fc.constantFrom<FecFormat['variant']>('debit-credit', 'montant-sens'),
  separator: fc.constantFrom<FecFormat['separator']>('tab', 'pipe', 'semicolon', 'comma'),
  lineEnding: fc.constantFrom<FecFormat['lineEnding']>('lf', 'crlf', 'cr', 'crcrlf'),
  encoding: fc.constantFrom<FecFormat['encoding']>('utf-8', 'utf-8-bom', 'windows-1252', 'iso-8859-15'),
  headerCase: fc.constantFrom<FecFormat['headerCase']>('canonical', 'upper', 'lower'),
  padding: fc.boolean(),
  trailingSeparator: fc.boolean(),
  zeroFilledAmounts: fc.boolean(),
  signStyle: fc.constantFrom<FecFormat['signStyle']>('leading', 'trailing'),
});

/** Raw anomalies planted after formatting: other date notations and point decimals. */
const mutationArb = fc.record({
  frDates: fc.boolean(),
  pointDecimals: fc.boolean(),
  blankLines: fc.boolean(),
});

type Mutation = typeof mutationArb extends fc.Arbitrary<infer T> ? T : never;

async function collect(stream: PassThrough): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

async function write(lines: FecLine[], format: Partial<FecFormat>, m: Mutation): Promise<Buffer> {
  const out = new PassThrough();
  const done = collect(out);
  const dateCols = new Set([3, 9, 15]);
  const writer = createFecWriter(out, format, {
    mutateFields: (n, fields) => {
      if (n === 1) return fields;
      const f = fields.map((v, i) => {
        const t = v.trim();
        if (m.frDates && dateCols.has(i) && /^\d{8}$/.test(t))
          return `${t.slice(6)}/${t.slice(4, 6)}/${t.slice(0, 4)}`;
        if (m.pointDecimals && (i === 11 || i === 12) && /^-?\d+,\d\d-?$/.test(t)) return t.replace(',', '.');
        return v;
      });
      return m.blankLines && n % 7 === 0
        ? f.join(format.separator === 'tab' ? '\t' : '|').replace(/.*/, '') + ''
        : f;
    },
  });
  await writer.writeLines(lines);
  await writer.close();
  return done;
}

type Totals = Map<string, [number, number]>;
function totals(lines: FecLine[], key: (l: FecLine) => string): Totals {
  const m: Totals = new Map();
  for (const l of lines) {
    const t = m.get(key(l)) ?? [0, 0];
    t[0] += l.debit;
    t[1] += l.credit;
    m.set(key(l), t);
  }
  return m;
}

async function readLines(
  bytes: Buffer,
): Promise<{ lines: FecLine[]; counts: Record<string, number>; corrected: Buffer }> {
  const lines: FecLine[] = [];
  const out = new PassThrough();
  const done = collect(out);
  const r = await analyseStream(Readable.from([bytes]), {
    fileName: '732829320FEC20241231.txt',
    controls: [
      {
        id: 'X',
        label: '',
        description: '',
        theme: 'format',
        cycle: 'general',
        categories: ['OK'],
        params: {},
        create: () => ({
          onLine: (l: FecLine) => void lines.push(l),
          finish: () => ({ result: 'OK', count: 0, amount: 0, rows: [], total: 0 }),
        }),
      },
    ],
    corrected: { output: out },
  });
  return { lines, counts: r.report.format.diagnosticCounts, corrected: await done };
}

describe('FecCorrector', () => {
  it('leaves none of the fixable anomalies, and the same totals per account and per entry', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 30 }),
        formatArb,
        mutationArb,
        async (records, format, mutation) => {
          const lines = toLines(records);
          const source = await readLines(await write(lines, { ...format, quoteFields: 'needed' }, mutation));
          const corrected = await readLines(source.corrected);
          for (const code of Object.keys(source.counts)) seen.add(code);
          for (const code of FIXABLE) expect([code, corrected.counts[code] ?? 0]).toEqual([code, 0]);
          const byAccount = (l: FecLine) => l.compteNum;
          const byEntry = (l: FecLine) => l.journalCode + '/' + l.ecritureNum;
          expect(totals(corrected.lines, byAccount)).toEqual(totals(source.lines, byAccount));
          expect(totals(corrected.lines, byEntry)).toEqual(totals(source.lines, byEntry));
          expect(corrected.lines.map((l) => l.ecritureLib)).toEqual(source.lines.map((l) => l.ecritureLib));
          // Nothing invented: what the source said, the corrected file says, in the legal form.
          expect(corrected.lines.map((l) => [l.ecritureDate, l.pieceDate, l.validDate])).toEqual(
            source.lines.map((l) => [l.ecritureDate, l.pieceDate, l.validDate]),
          );
        },
      ),
      { numRuns: 120 },
    );
    // The sources really held what was corrected.
    for (const code of [
      'SEPARATEUR_ILLEGAL',
      'SEPARATEUR_FINAL',
      'FIN_DE_LIGNE',
      'ENCODAGE_NON_LEGAL',
      'LIGNE_VIDE',
      'MONTANT_POINT',
      'DATE_FORMAT',
    ])
      expect(seen).toContain(code);
  });

  it('keeps unfixable values as written and logs every change', async () => {
    const text =
      'JournalCode;JournalLib;EcritureNum;EcritureDate;CompteNum;CompteLib;CompAuxNum;CompAuxLib;PieceRef;PieceDate;EcritureLib;Montant;Sens;EcritureLet;DateLet;ValidDate;Montantdevise;Idevise\n' +
      'VT;Ventes;1;05/01/2024;411000;Clients;;;F1;20240105;Facture;120.00;D;;;20240106;;\n' +
      'VT;Ventes;1;20240105;706000;Ventes;;;F1;20241305;Facture;abc;C;;;20240106;;\n' +
      '\n' +
      'VT;Ventes;1;20240105;445710;TVA;;;F1;20240105;Facture;20,00;X;;;20240106;;\n';
    const out = new PassThrough();
    const done = collect(out);
    const log = new PassThrough();
    const logDone = collect(log);
    const r = await analyseStream(Readable.from([Buffer.from(text)]), {
      fileName: '732829320FEC20241231.txt',
      controls: [],
      corrected: { output: out, changeLog: log, lineEnding: 'lf' },
    });
    const corrected = (await done).toString('utf8').split('\n');
    expect(corrected[0]).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
    );
    expect(corrected[1]).toBe(
      'VT\tVentes\t1\t20240105\t411000\tClients\t\t\tF1\t20240105\tFacture\t120,00\t0,00\t\t\t20240106\t\t',
    );
    expect(corrected[2]).toBe(
      'VT\tVentes\t1\t20240105\t706000\tVentes\t\t\tF1\t20241305\tFacture\t0,00\tabc\t\t\t20240106\t\t',
    );
    expect(corrected[3]).toBe(
      'VT\tVentes\t1\t20240105\t445710\tTVA\t\t\tF1\t20240105\tFacture\t0,00\t0,00\t\t\t20240106\t\t',
    );
    expect(corrected).toHaveLength(5);
    expect(r.correction).toMatchObject({ linesWritten: 3, unfixed: 3 });
    expect(r.correction!.changesByKind).toMatchObject({
      variante: 1,
      separateur: 1,
      date: 1,
      montant: 1,
      'sens-inconnu': 1,
      ligne_vide: 1,
    });
    const csv = (await logDone).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFLigne;Colonne;Avant;Après;Motif');
    expect(csv).toContain('2;EcritureDate;05/01/2024;20240105');
    expect(csv).toContain('2;Debit;120.00;120,00');
  });
});

/** The analysis's count of errors (diagnostics of severity ERROR, the controls' own included). */
function errorCount(counts: Record<string, number>): number {
  let n = 0;
  for (const [code, count] of Object.entries(counts))
    if (DIAGNOSTIC_CODES[code as DiagnosticCode].severity === 'ERROR') n += count;
  return n;
}

const FILE_NAME = '552100554FEC20241231.txt';

/** Analyses `bytes` with its correction, then the corrected FEC as the user will send it. */
async function correctAndReread(bytes: Buffer) {
  const out = new PassThrough();
  const done = collect(out);
  const log = new PassThrough();
  const logDone = collect(log);
  const source = await analyseStream(Readable.from([bytes]), {
    fileName: FILE_NAME,
    corrected: { output: out, changeLog: log },
  });
  const corrected = await done;
  const again = await analyseStream(Readable.from([corrected]), { fileName: FILE_NAME });
  return {
    source,
    again,
    text: corrected.toString('utf8'),
    log: (await logDone).toString('utf8'),
  };
}

const H18 = FIELDS.slice(0, 18);
const row = (...v: string[]) => v.join('|');

describe('FecCorrector on a damaged export', () => {
  it('leaves out what is no entry, completes and joins what is, logs each field, adds no error', async () => {
    const lines = [
      H18.join('|'),
      row(
        'VT',
        'Ventes',
        '1',
        '20240105',
        '411000',
        'Clients',
        '',
        '',
        'F1',
        '20240105',
        'Facture 1',
        '1200',
        '0',
        '',
        '',
        '20240106',
        '',
        '',
      ),
      row(
        'VT',
        'Ventes',
        '1',
        '20240105',
        '706000',
        'Prestations',
        '',
        '',
        'F1',
        '20240105',
        'Facture 1',
        '0,00',
        '       1000,00',
        '',
        '',
        '20240106',
        '',
        '',
      ),
      'Other example',
      // 16 fields: Montantdevise and Idevise left off by the export.
      row(
        'VT',
        'Ventes',
        '1',
        '20240105',
        '445710',
        'TVA collectée',
        '',
        '',
        'F1',
        '20240105',
        'Facture 1',
        '0,00',
        '200,00',
        '',
        '',
        '20240106',
      ),
      H18.join('|'),
      // The decimals of the debit cut off by the separator: 19 fields.
      row(
        'BQ',
        'Banque',
        '2',
        '20240110',
        '512000',
        'Banque',
        '',
        '',
        'R1',
        '20240110',
        'Règlement',
        '1200',
        '00',
        '0,00',
        '',
        '',
        '20240111',
        '',
        '',
      ),
      row(
        'BQ',
        'Banque',
        '2',
        '20240110',
        '411000',
        'Clients',
        '',
        '',
        'R1',
        '20240110',
        'Règlement',
        '0,00',
        '1200,00',
        '',
        '',
        '20240111',
        '',
        '',
      ),
    ];
    const { source, again, text, log } = await correctAndReread(Buffer.from(lines.join('\r\n') + '\r\n'));
    const written = text.split('\r\n');
    expect(written).toEqual([
      H18.join('\t'),
      'VT\tVentes\t1\t20240105\t411000\tClients\t\t\tF1\t20240105\tFacture 1\t1200,00\t0,00\t\t\t20240106\t\t',
      'VT\tVentes\t1\t20240105\t706000\tPrestations\t\t\tF1\t20240105\tFacture 1\t0,00\t1000,00\t\t\t20240106\t\t',
      'VT\tVentes\t1\t20240105\t445710\tTVA collectée\t\t\tF1\t20240105\tFacture 1\t0,00\t200,00\t\t\t20240106\t\t',
      'BQ\tBanque\t2\t20240110\t512000\tBanque\t\t\tR1\t20240110\tRèglement\t1200,00\t0,00\t\t\t20240111\t\t',
      'BQ\tBanque\t2\t20240110\t411000\tClients\t\t\tR1\t20240110\tRèglement\t0,00\t1200,00\t\t\t20240111\t\t',
      '',
    ]);
    const rows = log.split('\r\n');
    expect(rows[0]).toBe('\uFEFFLigne;Colonne;Avant;Après;Motif');
    expect(rows).toEqual(
      expect.arrayContaining([
        '1;*;« | »;tabulation;Séparateur remplacé par la tabulation',
        '2;Debit;1200;1200,00;' + MOTIFS.montant,
        '2;Credit;0;0,00;' + MOTIFS.montant,
        '3;Credit;       1000,00;1000,00;' + MOTIFS.montant,
        '4;*;Other example;;' + MOTIFS['ligne-ecartee'],
        '5;Montantdevise, Idevise;16 champs;18 champs;' + MOTIFS['ligne-completee'],
        '6;*;(JournalCode… : les noms des champs);;' + MOTIFS['entete-repete'],
        '7;Debit;« 1200 » et « 00 »;1200,00;' + MOTIFS['decimales-separees'],
      ]),
    );
    // The file-wide rows stay: the repeated header is also counted.
    expect(rows).toContain('fichier;*;1 en-têtes répétés;supprimées;' + MOTIFS.entete_repete);
    // Fewer errors, none new: no mandatory value goes missing, the entries balance.
    const before = source.report.format.diagnosticCounts;
    const after = again.report.format.diagnosticCounts;
    expect(errorCount(after)).toBeLessThan(errorCount(before));
    expect(after).toEqual({});
    expect(again.report.format.tester.verdict).toBe('conforme');
    expect(again.report.totals).toEqual({ debit: 240000, credit: 240000 });
  });

  it('a comma-separated export whose every amount is cut at its decimal comma', async () => {
    const lines = [
      H18.join(','),
      [
        'VT',
        'Ventes',
        '1',
        '20240105',
        '411000',
        'Clients',
        '',
        '',
        'F1',
        '20240105',
        'Facture',
        '187,20',
        '0,00',
        '',
        '',
        '20240106',
        '',
        '',
      ],
      [
        'VT',
        'Ventes',
        '1',
        '20240105',
        '706000',
        'Ventes',
        '',
        '',
        'F1',
        '20240105',
        'Facture',
        '0,00',
        '187,20',
        '',
        '',
        '20240106',
        '',
        '',
      ],
    ].map((l) => (Array.isArray(l) ? l.join(',') : l));
    const { source, again, text, log } = await correctAndReread(Buffer.from(lines.join('\r\n') + '\r\n'));
    expect(source.report.format.diagnosticCounts.NB_CHAMPS).toBe(2);
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      'VT\tVentes\t1\t20240105\t411000\tClients\t\t\tF1\t20240105\tFacture\t187,20\t0,00\t\t\t20240106\t\t',
      'VT\tVentes\t1\t20240105\t706000\tVentes\t\t\tF1\t20240105\tFacture\t0,00\t187,20\t\t\t20240106\t\t',
    ]);
    expect(log.split('\r\n')).toEqual(
      expect.arrayContaining([
        '2;Debit;« 187 » et « 20 »;187,20;' + MOTIFS['decimales-separees'],
        '2;Credit;« 0 » et « 00 »;0,00;' + MOTIFS['decimales-separees'],
      ]),
    );
    expect(again.report.format.diagnosticCounts).toEqual({});
    expect(again.report.totals).toEqual({ debit: 18720, credit: 18720 });
  });

  it('a short line that completing would make worse stays as written, said so in the log', async () => {
    const lines = [
      H18.join('\t'),
      ['OD', 'Opérations diverses', '3', '20240115', '401000'].join('\t'),
      H18.map(() => '').join('\t'),
    ];
    const { source, again, text, log } = await correctAndReread(Buffer.from(lines.join('\n') + '\n'));
    expect(text.split('\r\n')[1]).toBe('OD\tOpérations diverses\t3\t20240115\t401000');
    expect(log).toContain('2;CompteLib, CompAuxNum, CompAuxLib, PieceRef');
    expect(log).toContain(';5 champs;5 champs;' + MOTIFS['ligne-incomplete']);
    expect(log).toContain('3;*;(ligne vide);;' + MOTIFS['ligne-vide']);
    expect(errorCount(again.report.format.diagnosticCounts)).toBeLessThanOrEqual(
      errorCount(source.report.format.diagnosticCounts),
    );
  });
});

describe('FecCorrector on the DGFiP tester’s cases', () => {
  const D = [
    'OD',
    'Opérations diverses',
    '1',
    '20240115',
    '109000',
    'Actionnaires',
    '',
    '',
    'P1',
    '20240115',
  ];
  const LINE_D = [...D, 'Capital appelé', '120,00', '0,00', '', '', '20240115', '', ''];
  const LINE_C = [
    ...D.slice(0, 4),
    '101300',
    'Cap.souscrit appelé| non versé',
    '',
    '',
    'P1',
    '20240115',
    'Capital appelé',
    '0,00',
    '120,00',
    '',
    '',
    '20240115',
    '',
    '',
  ];

  it.each([
    [
      'a quoted field holding the separator',
      Buffer.from(
        [H18, LINE_D, LINE_C.map((v) => (v.includes('|') ? `"${v}"` : v))]
          .map((l) => l.join('|'))
          .join('\r\n') + '\r\n',
      ),
      '1;*;« | »;tabulation;' + MOTIFS.separateur,
    ],
    [
      'a data line with an extra trailing separator',
      Buffer.from([H18, LINE_D, LINE_C].map((l) => l.join('\t')).join('\r\n') + '\t\r\n'),
      '3;*;séparateur en fin de ligne;retiré;' + MOTIFS['separateur-final'],
    ],
    [
      'a UTF-16 file with a BOM',
      Buffer.from('\ufeff' + [H18, LINE_D, LINE_C].map((l) => l.join('\t')).join('\r\n') + '\r\n', 'utf16le'),
      // Written in UTF-8: the tester finds JournalCode.
      'fichier;*;UTF-16 LE avec BOM;UTF-8;' + MOTIFS.encodage,
    ],
  ])('%s: the corrected FEC is conforme for the tester', async (_, bytes, logged) => {
    const { source, again, text, log } = await correctAndReread(bytes);
    expect(source.report.format.tester.verdict).toBe('non-conforme');
    expect(again.report.format.tester.verdict).toBe('conforme');
    expect(again.report.format.tester.reasons.filter((r) => r.severity === 'ERROR')).toEqual([]);
    expect(text.split('\r\n')[2].split('\t')).toHaveLength(18);
    expect(text).toContain('Cap.souscrit appelé| non versé');
    expect(log.split('\r\n')).toContain(logged);
    expect(again.report.totals).toEqual({ debit: 12000, credit: 12000 });
  });
});

describe('the change log', () => {
  it('past its cap per kind, one row tells how many more', async () => {
    const out = new PassThrough();
    const done = collect(out);
    const log = new ChangeLog(out, 10, 3);
    for (let i = 1; i <= 1205; i++)
      log.add('montant', { line: i, column: 'Debit', before: '1', after: '1,00' });
    log.add('ligne-ecartee', { line: 9, column: '*', before: 'Total; "général"', after: '' });
    await log.close();
    const rows = (await done).toString('utf8').split('\r\n');
    expect(rows).toEqual([
      '\uFEFFLigne;Colonne;Avant;Après;Motif',
      '1;Debit;1;1,00;' + MOTIFS.montant,
      '2;Debit;1;1,00;' + MOTIFS.montant,
      '3;Debit;1;1,00;' + MOTIFS.montant,
      '9;*;"Total; ""général""";;' + MOTIFS['ligne-ecartee'],
      `*;Debit;;;${MOTIFS.montant} : et 1 202 autres modifications de ce type, non détaillées (les 3 premières le sont ci-dessus)`,
      '',
    ]);
    expect(log.total).toBe(1206);
    expect(log.byKind.get('montant')).toBe(1205);
    expect(log.first).toHaveLength(10);
  });
});
