import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DraftModels } from './draftModels.ts';
import { languageOf, monaco } from './monacoSetup.ts';

type Props = {
  models: DraftModels;
  path: string;
  /** The text to compare with, read-only: the version the draft is based on, or theirs in a conflict. */
  original: string;
  label: string;
};

/**
 * The draft's file (right, editable: the user's side, merged by hand in a conflict) against another text
 * (left), in Monaco's diff editor. The right side is the file's own model, as in the code editor, so the
 * user's typing, caret and undo history are the same in both views (docs/product/builder.md BUILDER-5).
 */
export function FileDiff({ models, path, original, label }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const left = useRef<ReturnType<typeof monaco.editor.createModel> | null>(null);
  const initial = useRef(original);

  // Made in the render that takes the code editor away: a key handled between the two would be lost.
  useLayoutEffect(() => {
    if (!container.current) return;
    const diff = monaco.editor.createDiffEditor(container.current, {
      automaticLayout: true,
      originalEditable: false,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
    });
    const originalModel = monaco.editor.createModel(initial.current, languageOf(path));
    left.current = originalModel;
    diff.setModel({ original: originalModel, modified: models.open(path) });
    // The user was typing in this file's editor when the diff took its place: their next keys land here.
    const caret = models.takeOver(path);
    if (caret) {
      diff.getModifiedEditor().restoreViewState(caret);
      diff.getModifiedEditor().focus();
    }
    return () => {
      diff.dispose();
      originalModel.dispose();
      left.current = null;
    };
  }, [models, path]);

  // The left side is read-only: a new text replaces it whole.
  useEffect(() => {
    initial.current = original;
    if (left.current && left.current.getValue() !== original) left.current.setValue(original);
  }, [original]);

  return <section ref={container} style={{ height: '100%', minHeight: 240 }} aria-label={label} />;
}
