import 'vscode-jsonrpc/node'; // installs the runtime layer (timers, encodings) that vscode-jsonrpc needs in Node
import {
  definitionsOf,
  type LineRange,
  type LocatedOccurrence,
  languageServerCloseCodes,
  languageServerLimits,
  occurrencesOf,
  planRename,
  type SourceAnalysis,
} from '@portal/contracts';
import {
  createConnection,
  createProtocolConnection,
  DiagnosticSeverity,
  type Location,
  LSPErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  type WatchDog,
} from 'vscode-languageserver';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { didChangeParams, didCloseParams, didOpenParams, openDocuments } from './languageServerDocuments.ts';
import { socketTransport } from './languageServerTransport.ts';

export type LanguageSessionDeps = {
  /** The app's id as the page names its files: document URIs are file:///<appId>/<draft path>. */
  appId: string;
  /** The draft's text files as saved (the files the page has not opened). */
  loadDraft: () => Promise<Record<string, string>>;
  /** False once the socket's session has ended (sign-out, expiry): checked before each analysis. */
  isSessionLive: () => Promise<boolean>;
  /** The build's reference analysis of the files, off the event loop (a task thread). */
  analyze: (files: Record<string, string>) => Promise<SourceAnalysis>;
  onError: (error: unknown) => void;
};

const textPosition = z.object({
  textDocument: z.object({ uri: z.string().max(2000) }),
  position: z.object({ line: z.number().int().min(0), character: z.number().int().min(0) }),
});
const renameParams = textPosition.extend({ newName: z.string().max(200) });
const referenceParams = textPosition.extend({
  context: z.object({ includeDeclaration: z.boolean() }).optional(),
});

const contains = (range: LineRange, line: number, character: number) =>
  (line > range.start.line || (line === range.start.line && character >= range.start.character)) &&
  (line < range.end.line || (line === range.end.line && character <= range.end.character));

