import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  useCreateEcfMissionMutation,
  useEcfFecChoicesQuery,
  type EcfIncomeRegime,
  type EcfVatRegime,
} from '../../../__generated__/graphql';
import { errorCode, errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { MESSAGES, isIsoDate, isSiren } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../auth/components/FormTextField';
import { withNoHtml } from '../../auth/utils/rules';
import { PAY_FORBIDDEN } from '../../billing/components/PayForbiddenNotice';
import { useAddToCart } from '../../billing/hooks/useAddToCart';
import { usePayRights } from '../../billing/hooks/usePayRights';
import { INCOME_REGIME_LABELS, VAT_REGIME_LABELS, ecfMissionUrl } from '../utils/labels';

/** The offer that sells one ECF mission (api/src/billing/OFFERS.md). */
export const ECF_OFFER = 'mission-ecf';

interface Values {
  fecUuid: string;
  companyName: string;
  siren: string;
  companyAddress: string;
  providerFirmName: string;
  providerAddress: string;
  signatoryName: string;
  signatoryQuality: string;
  engagementLetterDate: string;
  declaredIncomeRegime: string;
  declaredVatRegime: string;
  vatOnDebits: string;
}

/** The FEC the mission is opened on, when known (from its analysis page). */
export interface EcfFecChoice {
  uuid: string;
  name: string;
  companyName?: string | null;
  siren?: string | null;
}

const max = (n: number) => ({ value: n, message: `${n} caractères au plus.` });
const today = () => new Date().toISOString().slice(0, 10);

export const ECF_FORM_MESSAGES = {
  fec: 'Veuillez choisir le FEC examiné.',
  firm: 'Veuillez saisir le nom du cabinet prestataire.',
  signatory: 'Veuillez saisir le nom du signataire.',
  letterDate: 'Veuillez saisir la date de la lettre de mission.',
  letterFuture: 'La date de la lettre de mission ne peut pas être dans le futur.',
} as const;

/**
 * « Nouvelle mission ECF »: the company (prefilled from the FEC), the provider, the signatory and the engagement
 * letter's date, and the declared regimes (point 5 and 10 compare them to the books). Opening a mission spends one
 * « Mission ECF » credit: without one, the refusal says so and offers to buy it.
 */
export function CreateEcfMissionDialog(props: {
  open: boolean;
  onClose: () => void;
  /** Known FEC (from the analysis page): no choice to make. */
  fec?: EcfFecChoice | null;
  analysisUuid?: string | null;
}) {
  const navigate = useNavigate();
  const { canPay } = usePayRights();
  const cart = useAddToCart();
  const choices = useEcfFecChoicesQuery({ skip: !props.open || !!props.fec });
  const fecs = (choices.data?.fecs.items ?? []).filter((f) => f.status === 'DONE' && !f.locked);
  const { control, handleSubmit, setValue, getValues, reset } = useForm<Values>({
    defaultValues: {
      fecUuid: props.fec?.uuid ?? '',
      companyName: props.fec?.companyName ?? '',
      siren: props.fec?.siren ?? '',
      companyAddress: '',
      providerFirmName: '',
      providerAddress: '',
      signatoryName: '',
      signatoryQuality: 'Expert-comptable',
      engagementLetterDate: '',
      declaredIncomeRegime: '',
      declaredVatRegime: '',
      vatOnDebits: '',
    },
  });
  // The company of the chosen FEC fills the fields still empty.
  const chosen = useWatch({ control, name: 'fecUuid' });
  useEffect(() => {
    const fec = fecs.find((f) => f.uuid === chosen);
    if (!fec) return;
    if (!getValues('companyName')) setValue('companyName', fec.companyName ?? '');
    if (!getValues('siren')) setValue('siren', fec.siren ?? '');
  }, [chosen]);
  const [create, { loading }] = useCreateEcfMissionMutation({ refetchQueries: ['EcfMissions'] });
  const [error, setError] = useState<unknown>(null);
  const paymentRequired = errorCode(error) === 'PAYMENT_REQUIRED';

  const close = () => {
    reset();
    setError(null);
    props.onClose();
  };

  const submit = handleSubmit(async (v) => {
    setError(null);
    const text = (s: string) => (s.trim() ? s.trim() : null);
    try {
      const { data } = await create({
        variables: {
          input: {
            fecUuid: v.fecUuid,
            analysisUuid: props.analysisUuid ?? null,
            companyName: text(v.companyName),
            siren: text(v.siren.replace(/\s/g, '')),
            companyAddress: text(v.companyAddress),
            providerFirmName: v.providerFirmName.trim(),
            providerAddress: text(v.providerAddress),
            signatoryName: v.signatoryName.trim(),
            signatoryQuality: text(v.signatoryQuality),
            engagementLetterDate: v.engagementLetterDate,
            declaredIncomeRegime: (v.declaredIncomeRegime || null) as EcfIncomeRegime | null,
            declaredVatRegime: (v.declaredVatRegime || null) as EcfVatRegime | null,
            vatOnDebits: v.vatOnDebits === '' ? null : v.vatOnDebits === 'true',
          },
        },
      });
      if (data) navigate(ecfMissionUrl(data.createEcfMission.uuid));
    } catch (e) {
      setError(e);
    }
  });

  const fecOptions = fecs.map((f) => ({
    value: f.uuid,
    label: [f.originalName, f.companyName, f.fiscalEnd ? `clôture ${formatDate(f.fiscalEnd)}` : null]
      .filter(Boolean)
      .join(' — '),
  }));

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="ecf-create-title" fullWidth maxWidth="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="ecf-create-title">Nouvelle mission ECF</DialogTitle>
        <DialogContent>
          <DialogContentText component="div" sx={{ mb: 1 }}>
            Examen de conformité fiscale (décret n° 2021-25) : les dix points du chemin d&apos;audit,
            préremplis à partir du FEC et de son analyse. Ouvrir une mission consomme un crédit « Mission ECF
            ».
          </DialogContentText>
          {paymentRequired ? (
            <Alert severity="warning" role="alert" sx={{ my: 1 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {errorMessage(error)}
              </Typography>
              {canPay ? (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<ShoppingCart />}
                    disabled={cart.loading}
                    onClick={() => void cart.addToCart(ECF_OFFER)}
                  >
                    Acheter une mission ECF
                  </Button>
                  <Link component={RouterLink} to="/abonnement">
                    Voir les offres et packs
                  </Link>
                </Box>
              ) : (
                <Typography variant="body2">
                  {PAY_FORBIDDEN}. Contactez l&apos;administrateur de votre compte.
                </Typography>
              )}
              <ErrorAlert error={cart.error} onClose={cart.clearError} />
            </Alert>
          ) : (
            <ErrorAlert error={error} onClose={() => setError(null)} />
          )}

          {props.fec ? (
            <Typography sx={{ mt: 1 }}>
              FEC examiné : <strong>{props.fec.name}</strong>
            </Typography>
          ) : (
            <FormSelectField
              control={control}
              name="fecUuid"
              label="FEC examiné"
              emptyLabel={choices.loading ? 'Chargement des FEC…' : 'Choisir un FEC analysé et débloqué'}
              options={fecOptions}
              rules={{ required: ECF_FORM_MESSAGES.fec }}
              helperText="Seuls les FEC analysés et débloqués peuvent faire l'objet d'une mission."
            />
          )}

          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            L&apos;entreprise examinée
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField
                control={control}
                name="companyName"
                label="Raison sociale"
                helperText="Par défaut : celle du FEC."
                rules={withNoHtml({ maxLength: max(200) })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="siren"
                label="SIREN"
                inputMode="numeric"
                rules={{
                  validate: { siren: (v: unknown) => !v || isSiren(String(v)) || MESSAGES.siren },
                }}
              />
            </Grid>
          </Grid>
          <FormTextField
            control={control}
            name="companyAddress"
            label="Adresse de l'entreprise"
            rules={withNoHtml({ maxLength: max(500) })}
          />

          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            Le prestataire
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="providerFirmName"
                label="Cabinet prestataire (obligatoire)"
                rules={withNoHtml({ required: ECF_FORM_MESSAGES.firm, maxLength: max(200) })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="providerAddress"
                label="Adresse du cabinet"
                rules={withNoHtml({ maxLength: max(500) })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="signatoryName"
                label="Nom du signataire (obligatoire)"
                rules={withNoHtml({ required: ECF_FORM_MESSAGES.signatory, maxLength: max(200) })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="signatoryQuality"
                label="Qualité du signataire"
                rules={withNoHtml({ maxLength: max(200) })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="engagementLetterDate"
                label="Date de la lettre de mission (obligatoire)"
                type="date"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
                rules={{
                  required: ECF_FORM_MESSAGES.letterDate,
                  validate: {
                    date: (v: unknown) => isIsoDate(String(v)) || MESSAGES.invalidDate,
                    past: (v: unknown) => String(v) <= today() || ECF_FORM_MESSAGES.letterFuture,
                  },
                }}
              />
            </Grid>
          </Grid>

          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            Régimes déclarés (points 5 et 10)
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelectField
                control={control}
                name="declaredIncomeRegime"
                label="Régime d'imposition (BIC)"
                emptyLabel="Non renseigné"
                options={Object.entries(INCOME_REGIME_LABELS).map(([value, label]) => ({ value, label }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelectField
                control={control}
                name="declaredVatRegime"
                label="Régime de TVA"
                emptyLabel="Non renseigné"
                options={Object.entries(VAT_REGIME_LABELS).map(([value, label]) => ({ value, label }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelectField
                control={control}
                name="vatOnDebits"
                label="TVA sur les débits"
                emptyLabel="Non renseigné"
                options={[
                  { value: 'true', label: 'Option pour les débits' },
                  { value: 'false', label: 'Encaissements (pas d’option)' },
                ]}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Ouvrir la mission
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
