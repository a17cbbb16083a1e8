import {
  type AuthConfig,
  authCallbackPaths,
  authConfigSchema,
  createAuthorizationRequest,
  isCodeVerifier,
  isRegion,
  type SessionInfo,
  safeReturnPath,
  sessionInfoSchema,
  type TokenRequest,
} from '@portal/contracts';
import { HttpError } from '../../lib/http/HttpError.ts';
import { http as defaultHttp, type RequestOptions } from '../../lib/http/httpClient.ts';
import {
  clearStoredSessionData,
  forgetSignInTransaction,
  readSignInTransaction,
  saveSignInTransaction,
} from './sessionStorageData.ts';
import { SignInError } from './signInError.ts';

/**
 * docs/product/shell.md SHELL-15: when the authorization config cannot be read, the static error page takes
 * over.
 */
export const AUTH_ERROR_PAGE = '/errors/error.html';

/** The calls sign-in makes; the app's http client fits, tests pass stubs. */
export type SignInHttp = {
  get(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
};

export type SignInDeps = {
  http: SignInHttp;
  /** A full navigation (the provider is another document). */
  navigate: (url: string) => void;
  origin: string;
};

const browserDeps = (): SignInDeps => ({
  http: defaultHttp,
  navigate: (url) => window.location.assign(url),
  origin: window.location.origin,
});

/** The registered redirect URI for a callback route; the default (/auth) when that route is not registered. */
export function redirectUriFor(
  config: Pick<AuthConfig, 'redirectUri' | 'redirectUris'>,
  callbackPath: string,
) {
  return config.redirectUris.find((uri) => new URL(uri).pathname === callbackPath) ?? config.redirectUri;
}

export type StartSignInOptions = {
  /** Where to go after signing in (checked again at the callback: it must stay on this origin). */
  returnPath?: string | null;
  isPopup?: boolean;
  /**
   * The callback route that should receive the answer (a tool's own, docs/product/shell.md SHELL-23); '/auth'
   * by default.
   */
  callbackPath?: string;
  /**
   * 'login': the provider asks for the password even if its own session is live (OIDC Core 3.1.2.1), for
   * an API client that asked the portal for a new sign-in (prompt=login or max_age).
   */
  prompt?: 'login' | undefined;
};

/**
 * The start of the sign-in flow (docs/product/sign-in.md SIGNIN-3): clear storage, create state and PKCE
 * verifier, keep them with the return path in session storage, and go to the provider.
 */
export async function startSignIn(options: StartSignInOptions = {}, deps: SignInDeps = browserDeps()) {
  // A popup shares local storage with its opener, which is still in use: clear only the popup's own.
  clearStoredSessionData(options.isPopup ? { only: 'session' } : {});
  let config: AuthConfig;
  try {
    const answer = await deps.http.get('/api/v1/auth/config', { excludeFromGlobalHandling: true });
    config = authConfigSchema.parse(answer);
  } catch {
    deps.navigate(AUTH_ERROR_PAGE);
    return;
  }
  const request = await createAuthorizationRequest(config, {
    redirectUri: redirectUriFor(config, options.callbackPath ?? '/auth'),
    prompt: options.prompt,
  });
  saveSignInTransaction({
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    returnPath: options.returnPath ?? undefined,
    isPopup: options.isPopup ?? false,
    clientId: config.clientId,
  });
  deps.navigate(request.url);
}

export type SignInResult = { session: SessionInfo; returnPath: string; isPopup: boolean };

const INVALID_TOKEN_RESPONSE = 'Invalid server response: missing access_token';

/**
 * The return (SIGNIN-3, SIGNIN-4): the provider came back with state, code (or error) and region. Checks the
 * state against the stored one, redeems the code at the backend-for-frontend and picks the return path.
 * The stored transaction is forgotten first: a replayed callback URL finds no state and fails.
 */
export async function completeSignIn(
  params: URLSearchParams,
  callbackPath: string,
  deps: Pick<SignInDeps, 'http' | 'origin'> = browserDeps(),
): Promise<SignInResult> {
  const stored = readSignInTransaction();
  forgetSignInTransaction();
  const isPopup = stored.isPopup ?? false;

  const providerError = params.get('error');
  if (providerError) {
    // SIGNIN-5: the error description is shown, or else the error.
    throw new SignInError('provider', params.get('error_description') || providerError);
  }
  const state = params.get('state');
  if (!stored.state || !state || state !== stored.state)
    throw new SignInError('stateMismatch', 'The sign-in answer does not belong to this sign-in.');
  if (!isCodeVerifier(stored.codeVerifier) || !stored.clientId || !stored.nonce)
    throw new SignInError('missingVerifier', 'The sign-in was started in another browser session.');
  const code = params.get('code');
  if (!code) throw new SignInError('missingCode', 'The provider sent no authorization code.');

  const region = params.get('region');
  const iss = params.get('iss');
  const body: TokenRequest = {
    state,
    nonce: stored.nonce,
    code,
    codeVerifier: stored.codeVerifier,
    clientId: stored.clientId,
    ...(iss ? { iss } : {}),
    ...(isRegion(region) ? { region } : {}),
    // The server checks the code against the redirect URI it was issued for.
    ...(callbackPath !== '/auth' && (authCallbackPaths as readonly string[]).includes(callbackPath)
      ? { redirectPath: callbackPath as TokenRequest['redirectPath'] }
      : {}),
  };
  let answer: unknown;
  try {
    answer = await deps.http.post('/api/v1/token', body, { excludeFromGlobalHandling: true });
  } catch (error) {
    if (error instanceof HttpError && error.status !== 0)
      throw new SignInError('tokenRefused', error.message);
    throw error;
  }
  // The BFF answers session info, never a token (docs/decisions/bff-token-response.md); anything else
  // gets the message of docs/product/sign-in.md SIGNIN-7.
  const parsed = sessionInfoSchema.safeParse(answer);
  if (!parsed.success) throw new SignInError('invalidTokenResponse', INVALID_TOKEN_RESPONSE);
  return { session: parsed.data, returnPath: safeReturnPath(stored.returnPath, deps.origin), isPopup };
}
