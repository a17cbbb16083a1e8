import { verifyPassword } from '../platform/auth/passwords.ts';
import { sha256 } from '../platform/auth/tokens.ts';
import type { OidcRepository } from './oidc.repository.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

export type SignInResult =
  | { outcome: 'ok'; accountId: string }
  | { outcome: 'invalid' }
  | { outcome: 'rate_limited' };

/**
 * Password sign-in with a limit per account and client address: after MAX_FAILURES wrong passwords in
 * FAILURE_WINDOW_SECONDS that pair is refused (429) without checking the password. Counting per pair, not
 * per account, keeps an attacker from locking a user out; the per-address route limit caps spraying.
 */
export function signInService(repo: OidcRepository) {
  return {
    async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
      const normalised = email.trim().toLowerCase();
      const key = sha256(`${normalised}|${ip}`);
      const attempts = await repo.getAttempts(key);
      const windowOpen =
        attempts && Date.now() - attempts.windowStartedAt.getTime() < FAILURE_WINDOW_SECONDS * 1000;
      if (windowOpen && attempts.failures >= MAX_FAILURES) return { outcome: 'rate_limited' };

      const user = normalised ? await repo.findUserByEmail(normalised) : undefined;
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!valid || !user) {
        await repo.recordFailure(key, FAILURE_WINDOW_SECONDS);
        return { outcome: 'invalid' };
      }
      if (attempts) await repo.clearAttempts(key);
      return { outcome: 'ok', accountId: user.id };
    },
  };
}

export type SignInService = ReturnType<typeof signInService>;
