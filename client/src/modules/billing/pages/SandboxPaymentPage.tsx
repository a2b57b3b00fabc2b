import Science from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  useBillingSandboxAuthenticateMutation,
  useBillingSandboxStepQuery,
  useBillingSandboxSubmitSetupMutation,
  type BillingSandboxStepQuery,
} from '../../../__generated__/graphql';
import { MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { browser } from '../utils/browser';
import { formatTtc } from '../utils/money';

export const SANDBOX_BANNER = "Bac à sable de paiement — aucune somme réelle n'est débitée";
type Step = NonNullable<BillingSandboxStepQuery['paymentSandboxStep']>;

/** `03/27` or `03/2027` → month and four-digit year; null if not a valid MM/AA. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function TestInstruments({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="instruments-title" sx={{ mt: 3 }}>
      <Typography id="instruments-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Moyens de test
      </Typography>
      <List dense aria-label="Moyens de test" sx={{ fontFamily: 'monospace' }}>
        {items.map((i) => (
          <ListItem key={i} disableGutters>
            {i}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function SetupForm({ step }: { step: Step }) {
  const card = step.paymentMethodType === 'CARD';
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '', iban: '', holder: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submit, state] = useBillingSandboxSubmitSetupMutation();
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const expiry = parseExpiry(values.expiry);
    if (!values.holder.trim()) found.holder = MESSAGES.required;
    if (card) {
      if (!values.number.trim()) found.number = MESSAGES.required;
      if (!values.expiry.trim()) found.expiry = MESSAGES.required;
      else if (!expiry) found.expiry = 'Format incorrect (MM/AA).';
      if (!values.cvc.trim()) found.cvc = MESSAGES.required;
      else if (!/^\d{3,4}$/.test(values.cvc.trim())) found.cvc = MESSAGES.pattern;
    } else if (!values.iban.trim()) found.iban = MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await submit({
        variables: {
          ref: step.ref,
          input: card
            ? {
                cardNumber: values.number.replace(/\s/g, ''),
                expMonth: expiry!.month,
                expYear: expiry!.year,
                cvc: values.cvc.trim(),
                holder: values.holder.trim(),
              }
            : { iban: values.iban.replace(/\s/g, '').toUpperCase(), holder: values.holder.trim() },
        },
      });
      if (data) browser.go(data.paymentSandboxSubmitSetup.returnUrl);
    } catch {
      // Shown below.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={send} aria-labelledby="sandbox-title">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        {card ? (
          <>
            <TextField
              label="Numéro de carte"
              value={values.number}
              onChange={set('number')}
              error={Boolean(errors.number)}
              helperText={errors.number}
              required
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ gridColumn: '1 / -1' }}
            />
            <TextField
              label="Expiration (MM/AA)"
              value={values.expiry}
              onChange={set('expiry')}
              error={Boolean(errors.expiry)}
              helperText={errors.expiry}
              required
              autoComplete="cc-exp"
              placeholder="12/30"
            />
            <TextField
              label="CVC"
              value={values.cvc}
              onChange={set('cvc')}
              error={Boolean(errors.cvc)}
              helperText={errors.cvc}
              required
              autoComplete="cc-csc"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </>
        ) : (
          <TextField
            label="IBAN"
            value={values.iban}
            onChange={set('iban')}
            error={Boolean(errors.iban)}
            helperText={errors.iban}
            required
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
        <TextField
          label="Titulaire"
          value={values.holder}
          onChange={set('holder')}
          error={Boolean(errors.holder)}
          helperText={errors.holder}
          required
          autoComplete="cc-name"
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      {!card && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          En enregistrant cet IBAN, vous autorisez le prélèvement SEPA des commandes que vous passerez (mandat
          de test).
        </Typography>
      )}
      <ErrorAlert error={state.error} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={state.loading}>
        {card ? 'Enregistrer la carte' : "Enregistrer l'IBAN"}
      </Button>
    </Box>
  );
}

function Authentication({ step }: { step: Step }) {
  const [answer, state] = useBillingSandboxAuthenticateMutation();
  const respond = async (approve: boolean) => {
    try {
      const { data } = await answer({ variables: { ref: step.ref, approve } });
      if (data) browser.go(data.paymentSandboxAuthenticate.returnUrl);
    } catch {
      // Shown below.
    }
  };
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>Votre banque (simulée) demande de confirmer ce paiement :</Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 2 }} data-testid="sandbox-amount">
        {formatTtc(step.amountCents)}
      </Typography>
      <ErrorAlert error={state.error} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => void respond(true)} disabled={state.loading}>
          Valider
        </Button>
        <Button variant="outlined" color="error" onClick={() => void respond(false)} disabled={state.loading}>
          Refuser
        </Button>
      </Box>
    </Box>
  );
}

/** The embedded sandbox's local payment step (`npm start` without Stripe): add a test card or IBAN, or 3-D Secure. */
export default function SandboxPaymentPage() {
  const { ref = '' } = useParams();
  const { data, loading, error } = useBillingSandboxStepQuery({
    variables: { ref },
    fetchPolicy: 'network-only',
  });
  const step = data?.paymentSandboxStep;
  const title =
    step?.kind === 'AUTHENTICATION'
      ? 'Authentification du paiement'
      : step?.paymentMethodType === 'SEPA_DEBIT'
        ? 'Ajouter un prélèvement SEPA'
        : 'Ajouter une carte';
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Alert severity="warning" icon={<Science />} sx={{ mb: 2 }} data-testid="sandbox-banner">
        {SANDBOX_BANNER}
      </Alert>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography id="sandbox-title" variant="h4" component="h1" sx={{ mb: 2 }}>
          {step ? title : 'Paiement'}
        </Typography>
        {loading && !data ? (
          <PageLoader label="Chargement de l'étape de paiement" />
        ) : error ? (
          <ErrorAlert error={error} />
        ) : !step ? (
          <Alert severity="error">Cette étape de paiement n&apos;existe pas ou est terminée.</Alert>
        ) : (
          <>
            {step.kind === 'AUTHENTICATION' ? <Authentication step={step} /> : <SetupForm step={step} />}
            <TestInstruments items={step.testInstruments} />
          </>
        )}
      </Paper>
    </Box>
  );
}
