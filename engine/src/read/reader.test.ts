import fc from 'fast-check';
import iconv from 'iconv-lite';
import { Readable } from 'node:stream';
import type { FecLine } from '../model/line';
import { DiagnosticCollector } from '../validate/collector';
import { FecReader } from './reader';

const HEADER = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
];
const ROWS = [
  [
    'VT',
    'Ventes',
    '1',
    '20240105',
    '411000',
    'Clients',
    'C001',
    'Dupont SARL',
    'F1',
    '20240105',
    'Facture F1 Dupont',
    '120,00',
    '0,00',
    'A',
    '20240120',
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
    'Prestations de services',
    '',
    '',
    'F1',
    '20240105',
    'Facture F1 Dupont',
    '0,00',
    '100,00',
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
    '445710',
    'TVA collectée',
    '',
    '',
    'F1',
    '20240105',
    'Facture F1 Dupont',
    '0,00',
    '20,00',
    '',
    '',
    '20240106',
    '',
    '',
  ],
  [
    'BQ',
    'Banque',
    '2',
    '20240120',
    '512000',
    'Banque Société Générale',
    '',
    '',
    'R1',
    '20240120',
    'Règlement Dupont',
    '120,00',
    '0,00',
    '',
    '',
    '20240121',
    '',
    '',
  ],
  [
    'BQ',
    'Banque',
    '2',
    '20240120',
    '411000',
    'Clients',
    'C001',
    'Dupont SARL',
    'R1',
    '20240120',
    'Règlement Dupont',
    '0,00',
    '120,00',
    'A',
    '20240120',
    '20240121',
    '',
    '',
  ],
];

function build(rows: string[][], sep = '\t', eol = '\n', header = HEADER): string {
  return [header, ...rows].map((r) => r.join(sep)).join(eol) + eol;
}

interface Read {
  lines: FecLine[];
  diags: DiagnosticCollector;
  reader: FecReader;
}

function read(input: Buffer | string, chunkSizes?: number[]): Read {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const diags = new DiagnosticCollector();
  const lines: FecLine[] = [];
  const reader = new FecReader({ diagnostics: diags, onLine: (l) => void lines.push(l) });
  if (!chunkSizes) reader.push(bytes);
  else {
    let pos = 0;
    let k = 0;
    while (pos < bytes.length) {
      const size = Math.max(1, chunkSizes[k++ % chunkSizes.length]);
      reader.push(bytes.subarray(pos, pos + size));
      pos += size;
    }
  }
  reader.end();
  return { lines, diags, reader };
}

const summary = (r: Read) =>
  r.lines.map((l) => [
    l.line,
    l.journalCode,
    l.ecritureNum,
    l.compteNum,
    l.compAuxLib,
    l.ecritureLib,
    l.debit,
    l.credit,
    l.ecritureDate,
  ]);

