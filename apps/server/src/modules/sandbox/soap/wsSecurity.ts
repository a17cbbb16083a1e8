import { createHmac, randomBytes } from 'node:crypto';
import type { Tenant } from '@portal/contracts';
import { verifyPassword } from '../../../platform/auth/passwords.ts';
import { type ConcurrencyLimitOptions, concurrencyLimit } from '../../../platform/concurrencyLimit.ts';
import type { RateLimitRepository } from '../../../platform/rateLimit/rateLimit.repository.ts';
import type { TenantsService } from '../../tenants/tenants.service.ts';
import { SandboxBusy, SandboxTooManyGuesses } from '../sandbox.service.ts';

/** Wrong passwords one address may try on one tenant's integration user in a window (as the sign-in limit). */
export const MAX_GUESSES = 5;
export const GUESS_WINDOW_MS = 15 * 60_000;
/** How long a password that passed its scrypt is taken again without one. */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 1_000;
const PURGE_EVERY_MS = 60_000;
/**
 * Password checks running at once in this process, one per address: scrypt runs on libuv's pool of 4 threads,
 * which sign-ins and file reads share, so guesses must never hold more than one of them
 * (docs/product/sandbox.md SANDBOX-8; 120 guesses at once made a sign-in take 13.7 s). Those beyond wait a
 * little, then are told to come back.
 */
const HASHING: ConcurrencyLimitOptions = { overall: 1, perUser: 1, queue: 16, maxWaitMs: 2_000 };

/**
 * SOAP's UsernameToken of a tenant's integration user (docs/decisions/ws-security-guesses.md), made cheap to
 * refuse:
 * - a password that passed its scrypt in the last minutes is known again by a keyed hash (HMAC with a
 *   key of this process) of it and the stored hash, so an integration's repeated calls cost no scrypt, and a
 *   new password (a reset changes the stored hash) never matches an old entry;
 * - otherwise the attempt takes the address's one password-check slot, then its number in the
 *   database's window of (tenant, address) BEFORE the scrypt: past MAX_GUESSES it is refused unchecked
 *   (SandboxTooManyGuesses, 429). Counted first and in one statement, parallel guesses cannot all pass, on
 *   any number of processes; taken in the slot, a burst of calls with the right password is checked once
 *   and the others find it remembered, instead of using up the count. A success clears the count.
 */
export function wsSecurityCheck(deps: {
  attempts: Pick<RateLimitRepository, 'hit' | 'clear' | 'purgeExpired'>;
  tenants: Pick<TenantsService, 'integrationHashes'>;
  /** The scrypt check; a test counts its calls. */
  verify?: (password: string, hash: string) => Promise<boolean>;
  hashing?: ConcurrencyLimitOptions;
}) {
  const verify = deps.verify ?? verifyPassword;
  const hashing = concurrencyLimit(deps.hashing ?? HASHING);
  const key = randomBytes(32);
  const verified = new Map<string, number>();
  let lastPurge = Date.now();

  const fingerprint = (hash: string, password: string) =>
    createHmac('sha256', key).update(hash).update('\0').update(password).digest('base64url');

  const isRemembered = (entry: string) => {
    const until = verified.get(entry);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    verified.delete(entry);
    return false;
  };

  const remember = (entry: string) => {
    if (verified.size >= VERIFIED_MAX) {
      for (const [old, until] of verified) if (until <= Date.now()) verified.delete(old);
      // Still full of live entries: the oldest goes (a Map keeps insertion order).
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    }
    verified.set(entry, Date.now() + VERIFIED_TTL_MS);
  };

  // On PostgreSQL the shared rate-limit store purges ended windows too; on PGlite only this does.
  const purgeNowAndThen = () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    deps.attempts.purgeExpired().catch(() => {});
  };

  return {
    /** The tenant whose integration user these credentials are, null for wrong ones; throws when refused. */
    async signIn(
      tenantName: string,
      credentials: { username: string; password: string },
      address: string,
    ): Promise<Tenant | null> {
      // A tenant name may be taken in several companies: each has its own integration password.
      const candidates = await deps.tenants.integrationHashes(tenantName, credentials.username);
      if (candidates.length === 0) return null;
      const known = () =>
        candidates.find(({ hash }) => isRemembered(fingerprint(hash, credentials.password)))?.tenant;
      const remembered = known();
      if (remembered) return remembered;

      const release = await hashing.acquire(address);
      if (!release) throw new SandboxBusy();
      try {
        const meanwhile = known();
        if (meanwhile) return meanwhile;
        purgeNowAndThen();
        const counter = `ws-security|${tenantName}|${address}`;
        const { hits, ttlMs } = await deps.attempts.hit(counter, GUESS_WINDOW_MS);
        if (hits > MAX_GUESSES)
          throw new SandboxTooManyGuesses(credentials.username, Math.max(1, Math.ceil(ttlMs / 1000)));
        for (const { tenant, hash } of candidates) {
          if (!(await verify(credentials.password, hash))) continue;
          remember(fingerprint(hash, credentials.password));
          await deps.attempts.clear(counter);
          return tenant;
        }
        return null;
      } finally {
        release();
      }
    },
  };
}

export type WsSecurityCheck = ReturnType<typeof wsSecurityCheck>;
