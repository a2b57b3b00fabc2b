import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import { can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import {
  contributions,
  declaredOf,
  isoDate,
  trialBalanceRowOf,
  yearOf,
  type Contribution,
  type DeclaredDto,
} from './mapping';

const MEMO = Symbol('statements-memo');

/** One API read per analysis and route in a request, whichever fields ask for it. */
function once<T>(ctx: GatewayContext, key: string, read: () => Promise<T>): Promise<T> {
  const memo = ctx.loaders.get(MEMO, () => new Map<string, Promise<unknown>>());
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    memo.set(key, pending);
  }
  return pending;
}

const page = (total: number, limit: number, offset: number) => ({
  total,
  limit,
  offset,
  hasNextPage: offset + limit < total,
});

const pageArgs = (limit: number | null | undefined, offset: number | null | undefined) => {
  const size = limit ?? 100;
  const from = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > 500 || !Number.isInteger(from) || from < 0) {
    throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
      status: 400,
      fields: [
        { field: size < 1 || size > 500 ? 'limit' : 'offset', message: 'Valeur hors des bornes autorisées.' },
      ],
    });
  }
  return { limit: size, offset: from };
};

interface ReconciliationDto {
  form: string;
  lines: {
    code: string;
    label: string;
    computed: number;
    declared: number | null;
    difference: number | null;
    accounts: Contribution[];
    explanation: string | null;
  }[];
  differences: number;
  notes: { code: string; message: string }[];
  declared: Omit<DeclaredDto, 'fecUuid'>;
  fecUuid: string;
}

/**
 * Resolvers of the statements domain (schema/statements.graphql): the accountant's figures on `Analysis`, and
 * the declared tax return. The API decides who may read (the analysis' readers) and what a locked FEC shows.
 */
export const resolvers: Resolvers = {
  Analysis: {
    trialBalance: async (a, { filter, limit, offset }, ctx) => {
      const p = pageArgs(limit, offset);
      const data = await ctx.api.call('get', '/v1/analyses/{uuid}/trial-balance', {
        params: { uuid: a.uuid },
        query: {
          kind: filter?.kind === 'AUXILIARY' ? 'auxiliary' : 'general',
          ...(filter?.accountClass !== undefined && filter?.accountClass !== null
            ? { class: filter.accountClass }
            : {}),
          ...(filter?.from ? { from: filter.from } : {}),
          ...(filter?.to ? { to: filter.to } : {}),
          ...(filter?.nonZero ? { non_zero: 'true' as const } : {}),
          ...(filter?.search ? { search: filter.search } : {}),
          limit: p.limit,
          offset: p.offset,
        },
      });
      return {
        items: data.items.map(trialBalanceRowOf),
        pageInfo: page(data.total, data.limit, data.offset),
        totals: trialBalanceRowOf({ ...data.totals }),
      };
    },
    generalLedger: async (a, { account, aux, limit, offset }, ctx) => {
      const p = pageArgs(limit, offset);
      const data = await ctx.api.call('get', '/v1/analyses/{uuid}/ledger', {
        params: { uuid: a.uuid },
        query: { account, ...(aux ? { aux } : {}), limit: p.limit, offset: p.offset },
      });
      return {
        account: data.account,
        aux: data.aux,
        label: data.label,
        accountLabel: data.accountLabel,
        debitCents: data.debit,
        creditCents: data.credit,
        balanceCents: data.balance,
        items: data.items.map((l) => ({
          line: l.line,
          journalCode: l.journalCode,
          ecritureNum: l.ecritureNum,
          ecritureDate: isoDate(l.ecritureDate),
          pieceRef: l.pieceRef,
          label: l.ecritureLib,
          aux: l.compAuxNum || null,
          debitCents: l.debit,
          creditCents: l.credit,
          balanceCents: l.balance,
        })),
        pageInfo: page(data.total, data.limit, data.offset),
      };
    },
    statements: async (a, _args, ctx) => {
      const data = await once(ctx, `statements:${a.uuid}`, () =>
        ctx.api.call('get', '/v1/analyses/{uuid}/statements', { params: { uuid: a.uuid } }),
      );
      return {
        locked: data.locked,
        current: yearOf(data.current),
        previous: data.previous ? yearOf(data.previous) : null,
        continuity:
          data.continuity?.map((c) => ({
            account: c.account,
            label: c.label,
            previousClosingCents: c.previousClosing,
            openingCents: c.opening,
            differenceCents: c.difference,
          })) ?? null,
      };
    },
    taxReturn: async (a, _args, ctx) => {
      const data = await ctx.api.call('get', '/v1/analyses/{uuid}/tax-return', { params: { uuid: a.uuid } });
      return {
        form: data.form,
        formReason: data.formReason,
        boxes: data.details.map((b) => ({
          code: b.code,
          label: b.label,
          euros: b.euros,
          rawAccounts: b.accounts,
        })),
      };
    },
    taxReturnReconciliation: async (a, _args, ctx) => {
      const data = (await ctx.api.call('get', '/v1/analyses/{uuid}/tax-return/reconciliation', {
        params: { uuid: a.uuid },
      })) as ReconciliationDto;
      return {
        form: data.form,
        differences: data.differences,
        notes: data.notes,
        lines: data.lines.map(({ accounts, ...line }) => ({ ...line, rawAccounts: accounts })),
        declared: declaredOf({ ...data.declared, fecUuid: data.fecUuid }),
      };
    },
  },
  StatementFigure: {
    accounts: (f, { limit }) => contributions(f.rawAccounts, limit),
  },
  TaxReturnBox: {
    accounts: (b, { limit }) => contributions(b.rawAccounts, limit),
  },
  ReconciliationLine: {
    accounts: (l, { limit }) => contributions(l.rawAccounts, limit),
  },
  Mutation: {
    setDeclaredTaxReturn: async (_parent, { fecUuid, input }, ctx) => {
      const body: { result?: number | null; boxes?: Record<string, number>; csv?: string } = {};
      if (input.result !== undefined) body.result = input.result;
      if (input.boxes)
        body.boxes = Object.fromEntries(input.boxes.map((b) => [b.code.trim().toUpperCase(), b.euros]));
      if (input.csv !== undefined && input.csv !== null) body.csv = input.csv;
      const data = await ctx.api.call('put', '/v1/fecs/{uuid}/declared-tax-return', {
        params: { uuid: fecUuid },
        body,
      });
      return declaredOf(data as DeclaredDto);
    },
  },
};

/** graphql-shield rules: declaring needs the right to edit a FEC's extra information (the API checks the FEC). */
export const rules: DomainRules = {
  Mutation: {
    setDeclaredTaxReturn: can('fec', 'extra', 'edit'),
  },
};
