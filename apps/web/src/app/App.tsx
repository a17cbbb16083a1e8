import type { PublicConfig, SessionInfo } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { createPortalRouter } from './router.tsx';
import { cssVariablesResolver } from './theme.ts';

type Props = {
  config: PublicConfig;
  i18n: i18n;
  /** A router made beforehand (hydrating a prerendered page needs its page loaded first); else a new one. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** The query client that router's loaders fill; else a new one. */
  queryClient?: QueryClient;
  /** The session request, started before the app's code ran (main.tsx). */
  session?: Promise<SessionInfo | null>;
};

export function App({ config, i18n, router: givenRouter, queryClient: givenClient, session }: Props) {
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient(session));
  const [router] = useState(() => givenRouter ?? createPortalRouter({ queryClient, config }));
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient} mantine={{ cssVariablesResolver }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
