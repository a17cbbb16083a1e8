import type { AppDraft } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../../lib/http/HttpError.ts';
import { builderApi } from '../../api/builderApi.ts';
import { draftQueryOptions } from '../../api/builderQueries.ts';
import { withNewCollection, withoutCollection } from '../collectionFiles.ts';
import { studioKeys } from './studioQueries.ts';

/**
 * Creating and deleting a collection: one save of the app's draft (its file and manifest entry), on the
 * draft's revision, so a change made meanwhile in another tab is refused (409), never overwritten.
 */
export function useCollectionChanges(appId: string) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const change = async (edit: (files: Record<string, string>) => Record<string, string>) => {
    const draft: AppDraft = await queryClient.fetchQuery(draftQueryOptions(appId));
    try {
      return await builderApi.save(appId, {
        revision: draft.revision,
        baseVersionId: draft.baseVersionId,
        files: edit(draft.files),
      });
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: draftQueryOptions(appId).queryKey });
        throw new Error(t('studio.changedElsewhere'));
      }
      throw error;
    }
  };
  const onSuccess = (saved: AppDraft) => {
    queryClient.setQueryData(draftQueryOptions(appId).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: studioKeys.all });
  };
  const create = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      change((files) => {
        const next = withNewCollection(files, id, name);
        if (next === 'taken') throw new Error(t('studio.create.taken', { id }));
        if (next === 'manifest') throw new Error(t('studio.create.badManifest'));
        return next;
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      change((files) => {
        const next = withoutCollection(files, id);
        if (!next) throw new Error(t('studio.delete.missing'));
        return next;
      }),
    onSuccess,
  });
  return { create, remove };
}
