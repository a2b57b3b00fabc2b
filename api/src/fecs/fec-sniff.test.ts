import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { SNIFF_BYTES, SNIFF_REASONS, sniffFec, type SniffVerdict } from './fec-sniff';

const SHARED = join(__dirname, '../../../../shared/fixtures');
const FIXTURES = ['fec-real', 'fec-public'].flatMap((dir) =>
  readdirSync(join(SHARED, dir))
    .filter((name) => /\.txt$/i.test(name))
    .map((name) => join(SHARED, dir, name)),
);

const NAMES = [
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
const LINE = ['VE', 'Ventes', '1', '20230131', '411000', 'Clients', '', '', 'F1', '20230131', 'Vente'];
const row = (sep: string) => [...LINE, '100,00', '0,00', '', '', '20230131', '', ''].join(sep);
const fec = (sep = '\t', names = NAMES, eol = '\n') => `${names.join(sep)}${eol}${row(sep)}${eol}`;

/** Sniffs a whole file the way the upload does: its first SNIFF_BYTES, complete when shorter. */
const sniff = (bytes: Buffer | string): SniffVerdict => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return sniffFec(b.subarray(0, SNIFF_BYTES), b.length <= SNIFF_BYTES);
};
const refused = (reason: string): SniffVerdict => ({ ok: false, reason });

