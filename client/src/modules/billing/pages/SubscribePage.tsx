import CheckIcon from '@mui/icons-material/Check';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBillingOffersQuery, type BillingOfferFragment } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PayForbiddenNotice } from '../components/PayForbiddenNotice';
import { useAddToCart } from '../hooks/useAddToCart';
import { usePayRights } from '../hooks/usePayRights';
import { formatCredits, formatHt, tierLabel } from '../utils/money';

function validity(days: number | null | undefined) {
  if (!days) return 'sans expiration';
  if (days % 365 === 0) return days === 365 ? 'valables 1 an' : `valables ${days / 365} ans`;
  return `valables ${days} jours`;
}

function Features({ offer }: { offer: BillingOfferFragment }) {
  const lines = [
    ...offer.features,
    ...offer.credits.map((c) => `${formatCredits(c.type, c.amount)} ${validity(c.validityDays)}`),
  ];
  return (
    <List dense disablePadding aria-label={`Contenu de l'offre ${offer.name}`}>
      {lines.map((line) => (
        <ListItem key={line} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 28, mt: 0.5 }}>
            <CheckIcon fontSize="small" color="success" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  );
}

function OfferCard(props: { offer: BillingOfferFragment; children?: React.ReactNode; highlight?: boolean }) {
  const { offer } = props;
  const titleId = `offer-${offer.code}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`offer-${offer.code}`}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: props.highlight ? 'primary.main' : undefined,
        borderWidth: props.highlight ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h3">
          {offer.name}
        </Typography>
        {offer.kind === 'FREE' && <Chip size="small" label="Gratuite" color="success" />}
        {offer.kind === 'FEC' && <Chip size="small" label="Par FEC" color="primary" />}
      </Box>
      <Typography color="text.secondary">{offer.description}</Typography>
      {props.children}
      <Features offer={offer} />
    </Paper>
  );
}

function PriceTiers({ offer }: { offer: BillingOfferFragment }) {
  return (
    <Table size="small" aria-label={`Prix de l'offre ${offer.name} selon le nombre de lignes du FEC`}>
      <TableHead>
        <TableRow>
          <TableCell>Nombre de lignes du FEC</TableCell>
          <TableCell align="right">Prix HT par FEC</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {offer.priceTiers.map((tier, i) => (
          <TableRow key={tier.maxLines ?? 'max'}>
            <TableCell component="th" scope="row">
              {tierLabel(tier.maxLines ?? null, i > 0 ? (offer.priceTiers[i - 1].maxLines ?? null) : null)}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatHt(tier.priceHtCents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** « S'abonner » (spec §2): the offer catalogue — Découverte, the per-FEC offers and their tiers, credit packs. */
export default function SubscribePage() {
  const { data, loading, error } = useBillingOffersQuery();
  const { canPay } = usePayRights();
  const cart = useAddToCart();

  if (loading && !data) return <PageLoader label="Chargement des offres" />;
  const offers = data?.offers ?? [];
  const perFec = offers.filter((o) => o.kind !== 'PACK');
  const packs = offers.filter((o) => o.kind === 'PACK');

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          S&apos;abonner
        </Typography>
        {canPay && (
          <Button component={RouterLink} to="/panier" startIcon={<ShoppingCart />} variant="outlined">
            Voir mon panier
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tous les prix sont indiqués hors taxes (HT) ; la TVA de 20 % s&apos;ajoute au paiement.
      </Typography>
      <ErrorAlert error={error ?? cart.error} onClose={cart.error ? cart.clearError : undefined} />
      {!canPay && <PayForbiddenNotice />}

      <Box component="section" aria-labelledby="per-fec-title" sx={{ mb: 4 }}>
        <Typography id="per-fec-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Offres par FEC
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {perFec.map((offer) => (
            <OfferCard key={offer.code} offer={offer} highlight={offer.kind === 'FEC'}>
              {offer.kind === 'FREE' ? (
                <Typography sx={{ fontWeight: 600 }}>Offerte à l&apos;ouverture du compte</Typography>
              ) : (
                <>
                  <PriceTiers offer={offer} />
                  <Typography variant="body2" color="text.secondary">
                    S&apos;achète pour un FEC précis : dans « Mes analyses », choisissez « Débloquer » dans le
                    menu du FEC, ou depuis les résultats verrouillés de son analyse.
                  </Typography>
                  <Box>
                    <Button component={RouterLink} to="/mes-dossiers/-1" variant="outlined">
                      Choisir un FEC
                    </Button>
                  </Box>
                </>
              )}
            </OfferCard>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="packs-title">
        <Typography id="packs-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Packs de crédits
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {packs.map((offer) => (
            <OfferCard key={offer.code} offer={offer}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatHt(offer.priceHtCents)}
              </Typography>
              {canPay && (
                <Box>
                  <Button
                    variant="contained"
                    startIcon={<ShoppingCart />}
                    disabled={cart.loading}
                    aria-label={`Ajouter au panier : ${offer.name}`}
                    onClick={() => void cart.addToCart(offer.code)}
                  >
                    Ajouter au panier
                  </Button>
                </Box>
              )}
            </OfferCard>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
