import { draftLimitIssue } from '@portal/contracts';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { z } from 'zod';

const uri = z.string().min(1).max(2000);
const position = z.object({ line: z.number().int().min(0), character: z.number().int().min(0) });
const range = z.object({ start: position, end: position });

export const didOpenParams = z.object({
  textDocument: z.object({
    uri,
    languageId: z.string().max(100),
    version: z.number().int(),
    text: z.string(),
  }),
});
export const didChangeParams = z.object({
  textDocument: z.object({ uri, version: z.number().int() }),
  contentChanges: z
    .array(z.union([z.object({ range, text: z.string() }), z.object({ text: z.string() })]))
    .max(10_000),
});
export const didCloseParams = z.object({ textDocument: z.object({ uri }) });

/**
 * The draft files the page has open in the editor, as it last sent them, by draft path. They are held
 * to the draft's own limits (contracts draftLimits: files, bytes a file, bytes in all): a page sends what
 * it could save, and a client that sends more is refused rather than allowed to grow the server's memory.
 */
export function openDocuments(uriPrefix: string) {
  const documents = new Map<string, TextDocument>();
  const pathOf = (documentUri: string): string | null =>
    documentUri.startsWith(uriPrefix) && documentUri.length > uriPrefix.length
      ? decodeURIComponent(documentUri.slice(uriPrefix.length))
      : null;
  const texts = () => Object.fromEntries([...documents].map(([path, doc]) => [path, doc.getText()]));
  const withinLimits = () => draftLimitIssue(texts()) === null;

  return {
    pathOf,
    uriOf: (path: string) => `${uriPrefix}${path.split('/').map(encodeURIComponent).join('/')}`,
    texts,
    /** False when the document is not one of the draft's paths (ignored) or breaks a limit (refused). */
    open(params: z.infer<typeof didOpenParams>): 'ok' | 'ignored' | 'tooLarge' {
      const path = pathOf(params.textDocument.uri);
      if (path === null) return 'ignored';
      const { languageId, version, text } = params.textDocument;
      const previous = documents.get(path);
      documents.set(path, TextDocument.create(params.textDocument.uri, languageId, version, text));
      if (withinLimits()) return 'ok';
      if (previous) documents.set(path, previous);
      else documents.delete(path);
      return 'tooLarge';
    },
    change(params: z.infer<typeof didChangeParams>): 'ok' | 'ignored' | 'tooLarge' {
      const path = pathOf(params.textDocument.uri);
      const previous = path === null ? undefined : documents.get(path);
      if (path === null || !previous) return 'ignored';
      const next = TextDocument.update(
        TextDocument.create(previous.uri, previous.languageId, previous.version, previous.getText()),
        params.contentChanges,
        params.textDocument.version,
      );
      documents.set(path, next);
      if (withinLimits()) return 'ok';
      documents.set(path, previous);
      return 'tooLarge';
    },
    close(params: z.infer<typeof didCloseParams>): void {
      const path = pathOf(params.textDocument.uri);
      if (path !== null) documents.delete(path);
    },
  };
}
export type OpenDocuments = ReturnType<typeof openDocuments>;
