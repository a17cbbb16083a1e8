import { type AppDraft, draftAssetIssue } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/files/browserDownload.ts';
import type { MutationEvents } from '../../../lib/query/mutationEvents.ts';
import { assetPathFor } from '../workspace/assetPaths.ts';
import { builderApi } from './builderApi.ts';
import { type EditedDraft, useTakeDraft } from './draftMutations.ts';

/** Runs `change` on the saved draft's revision; null when the typing could not be saved first. */
async function onSaved<T>(draft: EditedDraft, change: (revision: number) => Promise<T>): Promise<T | null> {
  if (!(await draft.save())) return null;
  return change(draft.current().revision);
}

/** The events of the draft's asset and zip writes: when they start and when they fail. */
type AssetEvents<TData, TVariables> = Pick<MutationEvents<TData, TVariables>, 'onMutate' | 'onError'>;

/** Adds (or replaces) an asset, under the source path its file name gives. */
export function useAddDraftAssetMutation(
  appId: string,
  draft: EditedDraft,
  events?: AssetEvents<AppDraft | null, File>,
) {
  const { t } = useTranslation('builder');
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: (file: File) => {
      const path = assetPathFor(file.name);
      // docs/product/builder.md BUILDER-10: extension and size are checked here first, with the server's
      // words; the server checks again.
      const issue = draftAssetIssue({ name: path, size: file.size });
      if (issue) throw new Error(t(`assets.issues.${issue.key.replace('asset.', '')}`, issue.params));
      return onSaved(draft, (revision) => builderApi.putAsset(appId, path, file, revision));
    },
    ...events,
    onSuccess: take,
  });
}

export function useDeleteDraftAssetMutation(
  appId: string,
  draft: EditedDraft,
  events?: AssetEvents<AppDraft | null, string>,
) {
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: (path: string) => onSaved(draft, (revision) => builderApi.deleteAsset(appId, path, revision)),
    ...events,
    onSuccess: take,
  });
}

/** Replaces the whole draft with a source zip. */
export function useUploadDraftZipMutation(
  appId: string,
  draft: EditedDraft,
  events?: AssetEvents<AppDraft | null, File>,
) {
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: (file: File) => onSaved(draft, (revision) => builderApi.uploadZip(appId, file, revision)),
    ...events,
    onSuccess: take,
  });
}

/** Saves the draft as `<referenceId>-draft.zip`, with what is typed in it too. */
export function useDownloadDraftZipMutation(
  appId: string,
  referenceId: string,
  draft: EditedDraft,
  events?: AssetEvents<void, void>,
) {
  const { t } = useTranslation('builder');
  return useMutation({
    mutationFn: async () => {
      if (!(await draft.save())) throw new Error(t('assets.saveFirst'));
      saveFile(await builderApi.zip(appId), `${referenceId}-draft.zip`, 'application/zip');
    },
    ...events,
  });
}
