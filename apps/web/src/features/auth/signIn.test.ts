import { buildAuthorizationUrl, codeChallengeS256, type SessionInfo } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/HttpError.ts';
import { storageKeys } from '../../lib/storage/storageKeys.ts';
import { saveSignInTransaction } from './sessionStorageData.ts';
import { AUTH_ERROR_PAGE, completeSignIn, redirectUriFor, startSignIn } from './signIn.ts';
import { SignInError } from './signInError.ts';

const ORIGIN = 'https://portal.example';
const config = {
  authorizationEndpoint: `${ORIGIN}/oidc/auth`,
  clientId: 'portal-web',
  redirectUri: `${ORIGIN}/auth`,
  redirectUris: [`${ORIGIN}/auth`, `${ORIGIN}/orchestrate/auth`],
  scope: 'openid profile email',
  codeChallengeMethod: 'S256' as const,
};
const session: SessionInfo = {
  scope: { region_fqdn: 'api.us.scylla.example', region: 'scylla:us', client_id: 'portal-web' },
  exp: 4_000_000_000,
  sub: '00000000-0000-4000-9000-000000000001',
  regionDisplayName: 'Americas',
  regionAlias: 'us',
  authBaseUri: `${ORIGIN}/auth`,
  csrfToken: 'csrf',
};
const STATE = 'state-'.padEnd(43, 'x');
const NONCE = 'nonce-'.padEnd(43, 'n');
const VERIFIER = 'v'.repeat(64);

