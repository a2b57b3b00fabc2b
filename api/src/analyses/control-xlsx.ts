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

/** Header colour of the exports (the product's blue; the reports use the account's branding). */
const EXPORT_COLOR = '#1f4e79';

/**
 * The Excel export of one control's result: one sheet named after the control with every kept row
 * (typed cells, header frozen, filters), streamed to `output` row by row.
 */
export async function writeControlXlsx(
  rows: AsyncIterable<DetailRow>,
  output: NodeJS.WritableStream,
  control: { id: string; total: number },
): Promise<void> {
  const workbook = streamingWorkbook(output);
  const sheet = addTableSheet(workbook, sheetName(control.id, new Set()), DETAIL_COLUMNS);
  const written = await writeDetailTable(sheet, rows, { color: EXPORT_COLOR });
  const kept = keptNote(written, control.total);
  if (written === 0) addNote(sheet, 'Aucune ligne pour ce contrôle.');
  else if (kept) addNote(sheet, kept);
  await sheet.end();
  await workbook.finish();
}
