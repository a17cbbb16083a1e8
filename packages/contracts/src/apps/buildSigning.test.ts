import { describe, expect, it } from 'vitest';
import { buildSignatureState, buildSigningJwkSchema } from './buildSigning.ts';

describe('buildSignatureState', () => {
  it('tells a signature with its key from a legacy seal and from nothing', () => {
    expect(buildSignatureState({ signature: 'c2lnbmF0dXJl', signatureKeyId: 'kid-1' })).toBe('signed');
    expect(buildSignatureState({ signature: `sha256:${'a'.repeat(64)}`, signatureKeyId: null })).toBe(
      'sealed',
    );
    expect(buildSignatureState({ signature: null, signatureKeyId: null })).toBe('unsigned');
    // A signature without the key that made it cannot be checked: not shown as signed.
    expect(buildSignatureState({ signature: 'c2lnbmF0dXJl', signatureKeyId: null })).toBe('unsigned');
  });
});

describe('buildSigningJwkSchema', () => {
  it('accepts a public Ed25519 key and strips a private member', () => {
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: 'abc', kid: 'k', alg: 'EdDSA', use: 'sig' };
    expect(buildSigningJwkSchema.parse({ ...jwk, d: 'secret' })).toEqual(jwk);
    expect(buildSigningJwkSchema.safeParse({ ...jwk, crv: 'P-256' }).success).toBe(false);
  });
});
