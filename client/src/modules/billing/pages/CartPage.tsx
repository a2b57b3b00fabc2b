import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  useBillingCartQuery,
  useBillingCheckoutMutation,
  useBillingPaymentSetupQuery,
  useBillingRemoveFromCartMutation,
  type BillingCartFragment,
  type BillingOrderFragment,
  type BillingPaymentMethodFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { AddPaymentMethodButtons } from '../components/AddPaymentMethodButtons';
import { ADDRESS_INCOMPLETE, BillingAddressSummary } from '../components/BillingAddressSummary';
import { OrderOutcome } from '../components/OrderOutcome';
import { PayForbiddenNotice } from '../components/PayForbiddenNotice';
import { PaymentMethodLabel } from '../components/PaymentMethodLabel';
import { settleOrder, useOrder } from '../hooks/useOrder';
import { usePayRights } from '../hooks/usePayRights';
import { browser } from '../utils/browser';
import { formatHt, formatMoney, formatTtc, formatVatRate } from '../utils/money';

export const TERMS_LABEL = "J'accepte les conditions générales de vente";
export const TERMS_REQUIRED = 'Vous devez accepter les conditions générales de vente.';
export const PAYMENT_IN_PROGRESS =
  'Paiement en cours : ce panier est réservé à la commande en cours. Vous pourrez le modifier ou le payer à nouveau dès que la banque aura donné sa réponse.';
const CART_CHANGED = 'Le panier a changé';

function Block(props: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ p: 2.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id={props.id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.children}
    </Paper>
  );
}

/** The first method that can pay: the default one, else the first not expired. */
function initialMethod(methods: BillingPaymentMethodFragment[]) {
  const usable = methods.filter((m) => !m.expired);
  return (usable.find((m) => m.isDefault) ?? usable[0])?.uuid ?? '';
}

