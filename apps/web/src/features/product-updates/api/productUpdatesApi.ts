import { productUpdatesEndpoints as endpoints, type ProductUpdateBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/** How many entries the header's list shows. */
export const PRODUCT_UPDATES_SHOWN = 10;

export const productUpdatesKeys = {
  all: ['productUpdates'] as const,
  // The user is part of the key: the unread count is theirs.
  feed: (userId: string | null) => [...productUpdatesKeys.all, userId] as const,
};

export const productUpdatesApi = {
  feed: (signal?: AbortSignal) =>
    api(endpoints.listProductUpdates, { query: { max: PRODUCT_UPDATES_SHOWN }, signal }),
  markAllRead: () => api(endpoints.markProductUpdatesRead),
  publish: (body: ProductUpdateBody) => api(endpoints.publishProductUpdate, { body }),
  edit: (id: string, body: ProductUpdateBody) => api(endpoints.editProductUpdate, { params: { id }, body }),
  withdraw: (id: string) => api(endpoints.withdrawProductUpdate, { params: { id } }),
};

export const productUpdatesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: productUpdatesKeys.feed(userId),
    queryFn: ({ signal }) => productUpdatesApi.feed(signal),
    staleTime: 5 * 60_000,
  });
