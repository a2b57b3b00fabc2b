import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  getVariableValues,
  GraphQLError,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Operations executed by graphql-jit: each validated document (Apollo keeps one object per query text in
 * its document store) is compiled once into a function that resolves its fields, in place of graphql-js's
 * generic walk over the selection for every object of every list (bench/README.md, issue 16). The
 * schema's own resolvers run as they are (permissions, execution limits, loaders); only the walk changes.
 *
 * Apollo Server takes a custom executor only through its gateway interface: this "gateway" serves the
 * local schema and never changes it.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  const executor: GatewayExecutor = async (rc) => {
    const name = rc.operationName ?? '';
    let byName = compiled.get(rc.document);
    if (!byName) compiled.set(rc.document, (byName = new Map()));
    let query = byName.get(name);
    if (!query) {
      const result = compileQuery(schema, rc.document, rc.operationName ?? undefined);
      if (!isCompiledQuery(result)) return asGraphQLJsResult(result);
      query = result;
      byName.set(name, query);
    }
    const variables = rc.request.variables ?? {};
    // Variables that do not fit their types are refused as graphql-js words it (Apollo answers those 400
    // BAD_USER_INPUT by their message); graphql-jit then coerces them again itself.
    const coerced = getVariableValues(schema, rc.operation.variableDefinitions ?? [], variables, {
      maxErrors: 50,
    });
    if (coerced.errors) return { errors: coerced.errors };
    return asGraphQLJsResult(await query.query(undefined, rc.context, variables));
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return { schema, executor };
    },
    async stop() {},
  };
}

type JitError = Error & {
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  originalError?: Error;
  extensions?: GraphQLError['extensions'];
};

/**
 * graphql-jit's errors as graphql-js makes them (`locatedError`): its own error class leaves
 * `extensions` undefined (Apollo reads `extensions.code`), and a mutation's failure comes back as the
 * resolver's raw error. Each becomes a graphql-js error with its path and locations, the resolver's error
 * as `originalError`, and that error's extensions.
 */
function asGraphQLJsResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map(located) };
}

function located(error: JitError): GraphQLError {
  if (error instanceof GraphQLError && error.constructor === GraphQLError && error.extensions) return error;
  const original = error.originalError ?? (error instanceof GraphQLError ? undefined : error);
  const extensions =
    (error.extensions as GraphQLError['extensions'] | undefined) ??
    (original as JitError | undefined)?.extensions;
  const result = new GraphQLError(error.message, {
    path: error.path,
    originalError: original,
    extensions,
  });
  if (error.locations)
    Object.defineProperty(result, 'locations', { value: error.locations, enumerable: true });
  return result;
}
