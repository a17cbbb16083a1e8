import type { AppDraft } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { builderApi } from '../../api/builderApi.ts';
import { type EditedDraft, useTakeDraft } from '../../api/draftMutations.ts';
import { withoutOrchestration } from '../orchestrationFiles.ts';

/**
 * Removes the orchestration `componentId` from the draft: a save of the draft without its file and
 * manifest entry (the draft PUT), made once what is typed is saved, on the revision that save left.
 */
export function useRemoveOrchestrationMutation(
  appId: string,
  draft: EditedDraft,
  componentId: string,
  events?: MutationEvents<AppDraft, void>,
) {
  const { t } = useTranslation('builder');
  const take = useTakeDraft(appId, draft);
  return useMutation({
    mutationFn: async () => {
      if (!(await draft.save())) throw new Error(t('orchestrate.delete.unsaved'));
      const current = draft.current();
      const files = withoutOrchestration(current.files, componentId);
      if (!files) throw new Error(t('orchestrate.delete.missing'));
      return builderApi.save(appId, {
        revision: current.revision,
        baseVersionId: current.baseVersionId,
        files,
      });
    },
    ...refreshing(take, events),
  });
}
