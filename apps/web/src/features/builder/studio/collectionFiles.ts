import type { CollectionComponent } from '@portal/contracts';
import { MANIFEST_FILE } from '@portal/contracts';
import { manifestComponents } from '../editor/manifestComponents.ts';

/** Where the studio builder's pages are (docs/product/builder.md BUILDER-13). */
export const studioPaths = {
  home: '/studiobuilder',
  app: (app: string) => `/studiobuilder/app/${encodeURIComponent(app)}`,
  collection: (app: string, id: string) =>
    `/studiobuilder/app/${encodeURIComponent(app)}/collection/${encodeURIComponent(id)}/builder`,
};

/** A collection's text as it is saved: two-space JSON with a final newline, like the builder writes. */
export const collectionText = (collection: CollectionComponent) => `${JSON.stringify(collection, null, 2)}\n`;

/** The collection file's JSON if it reads as one (the schema's own checks are the validator's). */
export function parseCollection(text: string): CollectionComponent | null {
  try {
    const value = JSON.parse(text) as Partial<CollectionComponent> | null;
    if (!value || typeof value !== 'object' || !Array.isArray(value.requests)) return null;
    return { ...value, name: String(value.name ?? ''), requests: value.requests } as CollectionComponent;
  } catch {
    return null;
  }
}

type Manifest = { components: { id: string; kind: string; path: string }[] };

function readManifest(files: Record<string, string>): Manifest | null {
  try {
    const manifest = JSON.parse(files[MANIFEST_FILE] ?? '') as Manifest;
    return Array.isArray(manifest?.components) ? manifest : null;
  } catch {
    return null;
  }
}

const writeManifest = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

export type NewCollectionProblem = 'manifest' | 'taken';

/**
 * The files with a new empty collection `id` at collections/<id>.json and its manifest entry; a problem
 * when the manifest cannot be read or the id or path is taken.
 */
export function withNewCollection(
  files: Record<string, string>,
  id: string,
  name: string,
): Record<string, string> | NewCollectionProblem {
  const manifest = readManifest(files);
  if (!manifest) return 'manifest';
  const path = `collections/${id}.json`;
  if (manifest.components.some((c) => c.id === id || c.path === path) || path in files) return 'taken';
  manifest.components.push({ id, kind: 'collection', path });
  return {
    ...files,
    [MANIFEST_FILE]: writeManifest(manifest),
    [path]: collectionText({ name, variables: [], requests: [] }),
  };
}

/** The files without one collection: its file and its manifest entry. */
export function withoutCollection(files: Record<string, string>, id: string): Record<string, string> | null {
  const component = manifestComponents(files).find((c) => c.kind === 'collection' && c.id === id);
  const manifest = readManifest(files);
  if (!component || !manifest) return null;
  manifest.components = manifest.components.filter((c) => c.id !== id);
  const { [component.path]: _gone, ...rest } = files;
  return { ...rest, [MANIFEST_FILE]: writeManifest(manifest) };
}

/** A request id not used yet in the collection, from a name: 'List workers' -> 'list-workers(-2)'. */
export function freshRequestId(collection: CollectionComponent, name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+/, '')
      .replace(/-+$/, '')
      .slice(0, 50) || 'request';
  const taken = new Set(collection.requests.map((r) => r.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Moves the item at `from` to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
