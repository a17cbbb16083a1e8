import { SimpleGrid } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { CatalogEntryCard } from './CatalogEntryCard.tsx';

type Props = { entries: CatalogEntry[]; emptyText: string; showPublishedState?: boolean };

/** The catalog's cards, one column on narrow screens; the public page and the admin preview share it. */
export function CatalogGrid({ entries, emptyText, showPublishedState }: Props) {
  if (entries.length === 0) {
    return <EmptyText>{emptyText}</EmptyText>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {entries.map((entry) => (
        <CatalogEntryCard key={entry.id} entry={entry} showPublishedState={showPublishedState} />
      ))}
    </SimpleGrid>
  );
}
