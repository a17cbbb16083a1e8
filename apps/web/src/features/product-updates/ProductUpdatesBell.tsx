import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBell } from '../../lib/icons/icons.ts';
import { layers } from '../../lib/layers.ts';
import { productUpdatesQueryOptions } from './api/productUpdatesApi.ts';
import type { ProductUpdateAction } from './ProductUpdatesPanel.tsx';

// The list and its forms load when the bell is first opened.
const ProductUpdatesPanel = lazy(() =>
  import('./ProductUpdatesPanel.tsx').then((module) => ({ default: module.ProductUpdatesPanel })),
);
const ProductUpdateDialogs = lazy(() =>
  import('./ProductUpdateDialogs.tsx').then((module) => ({ default: module.ProductUpdateDialogs })),
);

/** The bell with the user's unread count, opening the feed. */
export function ProductUpdatesBell({ userId }: { userId: string }) {
  const { t } = useTranslation('core');
  const [opened, setOpened] = useState(false);
  // Staff's dialogs open outside the popover: a modal inside it would close with it.
  const [action, setAction] = useState<ProductUpdateAction | null>(null);
  const feed = useQuery(productUpdatesQueryOptions(userId));
  const unread = feed.data?.unread ?? 0;
  const label = unread > 0 ? t('productUpdates.openUnread', { count: unread }) : t('productUpdates.open');
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={400}
        shadow="md"
        zIndex={layers.popover}
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Tooltip label={t('productUpdates.title')} disabled={opened}>
            <Indicator
              label={unread > 9 ? '9+' : unread}
              disabled={unread === 0}
              size={16}
              offset={6}
              color="red"
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setOpened((open) => !open)}
                aria-label={label}
                aria-haspopup="dialog"
                aria-expanded={opened}
              >
                <IconBell size={18} aria-hidden />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label={t('productUpdates.title')}>
          {opened && (
            <Suspense fallback={null}>
              <ProductUpdatesPanel
                userId={userId}
                onNavigate={() => setOpened(false)}
                onAction={(next) => {
                  setOpened(false);
                  setAction(next);
                }}
              />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
      {action && (
        <Suspense fallback={null}>
          <ProductUpdateDialogs action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}
