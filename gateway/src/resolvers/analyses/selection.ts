import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the current field's sub-selection asks for any of `names` (through fragments too): lets a
 * list field fetch heavy parts (detail rows) only when the query reads them.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  // A list's items share one array of field nodes (graphql-js memoizes their collection): walked once.
  let byNames = answers.get(info.fieldNodes);
  if (!byNames) answers.set(info.fieldNodes, (byNames = new Map()));
  let answer = byNames.get(names);
  if (answer === undefined) byNames.set(names, (answer = walkSelections(info, names)));
  return answer;
}

/** The answers per field-node array and list of names (a document's nodes never change). */
const answers = new WeakMap<readonly FieldNode[], Map<readonly string[], boolean>>();

function walkSelections(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean => {
    if (!set) return false;
    for (const s of set.selections) {
      if (s.kind === 'Field') {
        if (wanted.has(s.name.value)) return true;
      } else if (s.kind === 'InlineFragment') {
        if (walk(s.selectionSet)) return true;
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        if (walk(info.fragments[s.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}
