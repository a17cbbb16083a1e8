import {
  type AuthConfig,
  authCallbackPaths,
  isRegion,
  type Region,
  regionInfo,
  type SessionInfo,
  type TokenRequest,
} from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { slideIdle } from '../../platform/auth/auth.hook.ts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/httpError.ts';
import { type OidcClient, SignInRefused } from './oidcClient.ts';
import type { SessionRepository } from './session.repository.ts';

const FALLBACK_REGION: Region = 'scylla:us';

export type SessionServiceDeps = {
  config: Config;
  repo: SessionRepository;
  oidc: OidcClient;
  /** The provider's own browser session behind a token (embedded provider only). */
  providerSession?: {
    grantOf(accessToken: string): Promise<string | undefined>;
    end(grantId: string): Promise<void>;
  };
  log: { warn(obj: unknown, msg: string): void };
};

export function sessionService({ config, repo, oidc, providerSession, log }: SessionServiceDeps) {
  function infoOf(session: {
    userId: string;
    region: string;
    idleExpiresAt: Date;
    expiresAt: Date;
    csrfToken: string;
  }): SessionInfo {
    const region: Region = isRegion(session.region) ? session.region : FALLBACK_REGION;
    const info = regionInfo[region];
    const exp = Math.min(session.idleExpiresAt.getTime(), session.expiresAt.getTime());
    return {
      scope: { region_fqdn: info.fqdn, region, client_id: config.oidc.clientId },
      exp: Math.floor(exp / 1000),
      sub: session.userId,
      regionDisplayName: info.displayName,
      regionAlias: info.alias,
      authBaseUri: `${config.publicUrl}/auth`,
      csrfToken: session.csrfToken,
    };
  }

  return {
    /** Drops expired sessions and sign-in states: dead already (every read checks expiry), only kept small. */
    async purgeExpired(now = new Date()) {
      await repo.deleteExpired(now);
      await repo.deleteStatesOlderThan(new Date(now.getTime() - 24 * 3600 * 1000));
    },
    async authConfig(): Promise<AuthConfig> {
      const as = await oidc.discover();
      return {
        authorizationEndpoint: as.authorization_endpoint!,
        clientId: config.oidc.clientId,
        redirectUri: `${config.publicUrl}/auth`,
        redirectUris: authCallbackPaths.map((path) => `${config.publicUrl}${path}`),
        scope: 'openid email profile offline_access',
        codeChallengeMethod: 'S256',
        ...(as.end_session_endpoint ? { endSessionEndpoint: as.end_session_endpoint } : {}),
      };
    },

    /**
     * POST /api/v1/token: a state is redeemed once, the code with its verifier at the provider, and a
     * new session (new id, new CSRF token) replaces whatever session the browser had.
     */
    async signIn(input: TokenRequest, previousSessionId: string | undefined) {
      if (input.clientId !== config.oidc.clientId) {
        throw new HttpError('bad_request', 'Sign-in refused: unknown client.');
      }
      if (!(await repo.claimState(sha256(input.state)))) {
        throw new HttpError('bad_request', 'Sign-in refused: this state was already used.');
      }
      let tokens: Awaited<ReturnType<OidcClient['redeemCode']>>;
      try {
        tokens = await oidc.redeemCode({
          code: input.code,
          state: input.state,
          iss: input.iss,
          nonce: input.nonce,
          codeVerifier: input.codeVerifier,
          redirectUri: `${config.publicUrl}${input.redirectPath ?? '/auth'}`,
        });
      } catch (error) {
        if (error instanceof SignInRefused)
          throw new HttpError('bad_request', `Sign-in refused: ${error.message}`);
        throw error;
      }
      const user = await repo.findUser(tokens.sub, undefined);
      if (!user) throw new HttpError('forbidden', 'This account has no access to the portal.');
      if (previousSessionId) await repo.deleteSession(previousSessionId);

      const now = new Date();
      const expiresAt = new Date(now.getTime() + config.session.absoluteSeconds * 1000);
      const region = input.region ?? (await repo.defaultRegion(user.id)) ?? FALLBACK_REGION;
      const cookieToken = randomToken(32);
      const session = {
        id: sha256(cookieToken),
        userId: user.id,
        csrfToken: randomToken(32),
        region,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? null,
        idToken: tokens.idToken ?? null,
        tokenExpiresAt: tokens.expiresAt ?? null,
        lastSeenAt: now,
        idleExpiresAt: slideIdle(now, expiresAt, config.session.idleSeconds),
        expiresAt,
      };
      await repo.createSession(session);
      return { cookieToken, maxAgeSeconds: config.session.absoluteSeconds, sessionInfo: infoOf(session) };
    },

    /**
     * GET /api/v1/sessionInfo: the idle timeout it refreshes, within the absolute one, was already slid
     * by the auth hook for this request (platform/auth), so this only describes the session.
     */
    async sessionInfo(session: AuthSession): Promise<SessionInfo> {
      return infoOf(session);
    },

    async switchRegion(session: AuthSession, region: Region): Promise<SessionInfo> {
      await repo.setRegion(session.id, region);
      return infoOf({ ...session, region });
    },

    /**
     * Ends the session here first (so the cookie is dead whatever happens next), then revokes its tokens
     * and ends the provider's browser session, so the next sign-in asks for the password again.
     */
    async logout(sessionId: string): Promise<void> {
      const ended = await repo.deleteSession(sessionId);
      if (!ended) return;
      const cleanUp = async () => {
        // The grant is looked up before revocation deletes the tokens that lead to it.
        const grantId =
          ended.accessToken && providerSession ? await providerSession.grantOf(ended.accessToken) : undefined;
        // Tokens first: the provider no longer finds session-bound tokens once its session is gone.
        await Promise.all([
          ended.refreshToken ? oidc.revoke(ended.refreshToken, 'refresh_token') : undefined,
          ended.accessToken ? oidc.revoke(ended.accessToken, 'access_token') : undefined,
        ]);
        if (grantId && providerSession) await providerSession.end(grantId);
      };
      for (const result of await Promise.allSettled([cleanUp()])) {
        if (result.status === 'rejected')
          log.warn({ err: result.reason }, 'logout: provider clean-up failed');
      }
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