describe('FecReader', () => {
  const reference = read(build(ROWS));

  it('reads a legal file into normalised lines', () => {
    expect(reference.lines).toHaveLength(5);
    expect(reference.lines[0]).toMatchObject({
      line: 2,
      journalCode: 'VT',
      compteNum: '411000',
      compAuxLib: 'Dupont SARL',
      debit: 12000,
      credit: 0,
      ecritureDate: 20240105,
      dateLet: 20240120,
      montantDevise: null,
      extra: null,
    });
    expect(reference.reader).toMatchObject({
      encoding: 'utf-8',
      separator: 'tab',
      variant: 'debit-credit',
      lineEnding: 'lf',
    });
    expect(reference.diags.countsObject()).toEqual({});
    expect(reference.diags.conformity()).toBe('conforme');
  });

  it.each([
    ['CRLF', '\r\n', 'crlf'],
    ['CR', '\r', 'cr'],
    ['CR CR LF', '\r\r\n', 'crcrlf'],
  ])('reads %s line endings identically', (_n, eol, kind) => {
    const r = read(build(ROWS, '\t', eol));
    expect(summary(r)).toEqual(summary(reference));
    expect(r.reader.lineEnding).toBe(kind);
  });

  it('gives the same lines whatever the chunk boundaries', () => {
    const variants = [
      Buffer.from('\uFEFF' + build(ROWS, '\t', '\r\r\n'), 'utf8'),
      iconv.encode(build(ROWS, '|', '\r'), 'windows-1252'),
    ];
    const whole = variants.map((v) => summary(read(v)));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 20 }), (sizes) => {
        variants.forEach((v, i) => expect(summary(read(v, sizes))).toEqual(whole[i]));
      }),
      { numRuns: 60 },
    );
    expect(whole[0]).toEqual(summary(reference));
    expect(whole[1]).toEqual(summary(reference));
  });

  it('reads UTF-8 lines on the bytes exactly as the same text decoded from ISO 8859-15', () => {
    // UTF-8 data lines are cut and parsed on the bytes; ISO 8859-15 goes through decoded text.
    const piece = fc.constantFrom(
      '',
      ' ',
      'VT',
      'Ventes é',
      '411000',
      '4110',
      'Clients à',
      'C001',
      '"q;uo""te"',
      'a\u0000b',
      'x\ry',
      '20240105',
      '2024-01-05',
      '20240230',
      '1234,56',
      '12.50',
      '1\u00a0234,50',
      '-7,5',
      'abc',
      '€ 12',
      '  padded  ',
      '\u00a0',
      'AA',
      'EUR',
      'Facture très longue numéro 12345',
    );
    const row = fc.array(piece, { minLength: 16, maxLength: 20 });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('\t', '|', ';'),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 8 }),
        (rows, sep, eol, sizes) => {
          const text = build(rows, sep, eol);
          const utf8 = read(Buffer.from(text, 'utf8'), sizes);
          const iso = read(iconv.encode(text, 'iso-8859-15'), sizes);
          expect(utf8.lines).toEqual(iso.lines);
          expect(utf8.diags.list()).toEqual(iso.diags.list());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('detects encodings: BOM, Windows-1252, ISO 8859-15 and UTF-16', () => {
    const bom = read(Buffer.from('\uFEFF' + build(ROWS), 'utf8'));
    expect(bom.reader.encoding).toBe('utf-8-bom');
    expect(summary(bom)).toEqual(summary(reference));
    const cp = read(iconv.encode(build(ROWS).replace('Dupont SARL', 'Dupont € SARL'), 'windows-1252'));
    expect(cp.reader.encoding).toBe('windows-1252');
    expect(cp.lines[0].compAuxLib).toBe('Dupont € SARL');
    expect(cp.diags.count('ENCODAGE_NON_LEGAL')).toBe(1);
    const iso = read(iconv.encode(build(ROWS), 'iso-8859-15'));
    expect(iso.reader.encoding).toBe('iso-8859-15');
    expect(iso.lines[3].compteLib).toBe('Banque Société Générale');
    expect(iso.diags.conformity()).toBe('conforme');
    const u16 = read(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(build(ROWS), 'utf-16le')]));
    expect(summary(u16)).toEqual(summary(reference));
    expect(u16.diags.count('ENCODAGE_NON_LEGAL')).toBe(1);
  });

  it('reads a stray non-UTF-8 byte in a UTF-8 file as Windows-1252, and says where', () => {
    const text = build(ROWS);
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('Règlement');
    const bad = Buffer.concat([bytes.subarray(0, at), Buffer.from([0xe9]), bytes.subarray(at)]);
    const r = read(bad);
    expect(r.reader.encoding).toBe('utf-8');
    expect(
      r.diags
        .list()
        .filter((d) => d.code === 'UTF8_INVALIDE')
        .map((d) => d.line),
    ).toEqual([5]);
    expect(r.lines[3].ecritureLib).toBe('éRèglement Dupont'); // the stray byte only
    expect(r.lines[4].ecritureLib).toBe('Règlement Dupont');
  });

  it('accepts pipes with padding, a trailing separator, quotes, zero-filled amounts and upper-case names', () => {
    const rows = ROWS.map((r) =>
      r.map((v, i) => (i === 11 || i === 12 ? v.padStart(13, '0') : v.padEnd(12, ' '))),
    );
    rows[0][10] = '"Facture | spéciale ""A"""';
    const r = read(
      build(
        rows,
        '|',
        '\n',
        HEADER.map((h) => h.toUpperCase()),
      ).replace(/\n/g, '|\n'),
    );
    expect(r.lines[0]).toMatchObject({
      journalCode: 'VT',
      debit: 12000,
      ecritureLib: 'Facture | spéciale "A"',
    });
    expect(r.lines.map((l) => l.credit)).toEqual(reference.lines.map((l) => l.credit));
    // Read whole, but the DGFiP tester, blind to quotes, counts one field more on that line.
    expect(r.diags.countsObject()).toEqual({ SEPARATEUR_FINAL: 1, NB_CHAMPS: 1 });
  });

  it('converts Montant + Sens and reports a bad Sens', () => {
    const header = HEADER.map((h) => (h === 'Debit' ? 'Montant' : h === 'Credit' ? 'Sens' : h));
    const rows = ROWS.map((r) => {
      const d = r[11] !== '0,00';
      const out = [...r];
      out[11] = d ? r[11] : r[12];
      out[12] = d ? 'D' : 'C';
      return out;
    });
    rows[1][12] = '-1';
    rows[0][12] = '+1';
    const r = read(build(rows, '\t', '\n', header));
    expect(r.reader.variant).toBe('montant-sens');
    expect(summary(r)).toEqual(summary(reference));
    rows[2][12] = 'X';
    const bad = read(build(rows, '\t', '\n', header));
    expect(
      bad.diags
        .list()
        .filter((d) => d.code === 'SENS_INVALIDE')
        .map((d) => d.line),
    ).toEqual([4]);
  });

  it('reports every line-level anomaly with its line and column', () => {
    const rows = ROWS.map((r) => [...r]);
    rows[0][11] = '120.00';
    rows[1][12] = '1 100,00';
    rows[2][3] = '20241332';
    rows[3][15] = '';
    rows[3][9] = '21/01/2024';
    rows[4][4] = 'ABC';
    rows[4][12] = '0,00';
    const text = build(rows).replace('Règlement Dupont\t0,00', 'Règlement Dupont\t0,00');
    const r = read(text + '\n' + 'VT\tVentes\t3\n');
    const got = r.diags.list().map((d) => [d.line, d.code, d.column]);
    expect(got).toEqual([
      [2, 'MONTANT_POINT', 'Debit'],
      [3, 'MONTANT_MILLIERS', 'Credit'],
      [4, 'DATE_INVALIDE', 'EcritureDate'],
      [5, 'DATE_FORMAT', 'PieceDate'],
      [5, 'DONNEE_ABSENTE', 'ValidDate'],
      [6, 'COMPTE_FORMAT', 'CompteNum'],
      [6, 'DEBIT_CREDIT', ''],
      [7, 'LIGNE_VIDE', ''],
      [8, 'NB_CHAMPS', ''],
    ]);
    expect(r.lines[0].debit).toBe(12000);
    expect(r.lines[1].credit).toBe(110000);
    expect(r.lines[3].pieceDate).toBe(20240121);
    expect(r.diags.conformity()).toBe('non-conforme');
  });

  it('reports illegal separators, missing and extra columns', () => {
    const header = [...HEADER.filter((h) => h !== 'PieceRef'), 'Analytique'];
    const rows = ROWS.map((r) => [...r.filter((_v, i) => i !== 8), 'A1']);
    const r = read(build(rows, ';', '\n', header));
    expect(r.diags.countsObject()).toEqual({
      COLONNE_MANQUANTE: 1,
      COLONNE_SUPPLEMENTAIRE: 1,
      SEPARATEUR_ILLEGAL: 1,
    });
    expect(r.lines[0].extra).toEqual(['A1']);
    expect(r.lines[0].pieceRef).toBe('');
    expect(r.diags.conformity()).toBe('non-conforme');
  });

  it('skips a repeated header (a file in several parts)', () => {
    const r = read(build(ROWS.slice(0, 3)) + build(ROWS.slice(3)));
    expect(r.lines).toHaveLength(5);
    expect(r.diags.countsObject()).toEqual({ ENTETE_REPETE: 1 });
  });

  describe('bad input never crashes', () => {
    it('empty file, header only, binary, no header', () => {
      expect(read('').diags.countsObject()).toEqual({ FICHIER_VIDE: 1 });
      expect(read('').reader.failed).toBe(true);
      const headerOnly = read(HEADER.join('\t') + '\n');
      expect(headerOnly.reader.failed).toBe(false);
      expect(headerOnly.diags.countsObject()).toEqual({ AUCUNE_ECRITURE: 1 });
      expect(headerOnly.diags.conformity()).toBe('non-conforme');
      const bin = read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2, 3, 0, 0, 0]));
      expect(bin.reader.failed).toBe(true);
      expect(bin.diags.countsObject()).toEqual({ FICHIER_BINAIRE: 1 });
      const notFec = read('date;montant;libellé\n2024-01-01;12,00;café\n');
      expect(notFec.reader.failed).toBe(true);
      expect(notFec.diags.list()[0].message).toMatch(/ne peut pas être lu comme un FEC/);
    });

    it('a truncated last line and a line of 10,000 fields', () => {
      const text = build(ROWS) + ROWS[0].slice(0, 7).join('\t');
      const r = read(text + '\n' + Array(10000).fill('x').join('\t'));
      expect(r.diags.list().map((d) => [d.line, d.code])).toEqual(
        expect.arrayContaining([
          [7, 'NB_CHAMPS'],
          [8, 'NB_CHAMPS'],
        ]),
      );
      expect(r.lines).toHaveLength(7);
    });

    it('a 2 GB input without line ends: bounded memory, one diagnostic, no hang', async () => {
      const chunk = Buffer.alloc(1 << 20, 0x41);
      let sent = 0;
      const total = 2 * 1024; // MiB
      const stream = new Readable({
        read() {
          this.push(sent++ < total ? chunk : null);
        },
      });
      const diags = new DiagnosticCollector();
      const reader = new FecReader({ diagnostics: diags, onLine: () => undefined });
      reader.push(Buffer.from(HEADER.join('\t') + '\n'));
      const rssBefore = process.memoryUsage().rss;
      for await (const c of stream) reader.push(c as Buffer);
      reader.end();
      expect(diags.countsObject()).toEqual({ AUCUNE_ECRITURE: 1, LIGNE_TROP_LONGUE: 1 });
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    });

    it('random bytes and mutated files never throw, and every rejection names a line', () => {
      const base = Buffer.from(build(ROWS, '\t', '\r\n'), 'utf8');
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 12 }),
          fc.uint8Array({ maxLength: 200 }),
          (mutations, noise) => {
            const bytes = Buffer.from(base);
            for (const [pos, b] of mutations) bytes[pos % bytes.length] = b;
            for (const input of [bytes, Buffer.from(noise), Buffer.concat([bytes, Buffer.from(noise)])]) {
              const r = read(input);
              for (const d of r.diags.list()) {
                expect(Number.isInteger(d.line)).toBe(true);
                expect(d.message.length).toBeGreaterThan(5);
              }
              for (const l of r.lines)
                expect(Number.isSafeInteger(l.debit) && Number.isSafeInteger(l.credit)).toBe(true);
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
