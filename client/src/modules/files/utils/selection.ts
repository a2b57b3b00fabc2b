import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { MAX_SELECTION } from './status';

/**
 * The grid's new selection, or `null` when it would exceed the maximum (the previous one is then kept).
 * "Select all" gives an `exclude` model: the page's rows minus the excluded ones.
 */
export function limitSelection(
  next: GridRowSelectionModel,
  pageRowIds: readonly GridRowId[],
  max = MAX_SELECTION,
): GridRowId[] | null {
  const ids = next.type === 'include' ? [...next.ids] : pageRowIds.filter((id) => !next.ids.has(id));
  return ids.length > max ? null : ids;
}

export const includeModel = (ids: readonly GridRowId[]): GridRowSelectionModel => ({
  type: 'include',
  ids: new Set(ids),
});
