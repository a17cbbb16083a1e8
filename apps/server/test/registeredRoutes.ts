import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { methods: string[]; url: string };

/**
 * Every route the app registered, the ones the OpenAPI document hides included, read from Fastify's
 * own route tree (printRoutes): attack tests walk this so a route added tomorrow is walked too.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4) - 1;
    const segment = match[2]!;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = url;
    if (match[3]) routes.push({ methods: match[3].split(', '), url });
  }
  return routes;
}
