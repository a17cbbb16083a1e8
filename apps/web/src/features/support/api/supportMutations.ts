import type { SupportCase } from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { supportApi, supportKeys } from './supportApi.ts';

/** A changed case: its view shows the answer at once, and the lists read it again. */
function caseChanged(queryClient: QueryClient, next: SupportCase) {
  queryClient.setQueryData(supportKeys.case(next.id), next);
  return queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
}

export function useOpenCaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: Record<string, string>; files: File[] }) =>
      supportApi.open(fields, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function useReplyToCaseMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) => supportApi.reply(id, body, files),
    onSuccess: (next) => caseChanged(queryClient, next),
  });
}

export function useSetCaseStatusMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') => supportApi.setStatus(id, status),
    onSuccess: (next) => caseChanged(queryClient, next),
  });
}
