import fc from 'fast-check';
import { PassThrough, Readable } from 'node:stream';
import { analyseStream } from '../analyse/analyse';
import { generateFec } from '../generator/generate';
import type { FecLine } from '../model/line';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from '../validate/codes';
import { createFecWriter } from '../write/fec-writer';
import type { FecFormat } from '../write/format';

/**
 * A corrected FEC never has more errors than its original — the diagnostics of severity ERROR, counted
 * as the analysis counts them (the controls' own included) — and the tester's predicted verdict never
 * goes from conforme to non conforme. Over clean FECs damaged the way real exports are: stray text,
 * a second header, lines cut short or cut at a decimal comma, padded or bare amounts, trailing and
 * extra separators, blank lines, and a few bytes overwritten.
 */

const FILE_NAME = '552100554FEC20241231.txt';

async function bytesOf(lines: FecLine[], format: Partial<FecFormat>): Promise<string> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const writer = createFecWriter(out, format);
  await writer.writeLines(lines);
  await writer.close();
  return Buffer.concat(parts).toString('utf8');
}

function errorCount(counts: Record<string, number>): number {
  let n = 0;
  for (const [code, count] of Object.entries(counts))
    if (DIAGNOSTIC_CODES[code as DiagnosticCode].severity === 'ERROR') n += count;
  return n;
}

type Damage =
  | { kind: 'stray'; at: number; text: string }
  | { kind: 'header'; at: number }
  | { kind: 'blank'; at: number }
  | { kind: 'short'; at: number; keep: number }
  | { kind: 'split'; at: number; column: number }
  | { kind: 'bare'; at: number; column: number }
  | { kind: 'padded'; at: number; column: number }
  | { kind: 'trailing'; at: number }
  | { kind: 'extra'; at: number }
  | { kind: 'byte'; at: number; offset: number; char: string };

const damageArb: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({
    kind: fc.constant('stray' as const),
    at: fc.nat(),
    text: fc.constantFrom('Other example', 'Total général', 'Page 2 / 3', 'Édité le 31/12/2024'),
  }),
  fc.record({ kind: fc.constant('header' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('blank' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('short' as const), at: fc.nat(), keep: fc.integer({ min: 1, max: 17 }) }),
  fc.record({ kind: fc.constant('split' as const), at: fc.nat(), column: fc.constantFrom(11, 12) }),
  fc.record({ kind: fc.constant('bare' as const), at: fc.nat(), column: fc.constantFrom(11, 12) }),
  fc.record({ kind: fc.constant('padded' as const), at: fc.nat(), column: fc.constantFrom(11, 12) }),
  fc.record({ kind: fc.constant('trailing' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('extra' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('byte' as const),
    at: fc.nat(),
    offset: fc.nat(),
    char: fc.constantFrom('\t', '|', ';', '0', '9', '"', '.', ',', '-', ' ', 'x'),
  }),
);

function damage(text: string, sep: string, damages: Damage[]): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol);
  const last = lines.pop(); // '' after the final line end
  const header = lines[0];
  for (const d of damages) {
    // Never line 1: a file without its header is another matter (the reader refuses it).
    const i = 1 + (d.at % (lines.length - 1));
    const fields = lines[i].split(sep);
    switch (d.kind) {
      case 'stray':
        lines.splice(i, 0, d.text);
        break;
      case 'header':
        lines.splice(i, 0, header);
        break;
      case 'blank':
        lines.splice(i, 0, '');
        break;
      case 'short':
        lines[i] = fields.slice(0, d.keep).join(sep);
        break;
      case 'split':
        if (/^\d+,\d\d$/.test(fields[d.column] ?? '')) {
          fields[d.column] = fields[d.column].replace(',', sep);
          lines[i] = fields.join(sep);
        }
        break;
      case 'bare':
        if (/^\d+,00$/.test(fields[d.column] ?? '')) {
          fields[d.column] = fields[d.column].slice(0, -3);
          lines[i] = fields.join(sep);
        }
        break;
      case 'padded':
        if (fields[d.column] !== undefined) {
          fields[d.column] = '       ' + fields[d.column];
          lines[i] = fields.join(sep);
        }
        break;
      case 'trailing':
        lines[i] += sep;
        break;
      case 'extra':
        lines[i] += sep + 'x';
        break;
      case 'byte': {
        const l = lines[i];
        if (l.length > 0) {
          const o = d.offset % l.length;
          lines[i] = l.slice(0, o) + d.char + l.slice(o + 1);
        }
        break;
      }
    }
  }
  return lines.join(eol) + eol + (last ?? '');
}

async function collect(stream: PassThrough): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

describe('the corrected FEC of a damaged export', () => {
  const lines = [...generateFec({ seed: 35, targetLines: 300 }).lines].slice(0, 80);

  it('has no more errors than its original, and the tester never turns against it', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          variant: fc.constantFrom<FecFormat['variant']>('debit-credit', 'montant-sens'),
          separator: fc.constantFrom<FecFormat['separator']>('tab', 'pipe', 'semicolon', 'comma'),
          lineEnding: fc.constantFrom<FecFormat['lineEnding']>('lf', 'crlf'),
        }),
        fc.array(damageArb, { minLength: 1, maxLength: 6 }),
        async (format, damages) => {
          const sep = { tab: '\t', pipe: '|', semicolon: ';', comma: ',' }[format.separator];
          const source = Buffer.from(damage(await bytesOf(lines, format), sep, damages), 'utf8');
          const out = new PassThrough();
          const done = collect(out);
          const original = await analyseStream(Readable.from([source]), {
            fileName: FILE_NAME,
            corrected: { output: out, changeLog: null },
          });
          const corrected = await done;
          if (!original.readable) return;
          const again = await analyseStream(Readable.from([corrected]), { fileName: FILE_NAME });
          const before = original.report.format;
          const after = again.report.format;
          for (const d of damages) seen.add(d.kind);
          expect(errorCount(after.diagnosticCounts)).toBeLessThanOrEqual(errorCount(before.diagnosticCounts));
          if (before.tester.verdict !== 'non-conforme') expect(after.tester.verdict).not.toBe('non-conforme');
        },
      ),
      { numRuns: Number(process.env.RUNS ?? 60), seed: process.env.RUNS ? undefined : 20261207 },
    );
    expect(seen.size).toBe(10);
  });
});
