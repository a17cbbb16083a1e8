import type { AppDraft, CreatedSource, DraftValidation, SaveDraftRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { appsKeys } from '../../console-apps/index.ts';
import { builderApi } from './builderApi.ts';
import { builderKeys } from './keys.ts';

/**
 * The draft on screen, as the writes below need it (`useDraftEditor` is one): what is typed is saved
 * first, the change is made on the revision that save left, and the server's answer replaces the
 * editor's draft, so the server's compare-and-set sees exactly this tab's draft.
 */
export type EditedDraft = {
  /** Saves what is typed; true when the server has it. */
  save: () => Promise<boolean>;
  current: () => Pick<SaveDraftRequest, 'revision' | 'baseVersionId' | 'files'>;
  replace: (draft: AppDraft) => void;
};

/** The server's draft into the cache and the editor, after a write that answers it. */
export function useTakeDraft(appId: string, draft: Pick<EditedDraft, 'replace'>) {
  const queryClient = useQueryClient();
  return (fresh: AppDraft | null) => {
    if (!fresh) return;
    queryClient.setQueryData(builderKeys.draft(appId), fresh);
    draft.replace(fresh);
  };
}

/** Saves the draft; the answer is the saved draft, in the cache before the caller hears of it. */
export function useSaveDraftMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDraftRequest) => builderApi.save(appId, request),
    onSuccess: (saved) => queryClient.setQueryData(builderKeys.draft(appId), saved),
  });
}

/** Checks the saved draft; null when what is typed could not be saved first. */
export function useValidateDraftMutation(
  appId: string,
  draft: EditedDraft,
  events?: MutationEvents<DraftValidation | null, void>,
) {
  return useMutation({
    mutationFn: async () => {
      if (!(await draft.save())) return null;
      return builderApi.validate(appId);
    },
    ...events,
  });
}

/**
 * Builds the saved draft; null when what is typed could not be saved first. The caller hears of the
 * build before the draft is read again (it is now the new version's source, on a new revision), so
 * the build shows at once.
 */
export function useBuildDraftMutation(
  appId: string,
  draft: EditedDraft,
  events?: MutationEvents<CreatedSource | null, void>,
) {
  const queryClient = useQueryClient();
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: async () => {
      if (!(await draft.save())) return null;
      return builderApi.build(appId, draft.current().revision);
    },
    ...events,
    onSuccess: async (created, ...rest) => {
      if (!created) return;
      await events?.onSuccess?.(created, ...rest);
      void queryClient.invalidateQueries({ queryKey: appsKeys.app(appId) });
      take(await builderApi.draft(appId));
    },
  });
}

/** Puts the draft back to its base version; the answer replaces the editor's draft. */
export function useResetDraftMutation(
  appId: string,
  draft: EditedDraft,
  events?: MutationEvents<AppDraft, void>,
) {
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: () => builderApi.reset(appId),
    ...refreshing(take, events),
  });
}
