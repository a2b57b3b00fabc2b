import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { envelope, errorBody, ok } from '../http/reply';
import { safeText } from '../http/validators';
import { LOG_LEVELS } from './log-levels';
import { platformSettings, readPlatform, setLogLevel, setMaintenance } from './settings-service';

const tags = ['backoffice'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const settingsSchema = z.object({
  maintenance: z.boolean(),
  maintenance_message: z.string().nullable(),
  log_level: z.enum(LOG_LEVELS).nullable(),
  updated_at: z.string().nullable(),
  updated_by_email: z.string().nullable(),
});

/**
 * The platform's shared settings (issue 15): the public status every process and the client read, and the
 * back-office's maintenance switch and log level (api/PERMISSIONS.md « Back-office »).
 */
export const platformSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  const { seller, supportEmail } = app.deps.config;
  // The publisher, as the accessibility statement names it (RGAA: a contact to report a barrier).
  const publisher = {
    name: seller.name,
    email: supportEmail,
    address: `${seller.address}, ${seller.zipCode} ${seller.city}`,
  };

  app.get(
    '/v1/platform/status',
    {
      config: { public: true },
      // Every gateway asks every 2 s: its requests would fill the log at « info ».
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary:
          "Maintenance en cours (et son message), niveau de journalisation et contact de l'éditeur, sans authentification",
        response: {
          200: envelope(
            z.object({
              maintenance: z.boolean(),
              message: z.string().nullable(),
              log_level: z.enum(LOG_LEVELS).nullable(),
              publisher: z.object({ name: z.string(), email: z.string(), address: z.string() }),
            }),
          ),
        },
      },
    },
    async () => {
      const s = await platformSettings(db);
      return ok({
        maintenance: s.maintenance,
        message: s.maintenance_message,
        log_level: s.log_level,
        publisher,
      });
    },
  );

  app.get(
    '/v1/backoffice/platform',
    {
      schema: {
        tags,
        summary: 'Réglages de la plateforme : maintenance, message, niveau de journalisation',
        response: { 200: envelope(settingsSchema), ...errors },
      },
    },
    async (request) => ok(await readPlatform(db, callerOf(request))),
  );

  app.put(
    '/v1/backoffice/platform/maintenance',
    {
      schema: {
        tags,
        summary: 'Met le produit en maintenance (ou l’en sort) avec un message pour les clients',
        body: z.object({ on: z.boolean(), message: safeText(500).nullish() }),
        response: { 200: envelope(settingsSchema), ...errors },
      },
    },
    async (request) =>
      ok(await setMaintenance(db, request, callerOf(request), request.body.on, request.body.message ?? null)),
  );

  app.put(
    '/v1/backoffice/platform/log-level',
    {
      schema: {
        tags,
        summary: 'Niveau de journalisation de l’API et de la passerelle',
        body: z.object({ level: z.enum(LOG_LEVELS) }),
        response: { 200: envelope(settingsSchema), ...errors },
      },
    },
    async (request) => ok(await setLogLevel(db, request, callerOf(request), request.body.level)),
  );
};
