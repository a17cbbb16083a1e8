import { MANIFEST_FILE } from '@portal/contracts';
import { manifestComponents } from '../editor/manifestComponents.ts';

/** The files without one orchestration: its file and its manifest entry (the manifest keeps its layout). */
export function withoutOrchestration(
  files: Record<string, string>,
  id: string,
): Record<string, string> | null {
  const component = manifestComponents(files).find((c) => c.kind === 'orchestration' && c.id === id);
  if (!component) return null;
  const manifest = JSON.parse(files[MANIFEST_FILE] ?? '{}') as { components: { id: string }[] };
  manifest.components = manifest.components.filter((c) => c.id !== id);
  const { [component.path]: _gone, ...rest } = files;
  return { ...rest, [MANIFEST_FILE]: `${JSON.stringify(manifest, null, 2)}\n` };
}

/**
 * Where the orchestration builder's pages are (docs/product/builder.md BUILDER-14). `at` is 'draft' or a
 * version number.
 */
export const orchestratePaths = {
  home: '/orchestrate',
  app: (app: string) => `/orchestrate/app/${encodeURIComponent(app)}/orchestrations`,
  orchestration: (app: string, at: string | number, id: string) =>
    `/orchestrate/app/${encodeURIComponent(app)}/${at}/orchestrations/${encodeURIComponent(id)}`,
};
