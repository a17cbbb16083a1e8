import { queryOptions } from '@tanstack/react-query';
import { docsApi } from './docsApi.ts';

/** Query keys of the documentation: a staff save invalidates `all`. */
export const docsKeys = {
  all: ['docs'] as const,
  list: (all: boolean) => [...docsKeys.all, 'list', all] as const,
  page: (slug: string) => [...docsKeys.all, 'page', slug] as const,
  source: (slug: string) => [...docsKeys.all, 'source', slug] as const,
};

// Pages change only when staff save one (and that invalidates them here).
const staleTime = 5 * 60_000;

export const docsListQueryOptions = (all: boolean) =>
  queryOptions({
    queryKey: docsKeys.list(all),
    queryFn: ({ signal }) => docsApi.list(all, signal),
    staleTime,
  });

export const docPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: docsKeys.page(slug),
    queryFn: ({ signal }) => docsApi.page(slug, signal),
    staleTime,
    retry: false,
  });

export const docSourceQueryOptions = (slug: string) =>
  queryOptions({ queryKey: docsKeys.source(slug), queryFn: ({ signal }) => docsApi.source(slug, signal) });
