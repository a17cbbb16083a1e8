import { type TenantToken, type TenantTokenScope, tenantTokensEndpoints } from '@portal/contracts';
import { api } from '../../../lib/http/api.ts';
import { isHttpError } from '../../../lib/http/HttpError.ts';

/** Connect's refusals (consent needed, no such tenant, no access) are the page's to show. */
const own = { excludeFromGlobalHandling: [400, 401, 403, 404, 409] };

/** Connect's answer: the user's new token, or the scopes to ask the user's consent to first. */
export type ConnectAnswer = { token: TenantToken } | { consent: TenantTokenScope[] };

/** The scopes a refused connect asks the user to consent to first (409), or undefined for other errors. */
export function consentScopesOf(failure: unknown): TenantTokenScope[] | undefined {
  if (!isHttpError(failure) || failure.status !== 409) return undefined;
  const scopes = (failure.body as { scopes?: TenantTokenScope[] } | undefined)?.scopes;
  return scopes?.length ? scopes : undefined;
}

/**
 * "Connect to tenant" with all scopes. It asks the consent check first, so a first connect opens the consent
 * dialog without a refused request (a red console line on a happy path; docs/product/tenants.md TENANTS-4); a
 * consent withdrawn between the two calls still comes back as the scopes to ask for.
 */
export async function connectTenant(tenantId: string): Promise<ConnectAnswer> {
  const { missingScopes } = await api(tenantTokensEndpoints.checkTenantConsent, {
    params: { id: tenantId },
    ...own,
  });
  if (missingScopes.length > 0) return { consent: missingScopes };
  try {
    return {
      token: await api(tenantTokensEndpoints.connectTenant, { params: { id: tenantId }, body: {}, ...own }),
    };
  } catch (failure) {
    const scopes = consentScopesOf(failure);
    if (scopes) return { consent: scopes };
    throw failure;
  }
}
