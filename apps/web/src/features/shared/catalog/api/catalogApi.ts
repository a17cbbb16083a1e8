import type { CatalogCode, CatalogEntry, CatalogEntryDetail, Paged } from '@portal/contracts';
import { http } from '../../../../lib/http/httpClient.ts';

const P = '/apphub/v1';
const key = (entry: string) => encodeURIComponent(entry);

/** The app catalog's calls (public reads, 'copy to my company', admin publish and withdraw). */
export const catalogApi = {
  list: (q: string, signal?: AbortSignal) =>
    http.get<Paged<CatalogEntry>>(`${P}/catalog`, { query: { q: q || undefined }, signal }),
  entry: (entry: string, signal?: AbortSignal) =>
    http.get<CatalogEntryDetail>(`${P}/catalog/${key(entry)}`, {
      signal,
      // An unknown entry is the page's own not-found state.
      excludeFromGlobalHandling: [400, 404],
    }),
  code: (entry: string, signal?: AbortSignal) =>
    http.get<CatalogCode>(`${P}/catalog/${key(entry)}/code`, {
      signal,
      excludeFromGlobalHandling: [400, 404],
    }),
  adminList: (signal?: AbortSignal) => http.get<Paged<CatalogEntry>>(`${P}/admin/catalog`, { signal }),
  setPublished: (id: string, published: boolean) =>
    http.post<CatalogEntry>(
      `${P}/admin/catalog/${key(id)}/${published ? 'publish' : 'withdraw'}`,
      undefined,
      {
        excludeFromGlobalHandling: [404],
      },
    ),
};
