import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../http/reply';
import { lookupCompany } from './company-service';

const companyView = z
  .object({
    siren: z.string().describe('SIREN (9 chiffres)'),
    name: z.string().describe("Dénomination de l'entreprise"),
    naf_code: z.string().nullable().describe('Code NAF / APE'),
    address: z.string().nullable().describe('Adresse du siège'),
    creation_date: z.string().nullable().describe('Date de création (AAAA-MM-JJ)'),
    active: z.boolean().describe('Faux si l’entreprise est cessée'),
  })
  .describe("Une entreprise de l'annuaire public");

/** Company-name lookup for the import form (spec §3, §8): the public directory, when reachable. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/v1/companies/:siren',
    {
      schema: {
        tags: ['Entreprises'],
        summary: "Looks a SIREN up in the public company directory (503 when it can't be reached)",
        params: z.object({ siren: z.string().max(30).describe('SIREN (9 chiffres, espaces admis)') }),
        response: {
          200: envelope(companyView),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const c = await lookupCompany(deps.companies, request.params.siren, request.log);
      return ok({
        siren: c.siren,
        name: c.name,
        naf_code: c.nafCode ?? null,
        address: c.address ?? null,
        creation_date: c.creationDate ?? null,
        active: c.active,
      });
    },
  );
};
