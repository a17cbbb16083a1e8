import { languageServerPath } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Diagnostic, Location, Range, WorkspaceEdit } from 'vscode-languageserver-types';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import type { DraftModels } from '../editor/draftModels.ts';
import { monaco } from '../editor/monacoSetup.ts';
import { createLanguageClient, type LanguageClient, type LanguageServerStatus } from './languageClient.ts';
import {
  editsByPath,
  pathOfUri,
  toEditorRange,
  toLspPosition,
  toMarker,
  toTargets,
  uriOfPath,
} from './lspMapping.ts';

const OWNER = 'language-server';

type Params = {
  appId: string;
  files: Record<string, string>;
  activePath: string | null;
  /** The draft's models: a target of go to definition and a file a rename changes are edited in theirs. */
  models: DraftModels;
  /** Go to definition landed in another file: open its tab there. */
  onOpen: (path: string, at: { line: number; column: number }) => void;
};

type Editor = typeof monaco.editor;

/**
 * Connects the builder's Monaco to the app's language server (docs/product/builder.md BUILDER-6): the JSON
 * files the user opens or changes are sent as documents (the server reads the rest of the saved draft), its
 * diagnostics become markers beside the JSON Schema ones, and it answers go to definition (F12, Ctrl+click,
 * opening the other file's tab), find references and rename (F2, across files, through the draft).
 */
export function useLanguageServer({
  appId,
  files,
  activePath,
  models,
  onOpen,
}: Params): LanguageServerStatus {
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  const [status, setStatus] = useState<LanguageServerStatus>('connecting');
  const latest = useRef({ files, activePath, models, onOpen });
  latest.current = { files, activePath, models, onOpen };
  const clientRef = useRef<LanguageClient | null>(null);
  /** Documents the server has, with the text it has; files the user opened or changed. */
  const sent = useRef(new Map<string, { version: number; text: string }>());
  const touched = useRef(new Set<string>());

  const sync = useRef(() => {
    const client = clientRef.current;
    if (!client?.isReady) return;
    const now = latest.current.files;
    for (const path of touched.current) {
      const text = now[path];
      const doc = sent.current.get(path);
      const uri = uriOfPath(appId, path);
      if (text === undefined || !path.endsWith('.json')) {
        if (doc) client.notify('textDocument/didClose', { textDocument: { uri } });
        sent.current.delete(path);
        continue;
      }
      if (!doc)
        client.notify('textDocument/didOpen', {
          textDocument: { uri, languageId: 'json', version: 1, text },
        });
      else if (doc.text !== text)
        client.notify('textDocument/didChange', {
          textDocument: { uri, version: doc.version + 1 },
          contentChanges: [{ text }],
        });
      else continue;
      sent.current.set(path, { version: (doc?.version ?? 0) + 1, text });
    }
  });

  // Files opened in a tab or changed are documents from now on; a change also wakes a socket closed as idle.
  const previous = useRef(files);
  useEffect(() => {
    for (const [path, text] of Object.entries(files))
      if (previous.current[path] !== text) touched.current.add(path);
    previous.current = files;
    if (activePath) touched.current.add(activePath);
    clientRef.current?.wake();
    sync.current();
  }, [files, activePath]);

  useEffect(() => {
    if (!organizationId) return;
    const markers = new Map<string, ReturnType<typeof toMarker>[]>();
    const applyMarkers = (model: ReturnType<Editor['getModel']>) => {
      const list = model ? markers.get(model.uri.toString()) : undefined;
      if (model && list) monaco.editor.setModelMarkers(model, OWNER, list);
    };
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const client = createLanguageClient({
      url: () =>
        `${scheme}//${window.location.host}${languageServerPath(appId)}?organizationId=${encodeURIComponent(organizationId)}`,
      onStatus: setStatus,
      onReady: () => {
        sent.current.clear();
        sync.current();
      },
      onNotification: (method, params) => {
        if (method !== 'textDocument/publishDiagnostics') return;
        const { uri, diagnostics } = params as { uri: string; diagnostics: Diagnostic[] };
        markers.set(uri, diagnostics.map(toMarker));
        applyMarkers(monaco.editor.getModel(monaco.Uri.parse(uri)));
      },
    });
    clientRef.current = client;

    const ours = (model: { uri: { toString(): string } }) => pathOfUri(appId, model.uri.toString());
    const at = (
      model: { uri: { toString(): string } },
      position: { lineNumber: number; column: number },
    ) => ({
      textDocument: { uri: model.uri.toString() },
      position: toLspPosition(position),
    });
    /** Targets in files without a model yet get one, so Monaco can show and open them. */
    const withModels = (locations: Location[] | null) =>
      toTargets(appId, locations).map((target) => ({
        uri: latest.current.models.open(target.path).uri,
        range: target.range,
      }));
    const ask = async <T>(model: { uri: { toString(): string } }, method: string, params: object) => {
      if (ours(model) === null || !client.isReady) return null;
      sync.current();
      return client.request<T>(method, params);
    };

    const disposables = [
      monaco.editor.onDidCreateModel(applyMarkers),
      monaco.languages.registerDefinitionProvider('json', {
        provideDefinition: async (model, position) =>
          withModels(await ask<Location[]>(model, 'textDocument/definition', at(model, position))),
      }),
      monaco.languages.registerReferenceProvider('json', {
        provideReferences: async (model, position) =>
          withModels(
            await ask<Location[]>(model, 'textDocument/references', {
              ...at(model, position),
              context: { includeDeclaration: true },
            }),
          ),
      }),
      monaco.languages.registerRenameProvider('json', {
        resolveRenameLocation: async (model, position) => {
          const found = await ask<{ range: Range; placeholder: string }>(
            model,
            'textDocument/prepareRename',
            at(model, position),
          ).catch(() => null);
          if (!found)
            return { range: new monaco.Range(1, 1, 1, 1), text: '', rejectReason: 'Nothing to rename here.' };
          return { range: toEditorRange(found.range), text: found.placeholder };
        },
        provideRenameEdits: async (model, position, newName) => {
          let edit: WorkspaceEdit | null;
          try {
            edit = await ask<WorkspaceEdit>(model, 'textDocument/rename', {
              ...at(model, position),
              newName,
            });
          } catch (error) {
            return { edits: [], rejectReason: error instanceof Error ? error.message : String(error) };
          }
          // Every file's edits go through its model (one undo step in each), and the draft follows them.
          const edits = [...editsByPath(appId, edit ?? {})].flatMap(([path, changes]) => {
            const resource = latest.current.models.open(path).uri;
            return changes.map((change) => ({
              resource,
              textEdit: { range: toEditorRange(change.range), text: change.newText },
              versionId: undefined,
            }));
          });
          return { edits };
        },
      }),
      monaco.editor.registerEditorOpener({
        openCodeEditor: (_source, resource, selection) => {
          const path = pathOfUri(appId, resource.toString());
          if (path === null) return false;
          const place =
            selection && 'startLineNumber' in selection
              ? { line: selection.startLineNumber, column: selection.startColumn }
              : { line: selection?.lineNumber ?? 1, column: selection?.column ?? 1 };
          latest.current.onOpen(path, place);
          return true;
        },
      }),
    ];
    return () => {
      clientRef.current = null;
      client.dispose();
      for (const d of disposables) d.dispose();
      for (const model of monaco.editor.getModels()) monaco.editor.setModelMarkers(model, OWNER, []);
    };
  }, [appId, organizationId]);

  return organizationId ? status : 'off';
}
