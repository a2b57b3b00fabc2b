import { z } from 'zod';
import { idsQuery, isoDate, uuidField } from '../http/validators';
import { REVENUE_TYPES } from '../fecs/fec-metadata';
import { fecViewSchema } from '../fecs/routes';

export const tags = ['Connecteurs'];

export const providerField = z.enum(['pennylane']).describe('Logiciel comptable');

export const providerView = z.object({
  id: providerField,
  name: z.string(),
  token_help: z.string().describe('Où trouver le jeton, en une phrase'),
});

export const fiscalYearView = z.object({
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  current: z.boolean().describe('L’exercice contient la date du jour'),
  last_import_fec_uuid: z
    .string()
    .nullable()
    .describe('Dernier FEC importé de cet exercice par ce connecteur'),
});

export const connectorView = z.object({
  uuid: z.string(),
  provider: providerField,
  token_hint: z.string().describe('Les 4 derniers caractères du jeton (le jeton n’est jamais rendu)'),
  company_name: z.string(),
  siren: z.string().nullable(),
  activity: z.string().nullable(),
  address: z.string().nullable(),
  fiscal_years: z.array(fiscalYearView).describe('Du plus récent au plus ancien'),
  auto_refresh: z.boolean(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable().describe('Dernier problème rencontré avec le logiciel, en français'),
  created_at: z.string(),
});

export const connectorPage = z.object({
  items: z.array(connectorView),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const listQuery = z.object({
  ids: idsQuery.describe('Lecture groupée : uuid de connecteurs séparés par des virgules'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Taille de page (1 à 100)'),
  offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
});

export const addBody = z.object({
  provider: providerField,
  token: z.string().max(4096).describe('Jeton d’API de la société dans le logiciel (jamais rendu)'),
});

export const autoRefreshBody = z.object({
  auto_refresh: z.boolean().describe('Réimporter chaque nuit l’exercice en cours s’il a changé'),
});

export const importBody = z.object({
  start_date: isoDate.describe('Début de l’exercice (un de `fiscal_years`), AAAA-MM-JJ'),
  end_date: isoDate.describe('Fin de l’exercice, AAAA-MM-JJ'),
  folder_uuid: z
    .union([z.literal('-1'), uuidField])
    .optional()
    .describe('Répertoire de destination (`-1` : la racine, par défaut)'),
  revenue_type: z.enum(REVENUE_TYPES).optional().describe('Type de revenus (BIC par défaut)'),
});

export const importView = z.object({ fec: fecViewSchema });

export const uuidParams = z.object({ uuid: uuidField });
