import { z } from 'zod';
import { API_KEY_SCOPES } from '../auth/api-key-scopes';
import { idempotencyKeyField } from '../http/idempotency';
import { uuidField, idsQuery } from '../http/validators';
import { REVENUE_TYPES } from '../fecs/fec-metadata';

export const keyTags = ['Clés d’API'];
export const uploadTags = ['Import par l’API'];

export const scopeField = z.enum(API_KEY_SCOPES).describe('fecs:read, fecs:import, reports, review ou ecf');

export const apiKeyView = z.object({
  uuid: z.string(),
  name: z.string(),
  prefix: z.string().describe('Début de la clé (`fak_<id>`), pour la reconnaître'),
  scopes: z.array(scopeField),
  created_by: z.string().nullable().describe('Adresse e-mail du créateur (null si son profil est supprimé)'),
  created_by_uuid: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable().describe('Dernière utilisation (à la minute près)'),
  revoked_at: z.string().nullable(),
  budget_capacity: z.number().int(),
  budget_refill_per_second: z.number(),
  created_from: z
    .object({
      via: z
        .enum(['session', 'impersonation'])
        .describe('`session` : une connexion du créateur ; `impersonation` : le support agissant pour lui'),
      session: z.string().nullable().describe('Début de l’identifiant de la connexion (pour les distinguer)'),
      signed_in_at: z.string().nullable().describe('Heure de cette connexion'),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    })
    .nullable()
    .describe('La session qui a créé la clé (null pour les clés créées avant cet enregistrement)'),
  review: z
    .object({
      reason: z
        .enum(['password_reset', 'password_change', 'signed_out_everywhere'])
        .describe('Pourquoi : les sessions du créateur ont été coupées par cet événement'),
      since: z.string(),
      suspended: z.boolean().describe('Refusée (401) tant qu’un responsable ne l’a pas conservée'),
    })
    .nullable()
    .describe(
      '« À vérifier » : créée depuis une session de son créateur qui a depuis été coupée ; null sinon. ' +
        'Conserver (`keep`) ou révoquer.',
    ),
});

/** Types and bounds only: the name's and scopes' rules with their own French messages are the service's. */
export const createKeyBody = z.object({
  name: z.string().max(1000).describe('Nom de la clé (1 à 100 caractères)'),
  scopes: z.array(scopeField).max(10).describe('Portées (au moins une)'),
});

export const scopeInfo = z.object({ scope: scopeField, description: z.string() });

export const listQuery = z.object({
  ids: idsQuery.describe('Lecture groupée : uuid de clés séparés par des virgules'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Taille de page (1 à 100)'),
  offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
  to_review: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('`true` : seulement les clés actives « à vérifier »'),
});

export const budgetBody = z.object({
  cost: z.number().int().min(0).max(1_000_000_000).describe('Points à consommer (coût estimé de la requête)'),
});
export const budgetView = z.object({
  remaining: z.number().int(),
  capacity: z.number().int(),
  refill_per_second: z.number(),
});

const optionalText = z.string().max(1000).nullish();

/** `CreateFecUploadInput` in REST spelling; the form's rules and messages are applied by the service. */
export const fecUploadBody = z.object({
  idempotency_key: idempotencyKeyField.describe('Clé d’idempotence (1 à 200 caractères)'),
  file_name: z.string().max(1000).describe('Nom du fichier (ex. `123456789FEC20251231.txt`)'),
  terms_accepted: z.boolean().describe('Acceptation des conditions générales (obligatoire)'),
  folder_uuid: z.string().max(100).nullish().describe('Répertoire de destination (`-1` : la racine)'),
  company_name: optionalText.describe('Raison sociale'),
  siren: optionalText.describe('SIREN (9 chiffres)'),
  revenue_type: optionalText.describe(`Type de revenus : ${REVENUE_TYPES.join(', ')}`),
  fiscal_start: optionalText.describe('Début d’exercice, AAAA-MM-JJ'),
  fiscal_end: optionalText.describe('Fin d’exercice, AAAA-MM-JJ'),
});
export type FecUploadInput = z.infer<typeof fecUploadBody>;

export const fecUploadView = z.object({
  uuid: z.string(),
  idempotency_key: z.string(),
  status: z.enum(['pending', 'received', 'expired']),
  upload_path: z
    .string()
    .describe('URL signée (relative à `/api`) où envoyer le fichier : `PUT`, corps brut'),
  expires_at: z.string(),
  fec_uuid: z.string().nullable(),
  analysis_uuid: z.string().nullable(),
});

export const receivedView = z.object({
  fec_uuid: z.string().nullable(),
  analysis_uuid: z.string().nullable(),
});

export const uuidParams = z.object({ uuid: uuidField });
/** Loose on purpose: a malformed link is a bad signature (403), not a validation error. */
export const signedQuery = z.object({
  expires: z.string().max(100).optional(),
  signature: z.string().max(200).optional(),
});
