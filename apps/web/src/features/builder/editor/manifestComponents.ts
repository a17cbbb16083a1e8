import { type ComponentKind, componentKinds, MANIFEST_FILE } from '@portal/contracts';

export type TreeComponent = { id: string; kind: ComponentKind; path: string };

/**
 * The components a draft's manifest names, read leniently: the manifest is being typed, so whatever
 * entries are well-formed so far are shown and the rest waits for the validator to report it.
 */
export function manifestComponents(files: Record<string, string>): TreeComponent[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(files[MANIFEST_FILE] ?? '');
  } catch {
    return [];
  }
  const list = (manifest as { components?: unknown })?.components;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is TreeComponent =>
      typeof c?.id === 'string' &&
      typeof c?.path === 'string' &&
      (componentKinds as readonly string[]).includes(c?.kind),
  );
}

/** The tree's groups, in the order of issue 17: manifest, models, pages, orchestrations, integrations, scripts, assets. */
export const treeGroups = [
  'model',
  'page',
  'orchestration',
  'integration',
  'collection',
  'script',
  'asset',
] as const;

/** What a /build/:app/:component segment names: 'manifest', a component id, or else a file path. */
export function fileForSegment(segment: string | undefined, components: TreeComponent[]): string | null {
  if (!segment || segment === 'manifest') return MANIFEST_FILE;
  return components.find((c) => c.id === segment)?.path ?? null;
}

export function segmentForFile(path: string, components: TreeComponent[]): string {
  if (path === MANIFEST_FILE) return 'manifest';
  return components.find((c) => c.path === path)?.id ?? 'manifest';
}
