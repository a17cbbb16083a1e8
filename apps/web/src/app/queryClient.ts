import type { SessionInfo } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { mayHaveSession, prefetchSession, seedSignedOutSession } from '../lib/identity/sessionQueries.ts';
import { QUERY_FRESH_MS } from '../lib/query/freshness.ts';

/**
 * The app's one query client, made before the router: the routes' loaders start pages' data in it. The
 * session is known to be absent when no signed-in hint is there, or taken from the request started
 * before the app's code ran (main.tsx).
 */
export function createAppQueryClient(session?: Promise<SessionInfo | null>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: QUERY_FRESH_MS } } });
  if (!mayHaveSession()) seedSignedOutSession(client);
  else if (session) prefetchSession(client, session);
  return client;
}
