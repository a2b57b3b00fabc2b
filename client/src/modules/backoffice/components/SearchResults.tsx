import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The search text kept in `?q=` and the server page it asks for; a new search starts at page one. */
export function useSearchPaging() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const onSearch = (text: string) => {
    setPagination((p) => ({ ...p, page: 0 }));
    setParams(text ? { q: text } : {});
  };
  const variables = { search, limit: pagination.pageSize, offset: pagination.page * pagination.pageSize };
  return { search, onSearch, pagination, setPagination, variables };
}

/** A back-office result table: server-paged, French, with its own « nothing found » sentence. */
export function SearchResultsGrid<Row extends GridValidRowModel & { uuid: string }>(props: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  loading: boolean;
  total: number;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  noRowsLabel: string;
}) {
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={props.columns}
      getRowId={(r) => r.uuid}
      loading={props.loading}
      paginationMode="server"
      rowCount={props.total}
      paginationModel={props.pagination}
      onPaginationModelChange={props.onPaginationChange}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      disableColumnMenu
      localeText={{ ...frFR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: props.noRowsLabel }}
      sx={{ minHeight: 300 }}
    />
  );
}
