import { type AppDraft, draftConflictSchema, draftLimitIssue } from '@portal/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http/HttpError.ts';
import { useSaveDraftMutation } from '../api/draftMutations.ts';
import {
  type DraftAction,
  type DraftFiles,
  type DraftState,
  draftReducer,
  initialDraftState,
  isSaveDue,
} from './draftState.ts';

/** Typing is saved this long after the last keystroke (docs/product/builder.md BUILDER-3). */
export const DRAFT_SAVE_DELAY_MS = 800;

const MB = 1024 * 1024;

/**
 * The draft being edited: typing goes into local state at once and is saved to the server after a pause;
 * a 409 holds both sides for the conflict view; nothing is overwritten without the user's choice.
 */
export function useDraftEditor(appId: string, loaded: AppDraft) {
  const { t } = useTranslation('builder');
  const [state, dispatchToReact] = useReducer(draftReducer, loaded, initialDraftState);
  // Not set from `state` at render: a render may leave out an action of a lower priority still to come
  // (a reset's, answered after an await) and would take the ref back behind the actions applied here.
  const stateRef = useRef<DraftState>(state);
  const listeners = useRef(new Set<(files: DraftFiles) => void>());
  // The ref follows each action at once (the reducer is pure), so a save awaited by Validate or Build
  // reads the state it left, not the one of the last render; and the editor's models hear of new files
  // at once too, not a render later, when keys may have been typed into the old text meanwhile.
  const dispatch = useCallback((action: DraftAction) => {
    const before = stateRef.current.files;
    stateRef.current = draftReducer(stateRef.current, action);
    dispatchToReact(action);
    const { files } = stateRef.current;
    if (files !== before) for (const listener of listeners.current) listener(files);
  }, []);
  const subscribe = useCallback((listener: (files: DraftFiles) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  // The saved draft is in the cache before `mutateAsync` answers.
  const { mutateAsync } = useSaveDraftMutation(appId);

  const inFlight = useRef<Promise<boolean> | null>(null);

  const saveNow = useCallback(async (): Promise<boolean> => {
    const current = stateRef.current;
    if (current.status === 'saved') return true;
    if (!isSaveDue(current)) return false;
    const tooLarge = draftLimitIssue(current.files);
    if (tooLarge) {
      dispatch({
        type: 'failed',
        message:
          tooLarge.kind === 'tooManyFiles'
            ? t('draft.limits.tooManyFiles', { max: tooLarge.max })
            : tooLarge.kind === 'fileTooLarge'
              ? t('draft.limits.fileTooLarge', { file: tooLarge.file, maxMb: tooLarge.max / MB })
              : t('draft.limits.totalTooLarge', { maxMb: tooLarge.max / MB }),
      });
      return false;
    }
    const sent = current.files;
    dispatch({ type: 'saveStarted' });
    try {
      const saved = await mutateAsync({
        revision: current.revision,
        baseVersionId: current.baseVersionId,
        files: sent,
      });
      dispatch({ type: 'saved', draft: saved, sent });
      return stateRef.current.status === 'saved';
    } catch (error) {
      const conflict =
        error instanceof HttpError && error.status === 409 ? draftConflictSchema.safeParse(error.body) : null;
      if (conflict?.success && conflict.data.draft)
        dispatch({ type: 'conflicted', draft: conflict.data.draft });
      else
        dispatch({ type: 'failed', message: error instanceof Error ? error.message : t('draft.saveFailed') });
      return false;
    }
  }, [dispatch, mutateAsync, t]);

  /**
   * Saves what is typed now, if anything is unsaved; resolves true when the server has it. One save at a
   * time: keys typed while one is on its way make the next due, and sent before the answer it would name the
   * revision the first one replaces, which the server refuses as a conflict with the user's own typing (seen
   * on a slow page). It waits for the answer and saves on the revision it gives.
   */
  const save = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const saving = saveNow();
    inFlight.current = saving;
    try {
      return await saving;
    } finally {
      if (inFlight.current === saving) inFlight.current = null;
    }
  }, [saveNow]);

  useEffect(() => {
    if (!isSaveDue(state)) return;
    const timer = setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, save]);

  // Leaving the page with typing not yet saved: the browser asks first.
  useEffect(() => {
    if (state.status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.status]);

  return {
    state,
    /** The state as of the last action, for code that runs after an awaited save. */
    current: () => stateRef.current,
    save,
    /** Tells `listener` of every new set of files, synchronously with the action that made it. */
    subscribe,
    edit: (path: string, text: string) => dispatch({ type: 'edited', path, text }),
    /** The server's draft replaces the editor's (after a reset or a build). */
    replace: (draft: AppDraft) => dispatch({ type: 'loaded', draft }),
    keepMine: () => dispatch({ type: 'keptMine' }),
    takeTheirs: () => dispatch({ type: 'tookTheirs' }),
    /** After a failed save, try again with what is typed now. */
    retry: () => dispatch({ type: 'retried' }),
    rebase: (baseVersionId: string) => dispatch({ type: 'rebased', baseVersionId }),
  };
}
