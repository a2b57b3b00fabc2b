import type { FolderNode } from './folder-store';

/** In-memory helpers over an account's folder list. */
export class FolderTree {
  private readonly byUuid = new Map<string, FolderNode>();
  private readonly children = new Map<string | null, FolderNode[]>();

  constructor(readonly folders: FolderNode[]) {
    for (const f of folders) {
      this.byUuid.set(f.uuid, f);
      const list = this.children.get(f.parent_uuid) ?? [];
      list.push(f);
      this.children.set(f.parent_uuid, list);
    }
  }

  get(uuid: string): FolderNode | undefined {
    return this.byUuid.get(uuid);
  }

  childrenOf(parent: string | null): FolderNode[] {
    return this.children.get(parent) ?? [];
  }

  /** From the top-level folder down to the folder's parent (the folder itself excluded). */
  ancestors(uuid: string): FolderNode[] {
    const path: FolderNode[] = [];
    const seen = new Set<string>([uuid]);
    let current = this.byUuid.get(uuid)?.parent_uuid ?? null;
    while (current !== null && !seen.has(current)) {
      const node = this.byUuid.get(current);
      if (!node) break;
      seen.add(current);
      path.unshift(node);
      current = node.parent_uuid;
    }
    return path;
  }

  /** The folder and everything under it, each with its path relative to the folder (`''` for itself). */
  subtree(
    uuid: string | null,
    segment: (name: string) => string = (name) => name,
  ): { uuid: string | null; path: string }[] {
    const out: { uuid: string | null; path: string }[] = [{ uuid, path: '' }];
    const stack: { uuid: string | null; path: string }[] = [{ uuid, path: '' }];
    const seen = new Set<string | null>([uuid]);
    while (stack.length) {
      const { uuid: at, path } = stack.pop()!;
      for (const child of this.childrenOf(at)) {
        if (seen.has(child.uuid)) continue;
        seen.add(child.uuid);
        const name = segment(child.name);
        const entry = { uuid: child.uuid, path: path ? `${path}/${name}` : name };
        out.push(entry);
        stack.push(entry);
      }
    }
    return out;
  }

  /**
   * The folders that lead to one of `uuids`: those folders and all their ancestors, in the tree's order
   * (unknown uuids ignored).
   */
  leadingTo(uuids: Iterable<string>): FolderNode[] {
    const keep = new Set<string>();
    for (const uuid of uuids) {
      if (!this.byUuid.has(uuid) || keep.has(uuid)) continue;
      keep.add(uuid);
      for (const a of this.ancestors(uuid)) keep.add(a.uuid);
    }
    return this.folders.filter((f) => keep.has(f.uuid));
  }

  /** Whether `candidate` is `uuid` itself or lies under it. */
  isSelfOrDescendant(uuid: string, candidate: string): boolean {
    return this.subtree(uuid).some((n) => n.uuid === candidate);
  }
}
