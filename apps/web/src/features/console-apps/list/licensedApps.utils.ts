import type { License } from '@portal/contracts';
import { APPS_PAGE_SIZE, type ListSearch } from './listSearch.utils.ts';

/**
 * licensedApps answers every license of the company at once (a company holds few), so the licensed
 * list searches, sorts and pages in the browser, with the same URL parameters as the other lists.
 */
export function licensedAppsPage(licenses: readonly License[], search: ListSearch) {
  const q = search.q.toLowerCase();
  const matching = q
    ? licenses.filter((l) =>
        [l.appName, l.referenceId, l.producerName].some((text) => text.toLowerCase().includes(q)),
      )
    : [...licenses];
  const descending = search.sort.startsWith('-');
  const key = search.sort.replace(/^-/, '');
  const sortValue = (l: License) =>
    key === 'name' ? l.appName : key === 'referenceId' ? l.referenceId : l.licenseStart;
  matching.sort((a, b) => {
    const order = sortValue(a).localeCompare(sortValue(b), undefined, { sensitivity: 'base' });
    return descending ? -order : order;
  });
  const start = (search.page - 1) * APPS_PAGE_SIZE;
  return { total: matching.length, data: matching.slice(start, start + APPS_PAGE_SIZE) };
}
