import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useBackOfficeAccountsQuery, type BackOfficeAccountsQuery } from '../../../__generated__/graphql';
import { formatDate, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SearchForm } from '../components/SearchForm';

type Row = BackOfficeAccountsQuery['backOfficeAccounts']['items'][number];

const COLUMNS: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Compte',
    flex: 1.2,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/back-office/comptes/${row.uuid}`}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'ownerEmail',
    headerName: 'Premier administrateur',
    flex: 1,
    minWidth: 220,
    sortable: false,
    valueGetter: (_v, r) => r.ownerEmail ?? '—',
  },
  {
    field: 'usersCount',
    headerName: 'Utilisateurs',
    width: 120,
    type: 'number',
    sortable: false,
    valueFormatter: (v: number) => formatInteger(v),
  },
  {
    field: 'fecsCount',
    headerName: 'FEC',
    width: 100,
    type: 'number',
    sortable: false,
    valueFormatter: (v: number) => formatInteger(v),
  },
  {
    field: 'network',
    headerName: 'Réseau',
    width: 150,
    sortable: false,
    valueGetter: (_v, r) => (r.networkParentUuid ? 'Membre d’un réseau' : '—'),
  },
  {
    field: 'createdAt',
    headerName: 'Créé le',
    width: 120,
    sortable: false,
    valueFormatter: (v: string) => formatDate(v),
  },
];

/** /back-office/comptes?q=…: accounts by name, a user's email or a FEC's SIREN, paged by the server. */
export default function AccountsSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const accounts = useBackOfficeAccountsQuery({
    variables: { search, limit: pagination.pageSize, offset: pagination.page * pagination.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = accounts.data?.backOfficeAccounts;
  return (
    <>
      <SearchForm
        name="Recherche de comptes"
        label="Rechercher un compte"
        hint="Nom du compte, adresse email d’un de ses utilisateurs ou SIREN d’un de ses FEC"
        value={search}
        onSearch={(text) => {
          setPagination((p) => ({ ...p, page: 0 }));
          setParams(text ? { q: text } : {});
        }}
      />
      <ErrorAlert error={accounts.error} />
      <DataGrid
        aria-label="Comptes trouvés"
        rows={page?.items ?? []}
        columns={COLUMNS}
        getRowId={(r) => r.uuid}
        loading={accounts.loading}
        paginationMode="server"
        rowCount={page?.pageInfo.total ?? 0}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[25, 50, 100]}
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={{
          ...frFR.components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: search ? `Aucun compte ne correspond à « ${search} ».` : 'Aucun compte.',
        }}
        sx={{ minHeight: 300 }}
      />
    </>
  );
}
