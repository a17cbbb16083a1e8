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
 * Each attempt takes its number in the database before the password is checked, so parallel guesses
 * cannot all pass the check at once (29 did, against a limit of 5); a success clears the count.
 */
export function signInService(repo: OidcRepository) {
  return {
    async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
      const normalised = email.trim().toLowerCase();
      const key = sha256(`${normalised}|${ip}`);
      const attempt = await repo.countAttempt(key, FAILURE_WINDOW_SECONDS);
      if (attempt > MAX_FAILURES) return { outcome: 'rate_limited' };

      const user = normalised ? await repo.findUserByEmail(normalised) : undefined;
      const valid = await verifyPassword(password, user?.passwordHash);
      // A disabled account (staff's manageDisable) is refused like a wrong password: nothing is learned.
      if (!valid || !user || user.disabledAt) return { outcome: 'invalid' };
      await repo.clearAttempts(key);
      return { outcome: 'ok', accountId: user.id };
    },
  };
}

export type SignInService = ReturnType<typeof signInService>;
