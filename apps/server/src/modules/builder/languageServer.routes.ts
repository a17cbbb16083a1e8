import { languageServerCloseCodes, languageServerLimits } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { Actor } from '../apps/apps.service.ts';
import type { BuilderService } from './builder.service.ts';
import { startLanguageSession } from './languageServerSession.ts';

const params = z.object({ id: z.string().min(1).max(128) });
// A browser cannot set x-organization-id on a WebSocket: the company comes in the query, checked the same way.
const query = z.object({ organizationId: z.string().min(1).max(64) });

type Admitted = { actor: Actor; sessionId: string; appId: string; key: string };
declare module 'fastify' {
  interface FastifyRequest {
    languageServer?: Admitted;
  }
}

/**
 * The app builder's language server socket (docs/product/builder.md BUILDER-6). Everything is checked on the
 * upgrade request, before a socket exists, and refused with the API's usual error answer: signed in (401),
 * the page's origin (403), `apps.write` in the company (403), the app the company's own (404, as the draft
 * routes answer), and at most a few sockets per user and app (429). Once open, the socket closes when its
 * session ends (sign-out, expiry): checked before each analysis and every half minute, so a sign-out in
 * another process of the portal closes it too.
 */
export async function languageServerRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: BuilderService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const db = opts.database.db;
  const publicOrigin = new URL(opts.config.publicUrl).origin;
  // Per process: a user's sockets on one app land on one process behind a sticky load balancer, and the
  // cap is there against a runaway page, not as a quota.
  const open = new Map<string, number>();

  const admit = async (request: FastifyRequest) => {
    const { id } = params.parse(request.params);
    const { organizationId } = query.parse(request.query);
    const session = requireSession(request);
    // Cross-site WebSocket hijacking: the session cookie is SameSite=Strict, and the origin is checked too.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin)
      throw new HttpError('forbidden', 'The language server accepts the portal’s own pages only.');
    const org = await requirePermission(db, request, 'apps.write', organizationId);
    const actor: Actor = { userId: session.userId, organizationId: org.organizationId };
    const row = await service.owned(actor, id);
    const key = `${actor.userId}:${row.id}`;
    if ((open.get(key) ?? 0) >= languageServerLimits.maxSocketsPerUserApp)
      throw new HttpError('rate_limited', 'Too many language server connections to this app: close a tab.');
    request.languageServer = { actor, sessionId: session.id, appId: row.id, key };
  };

  app.get(
    '/apphub/v1/apps/:id/draft/language-server',
    {
      websocket: true,
      schema: { params, querystring: query },
      preValidation: async (request) => admit(request),
    },
    (socket, request) => {
      const admitted = request.languageServer!;
      open.set(admitted.key, (open.get(admitted.key) ?? 0) + 1);
      const check = setInterval(() => {
        service.isSessionLive(admitted.sessionId).then(
          (live) => {
            if (!live) socket.close(languageServerCloseCodes.sessionEnded, 'session ended');
          },
          (error) => request.log.warn({ err: error }, 'language server: session check failed'),
        );
      }, languageServerLimits.sessionCheckSeconds * 1000);
      check.unref();
      socket.on('close', () => {
        clearInterval(check);
        const left = (open.get(admitted.key) ?? 1) - 1;
        if (left === 0) open.delete(admitted.key);
        else open.set(admitted.key, left);
      });
      startLanguageSession(socket, {
        appId: request.params.id,
        loadDraft: () => service.draftFiles(admitted.actor, admitted.appId),
        isSessionLive: () => service.isSessionLive(admitted.sessionId),
        analyze: (files) => service.analyze(files),
        onError: (error) => request.log.warn({ err: error }, 'language server: analysis failed'),
      });
    },
  );
}
