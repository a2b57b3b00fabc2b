import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * The estimated cost of a GraphQL operation, computed on the document before anything runs:
 *
 * - a scalar or enum field costs `scalarCost` (a list of scalars too: it comes whole with its object,
 *   and the response ceiling bounds its size);
 * - an object field costs `objectCost` plus what is selected under it, multiplied by the number of
 *   objects it can return:
 *   - a field with a `limit` argument: that value (literal, variable, or the argument's schema default);
 *     when the field is a page (`items` + `pageInfo`) the limit multiplies its list, not its pageInfo;
 *   - a field with an `ids` list argument: the number of ids (a read by ids returns at most that many);
 *   - a list declared `@listSize(assumedSize: n)` in the schema (its size is bounded by construction): n;
 *   - any other list: `defaultListSize`.
 * Fragments and inline fragments count where they are spread (no union or interface in the schema
 * today; if there were, every type condition would be added up). `@skip` / `@include` remove a field
 * only when their condition is known (literal or given variable); otherwise it counts. Introspection
 * fields (`__schema`, `__type`) are not counted: they read the schema in memory, and production
 * allows them to internal staff only. The sum never goes below the number of fields in the operation.
 */
export interface CostOptions {
  /** Number of items assumed for a list without `limit` nor `ids` (an analysis has about 50 controls). */
  defaultListSize: number;
  scalarCost?: number;
  objectCost?: number;
}

export interface CostRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** The request's variables as sent (not yet coerced). */
  variables?: Readonly<Record<string, unknown>> | null;
}

export const DEFAULT_SCALAR_COST = 1;
export const DEFAULT_OBJECT_COST = 2;

/** Costs beyond this are all "too much": the figure stays an exact integer in JSON and in messages. */
const CEILING = Number.MAX_SAFE_INTEGER;

type Parent = GraphQLNamedType | undefined;

export function estimateCost(request: CostRequest, options: CostOptions): number {
  const scalarCost = options.scalarCost ?? DEFAULT_SCALAR_COST;
  const objectCost = options.objectCost ?? DEFAULT_OBJECT_COST;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of request.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variables: Record<string, unknown> = {};
  for (const definition of request.operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const given = request.variables?.[name];
    variables[name] = given !== undefined ? given : literal(definition.defaultValue, {});
  }
  // A fragment's cost depends only on its selection and on the page limit it inherits: computed once,
  // so nested spreads cannot make the estimate itself exponential.
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  const selectionCost = (selectionSet: SelectionSetNode, parent: Parent, pageLimit?: number): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (skipped(selection.directives, variables)) continue;
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, parent, pageLimit);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? request.schema.getType(selection.typeCondition.name.value)
          : parent;
        total += selectionCost(selection.selectionSet, type, pageLimit);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const key = `${name}\n${pageLimit ?? ''}`;
        // Unknown or cyclic spreads are refused by validation before this runs; they count nothing here.
        if (!fragment || visiting.has(key)) continue;
        let cost = memo.get(key);
        if (cost === undefined) {
          visiting.add(key);
          const type = request.schema.getType(fragment.typeCondition.name.value);
          cost = selectionCost(fragment.selectionSet, type, pageLimit);
          visiting.delete(key);
          memo.set(key, cost);
        }
        total += cost;
      }
    }
    return Math.min(total, CEILING);
  };

  const fieldCost = (node: FieldNode, parent: Parent, pageLimit?: number): number => {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') return 0;
    const definition = fieldOf(parent, name);
    if (!definition || !node.selectionSet) return scalarCost;
    const named = getNamedType(definition.type);
    if (isLeafType(named)) return scalarCost;
    const list = isListType(getNullableType(definition.type));
    const ids = idsCount(node, definition, variables);
    const limit = ids ?? intArgument(node, definition, 'limit', variables);
    let multiplier = 1;
    let childPageLimit: number | undefined;
    if (list) multiplier = limit ?? assumedSize(definition) ?? pageLimit ?? options.defaultListSize;
    else if (limit !== undefined) childPageLimit = limit;
    const children = selectionCost(node.selectionSet, named, childPageLimit);
    return Math.min(objectCost + Math.max(1, multiplier) * children, CEILING);
  };

  const root = request.schema.getRootType(request.operation.operation) ?? undefined;
  return selectionCost(request.operation.selectionSet, root);
}

function fieldOf(parent: Parent, name: string): GraphQLField<unknown, unknown> | undefined {
  if (parent && (isObjectType(parent) || isInterfaceType(parent))) return parent.getFields()[name];
  return undefined;
}

/** The `@listSize(assumedSize:)` the schema declares on a list field, if any. */
function assumedSize(definition: GraphQLField<unknown, unknown>): number | undefined {
  const directive = definition.astNode?.directives?.find((d) => d.name.value === 'listSize');
  const argument = directive?.arguments?.find((a) => a.name.value === 'assumedSize');
  return argument?.value.kind === Kind.INT ? Number(argument.value.value) : undefined;
}

/** The literal value of an argument or default (variables resolved); undefined when unknown. */
function literal(node: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literal(value, variables));
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    default:
      return undefined;
  }
}

/** A numeric argument: given (literal or variable), else its schema default; null counts as absent. */
function intArgument(
  node: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  name: string,
  variables: Record<string, unknown>,
): number | undefined {
  const argument = definition.args.find((a) => a.name === name);
  if (!argument) return undefined;
  let value = literal(node.arguments?.find((a) => a.name.value === name)?.value, variables);
  if (value === undefined || value === null) value = argument.defaultValue;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.floor(value)) : undefined;
}

/** The number of ids of a read by ids, when known (a single value stands for a list of one). */
function idsCount(
  node: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): number | undefined {
  if (!definition.args.some((a) => a.name === 'ids')) return undefined;
  const value = literal(node.arguments?.find((a) => a.name.value === 'ids')?.value, variables);
  if (value === undefined || value === null) return undefined;
  return Math.max(1, Array.isArray(value) ? value.length : 1);
}

/** True only when `@skip(if: true)` or `@include(if: false)` is certain; unknown conditions count. */
function skipped(
  directives: readonly DirectiveNode[] | undefined,
  variables: Record<string, unknown>,
): boolean {
  for (const directive of directives ?? []) {
    const condition = literal(directive.arguments?.find((a) => a.name.value === 'if')?.value, variables);
    if (directive.name.value === 'skip' && condition === true) return true;
    if (directive.name.value === 'include' && condition === false) return true;
  }
  return false;
}
