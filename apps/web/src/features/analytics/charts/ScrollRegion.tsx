import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; maxHeight?: number; minWidth: number; children: ReactNode };

/**
 * A table's scroll box that a keyboard can reach (axe: scrollable-region-focusable): focusable and
 * named, so arrow keys scroll it on narrow screens or when rows exceed its height.
 */
export function ScrollRegion({ label, maxHeight, minWidth, children }: Props) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflow: 'auto', maxHeight }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
