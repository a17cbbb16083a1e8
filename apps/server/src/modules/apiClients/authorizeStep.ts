import {
  authorizationCodeSeconds,
  authorizationRequestSeconds,
  formatMessage,
  isOpenidScope,
  isUuid,
  type OpenidScope,
  pkceChallengePattern,
  redirectUriMatches,
  type TenantTokenScope,
} from '@portal/contracts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import type { AuthorizationRequestRow, AuthorizingClient } from './authorization.repository.ts';
import type { AuthorizationDeps } from './authorizationDeps.ts';
import { grantedScopes } from './clientGrants.ts';

/** What the authorize step issues, and the token step recognises before it looks a code up. */
export const CODE_PREFIX = 'pac_';

/** The authorize step's query (RFC 6749 4.1.1, RFC 7636 4.3, RFC 8707 for the tenant), unchecked. */
export type AuthorizeQuery = Partial<
  Record<
    | 'response_type'
    | 'client_id'
    | 'redirect_uri'
    | 'scope'
    | 'state'
    | 'code_challenge'
    | 'code_challenge_method'
    | 'tenant'
    | 'prompt'
    | 'max_age'
    | 'nonce',
    string
  >
>;

/** What the authorize step answers: a page of its own, a trip back to the client, or the consent page. */
export type AuthorizeOutcome =
  | { kind: 'error'; message: string }
  /** `again`: the provider must ask for the password even if its own session is live (prompt=login). */
  | { kind: 'sign-in'; returnPath: string; again: boolean }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'consent';
      requestId: string;
      client: { name: string; company: string; redirectOrigin: string; redirectHost: string };
      tenant: string;
      email: string;
      scopes: TenantTokenScope[];
      identity: OpenidScope[];
    };

/**
 * The request's scope split in two: OpenID Connect's (null when `openid` is absent) and the tenant
 * scopes, which are the access token's. `profile` or `email` without `openid` mean nothing (OIDC Core
 * 3.1.2.1), and an `openid` request still needs a tenant scope: the access token is a tenant token.
 */
export function splitScope(scope: string | undefined): {
  openid: OpenidScope[] | null;
  rest: string | undefined;
} {
  if (scope === undefined) return { openid: null, rest: undefined };
  const words = [...new Set(scope.split(' ').filter(Boolean))];
  const identity = words.filter(isOpenidScope);
  if (identity.length === 0) return { openid: null, rest: scope };
  if (!identity.includes('openid'))
    throw new OAuthError(
      'invalid_scope',
      formatMessage('oidc.identityWithoutOpenid', { scope: identity[0]! }),
    );
  const rest = words.filter((word) => !isOpenidScope(word));
  if (rest.length === 0) throw new OAuthError('invalid_scope', formatMessage('oidc.tenantScopeNeeded'));
  return { openid: identity.sort(), rest: rest.join(' ') };
}

/**
 * The authorize request to come back to after a forced sign-in: without `login` in prompt and without
 * max_age, which the new session has just satisfied, so the return does not ask for a sign-in again.
 */
export function afterSignIn(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.delete('max_age');
  const prompts = (url.searchParams.get('prompt') ?? '').split(' ').filter((p) => p && p !== 'login');
  if (prompts.length > 0) url.searchParams.set('prompt', prompts.join(' '));
  else url.searchParams.delete('prompt');
  return `${url.pathname}${url.search}`;
}

/**
 * The authorize step of the code flow (RFC 6749 4.1.1-4.1.2, RFC 7636, OIDC Core 3.1.2): the request
 * checked, the user sent to sign in or to the consent page, and the code sent back to the client.
 */
