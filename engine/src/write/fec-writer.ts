import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FecLine } from '../model';
import { chunkEncoder, preamble } from './encode';
import { type FecFormat, LINE_ENDING_CHARS, resolveFormat } from './format';
import { fieldsSerializer, headerFields, joinFields, lineSerializer } from './serialize';

export interface FecWriterOptions {
  /**
   * Test hook to plant raw format anomalies after formatting: receives the physical line number
   * (header = 1, first record = 2) and the formatted fields; returns the fields to join, or the whole
   * line text (without line ending). Slower path: only use it for test files.
   */
  mutateFields?: (lineNumber: number, fields: string[]) => string[] | string;
  /** Characters buffered before encoding and writing one chunk (default 64 Ki). */
  chunkSize?: number;
  /** End the output stream on close (default true; always true when the writer opened a path). */
  endStream?: boolean;
}

export interface FecWriter {
  /**
   * Adds one record. Returns a promise when the output asks to wait (backpressure); awaiting it keeps
   * memory flat. Returning undefined otherwise saves a microtask per line.
   */
  writeLine(line: FecLine): Promise<void> | undefined;
  /** Writes every line of an iterable, honouring backpressure. */
  writeLines(lines: Iterable<FecLine>): Promise<void>;
  /** Flushes, ends the stream (unless told not to) and resolves once the bytes are out. */
  close(): Promise<void>;
  /** Records written so far, header excluded. */
  readonly linesWritten: number;
  /** Bytes handed to the stream so far (BOM included). */
  readonly bytesWritten: number;
}

/**
 * A streaming FEC writer: header first, records buffered as text up to `chunkSize` characters, then
 * encoded once per chunk (iconv-lite for the single-byte encodings). Memory stays at one chunk plus
 * what the stream itself buffers, whatever the number of lines.
 */
export function createFecWriter(
  output: Writable | string,
  format: Partial<FecFormat> = {},
  options: FecWriterOptions = {},
): FecWriter {
  const f = resolveFormat(format);
  // A 1 MiB high-water mark lets the next chunks be formatted while the previous ones reach the disk.
  const stream = typeof output === 'string' ? createWriteStream(output, { highWaterMark: 1 << 20 }) : output;
  const endStream = typeof output === 'string' || options.endStream !== false;
  const chunkSize = options.chunkSize ?? 1 << 16;
  const eol = LINE_ENDING_CHARS[f.lineEnding];
  const encode = chunkEncoder(f.encoding);
  const mutate = options.mutateFields;
  const serialize = lineSerializer(f);
  const fields = mutate ? fieldsSerializer(f) : null;

  let error: Error | null = null;
  const onError = (e: Error): void => {
    error ??= e;
  };
  stream.on('error', onError);

  let lineNumber = 1;
  let records = 0;
  let bytes = 0;
  let closed = false;
  let drain: Promise<void> | null = null;

  // Line endings are written before each record rather than after, so `finalLineEnding: false`
  // needs no look-ahead.
  let buffer = headerText();
  const bom = preamble(f.encoding);
  if (bom.length > 0) push(bom);

  function headerText(): string {
    const h = headerFields(f);
    if (!mutate) return joinFields(h, f);
    const r = mutate(1, h);
    return typeof r === 'string' ? r : joinFields(r, f);
  }

  function push(buf: Buffer): void {
    bytes += buf.length;
    if (!stream.write(buf) && drain === null) {
      drain = once(stream, 'drain').then(() => {
        drain = null;
      });
    }
  }

  function flush(): void {
    if (buffer.length === 0) return;
    const text = buffer;
    buffer = '';
    push(encode(text));
  }

  function writeLine(line: FecLine): Promise<void> | undefined {
    if (error) throw error;
    if (closed) throw new Error('FEC writer already closed');
    lineNumber++;
    records++;
    let text: string;
    if (fields !== null && mutate) {
      const r = mutate(lineNumber, fields(line));
      text = typeof r === 'string' ? r : joinFields(r, f);
    } else {
      text = serialize(line);
    }
    buffer += eol;
    buffer += text;
    if (buffer.length >= chunkSize) {
      flush();
      return drain ?? undefined;
    }
    return undefined;
  }

  return {
    writeLine,
    async writeLines(lines) {
      for (const line of lines) {
        const wait = writeLine(line);
        if (wait) await wait;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (f.finalLineEnding) buffer += eol;
      flush();
      if (drain) await drain;
      if (error) throw error;
      if (endStream) {
        stream.end();
        await finished(stream);
      }
      stream.off('error', onError);
      if (error) throw error;
    },
    get linesWritten() {
      return records;
    },
    get bytesWritten() {
      return bytes;
    },
  };
}
