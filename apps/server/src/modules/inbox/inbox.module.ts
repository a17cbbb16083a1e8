import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { inboxRepository } from './inbox.repository.ts';
import { inboxRoutes } from './inbox.routes.ts';
import { type InboxService, inboxService } from './inbox.service.ts';

/** The portal's notifications to a person (approvals asked of them, orchestration messages). */
export async function registerInboxModule(app: FastifyInstance, deps: Deps): Promise<InboxService> {
  const service = inboxService({
    repo: inboxRepository(deps.database.db),
    mailer: deps.config.mail.url ? createMailer(deps.config, app.log) : null,
    logger: app.log,
  });
  await app.register(inboxRoutes, { db: deps.database.db, service });
  return service;
}
