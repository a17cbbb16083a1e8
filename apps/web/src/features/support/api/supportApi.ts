import { supportEndpoints as endpoints, type SupportStatus } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

export type CaseListParams = { status: SupportStatus | 'all'; start: number; length: number };
/** Whose cases: the selected company's (its support contacts), or every company's (the provider's support). */
export type CaseScope = { kind: 'company'; organizationId: string } | { kind: 'all' };

export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (scope: CaseScope, params: CaseListParams) => [...supportKeys.lists(), scope, params] as const,
  case: (id: string) => [...supportKeys.all, 'case', id] as const,
};

const form = (fields: Record<string, string>, files: File[]) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('attachments', file, file.name);
  return body;
};

export const supportApi = {
  list: (scope: CaseScope, params: CaseListParams, signal?: AbortSignal) =>
    api(scope.kind === 'all' ? endpoints.listAllSupportCases : endpoints.listSupportCases, {
      query: params,
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => api(endpoints.getSupportCase, { params: { id }, signal }),
  open: (fields: Record<string, string>, files: File[]) =>
    api(endpoints.openSupportCase, { body: form(fields, files) }),
  reply: (id: string, body: string, files: File[]) =>
    api(endpoints.replyToSupportCase, { params: { id }, body: form({ body }, files) }),
  setStatus: (id: string, status: 'open' | 'closed') =>
    api(endpoints.setSupportCaseStatus, { params: { id }, body: { status } }),
};

export const caseListQueryOptions = (scope: CaseScope, params: CaseListParams) =>
  queryOptions({
    queryKey: supportKeys.list(scope, params),
    queryFn: ({ signal }) => supportApi.list(scope, params, signal),
    placeholderData: keepPreviousData,
  });

export const caseQueryOptions = (id: string) =>
  queryOptions({ queryKey: supportKeys.case(id), queryFn: ({ signal }) => supportApi.get(id, signal) });
