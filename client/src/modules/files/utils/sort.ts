import type { GridSortModel } from '@mui/x-data-grid';
import type { FecSort, FecSortField } from '../../../__generated__/graphql';

/** The grid's sortable columns and the API's sort fields (the grid sorts on the server). */
const SORT_FIELDS: Partial<Record<string, FecSortField>> = {
  originalName: 'ORIGINAL_NAME',
  companyName: 'COMPANY_NAME',
  siren: 'SIREN',
  fiscalEnd: 'FISCAL_END',
  lineCount: 'LINE_COUNT',
  size: 'SIZE',
  createdAt: 'CREATED_AT',
  status: 'STATUS',
};

export function toFecSort(model: GridSortModel): FecSort | null {
  const first = model[0];
  const field = first && SORT_FIELDS[first.field];
  return field ? { field, descending: first.sort === 'desc' } : null;
}
