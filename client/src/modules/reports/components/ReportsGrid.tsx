import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { memo, useMemo, useRef } from 'react';
import type { ReportsRowFragment } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { REPORT_STATUS_LABELS } from '../utils/labels';
import { ReportDownloads } from './ReportDownloads';
import { ReportStatus } from './ReportStatus';

type Row = ReportsRowFragment;

const localeText = frFR.components.MuiDataGrid.defaultProps.localeText;

/** The report's FECs by file name; a FEC deleted since is named so. */
export const reportFecNames = (row: Row) => row.fecs.map((f) => f?.originalName ?? 'FEC supprimé').join(', ');

/**
 * The reports, one server page at a time (spec §2 « Mes rapports »: name, status, created date, creator),
 * with the FECs they cover, a download link per produced format and the delete action.
 */
export const ReportsGrid = memo(function ReportsGrid(props: {
  rows: readonly Row[];
  total: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  canDelete: (row: Row) => boolean;
  onDelete: (row: Row) => void;
}) {
  // Read through refs: the columns never change when the page re-renders (polling).
  const handlers = useRef({ canDelete: props.canDelete, onDelete: props.onDelete });
  handlers.current = { canDelete: props.canDelete, onDelete: props.onDelete };

  // Fixed widths add up to the grid's width on a 1024 px tablet, so nothing is cut off (spec §2).
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'name', headerName: 'Nom', flex: 1.2, minWidth: 140, sortable: false },
      {
        field: 'status',
        headerName: 'Statut',
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => REPORT_STATUS_LABELS[row.status],
        renderCell: ({ row }) => <ReportStatus report={row} />,
      },
      {
        field: 'createdAt',
        headerName: 'Créé le',
        width: 116,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'creatorName',
        headerName: 'Auteur',
        width: 120,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'fecs',
        headerName: 'FEC',
        flex: 1.4,
        minWidth: 130,
        sortable: false,
        valueGetter: (_value, row) => reportFecNames(row) + (row.merged ? ' (fusionnés)' : ''),
        // File names have no spaces: let them break anywhere rather than hide their end (closing date).
        renderCell: ({ value }) => (
          <Box component="span" sx={{ wordBreak: 'break-all', whiteSpace: 'normal', py: 1 }}>
            {value as string}
          </Box>
        ),
      },
      {
        field: 'files',
        headerName: 'Téléchargements',
        width: 230,
        sortable: false,
        renderCell: ({ row }) => <ReportDownloads report={row} />,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 76,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) =>
          handlers.current.canDelete(row) ? (
            <IconButton
              size="small"
              aria-label={`Supprimer ${row.name}`}
              onClick={() => handlers.current.onDelete(row)}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          ) : null,
      },
    ],
    [],
  );

  return (
    <DataGrid
      aria-label="Rapports"
      rows={props.rows as Row[]}
      getRowId={(row) => row.uuid}
      columns={columns}
      loading={props.loading}
      localeText={localeText}
      paginationMode="server"
      disableColumnFilter
      rowCount={props.total}
      paginationModel={props.pagination}
      onPaginationModelChange={props.onPaginationChange}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      getRowHeight={() => 'auto'}
      density="compact"
      sx={{ minHeight: 300, bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 0.5 } }}
    />
  );
});
