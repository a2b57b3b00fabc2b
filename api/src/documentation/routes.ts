import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { envelope, ok } from '../http/reply';
import { documentPage, listDocuments } from './documents';

const documentView = z.object({
  slug: z.string(),
  kind: z.enum(['guide', 'catalogue', 'terms', 'sales_terms', 'privacy']),
  title: z.string(),
  description: z.string(),
  format: z.enum(['html']),
  path: z.string().describe('Adresse du document sous le préfixe de l’API'),
  updated_at: z.string().describe('Date de la version en vigueur (AAAA-MM-JJ)'),
});

/**
 * « Ma documentation » (spec §2): the guide, the control catalogue, the terms and the privacy policy.
 * Public: the terms and the privacy policy must be readable before signing up, and nothing here belongs
 * to an account.
 */
export const documentationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/documentation',
    {
      config: { public: true },
      schema: {
        tags: ['documentation'],
        summary: 'Documents served by the product (guide, control catalogue, terms, privacy policy)',
        response: { 200: envelope(z.object({ items: z.array(documentView) })) },
      },
    },
    async () => ok({ items: listDocuments() }),
  );

  app.get(
    '/v1/documentation/:slug',
    {
      config: { public: true },
      schema: {
        tags: ['documentation'],
        summary: 'One document as a standalone HTML page (printable to PDF)',
        params: z.object({ slug: z.string().max(100) }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const html = documentPage(request.params.slug);
      if (!html) throw notFound(MSG.documentNotFound);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(html);
    },
  );
};
