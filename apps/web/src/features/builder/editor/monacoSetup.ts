import {
  appSourceJsonSchemas,
  type ComponentKind,
  isJsonComponentKind,
  MANIFEST_FILE,
} from '@portal/contracts';
// The editor core and its features, the JSON language service and two syntax definitions: not the whole
// 'monaco-editor' entry, which registers 80 languages and the TypeScript worker the builder has no use for.
// monaco-editor 0.52.2, the build GraphiQL pins: one copy for both (docs/decisions/chunk-groups.md).
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import './monacoFeatures.ts';
import 'monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution';
import 'monaco-editor/esm/vs/basic-languages/xml/xml.contribution';
// Registers JSON and sets `monaco.languages.json`.
import 'monaco-editor/esm/vs/language/json/monaco.contribution';
import '../../../lib/monaco/monacoWorkers.ts';

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
  monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
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
