import fc from 'fast-check';
import { PassThrough, Readable } from 'node:stream';
import { analyseStream } from '../analyse/analyse';
import type { FecLine } from '../model/line';
import type { DiagnosticCode } from '../validate/codes';
import { createFecWriter } from '../write/fec-writer';
import type { FecFormat } from '../write/format';
import { makeFecLine } from '../write/make-line';

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
