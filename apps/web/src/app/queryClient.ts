import type { SessionInfo, SignedInContext } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { mayHaveSession, prefetchSession, seedSignedOutSession } from '../lib/identity/sessionQueries.ts';
import { seedSignedInContext } from '../lib/identity/signedInContext.ts';
import { QUERY_FRESH_MS } from '../lib/query/freshness.ts';
import { prefetchSignedInContext } from './signedInPrefetch.ts';

/**
 * The app's one query client, made before the router: the routes' loaders start pages' data in it. The
 * shell's identity answers come with a signed-in page's HTML (`signedIn`, main.tsx took them out of it);
 * otherwise the session is known to be absent when no signed-in hint is there, or taken from the request
 * started before the app's code ran (main.tsx), and a signed-in answer starts the shell's identity
 * requests at once.
 */
export function createAppQueryClient(
  session?: Promise<SessionInfo | null>,
  signedIn?: SignedInContext,
): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: QUERY_FRESH_MS } } });
  if (signedIn) seedSignedInContext(client, signedIn);
  else if (!mayHaveSession()) seedSignedOutSession(client);
  else if (session) {
    prefetchSession(client, session);
    prefetchSignedInContext(client, session);
  }
  return client;
}
