import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../platform/auth/tokens.ts';

/** One step of clock drift either way (RFC 6238's recommendation): 30 s before and after now. */
const DRIFT_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newTotpSecret = () => generateSecret();

export async function enrolmentOf(secret: string, issuer: string, email: string) {
  const otpauthUri = generateURI({ issuer, label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/** What a user typed, without the spaces an app shows in a code or the dash of a recovery code. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const looksLikeTotp = (normalised: string) => /^\d{6}$/.test(normalised);

/** The time step the code belongs to (now, or one step either side), or undefined when it is wrong. */
export async function stepOfCode(secret: string, normalised: string): Promise<number | undefined> {
  if (!looksLikeTotp(normalised)) return undefined;
  const result = await verify({ secret, token: normalised, epochTolerance: DRIFT_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const recoveryCodeHash = (normalised: string) => sha256(`recovery|${normalised}`);
