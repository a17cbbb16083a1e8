import { MANIFEST_FILE, type ManifestEntry, manifestEntries } from '@portal/contracts';

export type TreeComponent = ManifestEntry;

/** The components a draft's manifest names, read leniently (whatever entries are well-formed so far). */
export const manifestComponents = manifestEntries;

/**
 * The tree's groups, in the order of docs/product/builder.md BUILDER-2: manifest, models, pages,
 * orchestrations, integrations, scripts, assets.
 */
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
