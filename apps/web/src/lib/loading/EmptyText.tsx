import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list or a result says when it holds nothing, one look on every page: centred, with room around it,
 * in the grey that keeps its contrast on white (gray.7; `dimmed` is lighter). QueryState's `empty.show`.
 */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" ta="center" py="xl">
      {children}
    </Text>
  );
}
