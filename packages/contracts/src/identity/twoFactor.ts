import { z } from 'zod';

/** How many recovery codes an enrolment hands out (shown once, each usable once). */
export const RECOVERY_CODE_COUNT = 10;

/** GET /auth/v2/users/self/totp: whether my account asks for a second factor at sign-in. */
export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** ISO date of the confirmation; null when not enrolled. */
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** One of my companies requires two-factor sign-in of its members. */
  requiredByCompany: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /auth/v2/users/self/totp: a new secret, not active until confirmed with a code. */
export const twoFactorEnrolmentSchema = z.object({
  /** Base32, for entering by hand in an authenticator app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a PNG QR code. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/**
 * A code from the authenticator app (six digits, spaces allowed) or, where said, a recovery code. The
 * server answers a wrong code with one message whatever is wrong with it.
 */
export const twoFactorCodeRequestSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app.').max(64),
});
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** POST /auth/v2/users/self/totp/confirm: the recovery codes, shown this once and stored hashed. */
export const twoFactorConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

/** POST /auth/v2/users/{id}/resetTotp (staff): whether there was a second factor to remove. */
export const resetTotpResponseSchema = z.object({ reset: z.boolean() });
export type ResetTotpResponse = z.infer<typeof resetTotpResponseSchema>;

/** GET and PUT /auth/v2/organizations/{org}/twoFactor: the company's sign-in requirement. */
export const companyTwoFactorSchema = z.object({ required: z.boolean() });
export type CompanyTwoFactor = z.infer<typeof companyTwoFactorSchema>;
