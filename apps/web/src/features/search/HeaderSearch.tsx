import { ActionIcon, Button, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The spotlight and its styles load on first use: the shell's first load stays as it was.
const SearchSpotlight = lazy(() =>
  import('./SearchSpotlight.tsx').then((module) => ({ default: module.SearchSpotlight })),
);

/** The header's search: a button (and Ctrl/Cmd+K anywhere) opening a spotlight over the whole index. */
export function HeaderSearch() {
  const { t } = useTranslation('core');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        visibleFrom="md"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={open}
        aria-label={t('search.spotlight.open')}
        aria-haspopup="dialog"
      >
        <Text size="xs" c="dimmed" component="span">
          {t('search.title')}
        </Text>
      </Button>
      {/* No tooltip: this icon shows on touch screens only, where its accessible name is what speaks. */}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="md"
        onClick={open}
        aria-label={t('search.spotlight.open')}
        aria-haspopup="dialog"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <SearchSpotlight opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
