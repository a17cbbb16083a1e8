import { useState } from 'react';
import {
  useAddDraftAssetMutation,
  useDeleteDraftAssetMutation,
  useDownloadDraftZipMutation,
  useUploadDraftZipMutation,
} from '../api/draftAssetMutations.ts';
import type { useDraftEditor } from '../draft/useDraftEditor.ts';

/**
 * The draft's assets and its zip in and out. Each change first saves what is typed, then
 * is made on the revision that save left, so the server's compare-and-set sees exactly this tab's draft.
 */
export function useDraftAssets(
  appId: string,
  referenceId: string,
  editor: ReturnType<typeof useDraftEditor>,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const events = {
    onMutate: () => setProblem(null),
    onError: (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
  };
  const addAsset = useAddDraftAssetMutation(appId, editor, events);
  const deleteAsset = useDeleteDraftAssetMutation(appId, editor, events);
  const uploadZip = useUploadDraftZipMutation(appId, editor, events);
  const downloadZip = useDownloadDraftZipMutation(appId, referenceId, editor, events);

  return { problem, clearProblem: () => setProblem(null), addAsset, deleteAsset, uploadZip, downloadZip };
}
