import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's count line ("12 apps"), one look on every list: small, in the grey that keeps its contrast on
 * white (gray.7), and a status a screen reader announces when a search or filter changes it.
 */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7" role="status">
      {children}
    </Text>
  );
}