function deps(answer: unknown = session) {
  return {
    http: {
      get: vi.fn(async () => config),
      post: vi.fn(async (..._args: unknown[]) => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    navigate: vi.fn(),
    origin: ORIGIN,
  };
}

function stored(returnPath?: string) {
  saveSignInTransaction({
    state: STATE,
    nonce: NONCE,
    codeVerifier: VERIFIER,
    returnPath,
    isPopup: false,
    clientId: 'portal-web',
  });
}

const callback = (params: Record<string, string>) => new URLSearchParams(params);

describe('startSignIn', () => {
  it('clears old session data, keeps state, nonce, verifier and return path, and goes to the provider with S256 and its own nonce', async () => {
    localStorage.setItem(storageKeys.orgUuid, 'old-company');
    const d = deps();
    await startSignIn({ returnPath: '/profile' }, d);

    expect(localStorage.getItem(storageKeys.orgUuid)).toBeNull();
    const state = sessionStorage.getItem(storageKeys.authState)!;
    const verifier = sessionStorage.getItem(storageKeys.authCodeVerifier)!;
    const url = new URL(d.navigate.mock.calls[0]![0] as string);
    // The URL itself is the contracts' builder's (its own tests); here: what startSignIn gives it.
    expect(url.href).toBe(
      buildAuthorizationUrl(config, {
        state,
        nonce: url.searchParams.get('nonce')!,
        codeChallenge: await codeChallengeS256(verifier),
        redirectUri: `${ORIGIN}/auth`,
      }),
    );
    expect(sessionStorage.getItem(storageKeys.authReturnPath)).toContain('/profile');
    // A nonce equal to the state would undo the state's redaction in the server log.
    expect(url.searchParams.get('nonce')).not.toBe(state);
    expect(sessionStorage.getItem(storageKeys.authReturnPath)).toContain(url.searchParams.get('nonce')!);
  });

  it('asks the provider for a new sign-in with prompt=login only when told to', async () => {
    const forced = deps();
    await startSignIn({ returnPath: '/auth/v1/authorize?client_id=x', prompt: 'login' }, forced);
    expect(new URL(forced.navigate.mock.calls[0]![0] as string).searchParams.get('prompt')).toBe('login');
    const plain = deps();
    await startSignIn({ returnPath: '/profile' }, plain);
    expect(new URL(plain.navigate.mock.calls[0]![0] as string).searchParams.has('prompt')).toBe(false);
  });

  it('uses the registered redirect URI of another tool callback', () => {
    expect(redirectUriFor(config, '/orchestrate/auth')).toBe(`${ORIGIN}/orchestrate/auth`);
    expect(redirectUriFor(config, '/narwhal/auth')).toBe(`${ORIGIN}/auth`);
  });

  it('goes to the static error page when the authorization config is not OK', async () => {
    const d = deps();
    d.http.get.mockRejectedValueOnce(new HttpError(500, 'internal', 'boom'));
    await startSignIn({}, d);
    expect(d.navigate).toHaveBeenCalledWith(AUTH_ERROR_PAGE);
    expect(AUTH_ERROR_PAGE).toBe('/errors/error.html');
    expect(sessionStorage.getItem(storageKeys.authState)).toBeNull();
  });

  it('goes to the static error page when the config is not an authorization config', async () => {
    const d = deps();
    d.http.get.mockResolvedValueOnce('<html>' as never);
    await startSignIn({}, d);
    expect(d.navigate).toHaveBeenCalledWith(AUTH_ERROR_PAGE);
  });
});

describe('completeSignIn', () => {
  it('posts state, code, verifier, client id, iss and region to /api/v1/token and returns the session', async () => {
    stored('/profile');
    const d = deps();
    const result = await completeSignIn(
      callback({ state: STATE, code: 'abc', iss: `${ORIGIN}/oidc`, region: 'scylla:de' }),
      '/auth',
      d,
    );
    expect(d.http.post).toHaveBeenCalledWith(
      '/api/v1/token',
      {
        state: STATE,
        nonce: NONCE,
        code: 'abc',
        codeVerifier: VERIFIER,
        clientId: 'portal-web',
        iss: `${ORIGIN}/oidc`,
        region: 'scylla:de',
      },
      { excludeFromGlobalHandling: true },
    );
    expect(result).toEqual({ session, returnPath: '/profile', isPopup: false });
  });

  it('names the tool callback route it came back to', async () => {
    stored();
    const d = deps();
    await completeSignIn(callback({ state: STATE, code: 'abc' }), '/studiobuilder/auth', d);
    expect(d.http.post.mock.calls[0]![1]).toMatchObject({ redirectPath: '/studiobuilder/auth' });
  });

  it('refuses a foreign state without calling the server, and forgets the stored one', async () => {
    stored();
    const d = deps();
    await expect(
      completeSignIn(callback({ state: 'someone-elses-state-xxxxxx', code: 'abc' }), '/auth', d),
    ).rejects.toMatchObject({
      reason: 'stateMismatch',
    });
    expect(d.http.post).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.authState)).toBeNull();
  });

  it('refuses a replayed callback: the state is good for one use', async () => {
    stored();
    await completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', deps());
    await expect(
      completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', deps()),
    ).rejects.toMatchObject({
      reason: 'stateMismatch',
    });
  });

  it('refuses a callback when the code verifier is missing', async () => {
    stored();
    sessionStorage.removeItem(storageKeys.authCodeVerifier);
    const d = deps();
    await expect(completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', d)).rejects.toMatchObject({
      reason: 'missingVerifier',
    });
    expect(d.http.post).not.toHaveBeenCalled();
  });

  it('throws the provider error description, or else the error', async () => {
    stored();
    await expect(
      completeSignIn(
        callback({ error: 'access_denied', error_description: 'User cancelled', state: STATE }),
        '/auth',
        deps(),
      ),
    ).rejects.toThrow('User cancelled');
    stored();
    await expect(
      completeSignIn(callback({ error: 'access_denied', state: STATE }), '/auth', deps()),
    ).rejects.toThrow('access_denied');
  });

  it.each([
    ['an access token', { access_token: 'x' }],
    ['session info without a csrf token', { ...session, csrfToken: undefined }],
    ['an empty body', ''],
  ])("fails with 'Invalid server response: missing access_token' on %s", async (_label, answer) => {
    stored();
    const error = await completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', deps(answer)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SignInError);
    expect((error as Error).message).toBe('Invalid server response: missing access_token');
  });

  it("passes on the server's refusal of the code", async () => {
    stored();
    const refused = new HttpError(400, 'invalid_grant', 'The code was used before.');
    await expect(
      completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', deps(refused)),
    ).rejects.toMatchObject({
      reason: 'tokenRefused',
      message: 'The code was used before.',
    });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'http://evil.example',
  ])('goes home instead of to the unsafe return path %j', async (returnPath) => {
    stored(returnPath);
    const result = await completeSignIn(callback({ state: STATE, code: 'abc' }), '/auth', deps());
    expect(result.returnPath).toBe('/');
  });
});
