import type { AppDraft } from '@portal/contracts';

export type DraftFiles = Record<string, string>;
/** What the drafts indicator shows (docs/product/builder.md BUILDER-4). */
export type DraftStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'error';

/**
 * The editor's side of a draft: the text the user sees (`files`), what the server last confirmed
 * (`savedFiles` at `revision`), and a conflict the user has to settle. The server's draft itself stays in
 * TanStack Query; this holds only typing not saved yet and the choice a conflict needs.
 */
export type DraftState = {
  revision: number;
  baseVersionId: string | null;
  files: DraftFiles;
  savedFiles: DraftFiles;
  status: DraftStatus;
  /** The server's draft a save collided with (409): shown beside the user's until they choose. */
  conflict: AppDraft | null;
  error: string | null;
};

export type DraftAction =
  | { type: 'loaded'; draft: AppDraft }
  | { type: 'edited'; path: string; text: string }
  | { type: 'saveStarted' }
  | { type: 'saved'; draft: AppDraft; sent: DraftFiles }
  | { type: 'conflicted'; draft: AppDraft }
  | { type: 'failed'; message: string }
  | { type: 'retried' }
  | { type: 'rebased'; baseVersionId: string }
  | { type: 'keptMine' }
  | { type: 'tookTheirs' };

export function initialDraftState(draft: AppDraft): DraftState {
  return {
    revision: draft.revision,
    baseVersionId: draft.baseVersionId,
    files: draft.files,
    savedFiles: draft.files,
    status: 'saved',
    conflict: null,
    error: null,
  };
}

export function sameFiles(a: DraftFiles, b: DraftFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/** The paths whose text differs between two sets of files (added and removed ones included), sorted. */
export function changedPaths(a: DraftFiles, b: DraftFiles): string[] {
  const paths = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...paths].filter((path) => a[path] !== b[path]).sort();
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'loaded':
      return initialDraftState(action.draft);
    case 'edited': {
      if (state.files[action.path] === action.text) return state;
      const files = { ...state.files, [action.path]: action.text };
      // A conflict stays until the user chooses; their typing meanwhile is kept on their side.
      const status =
        state.status === 'conflict' ? 'conflict' : sameFiles(files, state.savedFiles) ? 'saved' : 'unsaved';
      return { ...state, files, status, error: null };
    }
    case 'saveStarted':
      return { ...state, status: 'saving' };
    case 'saved': {
      // Typing during the save is not in `sent`: it stays unsaved and is saved next.
      const isCurrent = sameFiles(state.files, action.sent);
      return {
        ...state,
        revision: action.draft.revision,
        baseVersionId: action.draft.baseVersionId,
        savedFiles: action.sent,
        status: isCurrent ? 'saved' : 'unsaved',
        error: null,
      };
    }
    case 'conflicted':
      return { ...state, status: 'conflict', conflict: action.draft };
    case 'failed':
      return { ...state, status: 'error', error: action.message };
    case 'retried':
      return state.status === 'error'
        ? { ...state, error: null, status: sameFiles(state.files, state.savedFiles) ? 'saved' : 'unsaved' }
        : state;
    case 'rebased':
      // The draft moves onto the latest version (someone built meanwhile): saved next, then buildable.
      return { ...state, baseVersionId: action.baseVersionId, status: 'unsaved', error: null };
    case 'keptMine': {
      if (!state.conflict) return state;
      // Saved over the server's draft on purpose: the next save names the server's revision.
      return {
        ...state,
        revision: state.conflict.revision,
        baseVersionId: state.conflict.baseVersionId,
        savedFiles: state.conflict.files,
        conflict: null,
        status: sameFiles(state.files, state.conflict.files) ? 'saved' : 'unsaved',
      };
    }
    case 'tookTheirs':
      return state.conflict ? initialDraftState(state.conflict) : state;
  }
}

/** A save is due when there is unsaved typing and no save, conflict or refusal in the way. */
export const isSaveDue = (state: DraftState) => state.status === 'unsaved';
