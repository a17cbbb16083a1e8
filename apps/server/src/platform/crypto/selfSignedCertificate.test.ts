import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './selfSignedCertificate.ts';

describe('selfSignedCertificate', () => {
  it('makes a certificate node:crypto reads, signed by its own key, valid for the days asked', () => {
    const now = new Date('2026-12-03T06:00:00Z');
    const { certificatePem } = selfSignedCertificate('Portal SAML', 3650, now);
    const cert = new X509Certificate(certificatePem);
    expect(cert.subject).toBe('CN=Portal SAML');
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(new Date(cert.validTo).getTime()).toBe(now.getTime() + 3650 * 86_400_000);
  });
});
