import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useStatementsTrialBalanceQuery, type TrialBalanceFilter } from '../../../__generated__/graphql';
import { formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { cents, downloadBase } from '../utils/amounts';
import { ledgerTitle, type OpenLedger } from './LedgerLinkContext';

const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const PAGE_SIZES = [50, 100, 200];

/** The balance's filters and page, kept in the URL: back from an account's ledger finds them again. */
function useBalanceParams() {
  const [search, setSearch] = useSearchParams();
  const kind = search.get('balance') === 'auxiliaire' ? 'AUXILIARY' : 'GENERAL';
  const accountClass = Number(search.get('classe'));
  const state = {
    kind: kind as 'GENERAL' | 'AUXILIARY',
    accountClass:
      Number.isInteger(accountClass) && accountClass >= 1 && accountClass <= 9 ? accountClass : null,
    from: search.get('de') ?? '',
    to: search.get('a') ?? '',
    nonZero: search.get('soldes') === '1',
    page: Math.max(0, Number(search.get('page')) || 0),
    size: PAGE_SIZES.includes(Number(search.get('lignes'))) ? Number(search.get('lignes')) : 100,
  };
  const set = (change: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        // A new filter starts from the first page.
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { state, set };
}

/**
 * « Balance » (issue 36): the balance générale or auxiliaire of an analysis, filtered by class, account range
 * and non-zero accounts, paged by the server, with the totals of every filtered line (a balanced file has as
 * much debit as credit). Each line opens its account's ledger; a line of the balance auxiliaire opens the ledger
 * of its auxiliary account within its collective account.
 */
export function BalanceView({
  analysisUuid,
  onOpenLedger,
}: {
  analysisUuid: string;
  onOpenLedger: OpenLedger;
}) {
  const { state, set } = useBalanceParams();
  const { can } = useSession();
  const filter: TrialBalanceFilter = {
    kind: state.kind,
    ...(state.accountClass ? { accountClass: state.accountClass } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.nonZero ? { nonZero: true } : {}),
  };
  const { data, loading, error, previousData } = useStatementsTrialBalanceQuery({
    variables: { uuid: analysisUuid, filter, limit: state.size, offset: state.page * state.size },
  });
  const page = (data ?? previousData)?.analysis?.trialBalance;
  const auxiliary = state.kind === 'AUXILIARY';
  const totals = page?.totals;
  const balanced =
    totals &&
    totals.openingDebitCents === totals.openingCreditCents &&
    totals.debitCents === totals.creditCents &&
    totals.closingDebitCents === totals.closingCreditCents;
  const csvQuery = new URLSearchParams({ kind: auxiliary ? 'auxiliary' : 'general' });
  if (state.accountClass) csvQuery.set('class', String(state.accountClass));
  if (state.from) csvQuery.set('from', state.from);
  if (state.to) csvQuery.set('to', state.to);
  if (state.nonZero) csvQuery.set('non_zero', 'true');

  return (
    <Box component="section" aria-labelledby="balance-title">
      <Typography id="balance-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        Balance {auxiliary ? 'auxiliaire' : 'générale'}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Filtres de la balance"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.kind}
          onChange={(_e, value: 'GENERAL' | 'AUXILIARY' | null) =>
            value && set({ balance: value === 'AUXILIARY' ? 'auxiliaire' : null })
          }
          aria-label="Type de balance"
        >
          <ToggleButton value="GENERAL">Générale</ToggleButton>
          <ToggleButton value="AUXILIARY">Auxiliaire</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Classe"
          value={state.accountClass ?? ''}
          onChange={(e) => set({ classe: e.target.value ? String(e.target.value) : null })}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="">Toutes</MenuItem>
          {CLASSES.map((c) => (
            <MenuItem key={c} value={c}>
              Classe {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Du compte"
          value={state.from}
          onChange={(e) => set({ de: e.target.value.replace(/[^0-9A-Za-z]/g, '') })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
          sx={{ width: 130 }}
        />
        <TextField
          size="small"
          label="Au compte"
          value={state.to}
          onChange={(e) => set({ a: e.target.value.replace(/[^0-9A-Za-z]/g, '') })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
          sx={{ width: 130 }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={state.nonZero}
              onChange={(e) => set({ soldes: e.target.checked ? '1' : null })}
            />
          }
          label="Comptes mouvementés ou soldés seulement"
        />
        {can('analysis', 'result', 'export') && (
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button
              variant="outlined"
              size="small"
              component="a"
              href={`${downloadBase(analysisUuid)}/trial-balance.csv?${csvQuery.toString()}`}
              download
            >
              Exporter la balance (CSV)
            </Button>
            <Button
              variant="outlined"
              size="small"
              component="a"
              href={`${downloadBase(analysisUuid)}/statements.xlsx`}
              download
            >
              Classeur Excel
            </Button>
          </Box>
        )}
      </Box>

      {error && !page && <ErrorAlert error={error} />}
      {loading && !page && <PageLoader label="Chargement de la balance" />}
      {page && (
        <Paper variant="outlined">
          {totals && (
            <Box sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center' }} aria-live="polite">
              {/* A balance auxiliaire is the third parties' accounts only: it is not expected to balance. */}
              {!auxiliary && (
                <Chip
                  color={balanced ? 'success' : 'error'}
                  label={balanced ? 'Balance équilibrée' : 'Balance déséquilibrée'}
                  size="small"
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {formatInteger(page.pageInfo.total)} compte{page.pageInfo.total > 1 ? 's' : ''} ·{' '}
                {formatInteger(totals.lines)} lignes d'écriture
              </Typography>
            </Box>
          )}
          <TableContainer
            // Scrolls on its own: reachable by keyboard.
            tabIndex={0}
            role="region"
            aria-labelledby="balance-title"
            sx={{ maxHeight: 'calc(100vh - 330px)', minHeight: 240 }}
          >
            <Table
              size="small"
              stickyHeader
              aria-labelledby="balance-title"
              // Narrower cells on a tablet: the closing balances stay in view beside the auxiliary column.
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Compte</TableCell>
                  {auxiliary && <TableCell scope="col">Auxiliaire</TableCell>}
                  <TableCell scope="col">Libellé</TableCell>
                  <TableCell scope="col" align="right">
                    Débit ouverture
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Crédit ouverture
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Mouvements débit
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Mouvements crédit
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Solde débiteur
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Solde créditeur
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={auxiliary ? 9 : 8}>
                      Aucun compte ne correspond à ces filtres.
                    </TableCell>
                  </TableRow>
                )}
                {page.items.map((r) => (
                  <TableRow key={`${r.account}|${r.aux ?? ''}`} hover>
                    <TableCell component="th" scope="row">
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpenLedger(r.account)}
                        aria-label={`Grand livre du compte ${r.account}`}
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {r.account}
                      </Link>
                    </TableCell>
                    {auxiliary && (
                      <TableCell>
                        {r.aux && (
                          <Link
                            component="button"
                            type="button"
                            onClick={() => onOpenLedger(r.account, r.aux)}
                            aria-label={ledgerTitle(r.account, r.aux)}
                            sx={{ fontVariantNumeric: 'tabular-nums' }}
                          >
                            {r.aux}
                          </Link>
                        )}
                      </TableCell>
                    )}
                    <TableCell>{r.label}</TableCell>
                    <TableCell align="right">{cents(r.openingDebitCents)}</TableCell>
                    <TableCell align="right">{cents(r.openingCreditCents)}</TableCell>
                    <TableCell align="right">{cents(r.debitCents)}</TableCell>
                    <TableCell align="right">{cents(r.creditCents)}</TableCell>
                    <TableCell align="right">{cents(r.closingDebitCents)}</TableCell>
                    <TableCell align="right">{cents(r.closingCreditCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              {totals && (
                <TableFooter>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="row"
                      colSpan={auxiliary ? 3 : 2}
                      sx={{ fontWeight: 700 }}
                    >
                      Totaux (toutes les lignes filtrées)
                    </TableCell>
                    {[
                      totals.openingDebitCents,
                      totals.openingCreditCents,
                      totals.debitCents,
                      totals.creditCents,
                      totals.closingDebitCents,
                      totals.closingCreditCents,
                    ].map((t, i) => (
                      <TableCell key={i} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
                        {cents(t) || '0,00 €'}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={page.pageInfo.total}
            page={Math.min(state.page, Math.max(0, Math.ceil(page.pageInfo.total / state.size) - 1))}
            rowsPerPage={state.size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_e, p) => set({ page: p ? String(p) : null })}
            onRowsPerPageChange={(e) => set({ lignes: e.target.value })}
            labelRowsPerPage="Comptes par page"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </Paper>
      )}
      {page && !balanced && !auxiliary && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Les totaux débit et crédit diffèrent : le fichier n'est pas équilibré, ou les filtres ne gardent
          qu'une partie des comptes.
        </Alert>
      )}
    </Box>
  );
}
