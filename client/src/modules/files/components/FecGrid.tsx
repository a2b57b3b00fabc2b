import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridSortModel,
} from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { memo, useMemo, useRef } from 'react';
import type { FilesFecRowFragment } from '../../../__generated__/graphql';
import { formatDate, formatDateTime, formatInteger, formatSize } from '../../../shared/format';
import { includeModel, limitSelection } from '../utils/selection';
import { STATUS_LABELS, statusOf } from '../utils/status';

/** A row, with the review progress of its latest analysis when the page asked for it. */
type Row = FilesFecRowFragment & {
  latestAnalysis?: { reviewProgress?: { reviewed: number; total: number; label: string } | null } | null;
};

const STATUS_COLORS: Record<string, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  DONE: 'success',
  ERROR: 'error',
  POSTCONDITION: 'warning',
  INPROGRESS: 'info',
  WAITSTART: 'default',
  GENERATING: 'info',
  NOTDONE: 'default',
};

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const localeText = frFR.components.MuiDataGrid.defaultProps.localeText;

/** Columns of the FEC table, sized so that all of them fit beside the folder tree at 1440 px. */
export function fecColumns(openActions: (row: Row, anchor: HTMLElement) => void): GridColDef<Row>[] {
  return [
    {
      field: 'originalName',
      headerName: 'Fichier',
      flex: 1.4,
      minWidth: 150,
      // A long name wraps on two lines rather than being cut.
      cellClassName: 'fec-grid-wrap',
    },
    { field: 'companyName', headerName: 'Société', flex: 1, minWidth: 110, cellClassName: 'fec-grid-wrap' },
    { field: 'siren', headerName: 'SIREN', width: 96 },
    {
      field: 'fiscalStart',
      headerName: "Début d'exercice",
      width: 92,
      sortable: false,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    {
      field: 'fiscalEnd',
      headerName: "Fin d'exercice",
      width: 92,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    {
      field: 'lineCount',
      headerName: 'Lignes',
      type: 'number',
      width: 84,
      valueFormatter: (value: number | null) => formatInteger(value),
    },
    {
      field: 'size',
      headerName: 'Taille',
      type: 'number',
      width: 76,
      valueFormatter: (value: number) => formatSize(value),
    },
    {
      field: 'createdAt',
      headerName: 'Importé le',
      width: 112,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'status',
      headerName: 'Statut',
      width: 124,
      valueGetter: (_value, row) => statusOf(row),
      renderCell: ({ row }) => {
        const status = statusOf(row);
        const review = row.latestAnalysis?.reviewProgress;
        return status ? (
          <Box sx={{ py: 0.5 }}>
            <Chip
              size="small"
              label={STATUS_LABELS[status]}
              color={STATUS_COLORS[status]}
              variant="outlined"
            />
            {review && review.total > 0 && (
              // « Revue 3/12 » shown, « 3 contrôles revus sur 12 » read.
              <Box sx={{ fontSize: '0.75rem', mt: 0.25 }} title={review.label}>
                <span aria-hidden="true">
                  Revue {review.reviewed}/{review.total}
                </span>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Revue : {review.label}
                </Box>
              </Box>
            )}
          </Box>
        ) : (
          'Non analysé'
        );
      },
    },
    {
      field: 'actions',
      headerName: 'Actions',
      // Too narrow for its title (« Ac… » at 1440 px): the title is read by screen readers, not shown.
      renderHeader: () => <Box sx={VISUALLY_HIDDEN}>Actions</Box>,
      width: 56,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={`Actions pour ${row.originalName}`}
          aria-haspopup="menu"
          onClick={(e) => openActions(row, e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

/** The checkbox column DataGrid adds (checkboxSelection). */
export const CHECKBOX_COLUMN_WIDTH = 50;
/** 1440 − page margins (2 × 24 + 2 × 16) − folder tree (280) − gap (16) − grid border and scrollbar (18). */
export const FEC_TABLE_WIDTH_1440 = 1440 - 80 - 280 - 16 - 18;

/**
 * The folder's FECs, one server page at a time (paging and sorting by the API). Columns are built once
 * and cells stay plain text so large pages scroll smoothly; row actions open one shared menu.
 */
export const FecGrid = memo(function FecGrid(props: {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortChange: (model: GridSortModel) => void;
  selection: readonly GridRowId[];
  onSelectionChange: (ids: GridRowId[]) => void;
  onSelectionRefused: () => void;
  onOpenActions: (row: Row, anchor: HTMLElement) => void;
}) {
  // Read through a ref: the columns never change when the page re-renders.
  const openActions = useRef(props.onOpenActions);
  openActions.current = props.onOpenActions;

  const columns = useMemo<GridColDef<Row>[]>(
    () => fecColumns((row, anchor) => openActions.current(row, anchor)),
    [],
  );

  const rowIds = useMemo(() => props.rows.map((r) => r.uuid), [props.rows]);
  const selectionModel = useMemo(() => includeModel(props.selection), [props.selection]);

  return (
    <DataGrid
      aria-label="FEC du répertoire"
      // Every column rendered, even off screen on a narrow or zoomed window: the row's actions stay reachable
      // by Tab and by scrolling the grid (WCAG 1.4.10, 2.1.1). A page holds 100 rows at most.
      columnBufferPx={2000}
      rows={props.rows as Row[]}
      getRowId={(row) => row.uuid}
      columns={columns}
      loading={props.loading}
      localeText={localeText}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      rowCount={props.total}
      paginationModel={props.pagination}
      onPaginationModelChange={props.onPaginationChange}
      pageSizeOptions={[25, 50, 100]}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortChange}
      checkboxSelection
      disableRowSelectionOnClick
      keepNonExistentRowsSelected
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => {
        const ids = limitSelection(model, rowIds);
        if (ids) props.onSelectionChange(ids);
        else props.onSelectionRefused();
      }}
      density="compact"
      getRowHeight={() => 'auto'}
      sx={{
        minHeight: 400,
        bgcolor: 'background.paper',
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 },
        // Words stay whole (« Société Exemple » on two lines, not « Exem / ple »); a word longer than the
        // column, like a file name, breaks where it must.
        '& .fec-grid-wrap': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3 },
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
      }}
    />
  );
});
