import { Writable } from 'node:stream';
import type { FecLine } from '../model';
import { FecReader } from '../read/reader';
import { DiagnosticCollector } from '../validate/collector';
import { generateFec } from '../generator/generate';
import { createFecWriter } from './fec-writer';
import type { FecFormat } from './format';

/** Written by the writer, read back by the engine's reader: the same records, whatever the legal shape. */

const source = [...generateFec({ seed: 21, targetLines: 1_500 }).lines];

async function write(format: Partial<FecFormat>): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      parts.push(chunk);
      cb();
    },
  });
  const w = createFecWriter(sink, format, { chunkSize: 4096 });
  await w.writeLines(source);
  await w.close();
  return Buffer.concat(parts);
}

function read(bytes: Buffer): { lines: FecLine[]; reader: FecReader } {
  const lines: FecLine[] = [];
  const reader = new FecReader({ diagnostics: new DiagnosticCollector(), onLine: (l) => void lines.push(l) });
  // Odd chunk sizes: lines and multi-byte characters cut anywhere.
  for (let i = 0; i < bytes.length; i += 1_000_003 % 7919)
    reader.push(bytes.subarray(i, i + (1_000_003 % 7919)));
  reader.end();
  return { lines, reader };
}

const comparable = (l: FecLine) => ({ ...l, extra: null });

describe('writer → reader round trip', () => {
  it.each<[string, Partial<FecFormat>]>([
    ['canonical', {}],
    ['pipe, LF, BOM', { separator: 'pipe', lineEnding: 'lf', encoding: 'utf-8-bom' }],
    ['Montant + Sens', { variant: 'montant-sens', lineEnding: 'cr' }],
    ['ISO 8859-15, CR CR LF', { encoding: 'iso-8859-15', lineEnding: 'crcrlf' }],
    [
      'padded pipe with trailing pipe',
      { separator: 'pipe', padding: true, zeroFilledAmounts: true, trailingSeparator: true },
    ],
    ['trailing signs', { signStyle: 'trailing' }],
  ])('%s', async (_name, format) => {
    const { lines, reader } = read(await write(format));
    expect(reader.failed).toBe(false);
    expect(lines).toHaveLength(source.length);
    for (let i = 0; i < source.length; i += 97) expect(comparable(lines[i])).toEqual(comparable(source[i]));
    expect(comparable(lines[lines.length - 1])).toEqual(comparable(source[source.length - 1]));
  });
});
