import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { acceptFormBodies } from '../platform/formBody.ts';
import { SIGNIN_CSS_PATH } from '../platform/htmlPage.ts';
import { HttpError } from '../platform/httpError.ts';
import { PORTAL_SCOPE } from './provider.ts';
import { SAML_START_COOKIE, type SamlSignInPort } from './samlAcs.routes.ts';
import { renderCodePage, renderEnrolPage, renderRecoveryCodesPage } from './secondFactorPages.ts';
import type { SecondFactorPort, SignInService } from './signin.service.ts';
import { renderLoginPage, renderMessagePage, renderSamlContinuePage } from './signinPage.ts';

const css = fs.readFileSync(new URL('./signin.css', import.meta.url));
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});
const codeBody = z.object({ code: z.string().max(64).default('') });
const TOO_MANY = 'Too many failed sign-in attempts. Wait 15 minutes, then try again.';

/**
 * The password step passed, the second one not yet: kept on the provider's interaction, which lives no
 * longer than the sign-in page and is bound to this browser by the interaction cookie.
 */
const pendingSchema = z.object({
  accountId: z.string(),
  stage: z.enum(['code', 'enrol', 'enrolled']),
});
type Pending = z.infer<typeof pendingSchema>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function pendingOf(interaction: Interaction): Pending | undefined {
  const parsed = pendingSchema.safeParse(interaction.result?.secondFactor);
  return parsed.success ? parsed.data : undefined;
}

async function savePending(interaction: Interaction, pending: Pending) {
  interaction.result = { secondFactor: pending };
  await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
}

/**
 * The provider's sign-in page. It lives on /oidc/interaction/:uid because the provider scopes its
 * interaction cookie to that path; the form posts below it for the same reason.
 */
export async function interactionRoutes(
  fastify: FastifyInstance,
  opts: {
    provider: Provider;
    signIn: SignInService;
    secondFactor: SecondFactorPort;
    saml: SamlSignInPort;
    config: Config;
    /** The seed's demo accounts that can sign in, in its order (app.ts hands them in). */
    demoSignInEmails: readonly string[];
  },
): Promise<void> {
  const { provider, config, secondFactor, saml } = opts;
  const service = opts.signIn;
  // The seed's own list, so the hint names every account it creates that can sign in.
  const demoHint = config.seedDemo
    ? { password: config.demoPassword, emails: opts.demoSignInEmails }
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

  fastify.get<{ Params: { uid: string }; Querystring: { recovery?: string } }>(
    '/oidc/interaction/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const pending = interaction.prompt.name === 'login' ? pendingOf(interaction) : undefined;
      if (pending?.stage === 'code') {
        const recovery = request.query.recovery === '1';
        return html(
          reply,
          200,
          renderCodePage({ uid: interaction.uid, productName: config.productName, recovery }),
        );
      }
      if (pending?.stage === 'enrol') {
        const enrolment = await secondFactor.currentEnrolment(pending.accountId);
        return html(
          reply,
          200,
          renderEnrolPage({ uid: interaction.uid, productName: config.productName, enrolment }),
        );
      }
      if (interaction.prompt.name === 'login') {
        const samlCompany = request.cookies?.[SAML_START_COOKIE];
        if (samlCompany) {
          reply.clearCookie(SAML_START_COOKIE, { path: '/oidc/interaction' });
          const idp = await saml.startForCompany(samlCompany, interaction.uid);
          if (idp) return reply.redirect(idp, 303);
        }
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
      // A company that signs in through its identity provider is sent there, whatever the password.
      // Not by a redirect: CSP's form-action ('self') also governs where a form's answer redirects.
      const idp = email ? await saml.startForEmail(email, interaction.uid) : undefined;
      if (idp) return html(reply, 200, renderSamlContinuePage(idp));
      if (!email || !password) return page(400, 'Enter your email and password.');

      const result = await service.signIn(email, password, request.ip);
      if (result.outcome === 'rate_limited') {
        return page(429, 'Too many failed sign-in attempts. Wait 15 minutes, then try again.');
      }
      if (result.outcome === 'invalid') return page(401, 'The email or password is incorrect.');
      const step = await service.stepAfterPassword(result.accountId);
      if (step === 'none') return finish(request, reply, result.accountId, ['pwd']);
      // Post, redirect, get: a reload of the code page does not send the password again.
      await savePending(interaction, { accountId: result.accountId, stage: step });
      return reply.redirect(`/oidc/interaction/${encodeURIComponent(interaction.uid)}`, 303);
    },
  );

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string, amr: string[]) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, amr } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  const codeRoute = { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  fastify.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/code',
    codeRoute,
    async (request, reply) => {
      const interaction = await details(request, reply);
      const pending = interaction && pendingOf(interaction);
      if (!interaction || pending?.stage !== 'code') return expired(reply);
      const parsed = codeBody.safeParse(request.body ?? {});
      const code = parsed.success ? parsed.data.code.trim() : '';
      const recovery = code !== '' && !/^[\d\s]+$/.test(code);
      const page = (status: number, error: string) =>
        html(
          reply,
          status,
          renderCodePage({ uid: interaction.uid, productName: config.productName, recovery, error }),
        );
      if (!code) return page(400, 'Enter the code from your authenticator app.');
      const result = await service.checkCode(pending.accountId, code, request.ip);
      if (result.outcome === 'rate_limited') return page(429, TOO_MANY);
      if (result.outcome === 'replayed')
        return page(401, 'That code was used already. Wait for the next code in your authenticator app.');
      if (result.outcome === 'invalid')
        return page(
          401,
          recovery
            ? 'The recovery code is not correct, or was used already.'
            : 'The code is not correct. Try the current code from your authenticator app.',
        );
      return finish(request, reply, pending.accountId, ['pwd', 'otp']);
    },
  );

  fastify.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/enrol',
    codeRoute,
    async (request, reply) => {
      const interaction = await details(request, reply);
      const pending = interaction && pendingOf(interaction);
      if (!interaction || pending?.stage !== 'enrol') return expired(reply);
      const parsed = codeBody.safeParse(request.body ?? {});
      const code = parsed.success ? parsed.data.code.trim() : '';
      const page = async (status: number, error: string) =>
        html(
          reply,
          status,
          renderEnrolPage({
            uid: interaction.uid,
            productName: config.productName,
            enrolment: await secondFactor.currentEnrolment(pending.accountId),
            error,
          }),
        );
      if (!code) return page(400, 'Enter the code from your authenticator app.');
      let codes: string[] = [];
      let refusal = 'The code is not correct. Try the current code from your authenticator app.';
      const result = await service.limitedCode(pending.accountId, request.ip, async () => {
        try {
          codes = await secondFactor.confirm(pending.accountId, code, {
            userId: pending.accountId,
            ip: request.ip,
          });
          return true;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refusal = error.message;
          return false;
        }
      });
      if (result.outcome === 'rate_limited') return page(429, TOO_MANY);
      if (result.outcome !== 'ok') return page(401, refusal);
      await savePending(interaction, { accountId: pending.accountId, stage: 'enrolled' });
      return html(
        reply,
        200,
        renderRecoveryCodesPage({ uid: interaction.uid, productName: config.productName, codes }),
      );
    },
  );

  fastify.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/continue',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      const pending = interaction && pendingOf(interaction);
      if (!interaction || pending?.stage !== 'enrolled') return expired(reply);
      return finish(request, reply, pending.accountId, ['pwd', 'otp']);
    },
  );
}
