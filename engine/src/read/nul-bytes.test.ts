import { randomBytes } from 'node:crypto';
import iconv from 'iconv-lite';
import { DiagnosticCollector } from '../validate/collector';
import type { FecLine } from '../model/line';
import { FecReader } from './reader';

const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

/** `n` data lines (two per balanced entry), LF-terminated; line k of the file is lines[k - 1]. */
function fileLines(n: number): string[] {
  const out = [HEADER];
  for (let i = 0; i < n; i++) {
    const e = Math.floor(i / 2) + 1;
    const [acc, d, c] = i % 2 === 0 ? ['411000', '120,00', '0,00'] : ['706000', '0,00', '120,00'];
    out.push(
      `VE\tVentes\t${e}\t20240105\t${acc}\tCompte\t\t\tF${e}\t20240105\tVente ${e}\t${d}\t${c}\t\t\t20240106\t\t`,
    );
  }
  return out;
}

function read(bytes: Buffer, chunk = 1 << 20) {
  const diags = new DiagnosticCollector();
  const lines: FecLine[] = [];
  const reader = new FecReader({ diagnostics: diags, onLine: (l) => void lines.push(l) });
  for (let i = 0; i < bytes.length; i += chunk) reader.push(bytes.subarray(i, i + chunk));
  reader.end();
  return { diags, lines, reader };
}

/** The file with a NUL byte inserted in the label (EcritureLib) of physical line `at`. */
function withNul(lines: string[], at: number): Buffer {
  const copy = [...lines];
  copy[at - 1] = copy[at - 1].replace('Vente', 'Ven\u0000te');
  return Buffer.from(copy.join('\n') + '\n', 'latin1');
}

describe('NUL bytes', () => {
  const lines = fileLines(4000);
  const clean = read(Buffer.from(lines.join('\n') + '\n', 'latin1'));

  it.each([5, 3000])('a NUL on line %i is one alert on that line; the whole file is still read', (at) => {
    for (const chunk of [1 << 20, 4096]) {
      const r = read(withNul(lines, at), chunk);
      expect(r.reader.failed).toBe(false);
      expect(r.lines).toHaveLength(4000);
      expect(r.diags.countsObject()).toEqual({ CARACTERE_NUL: 1 });
      expect(r.diags.list()).toEqual([
        expect.objectContaining({ code: 'CARACTERE_NUL', line: at, severity: 'ALERT' }),
      ]);
      expect(r.diags.conformity()).toBe('conforme-avec-alertes');
      // Read as if the byte were not there.
      expect(r.lines[at - 2]).toEqual(clean.lines[at - 2]);
    }
  });

  it('a NUL inside a quoted line does not split its fields', () => {
    const copy = [...lines.slice(0, 5)];
    copy[3] = copy[3].replace('Vente 2', '"Ven\u0000te 2"');
    const r = read(Buffer.from(copy.join('\n') + '\n', 'latin1'));
    expect(r.diags.countsObject()).toEqual({ CARACTERE_NUL: 1 });
    expect(r.lines[2].ecritureLib).toBe('Vente 2');
  });

  it('refuses what really is not text: an image, random bytes, a block of NULs', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
      randomBytes(2000),
    ]);
    for (const bytes of [png, randomBytes(5000), Buffer.alloc(1000), Buffer.from([1, 2, 0, 0, 0, 7, 8, 9])]) {
      const r = read(bytes);
      expect(r.reader.failed).toBe(true);
      expect(r.diags.countsObject()).toEqual({ FICHIER_BINAIRE: 1 });
    }
  });

  it('reads UTF-16 written without a BOM (every other byte NUL) as text, with an alert', () => {
    const text = lines.slice(0, 11).join('\r\n') + '\r\n';
    for (const enc of ['utf-16le', 'utf-16be']) {
      const r = read(iconv.encode(text, enc));
      expect(r.reader.failed).toBe(false);
      expect(r.lines).toEqual(read(Buffer.from(text, 'latin1')).lines);
      expect(r.diags.countsObject()).toEqual({ ENCODAGE_NON_LEGAL: 1 });
      expect(r.diags.list()[0].message).toContain('UTF-16 sans BOM');
    }
  });
});
