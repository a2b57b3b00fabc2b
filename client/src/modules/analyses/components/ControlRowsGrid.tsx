import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { memo, useMemo } from 'react';
import { ledgerTitle, useLedgerLink } from '../../statements/components/LedgerLinkContext';
import { CELL_PADDING_X, cellText, columnsOf, columnWidth, type DetailRow } from '../utils/rows';

/** A control's detail rows in a virtualised grid (up to 1000 rows stay smooth). */
export const ControlRowsGrid = memo(function ControlRowsGrid({
  rows,
  label,
}: {
  rows: DetailRow[];
  label: string;
}) {
  const openLedger = useLedgerLink();
  const columns = useMemo<GridColDef[]>(
    () =>
      columnsOf(rows).map((c) => ({
        field: c.field,
        headerName: c.headerName,
        flex: c.flex,
        ...(c.flex ? { minWidth: columnWidth(c) } : { width: columnWidth(c) }),
        type: c.cents ? 'number' : 'string',
        valueFormatter: (value: unknown) => cellText(c, value),
        // A finding's account leads to its general ledger, its auxiliary account to its ledger within that
        // account (issue 36); only where a ledger can be opened (one analysis, FEC unlocked).
        ...(c.field === 'compteNum' && openLedger
          ? {
              renderCell: ({ value }: { value?: unknown }) =>
                typeof value === 'string' && value ? (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => openLedger(value)}
                    aria-label={`Grand livre du compte ${value}`}
                  >
                    {value}
                  </Link>
                ) : null,
            }
          : {}),
        ...(c.field === 'compAuxNum' && openLedger
          ? {
              renderCell: ({ value, row }: { value?: unknown; row: DetailRow }) =>
                typeof value === 'string' && value ? (
                  typeof row.compteNum === 'string' && row.compteNum ? (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => openLedger(row.compteNum!, value)}
                      aria-label={ledgerTitle(row.compteNum, value)}
                    >
                      {value}
                    </Link>
                  ) : (
                    value
                  )
                ) : null,
            }
          : {}),
      })),
    [rows, openLedger],
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
        // Long labels and details wrap (the row grows) instead of being cut at the column's edge.
        getRowHeight={() => 'auto'}
        sx={{
          '& .MuiDataGrid-cell': { py: 0.5, whiteSpace: 'normal', wordBreak: 'break-word', lineHeight: 1.4 },
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
          '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: `${CELL_PADDING_X}px` },
        }}
        disableRowSelectionOnClick
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 100]}
      />
    </Box>
  );
});
