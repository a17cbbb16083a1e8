import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { acceptFormBodies } from '../platform/formBody.ts';
import { SIGNIN_CSS_PATH } from '../platform/htmlPage.ts';
import { demoSignInEmails } from '../seed/identityDemo.ts';
import { PORTAL_SCOPE } from './provider.ts';
import type { SignInService } from './signin.service.ts';
import { renderLoginPage, renderMessagePage } from './signinPage.ts';

const css = fs.readFileSync(new URL('./signin.css', import.meta.url));
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});

/**
 * The provider's sign-in page. It lives on /oidc/interaction/:uid because the provider scopes its
 * interaction cookie to that path; the form posts below it for the same reason.
 */
export async function interactionRoutes(
  fastify: FastifyInstance,
  opts: { provider: Provider; signIn: SignInService; config: Config },
): Promise<void> {
  const { provider, config } = opts;
  const service = opts.signIn;
  // The seed's own list, so the hint names every account it creates that can sign in (issue 35 item 27).
  const demoHint = config.seedDemo
    ? { password: config.demoPassword, emails: demoSignInEmails() }
    : undefined;

  acceptFormBodies(fastify);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      renderMessagePage({
        title: 'Sign-in expired',
        message: 'This sign-in page has expired. Start again from the portal.',
        link: { href: `${config.publicUrl}/login`, text: 'Start again' },
      }),
    );

  async function details(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === request.params.uid ? found : undefined;
    } catch {
      return undefined;
    }
  }

  fastify.get(SIGNIN_CSS_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );

  fastify.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name === 'login') {
        return html(
          reply,
          200,
          renderLoginPage({ uid: interaction.uid, productName: config.productName, demoHint }),
        );
      }
      // Consent for the first-party portal is implied (loadExistingGrant normally answers it already).
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({
            accountId: interaction.session!.accountId,
            clientId: interaction.params.client_id as string,
          });
      if (!grant) return expired(reply);
      grant.addOIDCScope(PORTAL_SCOPE);
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  fastify.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/login',
    // Per-address cap on top of the per-account limit, against password spraying.
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction?.prompt.name !== 'login') return expired(reply);
      const parsed = loginBody.safeParse(request.body ?? {});
      const { email, password } = parsed.success ? parsed.data : { email: '', password: '' };
      const page = (status: number, error: string) =>
        html(
          reply,
          status,
          renderLoginPage({ uid: interaction.uid, productName: config.productName, email, error, demoHint }),
        );
      if (!email || !password) return page(400, 'Enter your email and password.');

      const result = await service.signIn(email, password, request.ip);
      if (result.outcome === 'rate_limited') {
        return page(429, 'Too many failed sign-in attempts. Wait 15 minutes, then try again.');
      }
      if (result.outcome === 'invalid') return page(401, 'The email or password is incorrect.');
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: result.accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
