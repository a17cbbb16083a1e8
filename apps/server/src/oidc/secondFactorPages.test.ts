import { describe, expect, it } from 'vitest';
import { renderCodePage, renderEnrolPage, renderRecoveryCodesPage } from './secondFactorPages.ts';

describe("the provider's second-step pages", () => {
  it('asks for a one-time code a phone can fill in, with a way to a recovery code', () => {
    const page = renderCodePage({ uid: 'u1', productName: 'Workday', recovery: false });
    expect(page).toContain('action="/oidc/interaction/u1/code"');
    expect(page).toMatch(/<input id="code"[^>]*inputmode="numeric"[^>]*autocomplete="one-time-code"/);
    expect(page).toContain('<a href="/oidc/interaction/u1?recovery=1">Use a recovery code</a>');
    expect(page).not.toContain('<script');
  });

  it('takes a recovery code as text, and ties an error to the field', () => {
    const page = renderCodePage({ uid: 'u1', productName: 'Workday', recovery: true, error: 'Wrong <code>' });
    expect(page).toMatch(/<input id="code"[^>]*autocomplete="off"/);
    expect(page).toContain('aria-describedby="code-error" aria-invalid="true"');
    expect(page).toContain('Wrong &lt;code&gt;');
  });

  it('shows the enrolment key and QR code, and the recovery codes once with a way on', () => {
    const enrol = renderEnrolPage({
      uid: 'u 2',
      productName: 'Workday',
      enrolment: {
        secret: 'ABCDEF',
        otpauthUri: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/png;base64,AA==',
      },
    });
    expect(enrol).toContain('action="/oidc/interaction/u%202/enrol"');
    expect(enrol).toContain('<code>ABCDEF</code>');
    expect(enrol).toContain('alt="QR code for your authenticator app"');
    const codes = renderRecoveryCodesPage({
      uid: 'u1',
      productName: 'Workday',
      codes: ['aaaaa-bbbbb', 'ccccc-ddddd'],
    });
    expect(codes.match(/<li><code>/g)).toHaveLength(2);
    expect(codes).toContain('action="/oidc/interaction/u1/continue"');
  });
});
