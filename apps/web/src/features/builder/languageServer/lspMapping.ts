import type {
  Diagnostic,
  Location,
  Position,
  Range,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-types';

// The Language Server Protocol counts lines and characters from 0; Monaco counts lines and columns from 1.
// Both count UTF-16 code units, so a column is a character plus one.

/** A Monaco range, without importing Monaco (these mappings are tested without an editor). */
export type EditorRange = {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
};

export const toEditorRange = (range: Range): EditorRange => ({
  startLineNumber: range.start.line + 1,
  startColumn: range.start.character + 1,
  endLineNumber: range.end.line + 1,
  endColumn: range.end.character + 1,
});

export const toLspPosition = (position: { lineNumber: number; column: number }): Position => ({
  line: position.lineNumber - 1,
  character: position.column - 1,
});

/** Monaco's MarkerSeverity values: Error 8, Warning 4, Info 2, Hint 1; LSP's: 1 to 4 the other way. */
const severities: Record<number, number> = { 1: 8, 2: 4, 3: 2, 4: 1 };

export const toMarker = (diagnostic: Diagnostic) => ({
  ...toEditorRange(diagnostic.range),
  severity: (severities[diagnostic.severity ?? 1] ?? 8) as 1 | 2 | 4 | 8,
  message: typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value,
  source: diagnostic.source,
  code: typeof diagnostic.code === 'string' ? diagnostic.code : undefined,
});

/** The draft path of a document URI (file:///<appId>/<path>), or null for another app's or another scheme. */
export function pathOfUri(appId: string, uri: string): string | null {
  const prefix = `file:///${appId}/`;
  if (!uri.startsWith(prefix)) return null;
  return uri.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
}

export const uriOfPath = (appId: string, path: string) =>
  `file:///${appId}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** A definition or reference answer as draft paths and editor ranges; locations outside the app are left out. */
export function toTargets(appId: string, locations: Location[] | Location | null) {
  const list = locations === null ? [] : Array.isArray(locations) ? locations : [locations];
  return list.flatMap((location) => {
    const path = pathOfUri(appId, location.uri);
    return path === null ? [] : [{ path, uri: location.uri, range: toEditorRange(location.range) }];
  });
}

/** A rename's edits by draft path (only `changes` are sent by the portal's server). */
export function editsByPath(appId: string, edit: WorkspaceEdit): Map<string, TextEdit[]> {
  const byPath = new Map<string, TextEdit[]>();
  for (const [uri, edits] of Object.entries(edit.changes ?? {})) {
    const path = pathOfUri(appId, uri);
    if (path !== null) byPath.set(path, edits);
  }
  return byPath;
}
