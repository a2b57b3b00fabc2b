import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FecLine } from '../model/line';
import { bundledScriptSync } from '../util/bundled-script';
import type { DiagnosticSnapshot } from '../validate/collector';
import { EmptyTally } from '../validate/empty-tally';
import type { HeaderInfo } from './header';
import { batchRing, LineBatchReader, type LineBatch } from './line-batch';
import type { ReadState } from './reader';

/** The reading thread's code: read-worker.ts and what it imports, bundled once (see bundled-script.ts). */
let workerSource: string | null = null;
export const READ_WORKER_FILE = join(import.meta.dirname, 'read-worker.ts');
const readerScript = (): string => (workerSource ??= bundledScriptSync('read-worker', READ_WORKER_FILE));

export interface ReadWorkerData {
  path: string;
  commercialBncBa: boolean;
  diagnosticCap: number;
  batchLines: number;
  chunkBytes: number;
  /** The ring the batches' columns are written to (see batchRing), and its number of slots. */
  ring: SharedArrayBuffer;
  slots: number;
  /** One Int32: batches sent and not yet read by the controls' thread. */
  flow: SharedArrayBuffer;
}

type ReadSnapshot = Omit<ReadState, 'empties'> & { empties: { counts: Int32Array; lines: number[][] } };

export type ReadWorkerMessage =
  | { kind: 'header'; header: HeaderInfo }
  | { kind: 'batch'; batch: LineBatch }
  | { kind: 'done'; state: ReadSnapshot; diagnostics: DiagnosticSnapshot };

export interface ThreadedReadOptions {
  commercialBncBa?: boolean;
  diagnosticCap: number;
  /** Lines per batch (tests use tiny ones to cross batch boundaries everywhere). */
  batchLines?: number;
  /** The header, once read (before its first data line). */
  onHeader(header: HeaderInfo): void;
  /** Every data line, in file order, on the calling thread. */
  onLine(line: FecLine): void;
  onProgress?(bytesRead: number): void;
}

export interface ThreadedRead {
  state: ReadState;
  diagnostics: DiagnosticSnapshot;
}

/**
 * Reads and parses a FEC file on a thread of its own while this thread consumes its lines: the reading
 * (decoding, splitting, parsing, the format checks) and the controls run on two cores. Same lines, same
 * diagnostics, same reader state as a FecReader fed on this thread.
 */
export function readOnThread(path: string, options: ThreadedReadOptions): Promise<ThreadedRead> {
  const flow = new SharedArrayBuffer(4);
  const unread = new Int32Array(flow);
  const batchLines = options.batchLines ?? 8_192;
  const slots = 4;
  const ring = batchRing(batchLines, slots);
  const data: ReadWorkerData = {
    path,
    commercialBncBa: options.commercialBncBa === true,
    diagnosticCap: options.diagnosticCap,
    batchLines,
    chunkBytes: 1 << 20,
    ring,
    slots,
    flow,
  };
  return new Promise<ThreadedRead>((resolve, reject) => {
    const worker = new Worker(readerScript(), {
      eval: true,
      workerData: data,
      // The thread keeps little: a smaller young generation than V8's default saves memory, and 8 MiB
      // reads as fast (1 MiB: a third slower).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    const lines = new LineBatchReader(ring, batchLines);
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    worker.on('message', (message: ReadWorkerMessage) => {
      if (settled) return;
      try {
        if (message.kind === 'batch') {
          lines.read(message.batch, options.onLine);
          Atomics.sub(unread, 0, 1);
          Atomics.notify(unread, 0);
          options.onProgress?.(message.batch.bytes);
        } else if (message.kind === 'header') options.onHeader(message.header);
        else {
          settled = true;
          resolve({ state: stateOf(message.state), diagnostics: message.diagnostics });
        }
      } catch (error) {
        fail(error);
      }
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Le fil de lecture du FEC s’est arrêté (code ${code}).`)));
  });
}

function stateOf(s: ReadSnapshot): ReadState {
  const empties = new EmptyTally();
  empties.counts.set(s.empties.counts);
  s.empties.lines.forEach((lines, i) => empties.lines[i].push(...lines));
  return { ...s, empties } satisfies ReadState;
}
