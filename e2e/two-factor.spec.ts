import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousAxeViolations, fillProviderSignIn, signIn } from './support/session.ts';

// An account only reset-totp.spec also enrols, and each spec leaves it without a second factor: while it has
// one, the password alone is not enough.
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

test('Given a company that requires two-factor sign-in, when its member without it signs in, then the provider has them enrol after the password', async ({
  page,
}) => {
  // Given: Globex's admin (its one member signing in here) requires it on the company account page.
  const ADMIN = 'producer@demo.example';
  await signIn(page, ADMIN, '/console/account');
  const setting = page.getByRole('switch', { name: /^Require two-factor sign-in for members/ });
  await expect(setting).toBeEnabled();
  await setting.click();
  await page
    .getByRole('dialog', { name: 'Require two-factor sign-in?' })
    .getByRole('button', { name: 'Require it' })
    .click();
  await expect(setting).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await signOut(page);

  // When: the password step, then the enrolment page with its QR code and key.
  await page.goto(`/login?path=${encodeURIComponent('/console/account')}`);
  await fillProviderSignIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await codeAt(key));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes', level: 1 })).toBeVisible();
  const recovery = ((await page.getByRole('listitem').first().textContent()) ?? '').trim();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();

  // Then: signed in; the requirement and the second factor are taken back, as the demo world had them.
  await page.waitForURL((url) => url.pathname === '/console/account');
  const again = page.getByRole('switch', { name: /^Require two-factor sign-in for members/ });
  await expect(again).toBeChecked();
  await again.click();
  await page
    .getByRole('dialog', { name: 'Stop requiring two-factor sign-in?' })
    .getByRole('button', { name: 'Stop requiring it' })
    .click();
  await expect(again).not.toBeChecked();
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('textbox', { name: /Code from the app, or a recovery code/ }).fill(recovery);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText(/^Two-factor sign-in is off\. Turn it on/)).toBeVisible();
});
