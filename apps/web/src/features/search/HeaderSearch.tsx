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
        visibleFrom="xl"
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
      {/* Below xl the header needs the room for its links; the icon keeps the same name and Ctrl K. */}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="xl"
        onClick={open}
        aria-label={t('search.spotlight.open')}
        // A mouse user's hint (the floating tooltip would bring its layer into the first load).
        title={t('search.spotlight.open')}
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
