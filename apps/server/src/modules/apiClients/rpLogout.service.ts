import { type Jwks, redirectUriMatches } from '@portal/contracts';
import { compactVerify, createLocalJWKSet } from 'jose';
import type { AuthorizingClient } from './authorization.repository.ts';

/** The parameters of an RP-initiated logout request (OpenID Connect RP-Initiated Logout 1.0 2). */
export type LogoutRequest = {
  id_token_hint?: string | undefined;
  client_id?: string | undefined;
  post_logout_redirect_uri?: string | undefined;
  state?: string | undefined;
};

export type LogoutCheck =
  | { kind: 'error'; message: string }
  /** `redirect`: where to send the user once signed out (with the state), or null for the portal's page. */
  | { kind: 'ok'; client: { name: string; company: string } | null; redirect: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a logout request before anything ends: the ID token hint must be one of ours (its signature and
 * issuer; an expired one still names its client and user, as RP-Initiated Logout 1.0 2 allows), and a
 * post-logout redirect URI must be one of the client's registered redirect URIs, the rule Keycloak applies
 * by default (docs/decisions/openid-connect-for-api-clients.md): an unregistered one would make the portal
 * an open redirector.
 */
export function rpLogoutService(deps: {
  issuer: string;
  jwks: () => Promise<Jwks>;
  client: (id: string) => Promise<AuthorizingClient | null>;
}) {
  /** The client the hint was issued to, or null when the hint is not one of this server's ID tokens. */
  const hintedClient = async (hint: string): Promise<string | null> => {
    try {
      const { payload } = await compactVerify(hint, createLocalJWKSet(await deps.jwks()));
      const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; aud?: unknown };
      if (claims.iss !== deps.issuer) return null;
      const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
      return typeof audience === 'string' ? audience : null;
    } catch {
      return null;
    }
  };

  return {
    async check(request: LogoutRequest): Promise<LogoutCheck> {
      let clientId = request.client_id ?? null;
      if (request.id_token_hint) {
        const hinted = await hintedClient(request.id_token_hint);
        if (!hinted) return { kind: 'error', message: 'The ID token hint is not one this portal issued.' };
        if (clientId && clientId !== hinted)
          return { kind: 'error', message: 'The ID token hint was issued to another application.' };
        clientId = hinted;
      }
      const client = clientId && UUID.test(clientId) ? await deps.client(clientId) : null;
      if (clientId && (!client || client.disabled))
        return {
          kind: 'error',
          message: 'This application is unknown or disabled: ask its developer to check its client ID.',
        };
      const named = client ? { name: client.name, company: client.company } : null;
      const asked = request.post_logout_redirect_uri;
      if (!asked) return { kind: 'ok', client: named, redirect: null };
      if (!client)
        return {
          kind: 'error',
          message:
            'The request must name its application (client_id or id_token_hint) to be sent back to it.',
        };
      if (!client.redirectUris.some((registered) => redirectUriMatches(registered, asked)))
        return { kind: 'error', message: 'The address to return to is not one this application registered.' };
      const back = new URL(asked);
      if (request.state) back.searchParams.set('state', request.state);
      return { kind: 'ok', client: named, redirect: back.toString() };
    },
  };
}

export type RpLogoutService = ReturnType<typeof rpLogoutService>;
