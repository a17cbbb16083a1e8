import { type TenantTokenScope, tenantTokensEndpoints } from '@portal/contracts';
import { useState } from 'react';
import { api } from '../../lib/http/api.ts';
import { errorText } from '../../lib/http/errorText.ts';
import { connectTenant } from './api/connectTenant.ts';
import { storedToken, storeToken } from './storedTokens.ts';

const own = { excludeFromGlobalHandling: [400, 401, 403, 404, 409] };

/**
 * The signed-in user's tenant token for one tenant, as the explorers use it: the stored one while it
 * lives, else "connect", which first asks for the consent the server names and then connects.
 */
export function useTenantToken(tenant: { id: string; name: string } | null) {
  const [, setVersion] = useState(0);
  const [consent, setConsent] = useState<TenantTokenScope[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = tenant ? storedToken(tenant.id, Date.now()) : null;

  const connect = async () => {
    if (!tenant) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await connectTenant(tenant.id);
      if ('consent' in answer) {
        setConsent(answer.consent);
        return;
      }
      storeToken(answer.token);
      setConsent(null);
      setVersion((v) => v + 1);
    } catch (failure) {
      setError(errorText(failure, String(failure)));
    } finally {
      setBusy(false);
    }
  };

  const allow = async () => {
    if (!tenant || !consent) return;
    setBusy(true);
    try {
      await api(tenantTokensEndpoints.grantTenantConsent, {
        body: { tenantId: tenant.id, scopes: consent },
        ...own,
      });
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, String(failure)));
      return;
    }
    await connect();
  };

  return { token, connect, consent, allow, cancelConsent: () => setConsent(null), busy, error };
}
