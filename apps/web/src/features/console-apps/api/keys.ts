import type { AppListQuery } from '@portal/contracts';

/**
 * Query keys of the app lists (STYLE.md 4). Every key starts with the company, so a company switch
 * never shows another company's apps from the cache.
 */
export const appsListKeys = {
  all: ['apps'] as const,
  company: (organizationId: string | null) => [...appsListKeys.all, organizationId] as const,
  lists: (organizationId: string | null) => [...appsListKeys.company(organizationId), 'list'] as const,
  list: (organizationId: string | null, query: AppListQuery) =>
    [...appsListKeys.lists(organizationId), query] as const,
  recent: (organizationId: string | null, length: number) =>
    [...appsListKeys.company(organizationId), 'recent', length] as const,
  licensed: (organizationId: string | null) => [...appsListKeys.company(organizationId), 'licensed'] as const,
  catalog: () => ['catalog', 'list'] as const,
};
