import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import { FECS_READ } from '../auth/api-key-scopes';
import { attachment } from '../folders/folder-zip';
import { envelope, ok } from '../http/reply';
import { uuidField } from '../http/validators';
import { XLSX_TYPE } from '../http/xlsx-cells';
import { balanceCsv } from './balance-csv';
import * as s from './schemas';
import {
  generalLedgerPage,
  reconciliationView,
  setDeclaredTaxReturn,
  statementsView,
  taxReturnView,
  trialBalancePage,
  type TrialBalanceFilter,
} from './statements-service';
import { statementsWorkbook } from './statements-xlsx';

const { tags } = s;

const filterOf = (q: z.infer<typeof s.trialBalanceFilterQuery>): TrialBalanceFilter => ({
  kind: q.kind,
  accountClass: q.class,
  from: q.from || undefined,
  to: q.to || undefined,
  nonZero: q.non_zero === 'true',
  search: q.search || undefined,
});

/**
 * The accountant's figures of an analysis (issue 36): trial balance, general ledger, statements, tax return and
 * its reconciliation with the declared one. Read rights are those of the analysis; a locked FEC (Découverte)
 * shows its key figures only (403 on the rest).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  app.get(
    '/v1/analyses/:uuid/statements',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'États financiers d’une analyse : SIG, bilan, compte de résultat, ratios (N et N-1)',
        description:
          'Montants en centimes ; chaque exercice avec ses dates (`fiscalStart`, `fiscalEnd`). N-1 et la ' +
          'continuité des à-nouveaux quand l’exercice précédent de la même société est connu : celui de la ' +
          'multi-analyse, ou pour une analyse simple le dernier FEC analysé et débloqué du même SIREN clos ' +
          'l’année précédente. FEC verrouillé (offre Découverte) : seulement les chiffres clés (`keyFigures`). ' +
          '404 pour une analyse antérieure aux états financiers.',
        params: s.uuidParams,
        response: { 200: envelope(s.statementsView) },
      },
    },
    async (request) => ok(await statementsView(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/analyses/:uuid/trial-balance',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Balance générale ou auxiliaire, paginée, avec ses totaux',
        description:
          'Filtres : classe, plage de comptes, comptes non soldés ; les totaux portent sur toutes les lignes ' +
          'filtrées. Montants en centimes. 403 pour un FEC verrouillé.',
        params: s.uuidParams,
        querystring: s.trialBalanceQuery,
        response: { 200: envelope(s.trialBalancePage) },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return ok(
        await trialBalancePage(deps, callerOf(request), request.params.uuid, filterOf(filter), limit, offset),
      );
    },
  );

  app.get(
    '/v1/analyses/:uuid/trial-balance.csv',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Export CSV de la balance (compte;libellé;débit;crédit;solde)',
        description: 'Le format qu’importent les logiciels comptables ; mêmes filtres que la balance.',
        params: s.uuidParams,
        querystring: s.trialBalanceFilterQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await balanceCsv(
        db,
        callerOf(request),
        request.params.uuid,
        filterOf(request.query),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(csv);
    },
  );

  app.get(
    '/v1/analyses/:uuid/statements.xlsx',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary:
          'Classeur Excel : balance, grand livre des comptes choisis, SIG, bilan, compte de résultat, liasse',
        description:
          'Cellules typées, totaux en formules. `accounts=401000,411000` : les comptes du grand livre.',
        params: s.uuidParams,
        querystring: z.object({ accounts: z.string().max(2000).optional() }),
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const accounts = (request.query.accounts ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
        .slice(0, 50);
      const { fileName, write } = await statementsWorkbook(
        deps,
        callerOf(request),
        request.params.uuid,
        accounts,
      );
      const body = new PassThrough();
      write(body).catch((error: unknown) => {
        // The headers are gone already: cut the download short rather than hand over a broken file.
        if (!body.destroyed) request.log.error({ err: error }, 'statements xlsx export failed');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.get(
    '/v1/analyses/:uuid/ledger',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary:
          'Grand livre d’un compte ou d’un compte auxiliaire : ses lignes et le solde progressif, paginées',
        description:
          'Lignes dans l’ordre du grand livre : les à-nouveaux, puis par date d’écriture, numéro d’écriture et ' +
          'ligne du fichier ; le solde progressif suit cet ordre. `aux` : le grand livre auxiliaire de ce tiers ' +
          'dans le compte `account`. Construit et trié une fois par analyse puis lu par morceaux : une page d’un ' +
          'compte de 200 000 lignes ne relit pas le FEC. 404 si le compte (ou le compte auxiliaire dans ce ' +
          'compte) n’a aucune ligne ; 403 si le FEC est verrouillé.',
        params: s.uuidParams,
        querystring: s.ledgerQuery,
        response: { 200: envelope(s.ledgerPage) },
      },
    },
    async (request) => {
      const { account, aux, limit, offset } = request.query;
      return ok(
        await generalLedgerPage(deps, callerOf(request), request.params.uuid, account, limit, offset, aux),
      );
    },
  );

  app.get(
    '/v1/analyses/:uuid/tax-return',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Cases de la liasse fiscale calculées (2050-2053 ou 2033), en euros',
        params: s.uuidParams,
        response: { 200: envelope(s.taxReturnView) },
      },
    },
    async (request) => ok(await taxReturnView(db, callerOf(request), request.params.uuid)),
  );

  app.get(
    '/v1/analyses/:uuid/tax-return/reconciliation',
    {
      config: { apiKeyScopes: FECS_READ },
      schema: {
        tags,
        summary: 'Rapprochement FEC ↔ liasse déclarée : résultat et cases, écarts expliqués par les comptes',
        description:
          'Le résultat déclaré est celui de la liasse déclarée, sinon le « résultat comptable » des informations ' +
          'complémentaires du FEC.',
        params: s.uuidParams,
        response: { 200: envelope(s.reconciliationView) },
      },
    },
    async (request) => ok(await reconciliationView(db, callerOf(request), request.params.uuid)),
  );

  app.put(
    '/v1/fecs/:uuid/declared-tax-return',
    {
      schema: {
        tags,
        summary: 'Déclarer la liasse fiscale d’un FEC (résultat et cases, ou fichier code;montant)',
        description:
          'Droit de modifier les informations complémentaires du FEC. Un fichier avec une ligne invalide est ' +
          'refusé en entier (400, `errors` avec les numéros de ligne) : rien n’est enregistré.',
        params: z.object({ uuid: uuidField }),
        body: s.declareBody,
        response: { 200: envelope(s.declaredResponse) },
      },
    },
    async (request) =>
      ok(await setDeclaredTaxReturn(deps, callerOf(request), request.params.uuid, request.body)),
  );
};
