import { useCallback, useEffect, useRef, useState } from 'react';
import { type FlowDoc, parseFlow, serializeFlow } from './flowDoc.ts';
import { amend, type History, record, redo, startHistory, undo } from './history.ts';

/**
 * The orchestration being edited on the canvas, with undo and redo. Every change is written back as the
 * file's text (`onText`: the draft's edit, saved debounced by the builder's draft logic). Text that
 * comes from elsewhere (a conflict settled with the server's side, a build) starts a new history.
 */
export function useFlowHistory(text: string, onText: (text: string) => void) {
  const [history, setHistory] = useState<History<FlowDoc> | null>(() => {
    const doc = parseFlow(text);
    return doc ? startHistory(doc) : null;
  });
  // Changes read the latest history, not the one of the last render: React Flow calls onNodesDelete
  // and onEdgesDelete one after the other in one handler, and the second must build on the first.
  const current = useRef(history);
  current.current = history;
  const written = useRef(text);
  // The field last typed in: further typing there amends the same undo step.
  const lastField = useRef<string | null>(null);

  useEffect(() => {
    if (text === written.current) return;
    written.current = text;
    lastField.current = null;
    const doc = parseFlow(text);
    current.current = doc ? startHistory(doc) : null;
    setHistory(current.current);
  }, [text]);

  const apply = useCallback(
    (next: History<FlowDoc>) => {
      current.current = next;
      setHistory(next);
      const out = serializeFlow(next.present);
      if (out !== written.current) {
        written.current = out;
        onText(out);
      }
    },
    [onText],
  );

  /** A change made on `doc`; `field` names a form field being typed in, to merge keystrokes into one step. */
  const change = useCallback(
    (update: (doc: FlowDoc) => FlowDoc, field: string | null = null) => {
      const history = current.current;
      if (!history) return;
      const next = update(history.present);
      if (next === history.present) return;
      const merge = field !== null && field === lastField.current;
      lastField.current = field;
      apply(merge ? amend(history, next) : record(history, next));
    },
    [apply],
  );

  return {
    doc: history?.present ?? null,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    change,
    undo: useCallback(() => {
      lastField.current = null;
      if (current.current) apply(undo(current.current));
    }, [apply]),
    redo: useCallback(() => {
      lastField.current = null;
      if (current.current) apply(redo(current.current));
    }, [apply]),
  };
}
