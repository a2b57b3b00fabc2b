import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { memo, useMemo } from 'react';
import { cellText, columnsOf, type DetailRow } from '../utils/rows';

/** A control's detail rows in a virtualised grid (up to 1000 rows stay smooth). */
export const ControlRowsGrid = memo(function ControlRowsGrid({
  rows,
  label,
}: {
  rows: DetailRow[];
  label: string;
}) {
  const columns = useMemo<GridColDef[]>(
    () =>
      columnsOf(rows).map((c) => ({
        field: c.field,
        headerName: c.headerName,
        flex: c.flex,
        minWidth: c.flex ? 200 : 110,
        type: c.cents ? 'number' : 'string',
        valueFormatter: (value: unknown) => cellText(c, value),
      })),
    [rows],
  );
  const gridRows = useMemo(() => rows.map((r, i) => ({ ...r, __id: i })), [rows]);
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        aria-label={label}
        rows={gridRows}
        columns={columns}
        getRowId={(r) => r.__id as number}
        density="compact"
        disableRowSelectionOnClick
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 100]}
      />
    </Box>
  );
});
