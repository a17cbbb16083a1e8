import type { TutorialBody, TutorialList, TutorialPage, TutorialSummary } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

export const tutorialKeys = {
  all: ['tutorials'] as const,
  // The user is part of the key: the ticks are theirs.
  list: (userId: string | null, all: boolean) => [...tutorialKeys.all, 'list', userId, all] as const,
  page: (slug: string, userId: string | null) => [...tutorialKeys.all, 'page', slug, userId] as const,
};

export const tutorialsApi = {
  list: (all: boolean, signal?: AbortSignal) =>
    http.get<TutorialList>('/sub-api/v1/tutorials', { query: all ? { all: 'true' } : {}, signal }),
  page: (slug: string, signal?: AbortSignal) =>
    http.get<TutorialPage>(`/sub-api/v1/tutorials/${slug}`, { signal, excludeFromGlobalHandling: [404] }),
  tick: (slug: string, stepId: string, done: boolean) =>
    http.put<TutorialPage>(`/sub-api/v1/tutorials/${slug}/progress`, { stepId, done }),
  startOver: (slug: string) => http.delete<TutorialPage>(`/sub-api/v1/tutorials/${slug}/progress`),
  create: (slug: string, body: TutorialBody) =>
    http.post<TutorialSummary>('/sub-api/v1/tutorials', { slug, ...body }),
  save: (slug: string, body: TutorialBody) =>
    http.put<TutorialSummary>(`/sub-api/v1/tutorials/${slug}`, body),
  remove: (slug: string) => http.delete<null>(`/sub-api/v1/tutorials/${slug}`),
  order: (slugs: string[]) => http.put<TutorialList>('/sub-api/v1/tutorials-order', { slugs }),
  preview: (bodies: string[]) =>
    http.post<{ html: string[] }>('/sub-api/v1/tutorials/preview', {
      steps: bodies.map((body) => ({ body })),
    }),
};

export const tutorialListQueryOptions = (userId: string | null, all = false) =>
  queryOptions({
    queryKey: tutorialKeys.list(userId, all),
    queryFn: ({ signal }) => tutorialsApi.list(all, signal),
  });

export const tutorialPageQueryOptions = (slug: string, userId: string | null) =>
  queryOptions({
    queryKey: tutorialKeys.page(slug, userId),
    queryFn: ({ signal }) => tutorialsApi.page(slug, signal),
  });
