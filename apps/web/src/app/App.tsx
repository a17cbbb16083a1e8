import { MantineProvider } from '@mantine/core';
import type { PublicConfig } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { PublicConfigProvider } from '../lib/config/PublicConfigContext.tsx';
import { LoadingScreenProvider } from '../lib/loading/LoadingScreenProvider.tsx';
import { RouteTableProvider } from '../lib/routes/RouteTableContext.tsx';
import { ToastsContainer } from '../lib/toasts/ToastsContainer.tsx';
import { createPortalRouter } from './router.tsx';
import { routeTable } from './routeTable.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function App({ config, i18n }: { config: PublicConfig; i18n: i18n }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } }),
  );
  const [router] = useState(createPortalRouter);
  return (
    <PublicConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
            <ToastsContainer />
            <LoadingScreenProvider>
              <RouteTableProvider value={routeTable}>
                <RouterProvider router={router} />
              </RouteTableProvider>
            </LoadingScreenProvider>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </PublicConfigProvider>
  );
}
