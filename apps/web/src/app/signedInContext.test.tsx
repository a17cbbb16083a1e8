import { SIGNED_IN_CONTEXT_ELEMENT_ID, type SignedInContext } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeSignedInContext } from '../lib/identity/signedInContext.ts';
import {
  callsOf,
  demoOrganizations,
  demoSession,
  demoUser,
  stubIdentityFetch,
} from '../test/identityStub.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { testConfig } from '../test/renderWithProviders.tsx';
import { createAppQueryClient } from './queryClient.ts';

const ACME = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!.organizationUuid;

const context: SignedInContext = {
  config: testConfig,
  session: demoSession,
  userSelf: demoUser,
  organizations: { userOrganizations: demoOrganizations },
  terms: {
    version: '2026-01',
    agreed: true,
    agreedAt: new Date(demoSession.exp * 1000 - 86_400_000).toISOString(),
  },
  permissions: { [ACME]: { permissions: ['apps.read'] } },
};

/** The data block as the server writes it into a signed-in page's HTML. */
function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SIGNED_IN_CONTEXT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

const IDENTITY_CALLS = /sessionInfo|\/users\/self|\/organizations\/self|\/permissions\/self/;

describe("a signed-in page's context", () => {
  afterEach(() => document.getElementById(SIGNED_IN_CONTEXT_ELEMENT_ID)?.remove());

  it('renders the signed-in shell without asking the session, the user, the companies or the permissions', async () => {
    const fetchMock = stubIdentityFetch();
    writeBlock(JSON.stringify(context));
    const signedIn = takeSignedInContext();
    renderPortal({
      path: '/about',
      config: { envLevel: 'DEV' },
      queryClient: createAppQueryClient(undefined, signedIn),
    });
    expect(await screen.findByRole('button', { name: 'Company: Acme Health' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Admin' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchMock).length).toBeGreaterThan(0));
    expect(callsOf(fetchMock).filter((call) => IDENTITY_CALLS.test(call))).toEqual([]);
  });

  it('is read once: taken out of the document as it is read', () => {
    writeBlock(JSON.stringify(context));
    expect(takeSignedInContext()).toEqual(context);
    expect(document.getElementById(SIGNED_IN_CONTEXT_ELEMENT_ID)).toBeNull();
    expect(takeSignedInContext()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"session":'],
    ['no session in it', JSON.stringify({ ...context, session: null })],
  ])('is ignored when it is %s, and the shell asks as without it', (_name, text) => {
    writeBlock(text);
    expect(takeSignedInContext()).toBeUndefined();
    expect(document.getElementById(SIGNED_IN_CONTEXT_ELEMENT_ID)).toBeNull();
  });
});