export function authorizeStep(deps: AuthorizationDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The redirect URI with the answer's parameters added to what query it already has (RFC 6749 3.1.2),
   * and `iss` (RFC 9207): the portal's embedded provider shares this origin, so a client that talks to
   * both tells by it which server answered (the mix-up attack of RFC 9700 4.4).
   */
  const back = (redirectUri: string, params: Record<string, string | null | undefined>): string => {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries({ ...params, iss: deps.issuer }))
      if (value) url.searchParams.set(name, value);
    return url.toString();
  };

  /** RFC 6749 4.1.2.1: without a known client and one of its redirect URIs there is nowhere to go back. */
  const clientAndRedirect = async (query: AuthorizeQuery) => {
    const client = query.client_id && isUuid(query.client_id) ? await repo.client(query.client_id) : null;
    if (!client || client.disabled)
      return { error: 'This application is unknown or disabled: ask its developer to check its client ID.' };
    const redirectUri =
      query.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
    // RFC 8252 7.3: a registered loopback IP URI matches on any port (redirectUriMatches).
    if (
      !redirectUri ||
      !client.redirectUris.some((registered) => redirectUriMatches(registered, redirectUri))
    )
      return {
        error: query.redirect_uri
          ? 'The redirect URI is not one this application registered.'
          : 'This application registered several redirect URIs: the request must name one.',
      };
    return { client, redirectUri };
  };

  /** The checks whose failure goes back to the client as `error` on its redirect URI. */
  const requestProblem = (client: AuthorizingClient, query: AuthorizeQuery) => {
    if (query.response_type !== 'code')
      return { error: 'unsupported_response_type', message: "response_type must be 'code'." };
    if (!client.grantTypes.includes('authorization_code'))
      return {
        error: 'unauthorized_client',
        message: 'This client may not use the authorization code grant.',
      };
    if (!query.code_challenge || !pkceChallengePattern.test(query.code_challenge))
      return {
        error: 'invalid_request',
        message: 'PKCE is required: send code_challenge, a base64url SHA-256 of the verifier.',
      };
    if (query.code_challenge_method !== 'S256')
      return { error: 'invalid_request', message: "code_challenge_method must be 'S256'." };
    return null;
  };

  const tenantOf = (client: AuthorizingClient, name: string | undefined) =>
    name
      ? client.tenants.find((tenant) => tenant.name === name)
      : client.tenants.length === 1
        ? client.tenants[0]
        : undefined;

  const issueCode = async (request: AuthorizationRequestRow) => {
    const code = CODE_PREFIX + randomToken();
    const approved = await repo.approve(
      request,
      sha256(code),
      new Date(now().getTime() + authorizationCodeSeconds * 1000),
    );
    return approved ? back(request.redirectUri, { code, state: request.state }) : null;
  };

  return {
    /**
     * GET /auth/v1/authorize: checks the request, then sends the user to sign in, straight back with a
     * code when they consented to these scopes before, or to the consent page.
     */
    async authorize(
      signedIn: { userId: string; sessionId: string } | null,
      query: AuthorizeQuery,
      path: string,
    ): Promise<AuthorizeOutcome> {
      const found = await clientAndRedirect(query);
      if ('error' in found) return { kind: 'error', message: found.error! };
      const { client, redirectUri } = found;
      const fail = (error: string, message: string): AuthorizeOutcome => ({
        kind: 'redirect',
        url: back(redirectUri, { error, error_description: message, state: query.state }),
      });
      const problem = requestProblem(client, query);
      if (problem) return fail(problem.error, problem.message);
      let scopes: TenantTokenScope[];
      let identity: OpenidScope[] | null;
      try {
        const split = splitScope(query.scope);
        identity = split.openid;
        scopes = grantedScopes(client.scopes, split.rest);
      } catch (error) {
        if (error instanceof OAuthError) return fail(error.code, error.message);
        throw error;
      }
      const tenant = tenantOf(client, query.tenant);
      if (!tenant)
        return fail(
          'invalid_target',
          query.tenant
            ? `This client may not reach the tenant ${query.tenant}.`
            : 'This client reaches several tenants: name one with tenant.',
        );
      // OIDC Core 3.1.2.1: prompt=none shows no page; the client learns why with an error instead.
      const prompts = new Set(query.prompt?.split(' ').filter(Boolean) ?? []);
      if (prompts.has('none') && prompts.size > 1)
        return fail('invalid_request', formatMessage('oidc.promptNoneAlone'));
      if (query.max_age !== undefined && !/^\d{1,10}$/.test(query.max_age))
        return fail('invalid_request', formatMessage('oidc.maxAgeInvalid'));
      const maxAge = query.max_age === undefined ? null : Number(query.max_age);
      if (!signedIn) {
        if (prompts.has('none')) return fail('login_required', formatMessage('oidc.loginRequired'));
        // auth_time will be the new portal session's start: the provider must not answer from an older
        // session of its own when the client asked for a recent sign-in.
        return {
          kind: 'sign-in',
          returnPath: afterSignIn(path),
          again: prompts.has('login') || maxAge !== null,
        };
      }
      const signedInAt = await repo.sessionStart(signedIn.sessionId);
      const tooOld =
        maxAge !== null && (!signedInAt || now().getTime() - signedInAt.getTime() > maxAge * 1000);
      // OIDC Core 3.1.2.1: a new sign-in, with its own session and so its own auth_time, when asked for.
      if (prompts.has('login') || tooOld) {
        if (prompts.has('none')) return fail('login_required', formatMessage('oidc.signInTooOld'));
        return { kind: 'sign-in', returnPath: afterSignIn(path), again: true };
      }
      const { userId } = signedIn;
      if (!(await deps.mayUseTenants(userId, client.organizationId)))
        return fail('access_denied', "You may not use this company's tenants.");

      const request = {
        clientId: client.id,
        userId,
        tenantId: tenant.id,
        scopes,
        redirectUri,
        state: query.state ?? null,
        codeChallenge: query.code_challenge!,
        openidScopes: identity,
        nonce: identity ? (query.nonce ?? null) : null,
        authTime: identity ? signedInAt : null,
        expiresAt: new Date(now().getTime() + authorizationRequestSeconds * 1000),
      };
      const id = await repo.insertRequest(request);
      const consent = await repo.consented(client.id, userId, tenant.id);
      const consented = new Set<string>([...consent.scopes, ...consent.openidScopes]);
      const covered = [...scopes, ...(identity ?? [])].every((scope) => consented.has(scope));
      if (prompts.has('none') && (!covered || prompts.has('consent'))) {
        await repo.deleteRequest(id);
        return fail('consent_required', formatMessage('oidc.consentRequired'));
      }
      if (!prompts.has('consent') && covered) {
        const url = await issueCode({
          ...request,
          id,
          tenant: tenant.name,
          codeHash: null,
          redeemedAt: null,
          familyId: null,
        });
        if (url) return { kind: 'redirect', url };
      }
      return {
        kind: 'consent',
        requestId: id,
        client: {
          name: client.name,
          company: client.company,
          redirectOrigin: new URL(redirectUri).origin,
          redirectHost: new URL(redirectUri).host,
        },
        tenant: tenant.name,
        email: (await repo.userEmail(userId)) ?? '',
        scopes,
        identity: identity ?? [],
      };
    },

    /** The user's answer on the consent page: a code, or access_denied, back to the client. */
    async decide(userId: string, requestId: string, allow: boolean): Promise<AuthorizeOutcome> {
      const request = await repo.pending(requestId, userId, now());
      if (!request)
        return {
          kind: 'error',
          message: 'This request has expired or was answered already. Start again from the application.',
        };
      if (!allow) {
        await repo.deleteRequest(request.id);
        return {
          kind: 'redirect',
          url: back(request.redirectUri, {
            error: 'access_denied',
            error_description: 'The user did not allow the application.',
            state: request.state,
          }),
        };
      }
      const url = await issueCode(request);
      if (!url) return { kind: 'error', message: 'This request was answered already.' };
      const client = await repo.client(request.clientId);
      if (client)
        await audit({
          userId,
          organizationId: client.organizationId,
          action: 'clients.consent.grant',
          target: client.id,
          message: `Allowed API client ${client.name} to use ${request.tenant} with ${request.scopes.join(' ')}`,
        });
      return { kind: 'redirect', url };
    },
  };
}
