import type { CatalogEntry } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationEvents, refreshing } from '../../../../lib/query/mutationEvents.ts';
import { catalogApi, catalogKeys } from '../../../app-catalog/index.ts';

type Change = { entry: CatalogEntry; published: boolean };

/** Publishes or withdraws a catalog entry; every catalog query is read again. */
export function useSetCatalogPublishedMutation(events?: MutationEvents<CatalogEntry, Change>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, published }: Change) => catalogApi.setPublished(entry.id, published),
    ...refreshing(() => queryClient.invalidateQueries({ queryKey: catalogKeys.all }), events),
  });
}
