import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useBillingCompletePaymentMethodSetupMutation,
  useBillingDeletePaymentMethodMutation,
  useBillingPaymentSetupQuery,
  useBillingSetDefaultPaymentMethodMutation,
  type BillingPaymentMethodFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { AddPaymentMethodButtons } from '../components/AddPaymentMethodButtons';
import { BillingAddressForm } from '../components/BillingAddressForm';
import { ADDRESS_INCOMPLETE } from '../components/BillingAddressSummary';
import { PayForbiddenNotice } from '../components/PayForbiddenNotice';
import { PaymentMethodLabel } from '../components/PaymentMethodLabel';
import { usePayRights } from '../hooks/usePayRights';
import { afterSetup } from '../utils/return-paths';

const refetchQueries = ['BillingPaymentSetup'];

/**
 * Moyens de paiement (spec §3 « Payment method », « Billing address »): the billing address, the saved
 * methods (default, delete) and adding one; `?setup={uuid}` finishes an addition on the way back from the
 * provider's page.
 */
export default function PaymentMethodsPage() {
  const { canPay } = usePayRights();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const setupUuid = params.get('setup');
  const { data, loading, error } = useBillingPaymentSetupQuery({ fetchPolicy: 'cache-and-network' });
  const [complete, completing] = useBillingCompletePaymentMethodSetupMutation({ refetchQueries });
  const [remove, removing] = useBillingDeletePaymentMethodMutation({ refetchQueries });
  const [setDefault] = useBillingSetDefaultPaymentMethodMutation({ refetchQueries });
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<BillingPaymentMethodFragment | null>(null);

  // Once per setup: the return address may be rendered twice (strict mode, a re-render before it is cleaned).
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!setupUuid || done.current === setupUuid) return;
    done.current = setupUuid;
    complete({ variables: { setupUuid } })
      .then(({ data: result }) => {
        const name = result?.completePaymentMethodSetup.name ?? '';
        const back = afterSetup.get();
        afterSetup.clear();
        if (back) {
          navigate(back, { replace: true });
          return;
        }
        setNotice({ severity: 'success', text: `Moyen de paiement ajouté : ${name}.` });
        setParams({}, { replace: true });
      })
      .catch((e: unknown) => {
        setNotice({ severity: 'error', text: errorMessage(e) });
        setParams({}, { replace: true });
      });
  }, [setupUuid, complete, navigate, setParams]);

  if ((loading && !data) || completing.loading)
    return <PageLoader label="Chargement des moyens de paiement" />;
  const address = data?.billingAddress;
  const methods = data?.paymentMethods ?? [];

  const act = async (run: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ severity: 'success', text: success });
    } catch (e) {
      setNotice({ severity: 'error', text: errorMessage(e) });
    }
  };

  return (
    <>
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
      {!canPay && <PayForbiddenNotice />}
      <Paper variant="outlined" component="section" aria-labelledby="address-title" sx={{ p: 3, mb: 3 }}>
        <Typography id="address-title" variant="h6" component="h3" sx={{ mb: 0.5 }}>
          Adresse de facturation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Elle figure sur vos factures et doit être complète avant d&apos;ajouter un moyen de paiement.
        </Typography>
        {data && (
          <BillingAddressForm
            key={address?.complete ? 'complete' : 'incomplete'}
            address={address}
            readOnly={!canPay}
            onSaved={() => setNotice({ severity: 'success', text: 'Adresse de facturation enregistrée.' })}
          />
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="methods-title" sx={{ p: 3 }}>
        <Typography id="methods-title" variant="h6" component="h3" sx={{ mb: 1 }}>
          Moyens de paiement enregistrés
        </Typography>
        {methods.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Aucun moyen de paiement enregistré.
          </Typography>
        ) : (
          <Table size="small" aria-label="Moyens de paiement" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Moyen de paiement</TableCell>
                <TableCell>Ajouté le</TableCell>
                {canPay && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {methods.map((m) => (
                <TableRow key={m.uuid} data-testid="payment-method">
                  <TableCell component="th" scope="row">
                    <PaymentMethodLabel method={m} />
                  </TableCell>
                  <TableCell>{formatDate(m.createdAt)}</TableCell>
                  {canPay && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {!m.isDefault && !m.expired && (
                        <Button
                          size="small"
                          aria-label={`Définir par défaut : ${m.name}`}
                          onClick={() =>
                            void act(
                              () => setDefault({ variables: { uuid: m.uuid } }),
                              `${m.name} est le moyen de paiement par défaut.`,
                            )
                          }
                        >
                          Définir par défaut
                        </Button>
                      )}
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Supprimer : ${m.name}`}
                        onClick={() => setDeleting(m)}
                      >
                        Supprimer
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canPay && (
          <Box>
            <AddPaymentMethodButtons disabled={!address?.complete} />
            {!address?.complete && (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                {ADDRESS_INCOMPLETE} Enregistrez d&apos;abord l&apos;adresse de facturation.
              </Typography>
            )}
          </Box>
        )}
      </Paper>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Supprimer le moyen de paiement"
        confirmLabel="Supprimer"
        danger
        busy={removing.loading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const m = deleting!;
          setDeleting(null);
          void act(() => remove({ variables: { uuid: m.uuid } }), `${m.name} supprimé.`);
        }}
      >
        Supprimer « {deleting?.name} » ? Il ne pourra plus servir à payer.
      </ConfirmDialog>
    </>
  );
}
