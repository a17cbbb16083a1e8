import { type AppListQuery, appSorts } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { CompanyPage } from '../../../lib/routes/routeTypes.ts';
import { appListQueryOptions, licensedAppsQueryOptions } from '../api/appsQueries.ts';
import type { AppListName } from './appsListPaths.ts';

/** Rows per page of every app list. */
export const APPS_PAGE_SIZE = 20;

export type AppSort = (typeof appSorts)[number];
export type ListSearch = { q: string; sort: AppSort; page: number };

export const defaultSort: AppSort = '-updatedAt';

function isAppSort(value: string | null): value is AppSort {
  return value !== null && (appSorts as readonly string[]).includes(value);
}

/** The list's search, sort and page from the URL; anything malformed falls back to the default. */
export function readListSearch(params: URLSearchParams): ListSearch {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: isAppSort(sort) ? sort : defaultSort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Writes a list search into URL parameters, leaving out defaults so links stay short. */
export function writeListSearch(params: URLSearchParams, search: ListSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  set('q', search.q ? search.q : null);
  set('sort', search.sort === defaultSort ? null : search.sort);
  set('page', search.page > 1 ? String(search.page) : null);
  return next;
}

/** The server query of one page of a list. */
export function toAppListQuery(list: AppListQuery['list'], search: ListSearch): AppListQuery {
  return {
    list,
    sort: search.sort,
    start: (search.page - 1) * APPS_PAGE_SIZE,
    length: APPS_PAGE_SIZE,
    ...(search.q ? { q: search.q } : {}),
  };
}

/**
 * A list page's first query as the page itself asks it (same options, same key: the company and the URL's
 * search), for its route to start beside the page's code. A builtOn path of another product is no list.
 */
export async function prefetchAppList(client: QueryClient, list: AppListName, page: CompanyPage) {
  if (list === 'licensed') return client.prefetchQuery(licensedAppsQueryOptions(page.organizationId));
  if (list === 'builtOn' && page.params.builtOnList !== `builtOn${page.config.productName}`) return;
  const query = toAppListQuery(list, readListSearch(page.search));
  return client.prefetchQuery(appListQueryOptions(page.organizationId, query));
}
