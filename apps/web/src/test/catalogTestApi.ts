import type { CatalogEntry, CatalogEntryDetail } from '@portal/contracts';
import { vi } from 'vitest';
import { type IdentityStubOptions, json, stubIdentityFetch } from './identityStub.ts';

/** Catalog answers for component tests, on top of the identity stub (the network is stubbed, not modules). */
export const expenseEntry: CatalogEntryDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  sample: 'expense-approval',
  title: 'Expense approval',
  description: 'Employees submit expense reports; the manager approves.',
  type: 'JOURNEYS',
  published: true,
  referenceId: 'expense_approval',
  version: '1.2.0',
  components: [
    { id: 'submit', kind: 'page', path: 'pages/submit.json' },
    { id: 'policy', kind: 'script', path: 'scripts/policy.js' },
  ],
};

export const syncEntry: CatalogEntry = {
  id: '22222222-2222-4222-8222-222222222222',
  sample: 'worker-directory-sync',
  title: 'Worker directory sync',
  description: 'Sends workers to the directory every night.',
  type: 'INTEGRATION',
  published: false,
};

type Answer = (method: string, url: URL, init: RequestInit | undefined) => Response | undefined;

/** Stubs fetch: `answer` handles the app hub calls; identity calls go to their stub (signed out by default). */
export function stubCatalogFetch(answer: Answer, identity: IdentityStubOptions = {}) {
  const identityFetch = stubIdentityFetch({ signedIn: false, ...identity });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (!url.pathname.startsWith('/apphub/')) return identityFetch(input, init);
    return (
      answer(init?.method ?? 'GET', url, init) ??
      json({ error: 'not_found', message: 'App catalog entry not found.' }, 404)
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The app hub requests the mock received, with their query strings. */
export function appHubCalls(
  fetchMock: ReturnType<typeof stubCatalogFetch>,
): { method: string; url: URL; body: unknown }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }))
    .filter((call) => call.url.pathname.startsWith('/apphub/'));
}

export { json };
