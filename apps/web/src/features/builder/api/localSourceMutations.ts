import type { AppDraft } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { type LocalSource, zipLocalSource } from '../local/localSource.ts';
import { builderApi } from './builderApi.ts';
import { builderKeys } from './keys.ts';

type Upload = { source: LocalSource; revision: number };

/**
 * Replaces the app's draft with a local folder, zipped, on `revision`. The answer is the new draft; a
 * failure (a stale revision) reads the draft again, so the next try is made on the current one.
 */
export function useUploadLocalSourceMutation(appId: string, events?: MutationEvents<AppDraft, Upload>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, revision }: Upload) =>
      builderApi.uploadZip(appId, await zipLocalSource(source), revision),
    ...refreshing((draft) => queryClient.setQueryData(builderKeys.draft(appId), draft), events),
    onError: (...args) => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.draft(appId) });
      return events?.onError?.(...args);
    },
  });
}
