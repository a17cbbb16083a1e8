import { inboxSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireOrg } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { InboxService } from './inbox.service.ts';

/** The signed-in person's notifications in the company of the request (x-organization-id). */
export async function inboxRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: InboxService },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.db });
  const { service } = opts;
  route(inboxSpecs.getInbox, async (request, _reply, { session }) => {
    const org = await requireOrg(opts.db, request);
    return service.inbox(session.userId, org.organizationId);
  });
  route(inboxSpecs.markInboxRead, async (request, _reply, { session }) => {
    const org = await requireOrg(opts.db, request);
    return service.markRead(session.userId, org.organizationId, request.body);
  });
}
