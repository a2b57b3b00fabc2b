import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import iconv from 'iconv-lite';
import type { FecLine } from '../model';
import type { FecFormat } from './format';
import { createFecWriter, type FecWriterOptions } from './fec-writer';
import { makeFecLine } from './make-line';
import { serializeHeader, serializeLine } from './serialize';

const line = (n: number, lib = 'Facture Société Générale n°' + n): FecLine =>
  makeFecLine({
    journalCode: 'AC',
    journalLib: 'Achats',
    ecritureNum: String(n),
    ecritureDate: 20240105,
    compteNum: '401000',
    compteLib: 'Fournisseurs',
    pieceRef: 'FA' + n,
    pieceDate: 20240105,
    ecritureLib: lib,
    credit: 1000 + n,
    validDate: 20240110,
  });

/** Writes lines into memory and returns the bytes. */
async function bytesOf(
  lines: FecLine[],
  format: Partial<FecFormat> = {},
  options: FecWriterOptions = {},
): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      parts.push(chunk);
      cb();
    },
  });
  const w = createFecWriter(sink, format, options);
  await w.writeLines(lines);
  await w.close();
  return Buffer.concat(parts);
}

describe('createFecWriter', () => {
  it('writes header then records with CRLF by default', async () => {
    const out = (await bytesOf([line(1), line(2)])).toString('utf8');
    expect(out).toBe(
      serializeHeader() + '\r\n' + serializeLine(line(1)) + '\r\n' + serializeLine(line(2)) + '\r\n',
    );
  });

  it.each([
    ['lf', '\n'],
    ['crlf', '\r\n'],
    ['cr', '\r'],
    ['crcrlf', '\r\r\n'],
  ] as const)('ends lines with %s', async (lineEnding, eol) => {
    const out = (await bytesOf([line(1)], { lineEnding })).toString('utf8');
    expect(out).toBe(serializeHeader() + eol + serializeLine(line(1)) + eol);
  });

  it('can omit the final line ending', async () => {
    const out = (await bytesOf([line(1)], { lineEnding: 'lf', finalLineEnding: false })).toString('utf8');
    expect(out.endsWith('\n')).toBe(false);
    expect(out.split('\n')).toHaveLength(2);
  });

  it('writes a UTF-8 BOM once', async () => {
    const out = await bytesOf([line(1)], { encoding: 'utf-8-bom' });
    expect([...out.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x4a]);
    expect(out.indexOf(Buffer.from([0xef, 0xbb, 0xbf]), 3)).toBe(-1);
  });

  it('encodes accents in Windows-1252 and ISO 8859-15', async () => {
    const cp = await bytesOf([line(1, 'Société € é')], { encoding: 'windows-1252' });
    const tail = Buffer.from([0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9, 0x20, 0x80, 0x20, 0xe9]);
    expect(cp.indexOf(tail)).toBeGreaterThan(0);
    expect(iconv.decode(cp, 'windows-1252')).toContain('Société € é');
    const latin9 = await bytesOf([line(1, 'Société €')], { encoding: 'iso-8859-15' });
    expect(latin9.includes(Buffer.from([0xe9, 0x74, 0xe9, 0x20, 0xa4]))).toBe(true);
    const utf8 = await bytesOf([line(1, 'é')]);
    expect(utf8.includes(Buffer.from([0xc3, 0xa9]))).toBe(true);
  });

  it('writes pipe files with padding, zero fill and a trailing pipe', async () => {
    const out = (
      await bytesOf([line(7)], {
        separator: 'pipe',
        padding: true,
        zeroFilledAmounts: true,
        trailingSeparator: true,
        lineEnding: 'lf',
      })
    ).toString('utf8');
    const [header, record] = out.split('\n');
    expect(header.endsWith('|Idevise|')).toBe(true);
    expect(record.startsWith('AC  |Achats                        |7       |20240105|')).toBe(true);
    expect(record).toContain('|0000000000,00|0000000010,07|');
    expect(record.endsWith('|20240110|||')).toBe(true);
  });

  it('quotes fields and escapes quotes', async () => {
    const out = (
      await bytesOf([line(1, 'Lot "A"; B')], { separator: 'semicolon', quoteFields: true })
    ).toString();
    expect(out).toContain('"Lot ""A""; B"');
    expect(out.startsWith('"JournalCode";"JournalLib"')).toBe(true);
  });

  it('lets a hook plant raw anomalies by physical line number', async () => {
    const out = (
      await bytesOf(
        [line(1), line(2), line(3)],
        { lineEnding: 'lf' },
        {
          mutateFields(n, fields) {
            if (n === 1) return fields.slice(0, 17); // header missing Idevise
            if (n === 2) return fields.map((f, i) => (i === 12 ? f.replace(',', '.') : f));
            if (n === 4) return 'garbage';
            return fields;
          },
        },
      )
    ).toString();
    const rows = out.split('\n');
    expect(rows[0].split('\t')).toHaveLength(17);
    expect(rows[1].split('\t')[12]).toBe('10.01');
    expect(rows[2]).toBe(serializeLine(line(2)));
    expect(rows[3]).toBe('garbage');
  });

  it('writes to a path and counts lines and bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fec-writer-'));
    try {
      const path = join(dir, '123456782FEC20241231.txt');
      const w = createFecWriter(path, { encoding: 'utf-8-bom', lineEnding: 'lf' });
      for (let i = 1; i <= 5000; i++) {
        const wait = w.writeLine(line(i));
        if (wait) await wait;
      }
      await w.close();
      const buf = readFileSync(path);
      expect(w.linesWritten).toBe(5000);
      expect(w.bytesWritten).toBe(buf.length);
      expect(buf.toString('utf8').split('\n')).toHaveLength(5002);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('honours backpressure: a slow sink never holds more than a few chunks', async () => {
    let maxBuffered = 0;
    const sink = new PassThrough({ highWaterMark: 1 << 16 });
    let consumed = 0;
    sink.on('data', (c: Buffer) => {
      consumed += c.length;
      sink.pause();
      setImmediate(() => sink.resume());
    });
    const w = createFecWriter(sink, {}, { chunkSize: 1 << 14 });
    for (let i = 0; i < 20000; i++) {
      const wait = w.writeLine(line(i));
      maxBuffered = Math.max(maxBuffered, sink.writableLength);
      if (wait) await wait;
    }
    await w.close();
    expect(consumed).toBe(w.bytesWritten);
    expect(maxBuffered).toBeLessThan(4 * (1 << 16));
  });

  it('rejects writes after close and reports stream errors', async () => {
    const failing = new Writable({
      write(_c, _e, cb) {
        cb(new Error('disk full'));
      },
    });
    const w = createFecWriter(failing, {}, { chunkSize: 10 });
    const wait = w.writeLine(line(1));
    await expect(Promise.resolve(wait).then(() => w.close())).rejects.toThrow('disk full');
    const ok = createFecWriter(new PassThrough().resume());
    await ok.close();
    expect(() => ok.writeLine(line(1))).toThrow('closed');
  });
});
