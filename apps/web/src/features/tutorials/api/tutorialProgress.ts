import type { TutorialPage } from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { tutorialKeys, tutorialsApi } from './tutorialsApi.ts';

/** The page as the server saved it shows at once; the lists (their counts of done steps) are read again. */
function progressSaved(queryClient: QueryClient, slug: string, userId: string | null, page: TutorialPage) {
  queryClient.setQueryData(tutorialKeys.page(slug, userId), page);
  return queryClient.invalidateQueries({ queryKey: tutorialKeys.lists() });
}

/** One step ticked or unticked by the user. */
export type StepTick = { stepId: string; done: boolean };

/** Ticks or unticks a step of the user's: the tick shows at once, and a failure puts the page back. */
export function useTickStepMutation(
  slug: string,
  userId: string | null,
  events?: MutationEvents<TutorialPage, StepTick>,
) {
  const queryClient = useQueryClient();
  const key = tutorialKeys.page(slug, userId);
  return useMutation({
    ...events,
    mutationFn: ({ stepId, done }: StepTick) => tutorialsApi.tick(slug, stepId, done),
    onMutate: async ({ stepId, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TutorialPage>(key);
      if (before) {
        const steps = before.steps.map((step) => (step.id === stepId ? { ...step, done } : step));
        queryClient.setQueryData(key, {
          ...before,
          steps,
          doneCount: steps.filter((step) => step.done).length,
        });
      }
      return { before };
    },
    onSuccess: async (...args) => {
      await progressSaved(queryClient, slug, userId, args[0]);
      return events?.onSuccess?.(...args);
    },
    onError: (...args) => {
      const before = args[2]?.before;
      if (before) queryClient.setQueryData(key, before);
      return events?.onError?.(...args);
    },
  });
}

export function useStartOverMutation(
  slug: string,
  userId: string | null,
  events?: MutationEvents<TutorialPage, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => tutorialsApi.startOver(slug),
    ...refreshing((page) => progressSaved(queryClient, slug, userId, page), events),
  });
}
