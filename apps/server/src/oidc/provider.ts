import { authCallbackPaths } from '@portal/contracts';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import { databaseAdapter } from './adapter.ts';
import type { OidcRepository } from './oidc.repository.ts';
import type { ProviderSecrets } from './secrets.ts';
import { renderMessagePage } from './signinPage.ts';

export const OIDC_PREFIX = '/oidc';
/** What the portal asks for; the grant is implied for it (first-party client, no consent screen). */
export const PORTAL_SCOPE = 'openid email profile offline_access';

/**
 * The embedded OpenID provider (docs/architecture.md, "Sessions and security"): the portal's BFF is its one
 * confidential client.
 */
export function createProvider(config: Config, repo: OidcRepository, secrets: ProviderSecrets): Provider {
  const { publicUrl } = config;
  const configuration: Configuration = {
    adapter: databaseAdapter(repo),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: secrets.clientSecret,
        client_name: `${config.productName} Developers`,
        redirect_uris: authCallbackPaths.map((path) => `${publicUrl}${path}`),
        post_logout_redirect_uris: [`${publicUrl}/about`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    // Only S256 exists in oidc-provider 9; PKCE is required for every client, confidential ones too.
    pkce: { required: () => true },
    // Discovery says what a client of this provider may use, and its one client uses the code flow only:
    // the implicit and hybrid types, pushed requests and DPoP that oidc-provider offers by default would be
    // advertised to clients it then refuses.
    responseTypes: ['code'],
    // Its one client authenticates with client_secret_basic: the JWT methods (and their signing algorithms)
    // and `none` would be advertised to no one. The response modes stay listed: oidc-provider writes them
    // into discovery itself and accepts all three for the code flow.
    clientAuthMethods: ['client_secret_basic'],
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = renderMessagePage({
            title: 'Sign out',
            message: `Sign out of ${config.productName} Developers?`,
            extraHtml: `${form}<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = renderMessagePage({ title: 'Signed out', message: 'You have signed out.' });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const user = await repo.findUserById(sub);
      // The provider's own session must not sign a disabled account back in without its password.
      if (!user || user.disabledAt) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      // The portal is this provider's own first-party client: consent is implied, never asked.
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(PORTAL_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: config.session.absoluteSeconds,
      Grant: config.session.absoluteSeconds,
      RefreshToken: config.session.absoluteSeconds,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        title: 'Sign-in problem',
        message: out.error_description ?? out.error ?? 'Something went wrong.',
        link: { href: `${publicUrl}/login`, text: 'Start again' },
      });
    },
  };
  const provider = new Provider(config.oidc.issuer, configuration);
  // The scheme is read from X-Forwarded-Proto, which mountProvider sets from PUBLIC_URL (as the host).
  provider.proxy = true;
  return provider;
}
