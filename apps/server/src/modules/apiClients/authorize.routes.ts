import { authorizePath } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies, postedFromOwnPage } from '../../platform/formBody.ts';
import { escapeHtml, renderHtmlPage } from '../../platform/htmlPage.ts';
import type { AuthorizationService, AuthorizeOutcome } from './authorization.service.ts';
import { renderConsentPage } from './consentPage.ts';

const param = z.string().max(2000).optional();
const authorizeQuerySchema = z.object({
  response_type: param,
  client_id: param,
  redirect_uri: param,
  scope: param,
  state: z.string().max(1000).optional(),
  code_challenge: param,
  code_challenge_method: param,
  tenant: param,
  prompt: param,
  max_age: param,
  nonce: z.string().max(500).optional(),
});
const decisionSchema = z.object({ decision: z.enum(['allow', 'deny']).optional() });

/**
 * The authorization code flow's user-facing step (RFC 6749 4.1.1): a server page, like the provider's
 * sign-in, so a third-party application can send a user to it; the signed-in user is the portal's session.
 * Registered by hand, outside the endpoint table: both routes answer a browser with HTML pages and 303
 * redirects (to sign in, or back to the client with a code or an RFC 6749 4.1.2.1 error), not with a JSON
 * body or a file, which is all an endpoint's spec can describe; the consent answer is a form post.
 */
export async function authorizeRoutes(
  fastify: FastifyInstance,
  opts: { service: AuthorizationService; productName: string; publicUrl: string },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, productName } = opts;
  const origin = new URL(opts.publicUrl).origin;
  acceptFormBodies(fastify, 1024);

  const htmlAnswer = (description: string) => ({
    description,
    content: { 'text/html': { schema: z.string() } },
  });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  const problemPage = (reply: FastifyReply, status: number, message: string) =>
    html(
      reply,
      status,
      renderHtmlPage(
        `Authorization problem | ${productName} Developers`,
        `<h1>This application cannot sign you in</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
      ),
    );

  const answer = (reply: FastifyReply, outcome: AuthorizeOutcome) => {
    switch (outcome.kind) {
      case 'error':
        return problemPage(reply, 400, outcome.message);
      case 'sign-in':
        // prompt=login makes the web's sign-in ask the provider for a new authentication, not its session.
        return reply.redirect(
          `/login?path=${encodeURIComponent(outcome.returnPath)}${outcome.again ? '&prompt=login' : ''}`,
          303,
        );
      case 'redirect':
        return reply.header('Cache-Control', 'no-store').redirect(outcome.url, 303);
      case 'consent':
        // The answer's redirect leaves for the client: CSP's form-action must allow its origin too.
        reply.header(
          'content-security-policy',
          String(reply.getHeader('content-security-policy') ?? '').replace(
            "form-action 'self'",
            `form-action 'self' ${outcome.client.redirectOrigin}`,
          ),
        );
        return html(
          reply,
          200,
          renderConsentPage({
            productName,
            action: `${authorizePath}/${outcome.requestId}`,
            client: outcome.client,
            tenant: outcome.tenant,
            email: outcome.email,
            scopes: outcome.scopes,
            identity: outcome.identity,
          }),
        );
    }
  };

  app.get(
    authorizePath,
    {
      schema: {
        tags: ['api-clients'],
        operationId: 'authorizeApiClient',
        summary:
          'The authorize step of the authorization code flow with PKCE (RFC 6749 4.1.1, RFC 7636): a page that asks the signed-in user to allow the client',
        querystring: authorizeQuerySchema,
        response: {
          200: htmlAnswer('The consent page'),
          303: {
            description:
              "To sign in first, or back to the client's redirect URI with a code or an error (RFC 6749 4.1.2)",
            content: {},
          },
          400: htmlAnswer(
            'A page that says why the request cannot be answered (an unknown client or redirect URI)',
          ),
        },
        // Signed out, the page sends the user to sign in first: the browser's session is all it reads.
        security: [{}, { sessionCookie: [] }],
      },
    },
    async (request, reply) => {
      const path = request.url.slice(request.url.indexOf(authorizePath));
      const { session } = request;
      const signedIn = session ? { userId: session.userId, sessionId: session.id } : null;
      return answer(reply, await service.authorize(signedIn, request.query, path));
    },
  );

  app.post(
    `${authorizePath}/:id`,
    {
      schema: {
        tags: ['api-clients'],
        summary: "The user's answer on the consent page: back to the client with a code, or access_denied",
        // The consent page's own form posts here, no client calls it: it has no place in the document.
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: decisionSchema,
      },
    },
    async (request, reply) => {
      // A form post carries no CSRF header: the post must come from the portal's own page (and the
      // session cookie is SameSite=Strict, so another site's form arrives signed out anyway).
      if (!postedFromOwnPage(request, origin))
        return problemPage(reply, 403, 'Answer from the page the portal showed you.');
      if (!request.session)
        return problemPage(reply, 401, 'Sign in to the portal, then start again from the application.');
      const allow = request.body?.decision === 'allow';
      return answer(reply, await service.decide(request.session.userId, request.params.id, allow));
    },
  );
}
