import Download from '@mui/icons-material/Download';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
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
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  BillingInvoicesDocument,
  useBillingInvoicesQuery,
  useBillingRequestRefundMutation,
  type BillingInvoiceFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { usePayRights } from '../hooks/usePayRights';
import { formatTtc } from '../utils/money';

const PAGE_SIZE = 20;

/**
 * Factures (spec §3 « Invoice »: name, amount paid, paid date, download), credit notes included; a SEPA
 * debit paid less than 8 weeks ago can be refunded from its invoice (spec §9), by those who may pay.
 */
export default function InvoicesPage() {
  const { canPay } = usePayRights();
  const [page, setPage] = useState(0);
  const { data, loading, error } = useBillingInvoicesQuery({
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [requestRefund, refunding] = useBillingRequestRefundMutation({
    // The credit note (AV-…) now heads the list and the invoice is no longer refundable (the credits tab
    // fetches again each time it opens).
    refetchQueries: [BillingInvoicesDocument],
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState<BillingInvoiceFragment | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (loading && !data) return <PageLoader label="Chargement des factures" />;
  const invoices = data?.invoices.items ?? [];
  const total = data?.invoices.pageInfo.total ?? 0;

  const refund = async (invoice: BillingInvoiceFragment) => {
    setConfirming(null);
    setNotice(null);
    try {
      await requestRefund({ variables: { orderUuid: invoice.orderUuid! } });
      setNotice({
        severity: 'success',
        text: `Remboursement demandé pour la facture ${invoice.number} : un avoir a été émis.`,
      });
    } catch (e) {
      setNotice({ severity: 'error', text: errorMessage(e) });
    }
  };

  return (
    <section aria-labelledby="invoices-title">
      <Typography id="invoices-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Factures et avoirs
      </Typography>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
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
                  <TableCell>Actions</TableCell>
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
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                        <Button
                          size="small"
                          startIcon={<Download />}
                          href={invoice.downloadUrl}
                          download
                          aria-label={`Télécharger ${invoice.name} (PDF)`}
                        >
                          Télécharger
                        </Button>
                        {canPay && invoice.refundable && invoice.orderUuid && (
                          <Button
                            size="small"
                            color="warning"
                            startIcon={<Undo />}
                            disabled={refunding.loading}
                            onClick={() => setConfirming(invoice)}
                            aria-label={`Demander le remboursement de la facture ${invoice.number}`}
                          >
                            Demander le remboursement
                          </Button>
                        )}
                      </Stack>
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
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Demander le remboursement"
        confirmLabel="Demander le remboursement"
        danger
        busy={refunding.loading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void refund(confirming!)}
      >
        <Typography sx={{ mb: 1 }}>
          Le prélèvement de la facture {confirming?.number} (
          {confirming ? formatTtc(confirming.totalTtcCents) : ''}) vous sera remboursé et un avoir sera émis
          pour l&apos;annuler.
        </Typography>
        <Typography>
          Ce que la commande a acheté vous est retiré : les FEC débloqués repassent sous l&apos;offre
          Découverte (résultats verrouillés) et les crédits restants des packs achetés sont supprimés. Cette
          demande est définitive.
        </Typography>
      </ConfirmDialog>
    </section>
  );
}
