import * as oauth from 'oauth4webapi';
import type { Config } from '../../config.ts';

export type Fetch = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<Response>;

export type CodeRedemption = {
  code: string;
  state: string;
  nonce: string;
  iss: string | undefined;
  codeVerifier: string;
  redirectUri: string;
};

export type ProviderTokens = {
  sub: string;
  sid: string | undefined;
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  expiresAt: Date | undefined;
};

export class SignInRefused extends Error {
  override name = 'SignInRefused';
}

/**
 * The BFF's side of the provider (oauth4webapi): discovery, code redemption with PKCE, and revocation.
 * The metadata is cached per process; a failed discovery is retried on the next call.
 */
export function oidcClient(config: Config, clientSecret: string, fetchImpl?: Fetch) {
  const issuer = new URL(config.oidc.issuer);
  const client: oauth.Client = { client_id: config.oidc.clientId };
  const clientAuth = oauth.ClientSecretBasic(clientSecret);
  const options = {
    // oauth4webapi refuses http:// unless told: only plain-http localhost deployments need it.
    [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
    ...(fetchImpl ? { [oauth.customFetch]: fetchImpl as typeof fetch } : {}),
  };
  let metadata: Promise<oauth.AuthorizationServer> | undefined;

  function discover(): Promise<oauth.AuthorizationServer> {
    metadata ??= oauth
      .discoveryRequest(issuer, options)
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        metadata = undefined;
        throw error;
      });
    return metadata;
  }

  return {
    discover,

    /**
     * Checks state and iss of the callback, redeems the code with the verifier, and validates the ID token,
     * whose nonce must be the one the browser kept with this state: that is what ties this sign-in to
     * this code. The nonce is its own random value: equal to the state, it would be
     * logged in clear wherever the state is redacted.
     */
    async redeemCode(input: CodeRedemption): Promise<ProviderTokens> {
      const as = await discover();
      const params = new URLSearchParams({ code: input.code, state: input.state });
      if (input.iss) params.set('iss', input.iss);
      try {
        const callback = oauth.validateAuthResponse(as, client, params, input.state);
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          clientAuth,
          callback,
          input.redirectUri,
          input.codeVerifier,
          options,
        );
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: input.nonce,
          requireIdToken: true,
        });
        const claims = oauth.getValidatedIdTokenClaims(result)!;
        return {
          sub: claims.sub,
          sid: typeof claims.sid === 'string' ? claims.sid : undefined,
          accessToken: result.access_token,
          refreshToken: result.refresh_token,
          idToken: result.id_token,
          expiresAt: result.expires_in ? new Date(Date.now() + result.expires_in * 1000) : undefined,
        };
      } catch (error) {
        if (
          error instanceof oauth.ResponseBodyError ||
          error instanceof oauth.OperationProcessingError ||
          error instanceof oauth.AuthorizationResponseError
        ) {
          throw new SignInRefused((error as Error).message);
        }
        throw error;
      }
    },

    async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
      const as = await discover();
      if (!as.revocation_endpoint) return;
      const response = await oauth.revocationRequest(as, client, clientAuth, token, {
        ...options,
        additionalParameters: { token_type_hint: hint },
      });
      await oauth.processRevocationResponse(response);
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;

/**
 * The embedded provider is answered in process (app.inject): no loopback socket, and it works before the
 * server listens. Requests carry the public host and scheme so the provider sees what a browser would.
 */
export function inProcessFetch(
  inject: (opts: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>,
): Fetch {
  return async (url, init) => {
    const target = new URL(url);
    const res = await inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
      ...(init.body !== undefined ? { payload: String(init.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, String(v));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
