import websocket from '@fastify/websocket';
import { languageServerLimits } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { RequestHooks } from './requestHooks.ts';

/** A module's routes that upgrade to a WebSocket (`websocket: true`), given the sockets' scope. */
export type SocketRoutesPlugin = (scope: FastifyInstance) => Promise<void>;

export type SocketRoutes = {
  /** Adds routes to the sockets' scope; they are registered together by `register`. */
  add(routes: SocketRoutesPlugin): void;
  /** Registers the WebSocket plugin and every added route in one scope; once, after the modules. */
  register(): Promise<void>;
};

/**
 * The WebSocket routes in one encapsulated scope with @fastify/websocket, so that its onRequest and
 * onResponse hooks run on those routes only, not on every request (bench/README.md "The plugins' work per
 * request"). One plugin, so one ws server and one `upgrade` listener serve every socket route: its frame cap
 * is the largest any route takes (the builder's language server: a whole draft file); a route that expects
 * smaller frames, or none, closes on them itself.
 */
export function socketRoutes(app: FastifyInstance, requestHooks: RequestHooks): SocketRoutes {
  const added: SocketRoutesPlugin[] = [];
  // The plugin routes every upgrade request through Fastify; one that no socket route takes is answered
  // over HTTP, and that socket, which Node no longer manages, is closed after the answer (as the plugin's
  // own onResponse does in its scope) rather than left open.
  requestHooks.observeResponses(({ raw }) => {
    // Node marks the request it handed to the `upgrade` listeners (its types do not declare the field).
    if ('upgrade' in raw && raw.upgrade === true) raw.socket.destroy();
  });
  return {
    add: (routes) => {
      added.push(routes);
    },
    register: async () => {
      await app.register(async (scope) => {
        await scope.register(websocket, { options: { maxPayload: languageServerLimits.maxMessageBytes } });
        for (const routes of added) await scope.register(routes);
        // Tests open sockets with app.injectWS; the plugin's injector emits on the shared server.
        app.decorate('injectWS', scope.injectWS);
      });
    },
  };
}
