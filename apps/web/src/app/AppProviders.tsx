import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { PublicConfig } from '@portal/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PublicConfigProvider } from '../lib/config/PublicConfigContext.tsx';
import { LoadingScreenProvider } from '../lib/loading/LoadingScreenProvider.tsx';
import { RouteTableProvider } from '../lib/routes/RouteTableContext.tsx';
import { ToastsContainer } from '../lib/toasts/ToastsContainer.tsx';
import { routeTable } from './routeTable.ts';
import { theme } from './theme.ts';

type Props = {
  config: PublicConfig;
  i18n: i18n;
  queryClient: QueryClient;
  /** The router's provider: react-router/dom's on the page (it flushes updates synchronously), the plain one in tests. */
  children: ReactNode;
  /** What differs between the page and the tests (the CSS variables resolver, `env="test"`). */
  mantine?: Omit<MantineProviderProps, 'theme' | 'children'>;
};

/** Every provider the app has, in the one order the page and the component tests share. */
export function AppProviders({ config, i18n, queryClient, children, mantine }: Props) {
  return (
    <PublicConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} {...mantine}>
            <ToastsContainer />
            <LoadingScreenProvider>
              <RouteTableProvider value={routeTable}>{children}</RouteTableProvider>
            </LoadingScreenProvider>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </PublicConfigProvider>
  );
}
