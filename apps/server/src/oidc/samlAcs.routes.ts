import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import { acceptFormBodies } from '../platform/formBody.ts';
import { renderMessagePage } from './signinPage.ts';

/** What the sign-in pages need of SAML sign-in (modules/saml's samlSignIn.service). */
export type SamlSignInPort = {
  /** The identity provider's URL with an AuthnRequest, when a company with sign-on on routes the domain. */
  startForEmail(email: string, interactionUid: string): Promise<string | undefined>;
  startForCompany(organizationId: string, interactionUid: string): Promise<string | undefined>;
  consume(
    organizationId: string,
    body: { SAMLResponse?: unknown },
    ip: string,
  ): Promise<
    | { ok: true; accountId: string; interactionUid: string | undefined }
    | { ok: false; status: number; message: string }
  >;
};

/** Set by an accepted IdP-initiated response: the next sign-in page asks that company's IdP at once. */
export const SAML_START_COOKIE = 'saml_start';
const START_COOKIE_PATH = '/oidc/interaction';
// Base64 of the largest response the service reads (128 KB), with room for the form's other fields.
const ACS_BODY_LIMIT = 192 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Assertion Consumer Service of each company. The identity provider's page posts the response here
 * from its own site, so no cookie of the sign-in page arrives (SameSite=Lax, and the interaction cookie's
 * path): the request the response answers names the sign-in page, and the provider's resume step, reached
 * by a top-level GET that does carry its cookie, finishes it in the browser that started it only.
 */
export async function samlAcsRoutes(
  fastify: FastifyInstance,
  opts: { provider: Provider; saml: SamlSignInPort; config: Config },
): Promise<void> {
  const { provider, saml, config } = opts;
  acceptFormBodies(fastify, ACS_BODY_LIMIT);

  const page = (reply: FastifyReply, status: number, message: string) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          title: 'Sign-in refused',
          message,
          link: { href: `${config.publicUrl}/login`, text: 'Start again' },
        }),
      );

  fastify.post<{ Params: { org: string } }>(
    '/auth/v2/organizations/:org/saml/acs',
    {
      schema: { hide: true },
      bodyLimit: ACS_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const org = request.params.org;
      if (!UUID.test(org)) return page(reply, 404, 'No such company.');
      const body = (request.body ?? {}) as { SAMLResponse?: unknown };
      const outcome = await saml.consume(org.toLowerCase(), body, request.ip);
      if (!outcome.ok) return page(reply, outcome.status, outcome.message);

      if (!outcome.interactionUid) {
        // IdP-initiated and allowed: it starts a sign-in of the portal, which asks the identity provider
        // again; so every session comes from a response to a request this browser made (no login CSRF).
        reply.setCookie(SAML_START_COOKIE, org.toLowerCase(), {
          path: START_COOKIE_PATH,
          httpOnly: true,
          secure: config.cookieSecure,
          sameSite: 'lax',
          maxAge: 600,
        });
        return reply.redirect(`${config.publicUrl}/login`, 303);
      }
      const interaction = await provider.Interaction.find(outcome.interactionUid);
      if (!interaction)
        return page(
          reply,
          400,
          'The sign-in page this response answers has expired. Start again from the portal.',
        );
      interaction.result = { login: { accountId: outcome.accountId, amr: ['saml'] } };
      await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
      return reply.redirect(interaction.returnTo, 303);
    },
  );
}
