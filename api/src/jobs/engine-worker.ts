import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { analyseFile, type AnalysisReport } from '../../../engine/src/index';
import { DETAIL_HEADER, csvLine, detailLine } from '../analyses/detail-csv';
import type { AnalyseOutcome, AnalyseTask, CorrectOutcome, CorrectTask, EngineTask } from './engine-tasks';

/**
 * Runs in a worker thread (Piscina): the engine's CPU-bound pass never blocks the API's event loop.
 * Loaded through tsx (`--import tsx`), so it is TypeScript like the rest.
 */
export default async function run(task: EngineTask): Promise<AnalyseOutcome | CorrectOutcome> {
  return task.kind === 'analyse' ? analyse(task) : correct(task);
}

async function analyse(task: AnalyseTask): Promise<AnalyseOutcome> {
  const result = await analyseFile(task.path, {
    fileName: task.fileName,
    yearStart: task.yearStart,
    yearEnd: task.yearEnd,
    rowCap: task.detailRowCap,
    readerThread: task.readerThread,
  });
  const detailRows = await writeDetail(task.detailPath, result.report);
  return {
    readable: result.readable,
    fiscalYear: result.fiscalYear,
    fiscalYearSource: result.fiscalYearSource,
    summary: result.summary,
    report: {
      ...result.report,
      controls: result.report.controls.map((c) => ({ ...c, rows: c.rows.slice(0, task.dbRowCap) })),
    },
    detailRows,
  };
}

async function writeDetail(path: string, report: AnalysisReport): Promise<number> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  let rows = 0;
  let buffer = csvLine(DETAIL_HEADER);
  const flush = async (stream: WriteStream) => {
    if (!stream.write(buffer)) await once(stream, 'drain');
    buffer = '';
  };
  for (const control of report.controls) {
    for (const row of control.rows) {
      buffer += detailLine(control, row);
      rows++;
      if (buffer.length > 1 << 16) await flush(out);
    }
  }
  out.end(buffer);
  await finished(out);
  return rows;
}

async function correct(task: CorrectTask): Promise<CorrectOutcome> {
  const result = await analyseFile(task.path, {
    fileName: task.fileName,
    yearStart: task.yearStart,
    yearEnd: task.yearEnd,
    rowCap: 1,
    corrected: { output: task.outputPath, changeLog: task.changeLogPath },
  });
  return { readable: result.readable, lines: result.report.format.lines, correction: result.correction };
}
