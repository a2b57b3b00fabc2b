import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * What an operation's answer may hold under each response key: `null` for a leaf (a scalar or an enum,
 * a JSON scalar included: its inside is one field's value, not fields), or the keys below an object.
 * Fragments are flattened: only keys present in the answer are counted, and validation already made
 * fields sharing a response key agree on their shape.
 */
type Shape = Map<string, Shape | null>;

function shapeOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  into: Shape = new Map(),
  seen: Set<string> = new Set(),
): Shape {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (!selection.selectionSet) {
        if (!into.has(key)) into.set(key, null);
        continue;
      }
      const below = into.get(key) ?? new Map();
      into.set(key, shapeOf(selection.selectionSet, fragments, below, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      shapeOf(selection.selectionSet, fragments, into, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Validation refuses fragment cycles already; `seen` keeps this walk finite on its own anyway.
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      shapeOf(fragment, fragments, into, seen);
      seen.delete(name);
    }
  }
  return into;
}

const shapes = new WeakMap<OperationDefinitionNode, Shape>();

function operationShape(document: DocumentNode, operation: OperationDefinitionNode): Shape {
  let shape = shapes.get(operation);
  if (!shape) {
    const fragments = new Map<string, SelectionSetNode>();
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition.selectionSet);
    shape = shapeOf(operation.selectionSet, fragments);
    shapes.set(operation, shape);
  }
  return shape;
}

/** Fields in `value` (an object, a list of them, nested lists) under `shape`; stops counting past `stopAt`. */
function count(value: unknown, shape: Shape, stopAt: number, counted: number): number {
  if (value === null || typeof value !== 'object') return counted;
  if (Array.isArray(value)) {
    for (const item of value) {
      counted = count(item, shape, stopAt, counted);
      if (counted > stopAt) return counted;
    }
    return counted;
  }
  for (const key in value) {
    if (++counted > stopAt) return counted;
    const below = shape.get(key);
    if (below) counted = count((value as Record<string, unknown>)[key], below, stopAt, counted);
  }
  return counted;
}

/**
 * The fields of an executed operation's answer (`data`), each object's field counted once wherever it
 * sits in lists; counting stops once past `stopAt`. Cached per operation: the document cache of Apollo
 * hands the same operation node to every request of the same text.
 */
export function answerFieldCount(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: unknown,
  stopAt = Infinity,
): number {
  return count(data, operationShape(document, operation), stopAt, 0);
}
