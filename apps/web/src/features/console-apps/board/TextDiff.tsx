import { useEffect, useRef } from 'react';
import { diffLanguageOf, monaco } from '../../../lib/monaco/monacoDiff.ts';

/** Two texts of a file side by side in Monaco's diff editor, read-only; inline when the screen is narrow. */
export function TextDiff({
  path,
  original,
  modified,
  labels,
}: {
  path: string;
  original: string;
  modified: string;
  /** The region's name and each side's, which screen readers announce in the editors. */
  labels: { region: string; original: string; modified: string };
}) {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const editor = monaco.editor.createDiffEditor(container.current, {
      automaticLayout: true,
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
    });
    // Each side's editor is a textbox of its own: named here, as the diff editor's creation options
    // (originalAriaLabel, modifiedAriaLabel) did not reach them (axe 'label' in e2e/promotion-board.spec.ts).
    editor.getOriginalEditor().updateOptions({ ariaLabel: labels.original });
    editor.getModifiedEditor().updateOptions({ ariaLabel: labels.modified });
    const language = diffLanguageOf(path);
    const left = monaco.editor.createModel(original, language);
    const right = monaco.editor.createModel(modified, language);
    editor.setModel({ original: left, modified: right });
    return () => {
      editor.dispose();
      left.dispose();
      right.dispose();
    };
  }, [path, original, modified, labels.original, labels.modified]);
  return <section ref={container} aria-label={labels.region} style={{ height: 480 }} />;
}
