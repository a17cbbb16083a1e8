import { z } from 'zod';

/**
 * The app builder's session status (docs/product/builder.md BUILDER-12): when the session ends, for the
 * notice the builder shows a few minutes before. Reading it does not extend the session; renewing does.
 */
export const builderSessionStatusSchema = z.object({
  /** The server's clock when it answered: the page measures the remaining time against it. */
  now: z.iso.datetime(),
  /** Ends unless a request comes before; any request (renew above all) moves it forward. */
  idleExpiresAt: z.iso.datetime(),
  /** Ends whatever happens: only signing in again gives a new session. */
  expiresAt: z.iso.datetime(),
});
export type BuilderSessionStatus = z.infer<typeof builderSessionStatusSchema>;

/** How long before the end the builder warns, and how often it reads the status while open. */
export const BUILDER_SESSION_WARN_MS = 5 * 60_000;
export const BUILDER_SESSION_POLL_MS = 60_000;
