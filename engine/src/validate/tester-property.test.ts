import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { analyseStream } from '../analyse/analyse';
import { generateFec } from '../generator/generate';
import type { FecLine } from '../model/line';
import { createFecWriter } from '../write/fec-writer';
import type { FecFormat } from '../write/format';

/**
 * Whatever shape a clean FEC is written in, the tester's verdict is conforme or a rejection the corrector
 * fixes, and the corrected FEC is then conforme for the tester: « fixable » is a promise kept.
 */

async function bytesOf(lines: FecLine[], format: Partial<FecFormat>): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const writer = createFecWriter(out, format);
  await writer.writeLines(lines);
  await writer.close();
  return Buffer.concat(parts);
}

const work = mkdtempSync(join(tmpdir(), 'fec-tester-prop-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const formats: fc.Arbitrary<Partial<FecFormat>> = fc
  .record({
    variant: fc.constantFrom('debit-credit', 'montant-sens', 'ba-tresorerie', 'bnc-tresorerie'),
    separator: fc.constantFrom('tab', 'pipe', 'semicolon', 'comma'),
    lineEnding: fc.constantFrom('lf', 'crlf', 'cr', 'crcrlf'),
    encoding: fc.constantFrom('utf-8', 'utf-8-bom', 'iso-8859-15', 'windows-1252'),
    headerCase: fc.constantFrom('canonical', 'upper', 'lower', 'accents-stripped'),
    padding: fc.boolean(),
    trailingSeparator: fc.boolean(),
    quoteFields: fc.constantFrom(false, 'needed'),
    zeroFilledAmounts: fc.boolean(),
    signStyle: fc.constantFrom('leading', 'trailing'),
  })
  // Commas between fields and in amounts: only quoting keeps such a file readable at all.
  .map((f) => (f.separator === 'comma' ? { ...f, quoteFields: 'needed' } : f)) as fc.Arbitrary<
  Partial<FecFormat>
>;

describe('the tester’s verdict across the shapes of a clean FEC', () => {
  const lines = [...generateFec({ seed: 11, targetLines: 300 }).lines];
  const fileName = '552100554FEC20241231.txt';

  it('conforme, or rejected only for what the corrector fixes; and the corrected FEC is conforme', async () => {
    await fc.assert(
      fc.asyncProperty(formats, async (format) => {
        const source = join(work, 'source.txt');
        writeFileSync(source, await bytesOf(lines, format));
        const output = join(work, fileName);
        const { report, correction } = await analyseStream(Readable.from([readFileSync(source)]), {
          fileName,
          corrected: { output, changeLog: null },
        });
        const t = report.format.tester;
        const errors = t.reasons.filter((r) => r.severity === 'ERROR');
        expect(errors.every((r) => r.fixable)).toBe(true);
        expect(t.fixable).toBe(errors.length > 0);
        expect(correction!.tester!.reasons.filter((r) => r.severity === 'ERROR')).toEqual([]);
        // Ours is never more lenient than the tester's.
        if (t.verdict === 'non-conforme') expect(report.format.conformity).toBe('non-conforme');
      }),
      { numRuns: 25, seed: 20261124 },
    );
  });
});
