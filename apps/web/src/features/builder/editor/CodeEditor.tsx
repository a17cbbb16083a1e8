import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftModels } from './draftModels.ts';
import { monaco } from './monacoSetup.ts';

/** A place to show: changing `nonce` reveals it again even when the line is the same. */
export type RevealTarget = { line: number; column: number; nonce: number };
export type EditorCommands = { format: () => void };
type Editor = ReturnType<typeof monaco.editor.create>;

type Props = {
  models: DraftModels;
  path: string;
  reveal?: RevealTarget | null;
  onReady?: (commands: EditorCommands) => void;
};

/**
 * Monaco on one file of the builder, JSON checked against the schemas. It takes no text: it shows the file's
 * model (see draftModels.ts), which holds the user's typing; its owner hears of it from the model.
 * docs/product/builder.md BUILDER-5: fed the text back as a value, a render lagging behind the keys wrote
 * older text over newer and sent the caret to the end of the file.
 */
export function CodeEditor({ models, path, reveal, onReady }: Props) {
  const { t } = useTranslation('builder');
  const container = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const shown = useRef<string | null>(null);
  const ariaLabel = t('editor.ariaLabel', { path });
  const latest = useRef({ ariaLabel, onReady });
  latest.current = { ariaLabel, onReady };

  useEffect(() => {
    if (!container.current) return;
    const created = monaco.editor.create(container.current, {
      model: null,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 14,
      tabSize: 2,
      scrollBeyondLastLine: false,
      ariaLabel: latest.current.ariaLabel,
      // Tab inserts spaces; Ctrl+M (the editor's own toggle) lets Tab move focus out for keyboard users.
      tabFocusMode: false,
      // The default dims the number of the line after a final newline below AA contrast (axe: a file
      // saved with a trailing newline, as a zip from disk usually has, failed color-contrast).
      renderFinalNewline: 'on',
    });
    latest.current.onReady?.({
      format: () => void created.getAction('editor.action.formatDocument')?.run(),
    });
    setEditor(created);
    return () => {
      if (shown.current) models.viewStates.set(shown.current, created.saveViewState());
      shown.current = null;
      created.dispose();
    };
  }, [models]);

  // Another file: its own model (its undo history), where it was scrolled to and its caret.
  useEffect(() => {
    if (!editor) return;
    const isFirst = shown.current === null;
    if (shown.current) models.viewStates.set(shown.current, editor.saveViewState());
    editor.setModel(models.open(path));
    const viewState = models.viewStates.get(path);
    if (viewState) editor.restoreViewState(viewState);
    shown.current = path;
    // Opening the builder puts the caret in the editor; a tab chosen later leaves focus where it was.
    if (isFirst) editor.focus();
  }, [editor, models, path]);

  // Read while the editor is still in the page: once React has taken it out, it no longer has the focus.
  useLayoutEffect(() => {
    if (!editor) return;
    return () => {
      if (shown.current && editor.hasTextFocus()) models.handOver(shown.current, editor.saveViewState());
    };
  }, [editor, models]);

  useEffect(() => editor?.updateOptions({ ariaLabel }), [editor, ariaLabel]);

  useEffect(() => {
    if (!editor || !reveal) return;
    editor.revealLineInCenter(reveal.line);
    editor.setPosition({ lineNumber: reveal.line, column: reveal.column });
    editor.focus();
  }, [editor, reveal]);

  return <div ref={container} style={{ height: '100%', width: '100%' }} />;
}