function CartItems({
  cart,
  onRemove,
  removing,
}: {
  cart: BillingCartFragment;
  onRemove: (uuid: string) => void;
  removing: boolean;
}) {
  // A cart under payment cannot change (the API refuses it too).
  const locked = cart.paymentInProgress;
  return (
    <Table aria-label="Articles du panier" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Article</TableCell>
          <TableCell>FEC</TableCell>
          <TableCell align="right">Prix HT</TableCell>
          <TableCell align="right">
            <Box
              component="span"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cart.items.map((item) => {
          const label = item.fecName ? `${item.offer.name} — ${item.fecName}` : item.offer.name;
          return (
            <TableRow key={item.uuid} data-testid="cart-item" sx={{ opacity: item.available ? 1 : 0.75 }}>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>{item.offer.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.offer.description}
                </Typography>
                {!item.available && (
                  <Box sx={{ mt: 0.5 }}>
                    <Chip size="small" color="warning" label="Indisponible" sx={{ mr: 1 }} />
                    <Typography component="span" variant="body2" color="warning.dark">
                      {item.reason ?? 'Cet article ne peut plus être payé.'}
                    </Typography>
                  </Box>
                )}
              </TableCell>
              <TableCell>
                {item.fecName ?? '—'}
                {item.lineCount !== null && item.lineCount !== undefined && (
                  <Typography variant="body2" color="text.secondary">
                    {formatInteger(item.lineCount)} lignes
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatHt(item.priceHtCents)}
              </TableCell>
              <TableCell align="right">
                <Tooltip title="Retirer du panier">
                  <span>
                    <IconButton
                      aria-label={`Retirer du panier : ${label}`}
                      onClick={() => onRemove(item.uuid)}
                      disabled={removing || locked}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Totals({ cart }: { cart: BillingCartFragment }) {
  const rows: Array<[string, string, boolean?]> = [
    ['Sous-total HT', formatHt(cart.subtotalHtCents)],
    ...(cart.discountHtCents > 0
      ? ([['Remise', `-${formatHt(cart.discountHtCents)}`]] as Array<[string, string]>)
      : []),
    ['Total HT', formatHt(cart.totalHtCents)],
    [`TVA (${formatVatRate(cart.vatRateBasisPoints)})`, formatMoney(cart.vatCents)],
    ['Total TTC', formatTtc(cart.totalTtcCents), true],
  ];
  return (
    <Table size="small" aria-label="Totaux du panier">
      <TableBody>
        {rows.map(([label, value, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ border: 0, fontWeight: strong ? 700 : 400, pl: 0 }}>
              {label}
            </TableCell>
            <TableCell
              align="right"
              data-testid={strong ? 'cart-total-ttc' : undefined}
              sx={{
                border: 0,
                fontWeight: strong ? 700 : 400,
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
                pr: 0,
              }}
            >
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Le panier (spec §2 « Cart and payment »): items and totals (HT, discount, VAT, TTC), the billing address,
 * a saved payment method, the terms, « Payer ». `?commande={uuid}` follows an order after checkout or after
 * the bank's authentication page.
 */
export default function CartPage() {
  const { canPay } = usePayRights();
  if (!canPay) {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Panier
        </Typography>
        <PayForbiddenNotice />
      </Box>
    );
  }
  return <Cart />;
}

function Cart() {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const orderUuid = params.get('commande');
  // The order just placed is known from checkout; only a pending one (or one met on the way back from the
  // bank's page, `?commande=`) is read from the server.
  const [placed, setPlaced] = useState<BillingOrderFragment | null>(null);
  const tracked = useOrder(placed ? (placed.status === 'PROCESSING' ? placed.uuid : null) : orderUuid);
  const cart = useBillingCartQuery({ fetchPolicy: 'cache-and-network' });
  const setup = useBillingPaymentSetupQuery({ fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useBillingRemoveFromCartMutation();
  const [checkout, checkingOut] = useBillingCheckoutMutation();
  const [method, setMethod] = useState('');
  const [terms, setTerms] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [termsError, setTermsError] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const methods = setup.data?.paymentMethods ?? [];
  const address = setup.data?.billingAddress;
  useEffect(() => {
    if (!method && methods.length > 0) setMethod(initialMethod(methods));
  }, [method, methods]);

  if ((cart.loading && !cart.data) || (setup.loading && !setup.data) || tracked.loading) {
    return <PageLoader label="Chargement du panier" />;
  }
  const data = cart.data?.cart;
  const order = tracked.order ?? placed;
  const paid = order?.status === 'SUCCEEDED';
  const items = data?.items ?? [];
  const unavailable = items.some((i) => !i.available);

  const pay = async () => {
    setProblem(null);
    setFailure(null);
    setTermsError(false);
    if (!data) return;
    if (unavailable) return setProblem('Retirez du panier les articles indisponibles avant de payer.');
    if (!address?.complete) return setProblem(ADDRESS_INCOMPLETE);
    if (!method) return setProblem('Choisissez un moyen de paiement.');
    if (!terms) {
      setTermsError(true);
      return setProblem(TERMS_REQUIRED);
    }
    try {
      const { data: answer } = await checkout({
        variables: {
          input: {
            paymentMethodUuid: method,
            termsAccepted: true,
            expectedTotalTtcCents: data.totalTtcCents,
          },
        },
      });
      const next = answer?.checkout;
      if (!next) return;
      if (next.status === 'REQUIRES_ACTION' && next.redirectUrl) {
        browser.go(next.redirectUrl);
        return;
      }
      setPlaced(next);
      setParams({ commande: next.uuid }, { replace: true });
      if (next.status === 'SUCCEEDED') settleOrder(client);
      else void cart.refetch();
    } catch (error) {
      setFailure(error);
      // « Le panier a changé : vérifiez le nouveau total avant de payer. » — show the new total.
      if (errorMessage(error).startsWith(CART_CHANGED)) void cart.refetch();
    }
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Panier
      </Typography>
      {order && <OrderOutcome order={order} />}
      <ErrorAlert error={tracked.error ?? cart.error ?? setup.error} />
      {data?.paymentInProgress && items.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="cart-payment-in-progress">
          {PAYMENT_IN_PROGRESS}
        </Alert>
      )}

      {paid && items.length === 0 ? null : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>Votre panier est vide.</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component={RouterLink} to="/abonnement">
              Voir les offres
            </Button>
            <Button component={RouterLink} to="/mes-dossiers/-1">
              Mes analyses
            </Button>
          </Box>
        </Paper>
      ) : data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Block title="Articles" id="cart-items-title">
              <CartItems
                cart={data}
                removing={removing.loading}
                onRemove={(itemUuid) => void remove({ variables: { itemUuid } }).catch(setFailure)}
              />
            </Block>
            <Block title="Adresse de facturation" id="cart-address-title">
              <BillingAddressSummary address={address} />
            </Block>
            <Block title="Moyen de paiement" id="cart-method-title">
              {methods.length === 0 ? (
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  Aucun moyen de paiement enregistré.
                </Typography>
              ) : (
                <RadioGroup
                  aria-labelledby="cart-method-title"
                  value={method}
                  onChange={(e) => setMethod(e.target.value)}
                  sx={{ mb: 1.5 }}
                >
                  {methods.map((m) => (
                    <FormControlLabel
                      key={m.uuid}
                      value={m.uuid}
                      disabled={m.expired}
                      control={
                        <Radio
                          slotProps={{ input: { 'aria-label': `${m.name}${m.expired ? ' (expirée)' : ''}` } }}
                        />
                      }
                      label={<PaymentMethodLabel method={m} />}
                    />
                  ))}
                </RadioGroup>
              )}
              <AddPaymentMethodButtons disabled={!address?.complete} returnTo="/panier" />
              {!address?.complete && (
                <FormHelperText>
                  Complétez l&apos;adresse de facturation avant d&apos;ajouter un moyen de paiement.
                </FormHelperText>
              )}
            </Block>
          </Box>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="cart-summary-title"
            sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 16 } }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography id="cart-summary-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                Récapitulatif
              </Typography>
              {data.paymentInProgress && <Chip size="small" color="info" label="Paiement en cours" />}
            </Box>
            <Totals cart={data} />
            <FormControlLabel
              sx={{ mt: 1.5, alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={terms}
                  onChange={(e) => {
                    setTerms(e.target.checked);
                    setTermsError(false);
                  }}
                  sx={{ mt: -0.75 }}
                  slotProps={{ input: { 'aria-invalid': termsError || undefined } }}
                />
              }
              label={
                <>
                  {TERMS_LABEL} (
                  <Link href="/conditions-generales-de-vente" target="_blank" rel="noopener">
                    lire les CGV
                  </Link>
                  )
                </>
              }
            />
            {problem && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {problem}
              </Alert>
            )}
            <ErrorAlert error={failure} onClose={() => setFailure(null)} />
            <Button
              fullWidth
              size="large"
              variant="contained"
              startIcon={<Lock />}
              sx={{ mt: 1.5 }}
              disabled={checkingOut.loading || tracked.pending || data.paymentInProgress}
              onClick={() => void pay()}
              data-testid="pay-button"
            >
              {data.paymentInProgress ? 'Paiement en cours' : `Payer ${formatTtc(data.totalTtcCents)}`}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              La facture est émise dès le paiement accepté et téléchargeable dans le centre de facturation.
            </Typography>
          </Paper>
        </Box>
      ) : null}
    </Box>
  );
}
