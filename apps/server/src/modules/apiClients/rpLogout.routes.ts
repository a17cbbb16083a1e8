import { endSessionPath } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies, postedFromOwnPage } from '../../platform/formBody.ts';
import { escapeHtml, renderHtmlPage } from '../../platform/htmlPage.ts';
import type { EndSession } from '../session/session.module.ts';
import type { LogoutCheck, LogoutRequest, RpLogoutService } from './rpLogout.service.ts';

const param = z.string().max(2000).optional();
const logoutRequestSchema = z.object({
  id_token_hint: z.string().max(8000).optional(),
  client_id: param,
  post_logout_redirect_uri: param,
  state: z.string().max(1000).optional(),
  ui_locales: param,
  /** Only on the confirmation page's own form. */
  decision: z.enum(['sign-out', 'stay']).optional(),
});

/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0) for the API clients: an application sends
 * its user here to end their portal session, and names where to come back. The user confirms on a
 * server page first (2: the OP should ask, since a link on any site could end a session), then goes back
 * to the registered address with the state. Registered by hand, outside the endpoint table, like the
 * authorize step: HTML pages, form posts and 303s, which an endpoint's spec cannot describe.
 */
export async function rpLogoutRoutes(
  fastify: FastifyInstance,
  opts: { service: RpLogoutService; endSession: EndSession; productName: string; publicUrl: string },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, productName } = opts;
  const origin = new URL(opts.publicUrl).origin;
  acceptFormBodies(fastify, 16 * 1024);

  const html = (reply: FastifyReply, status: number, title: string, main: string) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderHtmlPage(`${title} | ${productName} Developers`, main));
  const problemPage = (reply: FastifyReply, status: number, message: string) =>
    html(
      reply,
      status,
      'Sign-out problem',
      `<h1>This application cannot sign you out</h1>\n<p role="alert">${escapeHtml(message)}</p>\n<p><a href="/">Go to the portal</a></p>`,
    );
  const signedOut = (reply: FastifyReply, check: Extract<LogoutCheck, { kind: 'ok' }>) => {
    if (check.redirect) return reply.header('Cache-Control', 'no-store').redirect(check.redirect, 303);
    return html(
      reply,
      200,
      'Signed out',
      `<h1>You are signed out</h1>\n<p>You are no longer signed in to the ${escapeHtml(productName)} developer portal.</p>\n<p><a class="button" href="/login">Sign in again</a></p>`,
    );
  };

  const confirmPage = (
    reply: FastifyReply,
    request: LogoutRequest,
    check: Extract<LogoutCheck, { kind: 'ok' }>,
  ) => {
    const hidden = Object.entries(request)
      .filter(([name, value]) => name !== 'decision' && name !== 'ui_locales' && value)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
      )
      .join('\n');
    const who = check.client
      ? `<p><strong>${escapeHtml(check.client.name)}</strong>, an application of ${escapeHtml(check.client.company)}, asks to sign you out of the portal.</p>`
      : '<p>An application asks to sign you out of the portal.</p>';
    if (check.redirect) {
      // After the form, the 303 leaves for the application: CSP's form-action must allow its origin.
      reply.header(
        'content-security-policy',
        String(reply.getHeader('content-security-policy') ?? '').replace(
          "form-action 'self'",
          `form-action 'self' ${new URL(check.redirect).origin}`,
        ),
      );
    }
    return html(
      reply,
      200,
      'Sign out?',
      `<h1>Sign out of the ${escapeHtml(productName)} developer portal?</h1>
${who}
<form method="post" action="${endSessionPath}" class="actions">
${hidden}
<button class="button" type="submit" name="decision" value="sign-out">Sign out</button>
<button class="button secondary" type="submit" name="decision" value="stay">Stay signed in</button>
</form>`,
    );
  };

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    asked: z.infer<typeof logoutRequestSchema>,
  ) => {
    const { decision, ...logout } = asked;
    const check = await service.check(logout);
    if (check.kind === 'error') return problemPage(reply, 400, check.message);
    // Signed out already: nothing to confirm, straight back to the application.
    if (!request.session) return signedOut(reply, check);
    if (!decision) return confirmPage(reply, logout, check);
    // The answer must come from the page the portal showed (the session cookie is SameSite=Strict too).
    if (!postedFromOwnPage(request, origin))
      return problemPage(reply, 403, 'Answer from the page the portal showed you.');
    if (decision === 'stay') return reply.redirect('/', 303);
    await opts.endSession(request, reply);
    return signedOut(reply, check);
  };

  const responses = {
    200: {
      description: 'The confirmation page, or the signed-out page when no address to return to was given',
      content: { 'text/html': { schema: z.string() } },
    },
    303: {
      description: "Back to the application's registered post-logout address, with its state",
      content: {},
    },
    400: {
      description: 'A page that says why (an ID token hint not issued here, an unregistered address)',
      content: { 'text/html': { schema: z.string() } },
    },
  };

  app.get(
    endSessionPath,
    {
      schema: {
        tags: ['api-clients'],
        operationId: 'endSessionApiClient',
        summary:
          "RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): ends the user's portal session",
        querystring: logoutRequestSchema.omit({ decision: true }),
        response: responses,
        security: [{}, { sessionCookie: [] }],
      },
    },
    (request, reply) => handle(request, reply, request.query),
  );

  app.post(
    endSessionPath,
    {
      schema: {
        tags: ['api-clients'],
        operationId: 'endSessionApiClientByForm',
        summary: 'RP-initiated logout by a form post, and the answer of its confirmation page',
        body: logoutRequestSchema,
        response: responses,
        security: [{}, { sessionCookie: [] }],
      },
    },
    (request, reply) => handle(request, reply, request.body ?? {}),
  );
}
