import type { ProductUpdate, ProductUpdateBody, ProductUpdatesResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/** How many entries the header's list shows. */
export const PRODUCT_UPDATES_SHOWN = 10;

export const productUpdatesKeys = {
  // The user is part of the key: the unread count is theirs.
  feed: (userId: string | null) => ['productUpdates', userId] as const,
};

export const productUpdatesApi = {
  feed: (signal?: AbortSignal) =>
    http.get<ProductUpdatesResponse>('/sub-api/v2/product-updates', {
      query: { max: PRODUCT_UPDATES_SHOWN },
      signal,
    }),
  markAllRead: () => http.post<null>('/sub-api/v2/reset-product-updates'),
  publish: (body: ProductUpdateBody) => http.post<ProductUpdate>('/sub-api/v2/product-updates', body),
  edit: (id: string, body: ProductUpdateBody) =>
    http.put<ProductUpdate>(`/sub-api/v2/product-updates/${id}`, body),
  withdraw: (id: string) => http.delete<null>(`/sub-api/v2/product-updates/${id}`),
};

export const productUpdatesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: productUpdatesKeys.feed(userId),
    queryFn: ({ signal }) => productUpdatesApi.feed(signal),
    staleTime: 5 * 60_000,
  });
