import type { TutorialSummary } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { tutorialKeys, tutorialsApi } from '../../../tutorials/index.ts';
import { bodyOf, type TutorialValues, valuesOf } from '../tutorialForm.ts';

/** The tutorial manager's writes: each reads every tutorial list and page again before it is done. */
function useRefreshTutorials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all });
}

/** The steps' Markdown as the portal renders it; changes nothing. */
export function usePreviewTutorialMutation() {
  return useMutation({ mutationFn: (bodies: string[]) => tutorialsApi.preview(bodies) });
}

export function useSaveTutorialMutation(
  isNew: boolean,
  events?: MutationEvents<TutorialSummary, TutorialValues>,
) {
  const refresh = useRefreshTutorials();
  return useMutation({
    mutationFn: (values: TutorialValues) =>
      isNew
        ? tutorialsApi.create(values.slug, bodyOf(values))
        : tutorialsApi.save(values.slug, bodyOf(values)),
    ...refreshing(refresh, events),
  });
}

export function useOrderTutorialsMutation(events?: MutationEvents<unknown, string[]>) {
  const refresh = useRefreshTutorials();
  return useMutation({
    mutationFn: (slugs: string[]) => tutorialsApi.order(slugs),
    ...refreshing(refresh, events),
  });
}

type Publish = { slug: string; published: boolean };

/** Publishes or withdraws a tutorial as it is stored now, read again first. */
export function usePublishTutorialMutation(events?: MutationEvents<TutorialSummary, Publish>) {
  const refresh = useRefreshTutorials();
  return useMutation({
    mutationFn: async ({ slug, published }: Publish) => {
      const page = await tutorialsApi.page(slug);
      return tutorialsApi.save(slug, { ...bodyOf(valuesOf(page)), published });
    },
    ...refreshing(refresh, events),
  });
}

export function useRemoveTutorialMutation(events?: MutationEvents<unknown, string>) {
  const refresh = useRefreshTutorials();
  return useMutation({
    mutationFn: (slug: string) => tutorialsApi.remove(slug),
    ...refreshing(refresh, events),
  });
}
