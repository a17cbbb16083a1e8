import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { languageOf, modelPath } from './monacoSetup.ts';

/** A place to show: changing `nonce` reveals it again even when the line is the same. */
export type RevealTarget = { line: number; column: number; nonce: number };
export type EditorCommands = { format: () => void };

type Props = {
  appId: string;
  path: string;
  value: string;
  onChange: (text: string) => void;
  reveal?: RevealTarget | null;
  onReady?: (commands: EditorCommands) => void;
};

/** Monaco on one draft file: a model per file (its own undo history), JSON checked against the schemas. */
export function CodeEditor({ appId, path, value, onChange, reveal, onReady }: Props) {
  const { t } = useTranslation('builder');
  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !reveal) return;
    editor.revealLineInCenter(reveal.line);
    editor.setPosition({ lineNumber: reveal.line, column: reveal.column });
    editor.focus();
  }, [reveal]);

  const handleMount: OnMount = (editor) => {
    editorRef.current = editor;
    onReady?.({ format: () => void editor.getAction('editor.action.formatDocument')?.run() });
    if (reveal) {
      editor.revealLineInCenter(reveal.line);
      editor.setPosition({ lineNumber: reveal.line, column: reveal.column });
    }
    editor.focus();
  };

  return (
    <Editor
      height="100%"
      path={modelPath(appId, path)}
      language={languageOf(path)}
      value={value}
      onChange={(text) => onChange(text ?? '')}
      onMount={handleMount}
      loading={<DelayedSpinner />}
      options={{
        automaticLayout: true,
        minimap: { enabled: false },
        fontSize: 14,
        tabSize: 2,
        scrollBeyondLastLine: false,
        ariaLabel: t('editor.ariaLabel', { path }),
        // Tab inserts spaces; Ctrl+M (the editor's own toggle) lets Tab move focus out for keyboard users.
        tabFocusMode: false,
        // The default dims the number of the line after a final newline below AA contrast (axe: a file
        // saved with a trailing newline, as a zip from disk usually has, failed color-contrast).
        renderFinalNewline: 'on',
      }}
    />
  );
}