describe('the upload sniffer', () => {
  it('accepts every real and public fixture', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(9);
    for (const path of FIXTURES) expect([path, sniff(readFileSync(path))]).toEqual([path, { ok: true }]);
  });

  it('accepts the legal forms, separators, encodings and line endings', () => {
    const accepted = [
      fec('\t'),
      fec('|'),
      fec(';'),
      fec(','),
      fec('\t', NAMES, '\r\n'),
      fec('\t', NAMES, '\r'),
      fec('\t', NAMES, '\r\r\n'),
      `\uFEFF${fec()}`,
      NAMES.join('\t'), // the header alone, without a line ending
      fec(
        '\t',
        NAMES.map((n) => n.toUpperCase()),
      ),
      fec('|', [...NAMES.slice(0, 11), 'Montant', 'Sens', ...NAMES.slice(13)]),
      fec('\t', [...NAMES, 'DateRglt', 'ModeRglt', 'NatOp']), // BA, cash basis
      fec('\t', [
        ...NAMES.slice(0, 12),
        'Crédit',
        ...NAMES.slice(13),
        'DateRglt',
        'ModeRglt',
        'NatOp',
        'IdClient',
      ]),
      fec(
        '\t',
        NAMES.map((n) => `"${n}"`),
      ),
    ];
    for (const text of accepted)
      expect([text.slice(0, 60), sniff(text)]).toEqual([text.slice(0, 60), { ok: true }]);
    const cp1252 = iconv.encode(
      fec(';', [...NAMES.slice(0, 12), 'Crédit', ...NAMES.slice(13)]),
      'windows-1252',
    );
    expect(sniff(cp1252)).toEqual({ ok: true });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(fec(), 'utf-16le')]);
    expect(sniff(utf16)).toEqual({ ok: true });
    // A large file: only its first 64 KiB are looked at.
    const big = fec() + `${row('\t')}\n`.repeat(5000);
    expect(sniffFec(Buffer.from(big).subarray(0, SNIFF_BYTES), false)).toEqual({ ok: true });
  });

  it('refuses empty files, archives, documents, images and binary content, naming them', () => {
    expect(sniff('')).toEqual(refused('Le fichier est vide.'));
    expect(sniff(Buffer.from([0xef, 0xbb, 0xbf]))).toEqual(refused('Le fichier est vide.'));
    const zip = (entry: string) =>
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
        Buffer.alloc(22),
        Buffer.from(entry),
      ]);
    expect(sniff(zip('fec.txt'))).toEqual(refused("Le fichier n'est pas un fichier texte (archive zip)."));
    expect(sniff(zip('xl/workbook.xml'))).toEqual(
      refused("Le fichier n'est pas un fichier texte (classeur Excel)."),
    );
    expect(sniff(zip('word/document.xml'))).toEqual(
      refused("Le fichier n'est pas un fichier texte (document Word)."),
    );
    expect(sniff(gzipSync(fec()))).toEqual(refused("Le fichier n'est pas un fichier texte (archive gzip)."));
    expect(sniff('%PDF-1.7\n%âãÏÓ\n1 0 obj')).toEqual(
      refused("Le fichier n'est pas un fichier texte (document PDF)."),
    );
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toEqual(
      refused("Le fichier n'est pas un fichier texte (image PNG)."),
    );
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual(
      refused("Le fichier n'est pas un fichier texte (image JPEG)."),
    );
    expect(sniff(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]))).toEqual(
      refused("Le fichier n'est pas un fichier texte (archive 7z)."),
    );
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual(
      refused("Le fichier n'est pas un fichier texte (document Office, .xls ou .doc)."),
    );
    // A FEC header followed by as many NUL bytes: not text, as the engine would say.
    expect(sniff(fec() + '\u0000'.repeat(fec().length))).toEqual(
      refused("Le fichier n'est pas un fichier texte."),
    );
    // A few stray NUL bytes do not make a FEC binary (the analysis reports them, line by line), and
    // UTF-16 without its BOM is text (read, and reported as a non-legal encoding).
    expect(sniff(`${fec()}\u0000\u0000\u0000`)).toEqual({ ok: true });
    expect(sniff(iconv.encode(fec(), 'utf-16le'))).toEqual({ ok: true });
  });

  it('refuses text whose first line is not a FEC header', () => {
    const noHeader = refused(
      "La première ligne ne contient pas l'en-tête d'un FEC (JournalCode, JournalLib, …).",
    );
    expect(sniff('x')).toEqual(noHeader);
    expect(sniff('Bonjour,\nvoici le fichier.\n')).toEqual(noHeader);
    expect(sniff('Compte;Libellé;Débit;Crédit\n411000;Clients;100,00;0,00\n')).toEqual(noHeader);
    expect(sniff(`\n${fec()}`)).toEqual(noHeader);
    expect(sniff(`${row('\t')}\n${row('\t')}\n`)).toEqual(noHeader);
    // No line ending within the first 64 KiB.
    expect(sniffFec(Buffer.alloc(SNIFF_BYTES, 'a'), false)).toEqual(noHeader);
    // A header cut by the 64 KiB limit is not a header line.
    expect(sniffFec(Buffer.from(`${'x\t'.repeat(SNIFF_BYTES)}`).subarray(0, SNIFF_BYTES), false)).toEqual(
      noHeader,
    );
  });

  describe('properties', () => {
    const reasons = new Set<string>([SNIFF_REASONS.empty, SNIFF_REASONS.binary, SNIFF_REASONS.noHeader]);
    const known = (v: SniffVerdict) =>
      v.ok || reasons.has(v.reason) || v.reason.startsWith("Le fichier n'est pas un fichier texte (");

    /** Independent of the engine: the first line, decoded as Latin-1, names at least 6 FEC columns. */
    const firstLineLooksLikeAHeader = (bytes: Buffer) => {
      let text = bytes.toString('latin1');
      if (bytes[0] === 0xff || bytes[0] === 0xfe)
        text = iconv.decode(bytes.subarray(2), bytes[0] === 0xff ? 'utf-16le' : 'utf-16be');
      const line = text
        .replace(/^\u00ef\u00bb\u00bf/, '')
        .split(/[\r\n]/)[0]
        .toLowerCase();
      const names = [...NAMES, 'Montant', 'Sens', 'DateRglt', 'ModeRglt', 'NatOp', 'IdClient'];
      return names.filter((n) => line.includes(n.toLowerCase())).length >= 6;
    };

    it('never throws on random bytes, and never accepts bytes without a header line', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 4096 }), fc.boolean(), (bytes, complete) => {
          const head = Buffer.from(bytes);
          const verdict = sniffFec(head, complete);
          expect(known(verdict)).toBe(true);
          if (verdict.ok) expect(firstLineLooksLikeAHeader(head)).toBe(true);
        }),
        { numRuns: 2000 },
      );
    });

    it('refuses random text before the header line, and junk bytes never crash it', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((s) => !/[\t|;,\r\n]/.test(s)),
          fc.uint8Array({ maxLength: 512 }),
          (junk, tail) => {
            const bytes = Buffer.concat([Buffer.from(`${junk}\n${fec()}`), Buffer.from(tail)]);
            expect(sniff(bytes).ok).toBe(false);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('accepts a header in any legal separator, case and line ending, followed by any text lines', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('\t', '|', ';', ','),
          fc.constantFrom('\n', '\r\n', '\r'),
          fc.boolean(),
          fc.array(fc.boolean(), { minLength: NAMES.length, maxLength: NAMES.length }),
          fc.array(
            fc
              .string({ unit: 'grapheme', maxLength: 80 })
              // Text lines: no control characters (line endings, NUL).
              .filter((s) => !/\p{Cc}/u.test(s)),
            {
              maxLength: 50,
            },
          ),
          (sep, eol, bom, upper, lines) => {
            const names = NAMES.map((n, i) => (upper[i] ? n.toUpperCase() : n));
            const text = `${bom ? '\uFEFF' : ''}${names.join(sep)}${eol}${lines.join(eol)}`;
            expect(sniff(text)).toEqual({ ok: true });
          },
        ),
        { numRuns: 500 },
      );
    });

    it('accepts every fixture cut anywhere after its header line', () => {
      const files = FIXTURES.map((p) => readFileSync(p));
      fc.assert(
        fc.property(fc.nat({ max: files.length - 1 }), fc.nat({ max: SNIFF_BYTES }), (i, cut) => {
          const file = files[i];
          const headerEnd = file.indexOf(0x0a) + 1;
          const head = file.subarray(0, Math.max(headerEnd, Math.min(cut, file.length)));
          expect(sniffFec(head, head.length === file.length)).toEqual({ ok: true });
        }),
        { numRuns: 300 },
      );
    });
  });
});