function paramsOf<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new ResponseError(-32602, `Invalid params: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * One language server session on one socket (docs/product/builder.md BUILDER-6): the page's open draft files
 * over the rest of the saved draft, analysed with the build's reference checks (debounced, in a task thread),
 * diagnostics published as the build words them; go to definition, find references and rename across files
 * from the latest analysis.
 */
export function startLanguageSession(socket: WebSocket, deps: LanguageSessionDeps) {
  const { reader, writer } = socketTransport(socket);
  // Our own watchdog: vscode-languageserver's Node one ends the process on 'exit', or when the pid a
  // client names in initialize is gone; here 'exit' closes this socket and nothing else.
  let shutdownReceived = false;
  const watchDog: WatchDog = {
    initialize: () => {},
    get shutdownReceived() {
      return shutdownReceived;
    },
    set shutdownReceived(value) {
      shutdownReceived = value;
    },
    exit: () => socket.close(1000, 'exit'),
  };
  const connection = createConnection((logger) => createProtocolConnection(reader, writer, logger), watchDog);
  const docs = openDocuments(`file:///${deps.appId}/`);

  let latest: SourceAnalysis | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let dirty = true;
  let closed = false;
  const published = new Map<string, string>();

  const publish = (analysis: SourceAnalysis) => {
    const files = new Set([...Object.keys(analysis.issues), ...Object.keys(docs.texts())]);
    for (const file of files) {
      const diagnostics = (analysis.issues[file] ?? []).map((issue) => ({
        range: issue.range,
        severity: DiagnosticSeverity.Error,
        source: 'build',
        code: issue.code,
        message: issue.message,
      }));
      const uri = docs.uriOf(file);
      const text = JSON.stringify(diagnostics);
      if (published.get(uri) === text) continue;
      published.set(uri, text);
      void connection.sendDiagnostics({ uri, diagnostics });
    }
  };

  const run = (): Promise<void> => {
    running ??= (async () => {
      try {
        while (dirty && !closed) {
          dirty = false;
          if (!(await deps.isSessionLive())) {
            socket.close(languageServerCloseCodes.sessionEnded, 'session ended');
            return;
          }
          const files = { ...(await deps.loadDraft()), ...docs.texts() };
          latest = await deps.analyze(files);
          if (!closed) publish(latest);
        }
      } catch (error) {
        deps.onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const schedule = () => {
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), languageServerLimits.debounceMs);
  };
  /** The analysis of the files as they are now: a request waits for a pending change to be analysed. */
  const current = async (): Promise<SourceAnalysis | null> => {
    if (timer) clearTimeout(timer);
    while (dirty || running) await run();
    return latest;
  };

  /** A document notification: a malformed one is dropped (a notification has no answer to carry an error). */
  const onDocument = <T>(
    method: string,
    schema: z.ZodType<T>,
    apply: (params: T) => 'ok' | 'ignored' | 'tooLarge',
  ) =>
    connection.onNotification(method, (params: unknown) => {
      const parsed = schema.safeParse(params);
      if (!parsed.success) return;
      const outcome = apply(parsed.data);
      if (outcome === 'tooLarge')
        socket.close(languageServerCloseCodes.tooLarge, 'the open files exceed the draft limits');
      else if (outcome === 'ok') schedule();
    });
  onDocument('textDocument/didOpen', didOpenParams, docs.open);
  onDocument('textDocument/didChange', didChangeParams, docs.change);
  onDocument('textDocument/didClose', didCloseParams, (params) => {
    docs.close(params);
    return 'ok';
  });

  connection.onInitialize(() => {
    schedule();
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
      },
      serverInfo: { name: 'portal-app-builder' },
    };
  });

  /** The definition or reference under the cursor, with the analysis it comes from. */
  const occurrenceAt = async (params: z.infer<typeof textPosition>) => {
    const file = docs.pathOf(params.textDocument.uri);
    const analysis = await current();
    if (file === null || !analysis?.manifest) return null;
    const { line, character } = params.position;
    const occurrence = analysis.occurrences.find(
      (o) => o.file === file && contains(o.range, line, character),
    );
    return occurrence ? { occurrence, analysis } : null;
  };
  const locationOf = (o: { file: string; range: LineRange }): Location => ({
    uri: docs.uriOf(o.file),
    range: o.range,
  });

  connection.onDefinition(async (raw) => {
    const found = await occurrenceAt(paramsOf(textPosition, raw));
    if (!found) return null;
    const { occurrence, analysis } = found;
    const byPointer = new Map(analysis.occurrences.map((o) => [`${o.file}#${o.pointer}`, o]));
    return definitionsOf(analysis.manifest!, analysis.occurrences, occurrence.symbol).map((target) => {
      const at: LocatedOccurrence | undefined = byPointer.get(`${target.file}#${target.pointer}`);
      // A component's definition is its file: the top of it.
      const range = at?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
      return locationOf({ file: target.file, range });
    });
  });

  connection.onReferences(async (raw) => {
    const params = paramsOf(referenceParams, raw);
    const found = await occurrenceAt(params);
    if (!found) return null;
    const includeDeclaration = params.context?.includeDeclaration ?? true;
    return occurrencesOf(found.analysis.occurrences, found.occurrence.symbol)
      .filter((o) => includeDeclaration || o.role === 'reference')
      .map((o) => locationOf(o as LocatedOccurrence));
  });

  connection.onPrepareRename(async (raw) => {
    const found = await occurrenceAt(paramsOf(textPosition, raw));
    if (!found) return null;
    const { symbol, range } = found.occurrence;
    return { range, placeholder: symbol.type === 'component' ? symbol.id : symbol.name };
  });

  connection.onRenameRequest(async (raw) => {
    const params = paramsOf(renameParams, raw);
    const found = await occurrenceAt(params);
    if (!found)
      throw new ResponseError(
        LSPErrorCodes.RequestFailed,
        'There is no component id or model field here to rename.',
      );
    const plan = planRename(found.analysis.occurrences, found.occurrence.symbol, params.newName);
    if (!plan.ok) throw new ResponseError(LSPErrorCodes.RequestFailed, plan.message);
    const byPointer = new Map(found.analysis.occurrences.map((o) => [`${o.file}#${o.pointer}`, o]));
    const changes: Record<string, { range: LineRange; newText: string }[]> = {};
    for (const edit of plan.edits) {
      const at = byPointer.get(`${edit.file}#${edit.pointer}`)!;
      const uri = docs.uriOf(edit.file);
      changes[uri] = [...(changes[uri] ?? []), { range: at.range, newText: edit.newText }];
    }
    return { changes };
  });

  connection.listen();
  socket.on('close', () => {
    closed = true;
    clearTimeout(timer);
    connection.dispose();
  });
}
