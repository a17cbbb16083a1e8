import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  CODE_VERIFIER_LENGTH,
  codeChallengeS256,
  createCodeVerifier,
  createState,
  isCodeVerifier,
  randomUnreservedString,
} from './pkce.ts';

describe('PKCE helpers', () => {
  it('derives the RFC 7636 appendix B challenge from its verifier', async () => {
    // The worked example of RFC 7636, appendix B.
    const challenge = await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('creates verifiers that satisfy RFC 7636 and differ each time', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toHaveLength(CODE_VERIFIER_LENGTH);
    expect(isCodeVerifier(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('creates states long enough for the server (at least 16 characters)', () => {
    expect(createState().length).toBeGreaterThanOrEqual(16);
    expect(createState()).not.toBe(createState());
  });

  it('drops biased bytes instead of folding them onto the alphabet', () => {
    // Bytes from 198 (the largest multiple of 66 up to 256) upwards are skipped: 255 must not count.
    let call = 0;
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.fill(call++ === 0 ? 255 : 0);
        return array;
      },
    };
    expect(randomUnreservedString(4, random)).toBe('AAAA');
  });

  it('refuses values that are not code verifiers', () => {
    expect(isCodeVerifier('short')).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}!`)).toBe(false);
    expect(isCodeVerifier(undefined)).toBe(false);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255]))).toBe('-_8');
  });
});
