import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousAxeViolations, fillProviderSignIn, signIn } from './support/session.ts';

// An account no other spec signs in with: while it has a second factor, the password alone is not enough.
const EMAIL = 'student@demo.example';

/** The code an authenticator app would show `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/about');
}

test('Given a user who turns on two-factor sign-in on /profile, when they sign in again, then a wrong code is refused and the right one lets them in', async ({
  page,
}) => {
  // Given: enrolment on /profile, with the key the page shows for manual entry.
  await signIn(page, EMAIL, '/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByLabel('Key for manual entry').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeViolations(page);
  await section.getByRole('textbox', { name: /Code from the app/ }).fill(await codeAt(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await expectNoSeriousAxeViolations(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText(/Two-factor sign-in is on since/)).toBeVisible();
  await signOut(page);

  // When: the password, then the code step of the provider's page.
  await page.goto(`/login?path=${encodeURIComponent('/profile')}`);
  await fillProviderSignIn(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousAxeViolations(page);
  await input.fill('000000');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'The code is not correct. Try the current code from your authenticator app.',
  );
  await expectNoSeriousAxeViolations(page);

  // Then: the next step's code (the enrolment spent this one; one step of drift is allowed) lets them in.
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await codeAt(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');

  // And a recovery code turns it off again, so the account signs in with its password alone.
  const again = page.getByRole('region', { name: 'Two-factor sign-in' });
  await again.getByRole('textbox', { name: /Code from the app, or a recovery code/ }).fill(recoveryCodes[0]!);
  await again.getByRole('button', { name: 'Turn off' }).click();
  await expect(again.getByText(/^Two-factor sign-in is off\. Turn it on/)).toBeVisible();
  await signOut(page);
  await signIn(page, EMAIL, '/profile');
});
