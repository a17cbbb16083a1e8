import type { Suv } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { suvKeys, suvsApi } from './suvsApi.ts';

/*
 * Every SUV write refreshes the list. Creating and extending mark it stale without waiting, so the
 * dialog closes at once; expiring refreshes the list before the page says it is done.
 */

export function useCreateSuvMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suvsApi.create,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suvKeys.all }),
  });
}

export function useExtendSuvMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => suvsApi.extend(id, days),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suvKeys.all }),
  });
}

export function useExpireSuvMutation(events?: MutationEvents<Suv, Suv>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suv: Suv) => suvsApi.expire(suv.id),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: suvKeys.all }), events),
  });
}
