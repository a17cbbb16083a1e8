import type { PublicConfig } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { createPortalRouter } from './router.tsx';
import { cssVariablesResolver } from './theme.ts';

export function App({ config, i18n }: { config: PublicConfig; i18n: i18n }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } }),
  );
  const [router] = useState(createPortalRouter);
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient} mantine={{ cssVariablesResolver }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
