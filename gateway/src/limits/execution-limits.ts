import type { ApolloServerPlugin } from '@apollo/server';
import {
  defaultFieldResolver,
  GraphQLError,
  isObjectType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { OperationLimits } from '../config';
import { answerFieldCount } from './answer-fields';
import { queryTimeout, tooManyFields } from './errors';

const LIMIT_CODES = new Set(['QUERY_TIMEOUT', 'RESPONSE_TOO_LARGE']);

/** Where an operation's guard sits on its context value, for the field wrappers to find it. */
const GUARD = Symbol('executionLimits');

type Guard = (info: GraphQLResolveInfo) => void;
type Guarded = { [GUARD]?: Guard } | null | undefined;

const guardedSchemas = new WeakSet<GraphQLSchema>();

/**
 * Every field of the schema's object types with a resolver of its own checks the operation's guard before
 * it resolves. Done once per schema, in place of Apollo's `willResolveField` hook: that one wraps every
 * field too, but then dispatches through its plugin machinery (closures, arrays and a promise per field).
 * Fields read straight from their parent object (no resolver) are left alone: they do no work and take no
 * time, and a field without a resolver is one graphql-jit writes inline in the compiled operation instead
 * of calling (with an `info` object) — most of a nested list's fields (bench/README.md, issue 16). The
 * answer's fields are all counted once it is built (answer-fields.ts).
 */
function guardFields(schema: GraphQLSchema): void {
  if (guardedSchemas.has(schema)) return;
  guardedSchemas.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, Guarded> | undefined = field.resolve;
      if (!resolve || resolve === defaultFieldResolver) continue;
      field.resolve = (source, args, context: Guarded, info) => {
        context?.[GUARD]?.(info);
        return resolve(source, args, context, info);
      };
    }
  }
}

/**
 * No single operation may hold the event loop or the memory: checked before every resolver runs (no
 * timer, no resolver of ours to change), once the execution deadline has passed or more fields than the
 * ceiling have been resolved, every remaining field throws the same error and nothing else runs. Once
 * executed, an answer holding more fields than the ceiling (those read straight from their parent
 * included) is refused the same way. The answer is then that one French error, without partial data
 * (QUERY_TIMEOUT 503, RESPONSE_TOO_LARGE 400).
 */
export function executionLimitsPlugin(
  limits: Pick<OperationLimits, 'executionTimeoutMs' | 'maxResponseFields'>,
  now: () => number = () => performance.now(),
): ApolloServerPlugin {
  return {
    async serverWillStart({ schema }) {
      guardFields(schema);
    },
    async requestDidStart() {
      let stop: GraphQLError | undefined;
      let executed = false;
      return {
        async executionDidStart({ contextValue }) {
          executed = true;
          const deadline = now() + limits.executionTimeoutMs;
          let fields = 0;
          const guard: Guard = (info) => {
            if (stop) throw stop;
            const limit =
              ++fields > limits.maxResponseFields
                ? tooManyFields(limits.maxResponseFields)
                : now() >= deadline
                  ? queryTimeout(limits.executionTimeoutMs)
                  : undefined;
            if (!limit) return;
            // With its path set, graphql-js re-throws this very instance for every field cut short
            // instead of wrapping a new error for each.
            stop = new GraphQLError(limit.message, {
              path: responsePathAsArray(info.path),
              extensions: limit.extensions,
            });
            throw stop;
          };
          // Not enumerable: the context is the resolvers' and must not show it.
          Object.defineProperty(contextValue, GUARD, { value: guard, configurable: true });
        },
        async didEncounterErrors(requestContext) {
          if (!stop) return;
          // Collapsed in place before Apollo formats them: one error instead of one per field cut short.
          const errors = requestContext.errors as GraphQLError[];
          const first = errors.indexOf(stop);
          let kept = 0;
          for (let i = 0; i < errors.length; i++) {
            if (errors[i] !== stop || i === first) errors[kept++] = errors[i];
          }
          errors.length = kept;
        },
        async willSendResponse({ response, document, operation }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!stop && executed && result.data && document && operation) {
            const max = limits.maxResponseFields;
            if (answerFieldCount(document, operation, result.data, max) > max) stop = tooManyFields(max);
          }
          if (!stop) return;
          const { http: _http, ...extensions } = stop.extensions;
          const error = result.errors?.find((e) => LIMIT_CODES.has(String(e.extensions?.code)));
          response.body.singleResult = {
            errors: [error ?? { message: stop.message, extensions }],
            ...(result.extensions ? { extensions: result.extensions } : {}),
          };
          response.http.status = Number(stop.extensions.status);
        },
      };
    },
  };
}
