/** Undo and redo of whole documents: each edit pushes the document it replaced (documents are immutable). */
export type History<T> = { past: T[]; present: T; future: T[] };

/** Older edits than this are dropped: a long session does not keep every document it ever had. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

/** Replaces the present without a new undo step: typing in one field is one edit, not one per key. */
export function amend<T>(history: History<T>, next: T): History<T> {
  return { ...history, present: next, future: [] };
}
