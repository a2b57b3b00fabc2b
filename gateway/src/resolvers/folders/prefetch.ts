import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLResolveInfo,
} from 'graphql';
import type { GatewayContext } from '../../context';
import { folderFecPage, type FecListArgs } from '../fecs/list';

/**
 * `folder(uuid) { … fecs(…) { … } }`, the query the web UI lives on: its FEC page needs only the uuid it
 * was asked with, so it is called beside the folder's own call instead of after it (one upstream round
 * trip less; bench/README.md, issue 16). `Folder.fecs` finds it under way (`folderFecPage`). If the folder
 * turns out unreadable, the API refused this call too and its answer is dropped: nothing of it is served.
 * Only a plain `fecs` selection is started early (one, no directive, not in a fragment); any other shape
 * is called when `Folder.fecs` resolves, as before.
 */
export function startFolderFecs(ctx: GatewayContext, info: GraphQLResolveInfo, uuid: string): void {
  const node = plainFecsSelection(info.fieldNodes);
  if (!node) return;
  const type = getNamedType(info.returnType);
  const field = isObjectType(type) ? type.getFields().fecs : undefined;
  if (!field) return;
  let args: Pick<FecListArgs, 'limit' | 'offset' | 'sort'>;
  try {
    args = getArgumentValues(field, node, info.variableValues) as typeof args;
  } catch {
    return; // Invalid arguments: `Folder.fecs` answers the error when its turn comes.
  }
  folderFecPage(ctx, uuid, args).catch(() => undefined);
}

function plainFecsSelection(fieldNodes: readonly FieldNode[]): FieldNode | null {
  let found: FieldNode | null = null;
  for (const node of fieldNodes)
    for (const s of node.selectionSet?.selections ?? []) {
      if (s.kind !== 'Field' || s.name.value !== 'fecs') continue;
      if (found || s.directives?.length) return null;
      found = s;
    }
  return found;
}
