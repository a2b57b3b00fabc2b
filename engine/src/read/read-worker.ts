import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { DiagnosticCollector } from '../validate/collector';
import { LineBatchWriter } from './line-batch';
import type { ReadWorkerData, ReadWorkerMessage } from './read-thread';
import { FecReader } from './reader';

/**
 * The reading thread: reads the file, checks its format and parses its lines (FecReader, exactly as on
 * the controls' thread), and sends the lines in columnar batches, written in the slots of a shared ring
 * in turn. The controls' thread counts down in `flow` each batch it has read; this thread writes a slot
 * only once it has been read, so memory stays bounded.
 */
const data = workerData as ReadWorkerData;
const port = parentPort!;
const flow = new Int32Array(data.flow);
const diagnostics = new DiagnosticCollector(data.diagnosticCap);
const writer = new LineBatchWriter(data.batchLines, data.ring);
let headerSent = false;

const send = (message: ReadWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

function flush(): void {
  if (!headerSent && reader.header !== null) {
    send({ kind: 'header', header: reader.header });
    headerSent = true;
  }
  if (writer.size === 0) return;
  Atomics.add(flow, 0, 1);
  const batch = writer.take(reader.bytes);
  send({ kind: 'batch', batch }, [batch.updates.buffer as ArrayBuffer]);
  // The next slot held the batch sent `slots` batches ago: wait until fewer than `slots` are unread.
  let unread: number;
  while ((unread = Atomics.load(flow, 0)) >= data.slots) Atomics.wait(flow, 0, unread, 1000);
}

const reader = new FecReader({
  diagnostics,
  commercialBncBa: data.commercialBncBa,
  onLine: (line) => {
    writer.add(line, reader.lineSlots!);
    if (writer.size === writer.capacity) flush();
  },
});

// The same 1 MiB chunks as the stream of the single-thread path: the reader's per-chunk decisions
// (encoding) see the same bytes.
const fd = openSync(data.path, 'r');
try {
  for (;;) {
    const chunk = Buffer.allocUnsafe(data.chunkBytes);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) break;
    reader.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    if (reader.failed) break;
    flush();
  }
} finally {
  closeSync(fd);
}
if (!reader.failed) reader.end();
flush();
send({
  kind: 'done',
  state: {
    encoding: reader.encoding,
    bom: reader.bom,
    lineEnding: reader.lineEnding,
    header: reader.header,
    physicalLines: reader.physicalLines,
    dataLines: reader.dataLines,
    bytes: reader.bytes,
    failed: reader.failed,
    rawHeader: reader.rawHeader,
    headerEnding: reader.headerEnding,
    empties: { counts: reader.empties.counts, lines: reader.empties.lines },
    separator: reader.separator,
    variant: reader.variant,
    fieldCounts: reader.fieldCounts,
    utf16Source: reader.utf16Source,
  },
  diagnostics: diagnostics.snapshot(),
});
