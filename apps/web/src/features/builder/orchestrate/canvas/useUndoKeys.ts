import { useEffect } from 'react';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y; Cmd on a Mac) undo and redo the canvas's edits. A text field keeps
 * its own undo of typing: the shortcut there is the browser's.
 */
export function useUndoKeys(onUndo: () => void, onRedo: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') onRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo, enabled]);
}
