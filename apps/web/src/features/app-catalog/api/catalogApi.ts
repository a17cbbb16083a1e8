import { catalogEndpoints as endpoints } from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';

// An unknown entry is the page's own not-found state.
const notFoundOwn = { excludeFromGlobalHandling: [400, 404] };

/** The app catalog's calls (public reads, 'copy to my company', admin publish and withdraw). */
export const catalogApi = {
  list: (q: string, signal?: AbortSignal) =>
    api(endpoints.listCatalogEntries, { query: { q: q || undefined }, signal }),
  entry: (entry: string, signal?: AbortSignal) =>
    api(endpoints.getCatalogEntry, { params: { id: entry }, signal, ...notFoundOwn }),
  code: (entry: string, signal?: AbortSignal) =>
    api(endpoints.getCatalogEntryCode, { params: { id: entry }, signal, ...notFoundOwn }),
  adminList: (signal?: AbortSignal) => api(endpoints.listAllCatalogEntries, { signal }),
  setPublished: (id: string, published: boolean) =>
    api(published ? endpoints.publishCatalogEntry : endpoints.withdrawCatalogEntry, {
      params: { id },
      excludeFromGlobalHandling: [404],
    }),
};
