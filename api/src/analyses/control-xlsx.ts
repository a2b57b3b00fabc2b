import type { DetailRow } from '../../../engine/src/index';
import {
  addNote,
  addTableSheet,
  DETAIL_COLUMNS,
  keptNote,
  sheetName,
  streamingWorkbook,
  writeDetailTable,
} from '../http/xlsx-cells';

import { patternFinding } from './pattern-text';
import type { StoredPattern } from './tables';

/** Header colour of the exports (the product's blue; the reports use the account's branding). */
const EXPORT_COLOR = '#1f4e79';

/**
 * The Excel export of one control's result: one sheet named after the control with every kept row
 * (typed cells, header frozen, filters), streamed to `output` row by row. A systemic pattern comes
 * first as one line (its sentence and share), then its example rows.
 */
export async function writeControlXlsx(
  rows: AsyncIterable<DetailRow>,
  output: NodeJS.WritableStream,
  control: { id: string; total: number; pattern?: StoredPattern | null },
): Promise<void> {
  const workbook = streamingWorkbook(output);
  const sheet = addTableSheet(workbook, sheetName(control.id, new Set()), DETAIL_COLUMNS);
  const lead = control.pattern ? patternFinding(control.pattern) : null;
  const written = await writeDetailTable(sheet, rows, { color: EXPORT_COLOR, lead });
  const kept = keptNote(written, control.total);
  if (written === 0 && !lead) addNote(sheet, 'Aucune ligne pour ce contrôle.');
  else if (kept) addNote(sheet, kept);
  await sheet.end();
  await workbook.finish();
}
