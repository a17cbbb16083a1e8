import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToastsCorner } from '../lib/toasts/ToastsContainer.tsx';

// How long findBy/waitFor wait before failing, one ceiling for every file (files set their own, most of
// them lower, until a first render of the users page took 6 s on a loaded machine). The default 1 s is
// too short for the first render of a lazy route (its module graph is imported cold) on a 2-core CI
// machine; it is a guard against a hang, not a timing assertion: a passing wait returns as soon as the
// element is there, and the project's test timeout (20 s) stays above it.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The network is mocked, never reached: telemetry posts (page views, error reports) that every
 * routed render makes are accepted, and any other request a test did not mock fails loudly.
 * Tests that need answers stub fetch themselves.
 */
export const telemetryFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (init?.method === 'POST' && url.includes('/api/v1/telemetry/'))
    return new Response(null, { status: 204 });
  throw new Error(`Unmocked request in a unit test: ${init?.method ?? 'GET'} ${url}`);
});

// The page loads the toasts' corner with its first toast; loaded here first, a test's toast shows in the act
// that makes it, as its assertions expect.
beforeAll(async () => {
  await loadToastsCorner();
});

beforeEach(() => {
  // The server's signed-in hint: the session is asked about, and the stubs answer signed in or out.
  // biome-ignore lint/suspicious/noDocumentCookie: the tests play the server that sets it.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  telemetryFetch.mockClear();
  vi.stubGlobal('fetch', telemetryFetch);
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one left by a test would show up in the next test's render.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // Cookies outlive a test like storage does (the selected company is kept in one).
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: expiring test cookies; there is no other API in happy-dom.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  vi.unstubAllGlobals();
  // Test files share a worker (vitest.config.ts): a page that navigated would start the next file there.
  window.history.replaceState(null, '', '/');
});

// Mantine's Textarea autosize listens for web fonts loading; happy-dom has no document.fonts.
if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
