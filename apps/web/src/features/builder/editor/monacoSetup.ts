import {
  appSourceJsonSchemas,
  type ComponentKind,
  isJsonComponentKind,
  MANIFEST_FILE,
} from '@portal/contracts';
// The editor core and its features, the JSON language service and two syntax definitions: not the whole
// 'monaco-editor' entry, which registers 80 languages and the TypeScript worker the builder has no use for.
import * as monaco from 'monaco-editor/editor/editor.api';
import './monacoFeatures.ts';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/xml/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';

// Monaco is bundled, not loaded from a CDN: many users (and CI) are offline, and the CSP allows scripts
// from this origin only. The workers are Vite worker chunks of this origin.
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

export { monaco };

/** The model URI of a draft file: one model per app and path (draftModels.ts), its own undo history. */
export const modelPath = (appId: string, path: string) => `file:///${appId}/${path}`;

export function languageOf(path: string): string {
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.js')) return 'javascript';
  if (path.endsWith('.svg')) return 'xml';
  return 'plaintext';
}

const schemas = appSourceJsonSchemas();
const SCHEMA_BASE = 'https://schemas.portal.invalid/app-source/';

/**
 * Points the JSON language service at the same schemas the build validates with (contracts' jsonSchemas),
 * per file: manifest.json gets the manifest's, each component the schema of the kind the manifest gives it.
 * That gives diagnostics, completion and hover without a server round trip.
 */
export function applySchemas(appId: string, components: { kind: ComponentKind; path: string }[]): void {
  const byKind = new Map<string, string[]>();
  for (const component of components) {
    if (!isJsonComponentKind(component.kind)) continue;
    byKind.set(component.kind, [...(byKind.get(component.kind) ?? []), modelPath(appId, component.path)]);
  }
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [
      {
        uri: `${SCHEMA_BASE}manifest.json`,
        fileMatch: [modelPath(appId, MANIFEST_FILE)],
        schema: schemas.manifest,
      },
      ...[...byKind].map(([kind, fileMatch]) => ({
        uri: `${SCHEMA_BASE}${kind}.json`,
        fileMatch,
        schema: schemas[kind as keyof typeof schemas],
      })),
    ],
  });
}
