import type { PublicConfig, SessionInfo } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mayHaveSession, prefetchSession, seedSignedOutSession } from '../lib/identity/sessionQueries.ts';
import { QUERY_FRESH_MS } from '../lib/query/freshness.ts';
import { AppProviders } from './AppProviders.tsx';
import { createPortalRouter } from './router.tsx';
import { cssVariablesResolver } from './theme.ts';

type Props = {
  config: PublicConfig;
  i18n: i18n;
  /** A router made beforehand (hydrating a prerendered page needs its page loaded first); else a new one. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** The session request, started before the app's code ran (main.tsx). */
  session?: Promise<SessionInfo | null>;
};

export function App({ config, i18n, router: givenRouter, session }: Props) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: QUERY_FRESH_MS } } });
    if (!mayHaveSession()) seedSignedOutSession(client);
    else if (session) prefetchSession(client, session);
    return client;
  });
  const [router] = useState(() => givenRouter ?? createPortalRouter());
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient} mantine={{ cssVariablesResolver }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
