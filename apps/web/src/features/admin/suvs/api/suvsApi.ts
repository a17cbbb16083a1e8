import { type CreateSuvRequest, suvsEndpoints as endpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';

/** Staff's SUV calls; refusals (404 unknown user, 409 no company) are the dialogs' own. */
export const suvsApi = {
  page: (signal?: AbortSignal) => api(endpoints.listSuvs, { query: { length: 100 }, signal }),
  create: (request: CreateSuvRequest) =>
    api(endpoints.createSuv, { body: request, excludeFromGlobalHandling: [400, 404, 409] }),
  extend: (id: string, days: number) =>
    api(endpoints.extendSuv, { params: { id }, body: { days }, excludeFromGlobalHandling: [400, 404] }),
  expire: (id: string) => api(endpoints.expireSuv, { params: { id }, excludeFromGlobalHandling: [404] }),
};

/** Query keys: every change invalidates `all`. */
export const suvKeys = { all: ['suvs'] as const };

export function suvsQueryOptions() {
  return queryOptions({ queryKey: suvKeys.all, queryFn: ({ signal }) => suvsApi.page(signal) });
}
