import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RateLimitRepository } from './rateLimit.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

const PURGE_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store whose counts are rows in PostgreSQL (`rate_limit_hits`), so N processes
 * behind a load balancer count one client once. A key's window starts at its first
 * request, as in the plugin's memory store (a window numbered on the clock let a burst over its edge through
 * twice, and made the limit depend on when the burst began). The plugin's
 * `continueExceeding` and `exponentialBackoff` options are not supported; no route of the portal uses them.
 */
export function sharedRateLimitStore(repo: RateLimitRepository): FastifyRateLimitStoreCtor {
  let lastPurge = Date.now();
  // Ended windows are removed now and then by whichever process counts a request; a failed purge is
  // retried at the next one and costs only some dead rows.
  const purgeNowAndThen = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    repo.purgeExpired().catch(() => {});
  };

  class SharedStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(options: FastifyRateLimitOptions & RouteParams, prefix?: string) {
      // The plugin makes one child store per route: each route's limit counts apart, as its memory store does.
      const route = options.routeInfo;
      this.#prefix = prefix ?? `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}|`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      purgeNowAndThen();
      repo.hit(this.#prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: Math.max(0, ttlMs) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      repo.peek(this.#prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: Math.max(0, ttlMs) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedStore(routeOptions as FastifyRateLimitOptions & RouteParams);
    }
  }
  return SharedStore;
}
