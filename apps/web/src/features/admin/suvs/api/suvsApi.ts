import type { CreateSuvRequest, Suv, SuvsPage } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../lib/http/httpClient.ts';

const P = '/auth/v1/suvs';

/** Staff's SUV calls (issue 13 item 7); refusals (404 unknown user, 409 no company) are the dialogs' own. */
export const suvsApi = {
  page: (signal?: AbortSignal) => http.get<SuvsPage>(P, { query: { length: 100 }, signal }),
  create: (request: CreateSuvRequest) =>
    http.post<Suv>(P, request, { excludeFromGlobalHandling: [400, 404, 409] }),
  extend: (id: string, days: number) =>
    http.post<Suv>(`${P}/${id}/extend`, { days }, { excludeFromGlobalHandling: [400, 404] }),
  expire: (id: string) =>
    http.post<Suv>(`${P}/${id}/expire`, undefined, { excludeFromGlobalHandling: [404] }),
};

/** Query keys (STYLE.md 4): every change invalidates `all`. */
export const suvKeys = { all: ['suvs'] as const };

export function suvsQueryOptions() {
  return queryOptions({ queryKey: suvKeys.all, queryFn: ({ signal }) => suvsApi.page(signal) });
}
