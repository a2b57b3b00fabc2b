import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useBackOfficeAccountsQuery, type BackOfficeAccountsQuery } from '../../../__generated__/graphql';
import { formatDate, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SearchForm } from '../components/SearchForm';
import { SearchResultsGrid, useSearchPaging } from '../components/SearchResults';

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
  const { search, onSearch, pagination, setPagination, variables } = useSearchPaging();
  const accounts = useBackOfficeAccountsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const page = accounts.data?.backOfficeAccounts;
  return (
    <>
      <SearchForm
        name="Recherche de comptes"
        label="Rechercher un compte"
        hint="Nom du compte, adresse email d’un de ses utilisateurs ou SIREN d’un de ses FEC"
        value={search}
        onSearch={onSearch}
      />
      <ErrorAlert error={accounts.error} />
      <SearchResultsGrid
        label="Comptes trouvés"
        rows={page?.items ?? []}
        columns={COLUMNS}
        loading={accounts.loading}
        total={page?.pageInfo.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        noRowsLabel={search ? `Aucun compte ne correspond à « ${search} ».` : 'Aucun compte.'}
      />
    </>
  );
}
