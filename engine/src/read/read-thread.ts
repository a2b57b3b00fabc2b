import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { FecLine } from '../model/line';
import type { DiagnosticSnapshot } from '../validate/collector';
import { EmptyTally } from '../validate/empty-tally';
import type { HeaderInfo } from './header';
import { batchRing, LineBatchReader, type LineBatch } from './line-batch';
import type { ReadState } from './reader';

/**
 * The reading thread's code: read-worker.ts and what it imports, bundled by esbuild into one script. The
 * engine runs from TypeScript sources: on Node 20 tsx's ESM hooks do not reach a worker thread, and its
 * CommonJS hook reads every import through a getter (the reading was ~25 % slower that way); a bundle
 * needs no loader and calls between its modules are direct. Bundling takes ~0.3 s: the script is kept
 * with the digest of its sources and rebuilt when one of them changes — in the project's
 * node_modules/.cache, as trusted as the code itself (a shared temporary folder would let another user
 * plant the script this process runs).
 */
let workerSource: string | null = null;

const WORKER_ENTRY = join(import.meta.dirname, 'read-worker.ts');
const CACHE_DIR = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'fec-engine');
const CACHE = join(CACHE_DIR, 'read-worker.json');

interface CachedScript {
  inputs: string[];
  digest: string;
  script: string;
}

function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/** Digest of the sources a script was built from; null when one of them is gone. */
function sourcesDigest(inputs: string[]): string | null {
  try {
    return digest(...inputs.flatMap((f) => [f, readFileSync(f, 'utf8')]));
  } catch {
    return null;
  }
}

function readerScript(): string {
  if (workerSource !== null) return workerSource;
  try {
    const cached = JSON.parse(readFileSync(CACHE, 'utf8')) as CachedScript;
    if (sourcesDigest(cached.inputs) === cached.digest) return (workerSource = cached.script);
  } catch {
    // No script kept yet, or an unreadable one: built below.
  }
  const built = buildSync({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const script = built.outputFiles[0].text;
  const inputs = Object.keys(built.metafile.inputs).map((f) => resolve(f));
  const sources = sourcesDigest(inputs);
  if (sources !== null) {
    const kept: CachedScript = { inputs, digest: sources, script };
    try {
      // Written aside then renamed: another process reading it never sees half a file.
      mkdirSync(CACHE_DIR, { recursive: true });
      const partial = `${CACHE}.${process.pid}.${threadId}`;
      writeFileSync(partial, JSON.stringify(kept));
      renameSync(partial, CACHE);
    } catch {
      // No node_modules there, or read-only: the script is rebuilt by the next process.
    }
  }
  return (workerSource = script);
}

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
