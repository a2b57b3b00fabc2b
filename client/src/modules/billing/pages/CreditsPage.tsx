import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import {
  useBillingCreditMovementsQuery,
  useBillingCreditsQuery,
  type BillingCreditTotalsFragment,
  type CreditMovementKind,
  type CreditType,
} from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { CREDIT_TYPE_LABELS, formatCreditDelta, formatCredits } from '../utils/money';

const TYPES: CreditType[] = ['LINE', 'DOSSIER', 'FILE', 'DISCOUNT', 'ECF'];
const KIND_LABELS: Record<CreditMovementKind, string> = {
  GRANT: 'Attribution',
  CONSUME: 'Consommation',
  EXPIRE: 'Expiration',
  REFUND: 'Remboursement',
  REVOKE: 'Annulation',
};
const PAGE_SIZE = 25;
/** The Découverte offer's code (api/src/billing/offers.ts). */
const FREE_OFFER = 'decouverte';
const totalOf = (totals: BillingCreditTotalsFragment, type: CreditType) =>
  ({
    LINE: totals.line,
    DOSSIER: totals.dossier,
    FILE: totals.file,
    DISCOUNT: totals.discount,
    ECF: totals.ecf,
  })[type];

function Totals({ totals, label }: { totals: BillingCreditTotalsFragment; label: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      {TYPES.map((type) => (
        <Paper
          key={type}
          variant="outlined"
          role="listitem"
          sx={{ p: 2 }}
          data-testid={`credit-total-${type}`}
        >
          <Typography variant="body2" color="text.secondary">
            {CREDIT_TYPE_LABELS[type].title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatCredits(type, totalOf(totals, type))}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Movements() {
  const [page, setPage] = useState(0);
  const { data, loading, error } = useBillingCreditMovementsQuery({
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageLoader label="Chargement de l'historique des crédits" />;
  const items = data?.creditMovements.items ?? [];
  return (
    <>
      <ErrorAlert error={error} />
      {items.length === 0 ? (
        <Typography color="text.secondary">Aucun mouvement.</Typography>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Historique des crédits">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Opération</TableCell>
                  <TableCell>Libellé</TableCell>
                  <TableCell align="right">Quantité</TableCell>
                  <TableCell>Référence</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</TableCell>
                    <TableCell>{KIND_LABELS[m.kind]}</TableCell>
                    <TableCell>
                      {m.label}
                      {m.forAccountName && (
                        <Typography variant="body2" color="text.secondary">
                          Pour le compte {m.forAccountName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                        color: m.amount < 0 ? 'error.main' : 'success.dark',
                      }}
                    >
                      {formatCreditDelta(m.type, m.amount)}
                    </TableCell>
                    <TableCell>
                      {[m.fecName, m.invoiceNumber ? `Facture ${m.invoiceNumber}` : null]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {(data?.creditMovements.pageInfo.total ?? 0) > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={data?.creditMovements.pageInfo.total ?? 0}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_e, p) => setPage(p)}
            />
          )}
        </Paper>
      )}
    </>
  );
}

/** Crédits (spec §3): usable totals per type, the network head's, each lot (origin, expiry, balance), the ledger. */
export default function CreditsPage() {
  const { data, loading, error } = useBillingCreditsQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader label="Chargement des crédits" />;
  const credits = data?.credits;
  return (
    <>
      <ErrorAlert error={error} />
      {credits && (
        <>
          <section aria-labelledby="credit-totals-title">
            <Typography id="credit-totals-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              Crédits disponibles
            </Typography>
            <Totals totals={credits.totals} label="Crédits disponibles par type" />
          </section>
          {credits.inherited && (
            <section aria-labelledby="credit-network-title">
              <Typography id="credit-network-title" variant="h6" component="h3" sx={{ mb: 0.5 }}>
                Crédits du réseau — {credits.inherited.headAccountName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Utilisés automatiquement quand les crédits de votre compte ne suffisent pas.
              </Typography>
              <Totals totals={credits.inherited.totals} label="Crédits de la tête du réseau par type" />
            </section>
          )}
          <section aria-labelledby="credit-lots-title">
            <Typography id="credit-lots-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              Lots de crédits
            </Typography>
            {/* Every account has its Découverte lot once its credits are read, unless it was refused. */}
            {!credits.lots.some((lot) => lot.offerCode === FREE_OFFER) && (
              <Alert severity="info" sx={{ mb: 2 }}>
                L&apos;offre Découverte est accordée une seule fois par personne et par société : un
                administrateur de ce compte ou sa société l&apos;a déjà reçue, ce compte n&apos;en bénéficie
                donc pas.
              </Alert>
            )}
            {credits.lots.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Aucun crédit.
              </Typography>
            ) : (
              <Paper variant="outlined" sx={{ mb: 3 }}>
                <TableContainer>
                  <Table size="small" aria-label="Lots de crédits">
                    <TableHead>
                      <TableRow>
                        <TableCell>Type</TableCell>
                        <TableCell>Origine</TableCell>
                        <TableCell align="right">Attribué</TableCell>
                        <TableCell align="right">Solde</TableCell>
                        <TableCell>Attribué le</TableCell>
                        <TableCell>Expiration</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {credits.lots.map((lot) => (
                        <TableRow key={lot.uuid} sx={{ opacity: lot.expired ? 0.7 : 1 }}>
                          <TableCell component="th" scope="row">
                            {CREDIT_TYPE_LABELS[lot.type].title}
                          </TableCell>
                          <TableCell>{lot.origin}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatCredits(lot.type, lot.granted)}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                            {formatCredits(lot.type, lot.balance)}
                          </TableCell>
                          <TableCell>{formatDate(lot.createdAt)}</TableCell>
                          <TableCell>
                            {lot.expiresAt ? formatDate(lot.expiresAt) : 'Sans expiration'}
                            {lot.expired && (
                              <Chip
                                size="small"
                                label="Expiré"
                                color="default"
                                variant="outlined"
                                sx={{ ml: 1 }}
                              />
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Paper>
            )}
          </section>
        </>
      )}
      <section aria-labelledby="credit-history-title">
        <Typography id="credit-history-title" variant="h6" component="h3" sx={{ mb: 1 }}>
          Historique des crédits
        </Typography>
        <Movements />
      </section>
    </>
  );
}
