import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { useBackOfficeUsersQuery, type BackOfficeUsersQuery } from '../../../__generated__/graphql';
import { formatDate, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { fullName, STATE_LABELS } from '../../account/utils/roles';
import { SearchForm } from '../components/SearchForm';
import { SearchResultsGrid, useSearchPaging } from '../components/SearchResults';
import { internalRolesText } from '../utils/labels';

type Row = BackOfficeUsersQuery['backOfficeUsers']['items'][number];

const COLUMNS: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Nom',
    flex: 0.8,
    minWidth: 160,
    sortable: false,
    valueGetter: (_v, u) => fullName(u) || '—',
  },
  { field: 'email', headerName: 'Adresse email', flex: 1.2, minWidth: 240, sortable: false },
  {
    field: 'state',
    headerName: 'État',
    width: 190,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        label={STATE_LABELS[row.state]}
        color={row.state === 'BLOCKED' ? 'error' : row.state === 'REGISTERED' ? 'success' : 'default'}
      />
    ),
  },
  {
    field: 'internalRoles',
    headerName: 'Personnel interne',
    flex: 0.8,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, u) => internalRolesText(u.internalRoles),
  },
  {
    field: 'accountsCount',
    headerName: 'Comptes',
    width: 160,
    sortable: false,
    renderCell: ({ row }) =>
      row.accountsCount > 0 ? (
        <Link component={RouterLink} to={`/back-office/comptes?q=${encodeURIComponent(row.email)}`}>
          {row.accountsCount > 1 ? `Voir ses ${formatInteger(row.accountsCount)} comptes` : 'Voir son compte'}
        </Link>
      ) : (
        'Aucun'
      ),
  },
  {
    field: 'createdAt',
    headerName: 'Créé le',
    width: 120,
    sortable: false,
    valueFormatter: (v: string) => formatDate(v),
  },
];

/** /back-office/utilisateurs?q=…: people by email, first or last name, paged by the server. */
export default function UsersSearchPage() {
  const { search, onSearch, pagination, setPagination, variables } = useSearchPaging();
  const users = useBackOfficeUsersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const page = users.data?.backOfficeUsers;
  return (
    <>
      <SearchForm
        name="Recherche d’utilisateurs"
        label="Rechercher un utilisateur"
        hint="Adresse email, prénom ou nom"
        value={search}
        onSearch={onSearch}
      />
      <ErrorAlert error={users.error} />
      <SearchResultsGrid
        label="Utilisateurs trouvés"
        rows={page?.items ?? []}
        columns={COLUMNS}
        loading={users.loading}
        total={page?.pageInfo.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        noRowsLabel={search ? `Aucun utilisateur ne correspond à « ${search} ».` : 'Aucun utilisateur.'}
      />
    </>
  );
}
