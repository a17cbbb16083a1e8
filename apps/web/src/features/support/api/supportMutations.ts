import type { SupportCase } from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { supportApi, supportKeys } from './supportApi.ts';

/** A changed case: its view shows the answer at once, and the lists read it again. */
function caseChanged(queryClient: QueryClient, next: SupportCase) {
  queryClient.setQueryData(supportKeys.case(next.id), next);
  return queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
}

type OpenCase = { fields: Record<string, string>; files: File[] };

export function useOpenCaseMutation(events?: MutationEvents<SupportCase, OpenCase>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: OpenCase) => supportApi.open(fields, files),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: supportKeys.all }), events),
  });
}

type Reply = { body: string; files: File[] };

export function useReplyToCaseMutation(id: string, events?: MutationEvents<SupportCase, Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: Reply) => supportApi.reply(id, body, files),
    ...refreshing((data) => caseChanged(queryClient, data), events),
  });
}

type Status = 'open' | 'closed';

export function useSetCaseStatusMutation(id: string, events?: MutationEvents<SupportCase, Status>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: Status) => supportApi.setStatus(id, status),
    ...refreshing((data) => caseChanged(queryClient, data), events),
  });
}
