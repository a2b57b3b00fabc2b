import { z } from 'zod';

export const tags = ['Facturation'];

export const creditType = z
  .enum(['line', 'dossier', 'file', 'discount', 'ecf'])
  .describe(
    'Type de crédit : lignes, dossier (société + exercice), fichier, remise (centimes HT), mission ECF',
  );

export const offerView = z.object({
  code: z.string().describe('Code stable de l’offre, par exemple `analyse-complete`'),
  kind: z.enum(['free', 'fec', 'pack']).describe('`free` : Découverte ; `fec` : par FEC ; `pack` : crédits'),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()).describe('Ce que l’offre comprend'),
  price_ht_cents: z.number().int().nullable().describe('Prix HT d’un pack, en centimes (null sinon)'),
  price_tiers: z
    .array(
      z.object({
        max_lines: z.number().int().nullable().describe('Lignes au plus (null : au-delà)'),
        price_ht_cents: z.number().int(),
      }),
    )
    .describe('Tranches de prix par nombre de lignes (offres par FEC)'),
  credits: z
    .array(
      z.object({
        type: creditType,
        amount: z.number().int(),
        validity_days: z.number().int().nullable().describe('Validité en jours (null : sans expiration)'),
      }),
    )
    .describe('Crédits attribués'),
});

export const offerList = z.object({ items: z.array(offerView), total: z.number().int() });

export const fecOffersView = z.object({
  fec_uuid: z.string(),
  line_count: z.number().int().nullable(),
  current_offer: z
    .string()
    .nullable()
    .describe('Offre actuelle (`decouverte` tant que le FEC est verrouillé)'),
  locked: z.boolean(),
  options: z.array(
    z.object({
      offer: offerView,
      price_ht_cents: z.number().int().describe('Prix HT calculé pour ce FEC'),
      available: z.boolean(),
      reason: z.string().nullable().describe('Pourquoi l’offre est désactivée'),
    }),
  ),
});

const totals = z.object({
  line: z.number().int(),
  dossier: z.number().int(),
  file: z.number().int(),
  discount: z.number().int(),
  ecf: z.number().int(),
});

export const creditsView = z.object({
  lots: z.array(
    z.object({
      uuid: z.string(),
      type: creditType,
      offer_code: z.string().nullable(),
      granted: z.number().int(),
      balance: z.number().int().describe('Somme des mouvements du lot'),
      expires_at: z.string().nullable(),
      expired: z.boolean(),
      origin: z.string().describe('« Offre Découverte », « Facture F-000012 »…'),
      created_at: z.string(),
    }),
  ),
  totals: totals.describe('Crédits utilisables par type (lots non expirés)'),
  inherited: z
    .object({ head_account_name: z.string(), totals })
    .nullable()
    .describe('Crédits de la tête du réseau, consommables quand les siens manquent (null hors réseau)'),
});

export const movementList = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['grant', 'consume', 'expire', 'refund', 'revoke']),
      type: creditType,
      amount: z.number().int().describe('Quantité signée'),
      lot_uuid: z.string(),
      label: z.string(),
      fec_uuid: z.string().nullable(),
      fec_name: z.string().nullable(),
      invoice_number: z.string().nullable(),
      for_account_name: z
        .string()
        .nullable()
        .describe('Le membre du réseau dont le déblocage a consommé ces crédits'),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const cartView = z.object({
  items: z.array(
    z.object({
      uuid: z.string(),
      offer: offerView,
      fec_uuid: z.string().nullable(),
      fec_name: z.string().nullable(),
      line_count: z.number().int().nullable(),
      price_ht_cents: z.number().int(),
      available: z.boolean().describe('Faux si la ligne ne peut plus être payée'),
      reason: z.string().nullable(),
    }),
  ),
  subtotal_ht_cents: z.number().int().describe('Somme des lignes payables, HT'),
  discount_ht_cents: z.number().int().describe('Remise (crédits de remise du compte), HT'),
  total_ht_cents: z.number().int(),
  vat_rate_bp: z.number().int().describe('Taux de TVA en points de base (2000 = 20 %)'),
  vat_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
  payment_in_progress: z
    .boolean()
    .describe('Vrai tant qu’un paiement du panier est en cours : ni nouveau paiement ni modification'),
  order_uuid: z.string().nullable().describe('La commande en cours de paiement, s’il y en a une'),
});

export const consumption = z.object({
  type: creditType,
  amount: z.number().int(),
  from_network: z.boolean().describe('Crédits de la tête du réseau'),
});
