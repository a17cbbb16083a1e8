import { type AppDraft, draftAssetIssue } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/files/browserDownload.ts';
import { builderApi } from '../api/builderApi.ts';
import { builderKeys } from '../api/keys.ts';
import type { useDraftEditor } from '../draft/useDraftEditor.ts';
import { assetPathFor } from './assetPaths.ts';

/**
 * The draft's assets and its zip in and out (issue 17 item 7). Each change first saves what is typed, then
 * is made on the revision that save left, so the server's compare-and-set sees exactly this tab's draft.
 */
export function useDraftAssets(
  appId: string,
  referenceId: string,
  editor: ReturnType<typeof useDraftEditor>,
) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);

  const took = (draft: AppDraft | null) => {
    if (!draft) return;
    queryClient.setQueryData(builderKeys.draft(appId), draft);
    editor.replace(draft);
  };
  const fail = (error: unknown) => setProblem(error instanceof Error ? error.message : String(error));
  /** Runs `change` on the saved draft's revision; null when the typing could not be saved first. */
  const onSaved = async <T>(change: (revision: number) => Promise<T>): Promise<T | null> => {
    if (!(await editor.save())) return null;
    return change(editor.current().revision);
  };

  const addAsset = useMutation({
    mutationFn: (file: File) => {
      const path = assetPathFor(file.name);
      // SPEC.md 5: extension and size are checked here first, with the server's words; the server checks again.
      const issue = draftAssetIssue({ name: path, size: file.size });
      if (issue) throw new Error(t(`assets.issues.${issue.key.replace('asset.', '')}`, issue.params));
      return onSaved((revision) => builderApi.putAsset(appId, path, file, revision));
    },
    onMutate: () => setProblem(null),
    onSuccess: took,
    onError: fail,
  });

  const deleteAsset = useMutation({
    mutationFn: (path: string) => onSaved((revision) => builderApi.deleteAsset(appId, path, revision)),
    onMutate: () => setProblem(null),
    onSuccess: took,
    onError: fail,
  });

  const uploadZip = useMutation({
    mutationFn: (file: File) => onSaved((revision) => builderApi.uploadZip(appId, file, revision)),
    onMutate: () => setProblem(null),
    onSuccess: took,
    onError: fail,
  });

  const downloadZip = useMutation({
    mutationFn: async () => {
      // What is typed goes into the zip too.
      if (!(await editor.save())) throw new Error(t('assets.saveFirst'));
      saveFile(await builderApi.zip(appId), `${referenceId}-draft.zip`, 'application/zip');
    },
    onMutate: () => setProblem(null),
    onError: fail,
  });

  return { problem, clearProblem: () => setProblem(null), addAsset, deleteAsset, uploadZip, downloadZip };
}
