import websocket from '@fastify/websocket';
import { languageServerLimits } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { createNotifier, type Notifier } from '../../platform/notifications/notifier.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notificationsService } from './notifications.service.ts';

/** Live events to the browser: the notifier other modules publish to, and the socket that delivers them. */
export async function registerNotificationsModule(app: FastifyInstance, deps: Deps): Promise<Notifier> {
  const notifier = await createNotifier(deps.database, {
    onListenerLost: (error) => app.log.warn({ err: error }, 'live events connection lost; opening it again'),
  });
  app.addHook('onClose', async () => {
    await notifier.close();
  });
  // At the root, so the socket routes and app.injectWS (tests) see it. One ws server serves every socket
  // route, so its frame cap is the largest any route takes (the builder's language server: a whole draft
  // file); a route that expects smaller frames, or none, closes on them itself.
  await app.register(websocket, { options: { maxPayload: languageServerLimits.maxMessageBytes } });
  const service = notificationsService(notificationsRepository(deps.database.db));
  await app.register(notificationsRoutes, { db: deps.database.db, service, notifier });
  return notifier;
}
