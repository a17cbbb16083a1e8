import { DiffEditor } from '@monaco-editor/react';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';
import { languageOf } from './monacoSetup.ts';

type Props = {
  path: string;
  original: string;
  modified: string;
  /** When given, the right side is editable (the user's side of a conflict, merged by hand). */
  onChange?: (text: string) => void;
  label: string;
};

/** Two texts side by side (Monaco's diff editor): the latest version against the draft, or theirs against mine. */
export function FileDiff({ path, original, modified, onChange, label }: Props) {
  return (
    <section style={{ height: '100%', minHeight: 240 }} aria-label={label}>
      <DiffEditor
        height="100%"
        language={languageOf(path)}
        original={original}
        modified={modified}
        loading={<DelayedSpinner />}
        onMount={(editor) => {
          const model = editor.getModifiedEditor();
          if (onChange) model.onDidChangeModelContent(() => onChange(model.getValue()));
        }}
        options={{
          automaticLayout: true,
          readOnly: !onChange,
          originalEditable: false,
          renderSideBySide: true,
          useInlineViewWhenSpaceIsLimited: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
        }}
      />
    </section>
  );
}
