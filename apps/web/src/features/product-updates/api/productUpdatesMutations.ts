import type { ProductUpdate, ProductUpdateBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../lib/query/mutationEvents.ts';
import { productUpdatesApi, productUpdatesKeys } from './productUpdatesApi.ts';

/** Publishing, editing or withdrawing changes every user's feed: all of them are read again. */
function useRefreshFeeds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productUpdatesKeys.all });
}

/** Publishes a new update, or edits the one given. */
export function useSaveProductUpdateMutation(
  update: { id: string } | null,
  events?: MutationEvents<ProductUpdate, ProductUpdateBody>,
) {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: (body: ProductUpdateBody) =>
      update ? productUpdatesApi.edit(update.id, body) : productUpdatesApi.publish(body),
    ...refreshing(refresh, events),
  });
}

export function useWithdrawProductUpdateMutation(id: string, events?: MutationEvents<unknown, void>) {
  const refresh = useRefreshFeeds();
  return useMutation({ mutationFn: () => productUpdatesApi.withdraw(id), ...refreshing(refresh, events) });
}

/** The user's unread count goes to nought: their feed is read again. */
export function useMarkProductUpdatesReadMutation(
  userId: string | null,
  events?: MutationEvents<unknown, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => productUpdatesApi.markAllRead(),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: productUpdatesKeys.feed(userId) }), events),
  });
}
