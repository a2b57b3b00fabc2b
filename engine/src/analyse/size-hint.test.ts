import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { CONTROLS } from '../controls/catalogue';
import { writeGeneratedFec } from '../generator/generate';
import type { ControlDefinition, SizeHint } from '../model/control';
import { makeFecLine } from '../model/line';
import { analyseFile } from './analyse';
import { LOOKAHEAD } from './pipeline';
import { estimateSize } from './size-hint';

const REAL = join(__dirname, '../../../../shared/fixtures/fec-real');

const entry = (num: string, lines: number) =>
  Array.from({ length: lines }, () => makeFecLine({ journalCode: 'AC', ecritureNum: num }));

describe('estimateSize', () => {
  const first = [...entry('1', 2), ...entry('2', 3), ...entry('3', 1), ...entry('1', 2)];

  it('counts what it saw when the first lines are the whole file (a key coming back opens an entry)', () => {
    expect(estimateSize(first, { bytesRead: 999, complete: true })).toEqual({ lines: 8, entries: 4 });
  });

  it('projects lines by the bytes they came from, and entries by their share of the lines', () => {
    // 8 lines in 800 bytes read, a file of 80,000 bytes: 800 lines, 4 entries for 8 lines.
    expect(estimateSize(first, { fileBytes: 80_000, bytesRead: 800, complete: false })).toEqual({
      lines: 800,
      entries: 400,
    });
  });

  it('says nothing without the file size or any line', () => {
    expect(estimateSize(first, { bytesRead: 800, complete: false })).toBeUndefined();
    expect(estimateSize([], { fileBytes: 80_000, bytesRead: 800, complete: false })).toBeUndefined();
  });

  it('never projects fewer than it saw, nor lines shorter than a FEC record can be', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        (n, fileBytes, bytesRead) => {
          const lines = Array.from({ length: n }, (_, i) => makeFecLine({ ecritureNum: String(i >> 1) }));
          const hint = estimateSize(lines, { fileBytes, bytesRead, complete: false })!;
          expect(hint.lines).toBeGreaterThanOrEqual(n);
          expect(hint.entries).toBeGreaterThanOrEqual(Math.ceil(n / 2));
          expect(hint.entries).toBeLessThanOrEqual(hint.lines);
          expect(hint.lines).toBeLessThanOrEqual(Math.max(n, Math.ceil(fileBytes / 40)));
        },
      ),
    );
  });
});

describe('the size hint the controls get', () => {
  const hintOf = async (path: string, readerThread: boolean) => {
    let hint: SizeHint | undefined;
    const spy: ControlDefinition = {
      ...CONTROLS[0],
      create: (ctx) => {
        hint = ctx.sizeHint;
        return { finish: () => ({ result: 'OK', count: 0, total: 0, amount: 0, rows: [] }) };
      },
    };
    const r = await analyseFile(path, { controls: [spy], readerThread });
    return { hint: hint!, lines: r.report.format.lines };
  };

  it('is exact on a file shorter than the lines the fiscal year is decided on', async () => {
    const { hint, lines } = await hintOf(join(REAL, '0000000001FEC20220831.txt'), false);
    expect(hint.lines).toBe(lines);
    expect(hint.entries).toBeGreaterThan(0);
  });

  it('projects a longer file within a quarter of its lines, on this thread and with the reading thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-hint-'));
    try {
      const path = join(dir, '123456782FEC20241231.txt');
      await writeGeneratedFec(path, { seed: 7, targetLines: 60_000 });
      for (const readerThread of [false, true]) {
        const { hint, lines } = await hintOf(path, readerThread);
        expect(lines).toBeGreaterThan(LOOKAHEAD);
        expect(hint.lines).toBeGreaterThan(lines * 0.75);
        expect(hint.lines).toBeLessThan(lines * 1.25);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
