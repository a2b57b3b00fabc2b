import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/authenticate';
import type { ApiDb } from '../db/database';
import { attachment } from '../folders/folder-zip';
import { notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { envelope, errorBody, ok } from '../http/reply';
import { uuidField } from '../http/validators';
import { requireBillingRead } from '../payments/payment-access';
import { invoiceView as invoiceSchema } from '../payments/schemas';
import { invoiceName, invoiceView } from './invoice-service';
import { invoiceOf, invoicesOf } from './invoice-store';

const tags = ['Factures'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export interface InvoicesRoutesOptions {
  /**
   * Of these orders of the account, those whose refund may still be asked (payments/orders.ts
   * `refundableOrders`): passed in by app.ts, since payments imports invoices and not the other way.
   */
  refundableOrders: (db: ApiDb, accountUuid: string, orderUuids: string[], now: Date) => Promise<Set<string>>;
}

/** Invoices and credit notes of the caller's account, and their PDF (stored once, at issue time). */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (app, options) => {
  const deps = app.deps;

  app.get(
    '/v1/invoices',
    {
      schema: {
        tags,
        summary: 'Les factures et avoirs du compte, le plus récent d’abord',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50).describe('Nombre maximal (1 à 200)'),
          offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
        }),
        response: {
          200: envelope(z.object({ items: z.array(invoiceSchema), total: z.number().int() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requireBillingRead(caller);
      const page = await invoicesOf(deps.db, caller.account.uuid, request.query.limit, request.query.offset);
      const orders = [
        ...new Set(page.items.filter((i) => i.kind === 'invoice' && i.order_uuid).map((i) => i.order_uuid!)),
      ];
      const refundable = await options.refundableOrders(deps.db, caller.account.uuid, orders, deps.now());
      return ok({
        items: page.items.map((i) => invoiceView(i, i.order_uuid !== null && refundable.has(i.order_uuid))),
        total: page.total,
      });
    },
  );

  app.get(
    '/v1/invoices/:uuid/pdf',
    {
      schema: {
        tags,
        summary: 'Le PDF de la facture ou de l’avoir',
        params: z.object({ uuid: uuidField }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      requireBillingRead(caller);
      const invoice = await invoiceOf(deps.db, caller.account.uuid, request.params.uuid);
      if (!invoice) throw notFound(MSG.invoiceNotFound);
      const stream = await deps.storage.get(invoice.pdf_key);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`${invoiceName(invoice)}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
