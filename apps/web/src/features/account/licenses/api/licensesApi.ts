import { type CreateLicenseRequest, licensesEndpoints as endpoints } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/http/api.ts';
import { appsKeys } from '../../../console-apps/index.ts';

/**
 * Query keys of the licences a company gives (docs/architecture.md, The query cache); the app page's list is
 * one of them.
 */
export const licensesKeys = {
  all: (org: string) => ['licensesGiven', org] as const,
  given: (org: string, appId?: string) => [...licensesKeys.all(org), appId ?? 'every app'] as const,
  licensees: (org: string, q: string) => ['licensees', org, q] as const,
};

// The dialogs show the server's refusals (400 rules, 404 unknown company, 409 overlap or already ended).
const own = { excludeFromGlobalHandling: [400, 404, 409] } as const;

export const licensesApi = {
  given: (org: string, appId: string | undefined, signal?: AbortSignal) =>
    api(endpoints.listLicenses, { params: { org }, query: { role: 'licensor', appId }, signal }),
  licensees: (org: string, q: string, signal?: AbortSignal) =>
    api(endpoints.listLicensees, { params: { org }, query: { q }, signal }),
  grant: (org: string, body: CreateLicenseRequest) =>
    api(endpoints.createLicense, { params: { org }, body, ...own }),
  end: (org: string, licenseId: string) => api(endpoints.endLicense, { params: { org, licenseId }, ...own }),
};

/** The licences the company gives, of one app or of all of them. */
export function licensesGivenQueryOptions(org: string, appId?: string) {
  return queryOptions({
    queryKey: licensesKeys.given(org, appId),
    queryFn: ({ signal }) => licensesApi.given(org, appId, signal),
  });
}

/** The grant dialog's company choices for what was typed (a name's part or an id). */
export function licenseesQueryOptions(org: string, q: string) {
  return queryOptions({
    queryKey: licensesKeys.licensees(org, q),
    queryFn: ({ signal }) => licensesApi.licensees(org, q, signal),
  });
}

/**
 * A grant or an end: the company's lists of licences refresh, and so do the apps' views (a licensee
 * signed in to both companies sees its Licensed list change at once).
 */
export function useLicensesMutation<T, R>(org: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licensesKeys.all(org) });
      await queryClient.invalidateQueries({ queryKey: appsKeys.all });
    },
  });
}
