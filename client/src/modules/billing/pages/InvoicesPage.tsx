import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBillingInvoicesQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { formatTtc } from '../utils/money';

const PAGE_SIZE = 20;

/** Factures (spec §3 « Invoice »: name, amount paid, paid date, download), credit notes included. */
export default function InvoicesPage() {
  const [page, setPage] = useState(0);
  const { data, loading, error } = useBillingInvoicesQuery({
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageLoader label="Chargement des factures" />;
  const invoices = data?.invoices.items ?? [];
  const total = data?.invoices.pageInfo.total ?? 0;

  return (
    <section aria-labelledby="invoices-title">
      <Typography id="invoices-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Factures et avoirs
      </Typography>
      <ErrorAlert error={error} />
      {invoices.length === 0 && !error ? (
        <Typography color="text.secondary">Aucune facture pour le moment.</Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label="Factures" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Facture</TableCell>
                  <TableCell align="right">Montant payé TTC</TableCell>
                  <TableCell>Date de paiement</TableCell>
                  <TableCell>Téléchargement</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.map((invoice) => (
                  <TableRow key={invoice.uuid} data-testid="invoice-row">
                    <TableCell component="th" scope="row">
                      {invoice.name}
                      {invoice.kind === 'CREDIT_NOTE' && (
                        <Chip size="small" label="Avoir" variant="outlined" sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatTtc(invoice.totalTtcCents)}
                    </TableCell>
                    <TableCell>{formatDate(invoice.paidAt ?? invoice.issuedAt)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        startIcon={<Download />}
                        href={invoice.downloadUrl}
                        download
                        aria-label={`Télécharger ${invoice.name} (PDF)`}
                      >
                        Télécharger
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {total > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={total}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_e, p) => setPage(p)}
            />
          )}
        </Paper>
      )}
    </section>
  );
}
