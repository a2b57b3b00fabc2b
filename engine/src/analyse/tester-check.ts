import { createReadStream } from 'node:fs';
import type { TesterVerdict } from '../model/format';
import { FecReader, type ReadState } from '../read/reader';
import { DiagnosticCollector } from '../validate/collector';
import { predictTester } from '../validate/tester';

/** The tester's verdict from what a reader saw (the analysis pass, or the reader-only pass below). */
export function testerVerdictOf(
  reader: ReadState,
  diagnostics: DiagnosticCollector,
  fileName: string,
): TesterVerdict {
  return predictTester({
    fileName,
    rawHeader: reader.rawHeader,
    headerEnding: reader.headerEnding,
    variant: reader.variant,
    readerColumns: reader.header?.columnOf ?? null,
    diagnostics,
    empties: reader.empties,
    fieldCounts: reader.fieldCounts,
    utf16: reader.utf16Source,
    physicalLines: reader.physicalLines,
  });
}

/**
 * The tester's verdict on a file on disk, by reading it once without the controls (the corrected FEC:
 * what the user will send is checked as written, not assumed fixed). `fileName` is the name it will carry.
 */
export async function testerVerdictOfFile(path: string, fileName: string): Promise<TesterVerdict> {
  const diagnostics = new DiagnosticCollector(10);
  const reader = new FecReader({ diagnostics, onLine: () => {} });
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    reader.push(chunk as Buffer);
    if (reader.failed) break;
  }
  reader.end();
  return testerVerdictOf(reader, diagnostics, fileName);
}
