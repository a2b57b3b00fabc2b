import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the current field's sub-selection asks for any of `names` (through fragments too): lets a
 * list field fetch heavy parts (detail rows) only when the query reads them.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
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
