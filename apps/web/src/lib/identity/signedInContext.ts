import { SIGNED_IN_CONTEXT_ELEMENT_ID, type SignedInContext } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from './authKeys.ts';
import { companyKeys } from './companyKeys.ts';
import { organizationsOf, permissionsOf } from './companyQueries.ts';
import { looksLikeSessionInfo } from './sessionQueries.ts';

/**
 * The signed-in user's context the server wrote into this page's HTML (docs/decisions/signed-in-page-context.md),
 * taken out of the document as it is read: read once, at start, so no later render (after a sign-out, a
 * sign-in as someone else) can find it. Undefined when the page has none or it is not what it should be.
 */
export function takeSignedInContext(): SignedInContext | undefined {
  const element = document.getElementById(SIGNED_IN_CONTEXT_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const context: SignedInContext = JSON.parse(element.textContent ?? '');
    return looksLikeSessionInfo(context.session) ? context : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts each answer of the context in the query cache under the key the shell reads, as its own query would
 * (fresh from now), so none of them is asked. A company whose permissions the context leaves out is asked
 * as before.
 */
export function seedSignedInContext(client: QueryClient, context: SignedInContext): void {
  client.setQueryData(authKeys.session(), context.session);
  client.setQueryData(authKeys.userSelf(), context.userSelf);
  client.setQueryData(authKeys.terms(), context.terms);
  client.setQueryData(companyKeys.list(), organizationsOf(context.organizations));
  for (const [organizationUuid, answer] of Object.entries(context.permissions)) {
    client.setQueryData(companyKeys.permissions(organizationUuid), permissionsOf(answer));
  }
}
