import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BackOfficeAccountQuery } from '../../../__generated__/graphql';
import { formatCents, formatDate } from '../../../shared/format';
import { CREDIT_TYPE_LABELS, formatCredits } from '../../billing/utils/money';
import { BoSection, Empty } from './BoSection';
import { GrantCreditsDialog } from './GrantCreditsDialog';

type Detail = BackOfficeAccountQuery['backOfficeAccount'];

/** Credit balances and invoices of the account; « Accorder des crédits » with the right. */
export function AccountBillingSection(props: {
  detail: Detail;
  canGrant: boolean;
  onDone: (notice: string) => void;
}) {
  const { detail } = props;
  const [granting, setGranting] = useState(false);
  return (
    <BoSection
      title="Crédits et factures"
      action={
        props.canGrant ? (
          <Button variant="outlined" size="small" onClick={() => setGranting(true)}>
            Accorder des crédits
          </Button>
        ) : null
      }
    >
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }} aria-label="Soldes de crédits">
        {detail.credits.length === 0 ? (
          <Empty>Aucun crédit.</Empty>
        ) : (
          detail.credits.map((c) => (
            <Box key={c.type}>
              <Typography variant="body2" color="text.secondary">
                {CREDIT_TYPE_LABELS[c.type].title}
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {formatCredits(c.type, c.balance)}
              </Typography>
            </Box>
          ))
        )}
      </Box>
      {detail.invoices.length === 0 ? (
        <Empty>Aucune facture.</Empty>
      ) : (
        <Table size="small" aria-label="Factures du compte">
          <TableHead>
            <TableRow>
              <TableCell>Numéro</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Total TTC</TableCell>
              <TableCell>Émise le</TableCell>
              <TableCell>Payée le</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.invoices.map((i) => (
              <TableRow key={i.uuid}>
                <TableCell>{i.number}</TableCell>
                <TableCell>{i.kind === 'CREDIT_NOTE' ? 'Avoir' : 'Facture'}</TableCell>
                <TableCell align="right">{formatCents(i.totalTtcCents)}</TableCell>
                <TableCell>{formatDate(i.issuedAt)}</TableCell>
                <TableCell>{formatDate(i.paidAt) || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.canGrant ? (
        <GrantCreditsDialog
          open={granting}
          accountUuid={detail.uuid}
          accountName={detail.name}
          onClose={() => setGranting(false)}
          onGranted={(notice) => {
            setGranting(false);
            props.onDone(notice);
          }}
        />
      ) : null}
    </BoSection>
  );
}
