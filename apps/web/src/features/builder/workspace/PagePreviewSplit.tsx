import { Box, Group, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../lib/loading/DelayedSpinner.tsx';

// Its own chunk: the preview (and the date inputs it uses) loads when a page is first previewed.
const PagePreview = lazy(() =>
  import('../preview/PagePreview.tsx').then((m) => ({ default: m.PagePreview })),
);

type Mode = 'code' | 'split' | 'preview';
type Props = {
  /** The open file is a page component: only then is there a preview to show. */
  isPage: boolean;
  isNarrow: boolean;
  text: string;
  files: Record<string, string>;
  /** The editor: kept mounted whatever the mode, so its cursor and undo history survive a toggle. */
  children: ReactNode;
};

/** Code, code beside the preview (wide screens), or the preview alone (a tab on a phone). */
export function PagePreviewSplit({ isPage, isNarrow, text, files, children }: Props) {
  const { t } = useTranslation('builder');
  const [mode, setMode] = useState<Mode>('code');
  // Live as the user types, without drawing the page at every keystroke.
  const [debouncedText] = useDebouncedValue(text, 250);
  const [debouncedFiles] = useDebouncedValue(files, 250);
  const shown: Mode = !isPage ? 'code' : isNarrow && mode === 'split' ? 'preview' : mode;
  const modes = [
    { value: 'code', label: t('preview.mode.code') },
    ...(isNarrow ? [] : [{ value: 'split', label: t('preview.mode.split') }]),
    { value: 'preview', label: t('preview.mode.preview') },
  ];
  return (
    <Stack gap={0} h="100%">
      {isPage && (
        <Group justify="flex-end" px="xs" py={4}>
          <SegmentedControl
            size="xs"
            aria-label={t('preview.mode.label')}
            data={modes}
            value={shown}
            onChange={(value) => setMode(value as Mode)}
          />
        </Group>
      )}
      <Group wrap="nowrap" align="stretch" gap={0} style={{ flex: 1, minHeight: 0 }}>
        <Box style={{ flex: 1, minWidth: 0, display: shown === 'preview' ? 'none' : 'block' }}>
          {children}
        </Box>
        {shown !== 'code' && (
          <Box
            component="section"
            aria-label={t('preview.label')}
            data-testid="page-preview"
            // Scrolls on its own: keyboard users reach it even when the page has no input (a list).
            tabIndex={0}
            p="sm"
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'auto',
              borderLeft: shown === 'split' ? '1px solid var(--mantine-color-default-border)' : undefined,
            }}
          >
            <Suspense fallback={<DelayedSpinner />}>
              <PagePreview text={debouncedText} files={debouncedFiles} />
            </Suspense>
          </Box>
        )}
      </Group>
    </Stack>
  );
}
