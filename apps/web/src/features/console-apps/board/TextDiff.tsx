import { useEffect, useRef } from 'react';
import { diffLanguageOf, monaco } from '../../../lib/monaco/monacoDiff.ts';

/** Two texts of a file side by side in Monaco's diff editor, read-only; inline when the screen is narrow. */
export function TextDiff({
  path,
  original,
  modified,
  label,
}: {
  path: string;
  original: string;
  modified: string;
  label: string;
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
    const language = diffLanguageOf(path);
    const left = monaco.editor.createModel(original, language);
    const right = monaco.editor.createModel(modified, language);
    editor.setModel({ original: left, modified: right });
    return () => {
      editor.dispose();
      left.dispose();
      right.dispose();
    };
  }, [path, original, modified]);
  return <section ref={container} aria-label={label} style={{ height: 480 }} />;
}
