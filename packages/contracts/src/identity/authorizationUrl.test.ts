import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl, createAuthorizationRequest } from './authorizationUrl.ts';
import { codeChallengeS256, isCodeVerifier } from './pkce.ts';

// Contracts compile without DOM or Node types; the tests run on Node, which has the WHATWG URL.
declare const URL: new (
  input: string,
) => {
  href: string;
  origin: string;
  pathname: string;
  searchParams: Iterable<[string, string]> & {
    get(name: string): string | null;
    has(name: string): boolean;
  };
};

const ORIGIN = 'https://portal.example';
const config = {
  authorizationEndpoint: `${ORIGIN}/oidc/auth`,
  clientId: 'portal-web',
  scope: 'openid profile email',
};
const params = {
  state: 'state-'.padEnd(43, 'x'),
  nonce: 'nonce-'.padEnd(43, 'n'),
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  redirectUri: `${ORIGIN}/auth`,
};

describe('buildAuthorizationUrl', () => {
  it('asks the endpoint for a code with the client, redirect URI, scope, state, nonce and S256 challenge', () => {
    const url = new URL(buildAuthorizationUrl(config, params));
    expect(url.origin + url.pathname).toBe(config.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal-web',
      response_type: 'code',
      redirect_uri: `${ORIGIN}/auth`,
      scope: 'openid profile email',
      state: params.state,
      nonce: params.nonce,
      code_challenge: params.codeChallenge,
      code_challenge_method: 'S256',
    });
  });

  it('asks for a new sign-in with prompt=login only when told to', () => {
    expect(
      new URL(buildAuthorizationUrl(config, { ...params, prompt: 'login' })).searchParams.get('prompt'),
    ).toBe('login');
    expect(new URL(buildAuthorizationUrl(config, params)).searchParams.has('prompt')).toBe(false);
  });

  it('keeps the query the endpoint has of its own', () => {
    const url = new URL(
      buildAuthorizationUrl({ ...config, authorizationEndpoint: `${ORIGIN}/oidc/auth?tenant=a` }, params),
    );
    expect(url.searchParams.get('tenant')).toBe('a');
    expect(url.searchParams.get('client_id')).toBe('portal-web');
  });

  it('encodes values a query would misread', () => {
    const url = buildAuthorizationUrl(config, { ...params, redirectUri: `${ORIGIN}/auth?a=1&b=2` });
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth?a=1&b=2`);
    expect(url).not.toContain('&b=2');
  });
});

describe('createAuthorizationRequest', () => {
  it('puts a fresh state, its own nonce and the challenge of the verifier it returns in the URL', async () => {
    const request = await createAuthorizationRequest(config, { redirectUri: params.redirectUri });
    expect(isCodeVerifier(request.codeVerifier)).toBe(true);
    // A nonce equal to the state would undo the state's redaction in the server log.
    expect(request.nonce).not.toBe(request.state);
    expect(request.url).toBe(
      buildAuthorizationUrl(config, {
        state: request.state,
        nonce: request.nonce,
        codeChallenge: await codeChallengeS256(request.codeVerifier),
        redirectUri: params.redirectUri,
      }),
    );
    const again = await createAuthorizationRequest(config, { redirectUri: params.redirectUri });
    expect([again.state, again.nonce, again.codeVerifier]).not.toContain(request.state);
    expect(again.codeVerifier).not.toBe(request.codeVerifier);
  });

  it('passes prompt=login on', async () => {
    const request = await createAuthorizationRequest(config, {
      redirectUri: params.redirectUri,
      prompt: 'login',
    });
    expect(new URL(request.url).searchParams.get('prompt')).toBe('login');
  });
});
