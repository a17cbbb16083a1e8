import type { TwoFactorStatus } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubIdentityFetch } from '../../test/identityStub.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const off: TwoFactorStatus = {
  enrolled: false,
  enrolledAt: null,
  recoveryCodesLeft: 0,
  requiredByCompany: false,
};
const on: TwoFactorStatus = {
  enrolled: true,
  enrolledAt: new Date(Date.now() - 86_400_000).toISOString(),
  recoveryCodesLeft: 10,
  requiredByCompany: false,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

/** The server of the section: status, start, confirm (123456 is right) and disable. */
function stub(initial: TwoFactorStatus) {
  let status = initial;
  const sent: { path: string; body: unknown }[] = [];
  stubIdentityFetch({
    extra: (method, path, init) => {
      if (!path.startsWith('/auth/v2/users/self/totp')) return undefined;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method === 'POST') sent.push({ path, body });
      if (method === 'GET') return json(status);
      if (path.endsWith('/totp'))
        return json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        });
      if (body.code !== '123456')
        return json({ error: 'bad_request', message: 'The code is not correct.' }, 400);
      if (path.endsWith('/confirm')) {
        status = on;
        return json({ recoveryCodes: codes });
      }
      status = off;
      return json(off);
    },
  });
  return sent;
}

describe('TwoFactorSection', () => {
  it('enrols with the keyboard: QR code and key, a wrong code refused, then the recovery codes once', async () => {
    stub(off);
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByLabelText('Key for manual entry')).toHaveTextContent(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    const input = screen.getByRole('textbox', { name: /Code from the app/ });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeVisible();
    await userEvent.type(input, '000000{Enter}');
    expect(await screen.findByText(/The code is not correct, or was used already/)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '123456{Enter}');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor sign-in is on since/)).toBeVisible();
    expect(screen.getByText('10 recovery codes left.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off only with a code', async () => {
    const sent = stub(on);
    renderWithProviders(<TwoFactorSection />);
    const input = await screen.findByRole('textbox', { name: /Code from the app, or a recovery code/ });
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/The code is not correct/)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '123456{Enter}');
    expect(await screen.findByText(/Two-factor sign-in is off\./)).toBeVisible();
    expect(sent.map((s) => s.path)).toEqual([
      '/auth/v2/users/self/totp/disable',
      '/auth/v2/users/self/totp/disable',
    ]);
  });

  it('says when a company requires it, and when the status cannot be read', async () => {
    stub({ ...off, requiredByCompany: true });
    const { unmount } = renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/One of your companies requires two-factor sign-in/)).toBeVisible();
    unmount();
    stubIdentityFetch({
      extra: (_m, path) =>
        path === '/auth/v2/users/self/totp' ? json({ error: 'internal', message: 'x' }, 500) : undefined,
    });
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your two-factor sign-in could not be loaded.',
    );
  });
});
