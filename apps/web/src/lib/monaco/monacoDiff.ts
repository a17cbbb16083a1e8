// Monaco for a read-only side-by-side diff (the promotion board's Compare page): the editor core, the diff
// editor, find, and the syntax of the files an app holds. The same monaco-editor build and workers as the
// builder's (docs/decisions/chunk-groups.md), so a visit loads Monaco once; imported only behind the
// Compare page's lazy import.
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import 'monaco-editor/esm/vs/editor/browser/widget/diffEditor/diffEditor.contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js';
import 'monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution';
import 'monaco-editor/esm/vs/basic-languages/xml/xml.contribution';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';
import './monacoWorkers.ts';

export { monaco };

/** The language of a file by its extension, as the builder's editor chooses it. */
export function diffLanguageOf(path: string): string {
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.js')) return 'javascript';
  if (path.endsWith('.svg') || path.endsWith('.xml')) return 'xml';
  return 'plaintext';
}
