import type { TwoFactorEnrolment, TwoFactorStatus } from '@portal/contracts';
import type { AuditEvent, AuditLog } from '../../platform/audit.ts';
import type { SecretBox } from '../../platform/auth/secretBox.ts';
import { HttpError } from '../../platform/httpError.ts';
import {
  enrolmentOf,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  recoveryCodeHash,
  stepOfCode,
} from './totpCodes.ts';
import type { TwoFactorRepository } from './twoFactor.repository.ts';

const PURPOSE = 'totp-secret';
export const WRONG_CODE = 'The code is not correct. Enter the current code from your authenticator app.';
export const REPLAYED_CODE = 'That code was used already. Wait for the next code in your authenticator app.';

type Actor = { userId: string; ip?: string };

/** What a code checked at sign-in (or before a change) turned out to be. */
export type CodeCheck = 'totp' | 'recovery' | 'replayed' | 'invalid';

/** What sign-in asks after the password: a code, an enrolment first (the company requires one), or nothing. */
export type SecondFactorStep = 'code' | 'enrol' | 'none';

/**
 * Two-factor sign-in with a TOTP authenticator (docs/decisions/two-factor.md): enrolment, the check of
 * a code or recovery code, turning it off, staff's reset and a company's requirement. Every change is on
 * the audit trail of each company of the user it concerns.
 */
