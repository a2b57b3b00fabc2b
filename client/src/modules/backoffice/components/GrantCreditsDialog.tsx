import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useBackOfficeGrantCreditsMutation, type CreditType } from '../../../__generated__/graphql';
import { parseDecimal } from '../../../shared/format';
import { CREDIT_TYPE_LABELS, formatCredits } from '../../billing/utils/money';
import { ReasonDialog } from './ReasonDialog';

const TYPES: CreditType[] = ['LINE', 'DOSSIER', 'FILE', 'DISCOUNT', 'ECF'];

/** The quantity the API takes: a whole number of credits, or a discount in cents from euros typed. */
function quantityOf(type: CreditType, text: string): number | null {
  const value = parseDecimal(text);
  if (value === null || Number.isNaN(value) || value <= 0) return null;
  if (type === 'DISCOUNT') return Math.round(value * 100);
  return Number.isInteger(value) ? value : null;
}

/** A commercial gesture (spec §6): credits for an account, with the reason logged. */
export function GrantCreditsDialog(props: {
  open: boolean;
  accountUuid: string;
  accountName: string;
  onClose: () => void;
  onGranted: (notice: string) => void;
}) {
  const [type, setType] = useState<CreditType>('FILE');
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState('');
  const [tried, setTried] = useState(false);
  const [grant, { loading, error, reset }] = useBackOfficeGrantCreditsMutation();
  useEffect(() => {
    if (!props.open) {
      setAmount('');
      setDays('');
      setTried(false);
      reset();
    }
  }, [props.open, reset]);
  const quantity = quantityOf(type, amount);
  const validDays = days.trim() === '' ? null : Number(days);
  const daysWrong = validDays !== null && (!Number.isInteger(validDays) || validDays <= 0);
  const amountHelp =
    tried && quantity === null
      ? type === 'DISCOUNT'
        ? 'Indiquez un montant positif en euros.'
        : 'Indiquez un nombre entier positif.'
      : quantity !== null
        ? `Soit ${formatCredits(type, quantity)}.`
        : ' ';
  return (
    <ReasonDialog
      open={props.open}
      title={`Accorder des crédits à « ${props.accountName} »`}
      confirmLabel={quantity !== null ? `Accorder ${formatCredits(type, quantity)}` : 'Accorder'}
      busy={loading}
      error={error}
      onClose={props.onClose}
      onConfirm={(reason) => {
        setTried(true);
        if (quantity === null || daysWrong) return;
        void grant({
          variables: { accountUuid: props.accountUuid, type, amount: quantity, validDays, reason },
        })
          .then(() =>
            props.onGranted(`${formatCredits(type, quantity)} accordé(s) à « ${props.accountName} ».`),
          )
          .catch(() => undefined);
      }}
      fields={
        <>
          <TextField
            select
            label="Type de crédit"
            value={type}
            onChange={(e) => setType(e.target.value as CreditType)}
            fullWidth
            margin="normal"
          >
            {TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t === 'DISCOUNT' ? 'Remise (en euros HT)' : CREDIT_TYPE_LABELS[t].title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={type === 'DISCOUNT' ? 'Montant (€ HT)' : 'Quantité'}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            fullWidth
            margin="normal"
            error={tried && quantity === null}
            helperText={amountHelp}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Validité (jours)"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            fullWidth
            margin="normal"
            error={daysWrong}
            helperText={
              daysWrong ? 'Indiquez un nombre de jours entier positif.' : 'Laisser vide : sans expiration.'
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </>
      }
    >
      Les crédits sont ajoutés au solde du compte comme un geste commercial ; le motif figure dans son
      historique de crédits et dans le journal d’audit.
    </ReasonDialog>
  );
}
