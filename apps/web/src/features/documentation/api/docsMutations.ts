import type { DocFeedbackBody, DocPreview, DocSummary } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { docsApi } from './docsApi.ts';
import { docsKeys } from './docsQueries.ts';

/** The Markdown as the portal renders it; changes nothing. */
export function usePreviewDocMutation(events?: MutationEvents<DocPreview, string>) {
  return useMutation({ ...events, mutationFn: (source: string) => docsApi.preview(source) });
}

type Save = { slug: string | null; newSlug: string; source: string; published: boolean };

/** Creates a page (no slug yet) or saves one; every documentation query is read again. */
export function useSaveDocMutation(events?: MutationEvents<DocSummary, Save>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, newSlug, source, published }: Save) =>
      slug === null
        ? docsApi.create({ slug: newSlug, source, published })
        : docsApi.save(slug, { source, published }),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: docsKeys.all }), events),
  });
}

/** A reader's answer to "was this helpful"; the page (its counts, for staff) is read again without waiting. */
export function useDocFeedbackMutation(slug: string, events?: MutationEvents<unknown, DocFeedbackBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: DocFeedbackBody) => docsApi.feedback(slug, answer),
    ...refreshing(() => {
      void queryClient.invalidateQueries({ queryKey: docsKeys.page(slug) });
    }, events),
  });
}
