import fc from 'fast-check';
import { PassThrough, Readable } from 'node:stream';
import { generateFec } from '../generator/generate';
import { createFecWriter } from '../write/fec-writer';
import { analyseStream } from './analyse';

async function generatedBytes(): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const writer = createFecWriter(out, { lineEnding: 'crlf' });
  await writer.writeLines(generateFec({ seed: 11, targetLines: 600 }).lines);
  await writer.close();
  return Buffer.concat(parts);
}

describe('the whole analysis on damaged input', () => {
  let base: Buffer;
  beforeAll(async () => {
    base = await generatedBytes();
  });

  it('never throws: every control finishes, every diagnostic names a line', async () => {
    const bytes = fc.integer({ min: 0, max: 255 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), bytes), { maxLength: 40 }),
        fc.nat(),
        fc.constantFrom('\t', '|', ';', '\r', '\n', '', '-', ',', '.', '"', '0', '9'),
        async (mutations, cut, inserted) => {
          const damaged = Buffer.from(base);
          for (const [pos, b] of mutations) damaged[pos % damaged.length] = b;
          const at = cut % damaged.length;
          const input = Buffer.concat([
            damaged.subarray(0, at),
            Buffer.from(inserted),
            damaged.subarray(at, at + (cut % 5000)),
          ]);
          const r = await analyseStream(Readable.from([input]), { fileName: '732829320FEC20241231.txt' });
          for (const d of r.report.format.diagnostics) {
            expect(Number.isInteger(d.line)).toBe(true);
            expect(d.message).toMatch(/\S/);
          }
          if (r.readable) {
            expect(r.report.controls).toHaveLength(54);
            for (const c of r.report.controls) {
              expect(Number.isSafeInteger(c.amount)).toBe(true);
              expect(c.total).toBeGreaterThanOrEqual(c.rows.length);
            }
          } else expect(r.report.format.conformity).toBe('non-conforme');
        },
      ),
      { numRuns: 150 },
    );
  });
});