export function twoFactorService(
  repo: TwoFactorRepository,
  deps: { box: () => Promise<SecretBox>; audit: AuditLog; issuer: string },
) {
  async function auditFor(subjectUserId: string, event: Omit<AuditEvent, 'organizationId'>) {
    const companies = new Set(await repo.companiesOf(subjectUserId));
    if (event.userId !== subjectUserId)
      for (const id of await repo.companiesOf(event.userId)) companies.add(id);
    for (const organizationId of companies) await deps.audit({ ...event, organizationId });
  }

  /** Checks a code of a confirmed or pending authenticator; a recovery code only when `recovery`. */
  async function check(userId: string, code: string, recovery: boolean): Promise<CodeCheck> {
    const totp = await repo.findTotp(userId);
    if (!totp) return 'invalid';
    const normalised = normaliseCode(code);
    if (looksLikeTotp(normalised)) {
      const secret = (await deps.box()).open(totp.secretSealed, PURPOSE);
      const step = await stepOfCode(secret, normalised);
      if (step === undefined) return 'invalid';
      return (await repo.takeStep(userId, step)) ? 'totp' : 'replayed';
    }
    if (recovery && totp.confirmedAt && (await repo.useRecoveryCode(userId, recoveryCodeHash(normalised))))
      return 'recovery';
    return 'invalid';
  }

  const refuse = (result: CodeCheck): never => {
    throw new HttpError('bad_request', result === 'replayed' ? REPLAYED_CODE : WRONG_CODE);
  };

  async function auditRecoveryUse(userId: string, ip: string | undefined, where: string) {
    const left = await repo.recoveryCodesLeft(userId);
    await auditFor(userId, {
      userId,
      action: 'users.totp.recoveryCode',
      target: userId,
      message: `Used a recovery code ${where} (${left} left)`,
      ip,
    });
  }

  async function status(userId: string): Promise<TwoFactorStatus> {
    const totp = await repo.findTotp(userId);
    const enrolled = Boolean(totp?.confirmedAt);
    return {
      enrolled,
      enrolledAt: totp?.confirmedAt?.toISOString() ?? null,
      recoveryCodesLeft: enrolled ? await repo.recoveryCodesLeft(userId) : 0,
      requiredByCompany: await repo.requiredByCompany(userId),
    };
  }

  /** A new secret, pending until confirmed; a confirmed authenticator must be turned off first. */
  async function start(userId: string): Promise<TwoFactorEnrolment> {
    const user = await repo.findUser(userId);
    if (!user) throw new HttpError('not_found', 'No such user.');
    const secret = newTotpSecret();
    const saved = await repo.savePending(userId, (await deps.box()).seal(secret, PURPOSE));
    if (!saved) throw new HttpError('conflict', 'Two-factor sign-in is on already. Turn it off first.');
    return enrolmentOf(secret, deps.issuer, user.email);
  }

  return {
    status,

    start,

    /** The pending enrolment again (a reload shows the same key), or a new one. */
    async currentEnrolment(userId: string): Promise<TwoFactorEnrolment> {
      const totp = await repo.findTotp(userId);
      const user = await repo.findUser(userId);
      if (!user) throw new HttpError('not_found', 'No such user.');
      if (totp && !totp.confirmedAt)
        return enrolmentOf((await deps.box()).open(totp.secretSealed, PURPOSE), deps.issuer, user.email);
      return start(userId);
    },

    /** The first code proves the app holds the secret; answers the recovery codes, this once. */
    async confirm(userId: string, code: string, actor: Actor): Promise<string[]> {
      const totp = await repo.findTotp(userId);
      if (!totp || totp.confirmedAt)
        throw new HttpError('conflict', 'There is no enrolment to confirm. Start again.');
      const result = await check(userId, code, false);
      if (result !== 'totp') refuse(result);
      const codes = newRecoveryCodes();
      const confirmed = await repo.confirm(
        userId,
        codes.map((c) => recoveryCodeHash(normaliseCode(c))),
      );
      if (!confirmed) throw new HttpError('conflict', 'There is no enrolment to confirm. Start again.');
      await auditFor(userId, {
        userId: actor.userId,
        action: 'users.totp.enrol',
        target: userId,
        message: 'Turned on two-factor sign-in',
        ip: actor.ip,
        after: { twoFactor: true },
      });
      return codes;
    },

    /** Turning it off takes a current code (or a recovery code): a stolen session alone cannot. */
    async disable(userId: string, code: string, actor: Actor): Promise<TwoFactorStatus> {
      const totp = await repo.findTotp(userId);
      if (!totp?.confirmedAt) throw new HttpError('conflict', 'Two-factor sign-in is not on.');
      const result = await check(userId, code, true);
      if (result !== 'totp' && result !== 'recovery') refuse(result);
      if (result === 'recovery') await auditRecoveryUse(userId, actor.ip, 'to turn off two-factor sign-in');
      await repo.remove(userId);
      await auditFor(userId, {
        userId: actor.userId,
        action: 'users.totp.disable',
        target: userId,
        message: 'Turned off two-factor sign-in',
        ip: actor.ip,
        before: { twoFactor: true },
        after: { twoFactor: false },
      });
      return status(userId);
    },

    /**
     * Staff (the `users resetTotp` call, docs/product/people.md PEOPLE-8): the user signs in with the
     * password alone until enrolled again.
     */
    async reset(userId: string, actor: Actor): Promise<{ reset: boolean }> {
      const user = await repo.findUser(userId);
      if (!user) throw new HttpError('not_found', 'No such user.');
      const reset = await repo.remove(userId);
      if (reset)
        await auditFor(userId, {
          userId: actor.userId,
          action: 'users.totp.reset',
          target: userId,
          message: `Reset the second factor of ${user.email}`,
          ip: actor.ip,
          before: { twoFactor: true },
          after: { twoFactor: false },
        });
      return { reset };
    },

    /** What sign-in asks of this account after its password. */
    async stepAfterPassword(userId: string): Promise<SecondFactorStep> {
      const totp = await repo.findTotp(userId);
      if (totp?.confirmedAt) return 'code';
      return (await repo.requiredByCompany(userId)) ? 'enrol' : 'none';
    },

    /** The code step of sign-in: an authenticator code or a recovery code (single use, audited). */
    async checkSignInCode(userId: string, code: string, ip: string): Promise<CodeCheck> {
      const totp = await repo.findTotp(userId);
      if (!totp?.confirmedAt) return 'invalid';
      const result = await check(userId, code, true);
      if (result === 'recovery') await auditRecoveryUse(userId, ip, 'to sign in');
      return result;
    },

    async companyRequirement(organizationId: string): Promise<{ required: boolean }> {
      const required = await repo.companyRequirement(organizationId);
      if (required === undefined) throw new HttpError('not_found', 'No such company.');
      return { required };
    },

    async setCompanyRequirement(organizationId: string, required: boolean, actor: Actor) {
      const before = await repo.setCompanyRequirement(organizationId, required);
      if (before === undefined) throw new HttpError('not_found', 'No such company.');
      if (before !== required)
        await deps.audit({
          organizationId,
          userId: actor.userId,
          action: 'company.twoFactor',
          message: required
            ? 'Required two-factor sign-in of the members'
            : 'Stopped requiring two-factor sign-in of the members',
          ip: actor.ip,
          before: { requireTwoFactor: before },
          after: { requireTwoFactor: required },
        });
      return { required };
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
