import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list or a result says when it holds nothing, one look on every page: centred, with room around it,
 * in the grey that keeps its contrast on white (gray.7; `dimmed` is lighter). QueryState's `empty.show`.
 * `compact` is for a panel, a card or a side list, whose text is small: less room, the same look.
 */
export function EmptyText({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <Text c="gray.7" ta="center" py={compact ? 'md' : 'xl'} size={compact ? 'sm' : undefined}>
      {children}
    </Text>
  );
}
