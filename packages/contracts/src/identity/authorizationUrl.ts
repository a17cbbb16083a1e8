import { codeChallengeS256, createCodeVerifier, createState } from './pkce.ts';
import type { AuthConfig } from './session.ts';

// Contracts compile without DOM or Node types; both runtimes have the WHATWG URL this needs.
declare const URL: new (
  input: string,
) => { searchParams: { set(name: string, value: string): void }; toString(): string };

/**
 * The provider's authorization URL of the authorization code flow with PKCE (docs/identity-api.md step 2),
 * built from GET /api/v1/auth/config. One builder for the web's sign-in and the tests that sign in over
 * HTTP, so a test's request is the web's. The server checks the ID token's nonce.
 */
export function buildAuthorizationUrl(
  config: Pick<AuthConfig, 'authorizationEndpoint' | 'clientId' | 'scope'>,
  params: {
    state: string;
    nonce: string;
    /** BASE64URL(SHA-256(verifier)), RFC 7636 4.2: the only method the config offers. */
    codeChallenge: string;
    redirectUri: string;
    /** 'login': the provider asks for the password even if its own session is live (OIDC Core 3.1.2.1). */
    prompt?: 'login' | undefined;
  },
): string {
  // Set one by one on the endpoint's URL: a query of its own (a tenant) is kept.
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', params.state);
  url.searchParams.set('nonce', params.nonce);
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (params.prompt) url.searchParams.set('prompt', params.prompt);
  return url.toString();
}

export type AuthorizationRequest = {
  url: string;
  /** Kept by the client until the callback: state and nonce to check, the verifier to redeem the code. */
  state: string;
  nonce: string;
  codeVerifier: string;
};

/**
 * A new authorization request: fresh state, nonce and PKCE verifier, and the URL carrying them. The web's
 * sign-in keeps the three in session storage; a test that signs in over HTTP keeps them in variables.
 */
export async function createAuthorizationRequest(
  config: Pick<AuthConfig, 'authorizationEndpoint' | 'clientId' | 'scope'>,
  options: { redirectUri: string; prompt?: 'login' | undefined },
): Promise<AuthorizationRequest> {
  const state = createState();
  // Its own random value: a nonce equal to the state would undo the state's redaction in logs.
  const nonce = createState();
  const codeVerifier = createCodeVerifier();
  const codeChallenge = await codeChallengeS256(codeVerifier);
  return {
    url: buildAuthorizationUrl(config, { state, nonce, codeChallenge, ...options }),
    state,
    nonce,
    codeVerifier,
  };
}
