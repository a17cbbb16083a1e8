import { type ComponentKind, componentKinds } from './componentKinds.ts';
import { MANIFEST_FILE } from './manifestFiles.ts';

export type ManifestEntry = { id: string; kind: ComponentKind; path: string };

/**
 * The components a source's manifest names, read leniently: a draft's manifest may be half typed, so
 * whatever entries are well-formed so far are listed and the rest waits for the validator to report it.
 */
export function manifestEntries(files: Readonly<Record<string, string>>): ManifestEntry[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(files[MANIFEST_FILE] ?? '');
  } catch {
    return [];
  }
  const list = (manifest as { components?: unknown } | null)?.components;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is ManifestEntry =>
      typeof c?.id === 'string' &&
      typeof c?.path === 'string' &&
      (componentKinds as readonly string[]).includes(c?.kind),
  );
}
