import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useStatementsGeneralLedgerQuery } from '../../../__generated__/graphql';
import { formatDate, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { cents, downloadBase, sided } from '../utils/amounts';
import { ledgerTitle, type OpenLedger } from './LedgerLinkContext';

const PAGE_SIZES = [50, 100, 200];
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** The file's line number is a detail: a tablet keeps the room for the amounts. */
const WIDE_ONLY = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** Chooses the account to show, and optionally its auxiliary account (typed, or followed from a link). */
function AccountPicker({
  initial,
  initialAux,
  onOpen,
  children,
}: {
  initial: string;
  initialAux: string;
  /** Shown after the button (the way back to the collective account's ledger). */
  children?: React.ReactNode;
  onOpen: OpenLedger;
}) {
  const [value, setValue] = useState(initial);
  const [aux, setAux] = useState(initialAux);
  useEffect(() => setValue(initial), [initial]);
  useEffect(() => setAux(initialAux), [initialAux]);
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onOpen(value.trim(), aux.trim() || null);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label="Compte"
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/[^0-9A-Za-z]/g, ''))}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        size="small"
        label="Auxiliaire (facultatif)"
        value={aux}
        onChange={(e) => setAux(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ width: 190 }}
      />
      <Button type="submit" variant="contained" size="small">
        Afficher
      </Button>
      {children}
    </Box>
  );
}

/**
 * « Grand livre » (issue 36): one account's lines in ledger order — the à-nouveaux, then by date, entry number
 * and line — with the running balance, paged by the server (a page of an account with 200,000 lines reads one
 * stored chunk, not the FEC). With `aux`: the « grand livre auxiliaire » of that third party within its
 * collective account (reached from the balance auxiliaire, or from a line of the account's ledger).
 */
export function LedgerView({
  analysisUuid,
  account,
  aux,
  onOpen,
  onBack,
  backLabel,
}: {
  analysisUuid: string;
  account: string | null;
  aux: string | null;
  onOpen: OpenLedger;
  onBack: () => void;
  backLabel: string;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(100);
  const { can } = useSession();
  useEffect(() => setPage(0), [account, aux]);
  const { data, loading, error, previousData } = useStatementsGeneralLedgerQuery({
    variables: {
      uuid: analysisUuid,
      account: account ?? '',
      aux: aux || null,
      limit: size,
      offset: page * size,
    },
    skip: !account,
  });
  const ledger = (data ?? (loading ? previousData : undefined))?.analysis?.generalLedger;
  const shown =
    ledger && ledger.account === account && (ledger.aux ?? null) === (aux || null) ? ledger : null;
  const title = ledgerTitle(account, aux || null);
  // A third party's column where this page has some (not in an auxiliary ledger: all its lines are its own).
  const withAux = !!shown && !shown.aux && shown.items.some((l) => l.aux);

  return (
    <Box component="section" aria-labelledby="ledger-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" onClick={onBack}>
          {backLabel}
        </Button>
        <Typography id="ledger-title" variant="h5" component="h2">
          {title}
        </Typography>
        {shown && (
          <Typography color="text.secondary" component="p">
            {shown.aux ? `${shown.label} · ${shown.accountLabel}` : shown.label}
          </Typography>
        )}
      </Box>
      <AccountPicker initial={account ?? ''} initialAux={aux ?? ''} onOpen={onOpen}>
        {shown?.aux && (
          <Button size="small" onClick={() => onOpen(shown.account)}>
            Tout le grand livre du compte {shown.account}
          </Button>
        )}
      </AccountPicker>
      {!account && <Typography>Choisissez un compte, ou ouvrez-le depuis la balance.</Typography>}
      {account && error && <ErrorAlert error={error} />}
      {account && loading && !shown && <PageLoader label="Chargement du grand livre" />}
      {shown && (
        <Paper variant="outlined">
          <Box sx={{ p: 1, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">
              Total débit : <strong>{cents(shown.debitCents) || '0,00 €'}</strong>
            </Typography>
            <Typography variant="body2">
              Total crédit : <strong>{cents(shown.creditCents) || '0,00 €'}</strong>
            </Typography>
            <Typography variant="body2">
              Solde : <strong>{sided(shown.balanceCents)}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatInteger(shown.pageInfo.total)} lignes
            </Typography>
            {can('analysis', 'result', 'export') && (
              <Button
                size="small"
                variant="outlined"
                component="a"
                href={`${downloadBase(analysisUuid)}/statements.xlsx?accounts=${encodeURIComponent(shown.account)}`}
                download
                sx={{ ml: 'auto' }}
              >
                {shown.aux
                  ? `Classeur Excel avec le compte ${shown.account}`
                  : 'Classeur Excel avec ce compte'}
              </Button>
            )}
          </Box>
          <TableContainer
            // Scrolls on its own: reachable by keyboard.
            tabIndex={0}
            role="region"
            aria-labelledby="ledger-title"
            sx={{ maxHeight: 'calc(100vh - 360px)', minHeight: 240 }}
          >
            <Table
              size="small"
              stickyHeader
              aria-labelledby="ledger-title"
              // Narrower cells on a tablet: the running balance stays in view beside ten columns.
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Date</TableCell>
                  <TableCell scope="col">Journal</TableCell>
                  <TableCell scope="col">N° écriture</TableCell>
                  <TableCell scope="col">Pièce</TableCell>
                  <TableCell scope="col">Libellé</TableCell>
                  {withAux && <TableCell scope="col">Auxiliaire</TableCell>}
                  <TableCell scope="col" align="right">
                    Débit
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Crédit
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Solde progressif
                  </TableCell>
                  <TableCell scope="col" align="right" sx={WIDE_ONLY}>
                    Ligne
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.items.map((l) => (
                  <TableRow key={l.line} hover>
                    <TableCell>{formatDate(l.ecritureDate)}</TableCell>
                    <TableCell>{l.journalCode}</TableCell>
                    <TableCell>{l.ecritureNum}</TableCell>
                    <TableCell>{l.pieceRef}</TableCell>
                    <TableCell>{l.label}</TableCell>
                    {withAux && (
                      <TableCell>
                        {l.aux && (
                          // A third party's line leads to its own ledger within this account.
                          <Link
                            component="button"
                            type="button"
                            variant="body2"
                            onClick={() => onOpen(shown.account, l.aux)}
                            aria-label={ledgerTitle(shown.account, l.aux)}
                          >
                            {l.aux}
                          </Link>
                        )}
                      </TableCell>
                    )}
                    <TableCell align="right" sx={NOWRAP}>
                      {cents(l.debitCents)}
                    </TableCell>
                    <TableCell align="right" sx={NOWRAP}>
                      {cents(l.creditCents)}
                    </TableCell>
                    <TableCell align="right" sx={NOWRAP}>
                      {sided(l.balanceCents)}
                    </TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>
                      {l.line}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={shown.pageInfo.total}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Lignes par page"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
          />
        </Paper>
      )}
    </Box>
  );
}
