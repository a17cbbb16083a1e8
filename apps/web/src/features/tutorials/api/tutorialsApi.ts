import { tutorialsEndpoints as endpoints, type TutorialBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export const tutorialKeys = {
  all: ['tutorials'] as const,
  // The user is part of the key: the ticks are theirs.
  lists: () => [...tutorialKeys.all, 'list'] as const,
  list: (userId: string | null, all: boolean) => [...tutorialKeys.lists(), userId, all] as const,
  page: (slug: string, userId: string | null) => [...tutorialKeys.all, 'page', slug, userId] as const,
};

export const tutorialsApi = {
  list: (all: boolean, signal?: AbortSignal) =>
    api(endpoints.listTutorials, { query: all ? { all: 'true' } : {}, signal }),
  page: (slug: string, signal?: AbortSignal) =>
    api(endpoints.getTutorial, { params: { slug }, signal, excludeFromGlobalHandling: [404] }),
  tick: (slug: string, stepId: string, done: boolean) =>
    api(endpoints.tickTutorialStep, { params: { slug }, body: { stepId, done } }),
  startOver: (slug: string) => api(endpoints.startTutorialOver, { params: { slug } }),
  create: (slug: string, body: TutorialBody) => api(endpoints.createTutorial, { body: { slug, ...body } }),
  save: (slug: string, body: TutorialBody) => api(endpoints.saveTutorial, { params: { slug }, body }),
  remove: (slug: string) => api(endpoints.deleteTutorial, { params: { slug } }),
  order: (slugs: string[]) => api(endpoints.orderTutorials, { body: { slugs } }),
  preview: (bodies: string[]) =>
    api(endpoints.previewTutorial, { body: { steps: bodies.map((body) => ({ body })) } }),
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
