import { FocusTrap, Loader, Overlay, Portal, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { layers } from '../layers.ts';
import { useDelayedVisibility } from './useDelayedVisibility.ts';

export type LoadingScreenProps = {
  title: string;
  subtitle?: string;
  /** Shows nothing until this much time has passed (docs/product/shell.md SHELL-8: delayed display). */
  delayMs?: number;
};

/**
 * Blocks the whole UI while a process runs (SHELL-8): covers every click, keeps keyboard focus,
 * and tells assistive technology what is happening through a live region. Rendered by
 * LoadingScreenProvider for `useLoadingScreen().run`, or directly while a page must wait.
 */
export function LoadingScreen({ title, subtitle, delayMs = 0 }: LoadingScreenProps) {
  const titleId = useId();
  const visible = useDelayedVisibility(true, delayMs);
  if (!visible) return null;
  return (
    <Portal>
      <Overlay
        fixed
        center
        zIndex={layers.loadingOverlay}
        color="#fff"
        backgroundOpacity={0.85}
        aria-busy="true"
      >
        <FocusTrap active>
          <Stack
            align="center"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-busy="true"
            tabIndex={-1}
            data-autofocus
          >
            <Loader aria-hidden />
            <div role="status" aria-live="polite">
              <Title order={2} size="h3" id={titleId} ta="center">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" ta="center">
                  {subtitle}
                </Text>
              )}
            </div>
          </Stack>
        </FocusTrap>
      </Overlay>
    </Portal>
  );
}
