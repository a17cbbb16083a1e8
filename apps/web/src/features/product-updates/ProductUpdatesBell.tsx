import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBell } from '../../lib/icons/icons.ts';
import { HeaderPopover } from '../../lib/shell/HeaderPopover.tsx';
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
      <HeaderPopover
        icon={<IconBell size={18} aria-hidden />}
        title={t('productUpdates.title')}
        label={label}
        unread={unread}
        opened={opened}
        onOpenedChange={setOpened}
        padded={false}
      >
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
      </HeaderPopover>
      {action && (
        <Suspense fallback={null}>
          <ProductUpdateDialogs action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}
