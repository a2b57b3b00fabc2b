import { z } from 'zod';
import { safeText } from '../http/validators';

export const billingAddressView = z
  .object({
    company_name: z.string().nullable().describe('Raison sociale facturée'),
    address: z.string().nullable().describe('Adresse (numéro et voie)'),
    address_complement: z.string().nullable().describe("Complément d'adresse"),
    zip_code: z.string().nullable().describe('Code postal'),
    city: z.string().nullable().describe('Ville'),
    country: z.string().describe('Code pays ISO (FR par défaut)'),
    siren: z.string().nullable().describe("SIREN de l'acheteur (mention de la facture)"),
    vat_number: z.string().nullable().describe('Numéro de TVA intracommunautaire'),
    complete: z.boolean().describe('Vrai si raison sociale, adresse, code postal et ville sont remplis'),
  })
  .describe('Adresse de facturation (spec §3) : les mentions de l’acheteur sur les factures');

export const billingAddressBody = z.object({
  company_name: safeText(120).describe('Raison sociale facturée (obligatoire)'),
  address: safeText(200).describe('Adresse (obligatoire)'),
  address_complement: safeText(200).nullish().describe("Complément d'adresse"),
  zip_code: safeText(10).describe('Code postal (obligatoire)'),
  city: safeText(100).describe('Ville (obligatoire)'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Code pays ISO à deux lettres.' })
    .nullish()
    .describe('Code pays ISO à deux lettres (FR par défaut)'),
  siren: z
    .string()
    .trim()
    .regex(/^(\d\s?){9}$/, { error: 'Numéro de SIREN invalide' })
    .or(z.literal(''))
    .nullish()
    .describe('SIREN (9 chiffres)'),
  vat_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}[0-9A-Za-z ]{2,15}$/, { error: 'Numéro de TVA intracommunautaire invalide.' })
    .or(z.literal(''))
    .nullish()
    .describe('Numéro de TVA intracommunautaire'),
});

export const methodType = z
  .enum(['card', 'sepa_debit'])
  .describe('card : carte ; sepa_debit : prélèvement SEPA');

export const paymentMethodView = z.object({
  uuid: z.string(),
  type: methodType,
  name: z.string().describe('Nom affiché, par exemple « Visa •••• 4242 »'),
  last4: z.string().nullable().describe('Quatre derniers chiffres'),
  expiration: z.string().nullable().describe('Expiration des cartes, AAAA-MM'),
  expired: z.boolean().describe('Vrai si la date d’expiration est passée : refusé au paiement'),
  is_default: z.boolean().describe('Moyen de paiement par défaut'),
  created_at: z.string(),
});

export const invoiceView = z
  .object({
    uuid: z.string(),
    kind: z.enum(['invoice', 'credit_note']).describe('Facture ou avoir'),
    number: z.string().describe('Numéro dans une séquence continue : F-000042, AV-000003'),
    name: z.string().describe('« Facture F-000042 », « Avoir AV-000003 »'),
    total_ht_cents: z.number().int(),
    vat_cents: z.number().int(),
    total_ttc_cents: z.number().int().describe('Montant TTC (négatif pour un avoir)'),
    paid_at: z.string().nullable().describe('Date de paiement (ou de remboursement pour un avoir)'),
    issued_at: z.string().describe("Date d'émission"),
    order_uuid: z
      .string()
      .nullable()
      .describe('La commande payée par cette facture, ou remboursée par cet avoir'),
    refundable: z
      .boolean()
      .describe(
        'Vrai si le remboursement de la commande peut encore être demandé (POST /v1/orders/{uuid}/refund) : ' +
          'prélèvement SEPA payé depuis moins de 8 semaines et pas encore remboursé',
      ),
  })
  .describe('Une facture ou un avoir, jamais modifié une fois émis');

export const orderView = z
  .object({
    uuid: z.string(),
    status: z
      .enum(['succeeded', 'processing', 'requires_action', 'failed', 'refunded'])
      .describe('Payée, en cours (prélèvement), à authentifier, refusée, remboursée'),
    message: z.string().nullable().describe("Message pour l'utilisateur"),
    redirect_url: z.string().nullable().describe("Page d'authentification forte (requires_action)"),
    total_ht_cents: z.number().int(),
    vat_cents: z.number().int(),
    total_ttc_cents: z.number().int(),
    payment_method_type: methodType,
    invoice: invoiceView.nullable().describe('La facture, une fois payée'),
    refundable: z.boolean().describe('Remboursement encore possible (prélèvement de moins de 8 semaines)'),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .describe('Une commande : le paiement du panier');

export const checkoutBody = z.object({
  payment_method_uuid: z.uuid().describe('Moyen de paiement enregistré'),
  terms_accepted: z.boolean().describe('Conditions générales de vente acceptées (obligatoire)'),
  expected_total_ttc_cents: z
    .number()
    .int()
    .nullish()
    .describe('Total TTC affiché : refusé (409) si le panier a changé depuis'),
});

export const sandboxRef = z
  .string()
  .regex(/^sbx_[a-z]+_[0-9a-f]{24}$/, { error: 'Format incorrect.' })
  .describe("Référence de l'étape du bac à sable");

export const sandboxStepView = z.object({
  ref: z.string(),
  kind: z
    .enum(['setup', 'authentication'])
    .describe('setup : saisir une carte ou un IBAN ; authentication : 3-D Secure'),
  payment_method_type: methodType,
  amount_cents: z.number().int().nullable().describe('Montant TTC à authentifier'),
  test_instruments: z.array(z.string()).describe('Cartes et IBAN de test, et ce que chacun simule'),
});

export const sandboxSetupBody = z.object({
  card_number: z.string().max(40).nullish().describe('Numéro de carte de test'),
  exp_month: z.number().int().nullish().describe("Mois d'expiration (1 à 12)"),
  exp_year: z.number().int().nullish().describe("Année d'expiration (4 chiffres)"),
  cvc: z.string().max(4).nullish(),
  iban: z.string().max(40).nullish().describe('IBAN de test'),
  holder: safeText(120).describe('Titulaire'),
});
