import type { TwoFactorEnrolment } from '@portal/contracts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { sha256 } from '../platform/auth/tokens.ts';
import type { OidcRepository } from './oidc.repository.ts';

/** What the sign-in page needs of two-factor sign-in (modules/twoFactor's service). */
export type SecondFactorPort = {
  stepAfterPassword(userId: string): Promise<'code' | 'enrol' | 'none'>;
  checkSignInCode(
    userId: string,
    code: string,
    ip: string,
  ): Promise<'totp' | 'recovery' | 'replayed' | 'invalid'>;
  /** The pending enrolment's secret and QR code (a new one when none is pending). */
  currentEnrolment(userId: string): Promise<TwoFactorEnrolment>;
  /** Throws an HttpError with the message to show when the code is wrong. */
  confirm(userId: string, code: string, actor: { userId: string; ip?: string }): Promise<string[]>;
};

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

export type SignInResult =
  | { outcome: 'ok'; accountId: string }
  | { outcome: 'invalid' }
  | { outcome: 'rate_limited' };

export type CodeResult = { outcome: 'ok' } | { outcome: 'invalid' | 'replayed' | 'rate_limited' };

/**
 * Password sign-in with a limit per account and client address: after MAX_FAILURES wrong passwords in
 * FAILURE_WINDOW_SECONDS that pair is refused (429) without checking the password. Counting per pair, not
 * per account, keeps an attacker from locking a user out; the per-address route limit caps spraying.
 * Each attempt takes its number in the database before the password is checked, so parallel guesses
 * cannot all pass the check at once (29 did, against a limit of 5); a success clears the count.
 */
export function signInService(repo: OidcRepository, secondFactor: SecondFactorPort) {
  /**
   * A code of the second step (or of an enrolment during sign-in), limited as passwords are: per account
   * and address, each attempt numbered before it is checked.
   */
  async function limitedCode(accountId: string, ip: string, check: () => Promise<boolean | 'replayed'>) {
    const key = sha256(`code|${accountId}|${ip}`);
    const attempt = await repo.countAttempt(key, FAILURE_WINDOW_SECONDS);
    if (attempt > MAX_FAILURES) return { outcome: 'rate_limited' } as const;
    const result = await check();
    if (result !== true) return { outcome: result === 'replayed' ? 'replayed' : 'invalid' } as const;
    await repo.clearAttempts(key);
    return { outcome: 'ok' } as const;
  }

  return {
    stepAfterPassword: (accountId: string) => secondFactor.stepAfterPassword(accountId),

    async checkCode(accountId: string, code: string, ip: string): Promise<CodeResult> {
      return limitedCode(accountId, ip, async () => {
        const result = await secondFactor.checkSignInCode(accountId, code, ip);
        return result === 'totp' || result === 'recovery' ? true : result === 'replayed' ? 'replayed' : false;
      });
    },

    /** The same limit around another check (the first code of an enrolment made during sign-in). */
    limitedCode,

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
