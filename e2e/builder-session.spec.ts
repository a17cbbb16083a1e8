import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const MINUTE = 60_000;

test('Given a builder session near its time limit, when the developer signs in again, then the sign-in window does it and the page stays; closing the window says the sign-in was cancelled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signIn(page, 'developer@demo.example', '/build');
  const app = await findDemoApp(page);
  // The session's absolute end three minutes away: waiting hours for it is no test. Only the status
  // read is answered here; the sign-in itself is the real provider's.
  await page.route('**/apphub/v1/builder/session', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const now = Date.now();
    await route.fulfill({
      json: {
        now: new Date(now).toISOString(),
        idleExpiresAt: new Date(now + 30 * MINUTE).toISOString(),
        expiresAt: new Date(now + 3 * MINUTE).toISOString(),
      },
    });
  });
  await page.goto(`/build/${app.referenceId}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Your session is ending' });
  await expect(notice).toContainText('Sign in again in the sign-in window');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, test.info().outputPath('session-notice.png'));

  // The window goes through the provider, which still knows the developer and signs them in without
  // asking; it reports to the page and closes.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    notice.getByRole('button', { name: 'Sign in again' }).click(),
  ]);
  await popup.waitForEvent('close');
  await expect(notice.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
  await expect(page.getByText('Authentication was cancelled.')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/build/${app.referenceId}$`));

  // Closed without signing in (at once, before the provider answers): the page says so after its check.
  await page.context().route('**/oidc/auth?**', () => {});
  const [closed] = await Promise.all([
    page.waitForEvent('popup'),
    notice.getByRole('button', { name: 'Sign in again' }).click(),
  ]);
  expect(await closed.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([800, 500]);
  await closed.close();
  await expect(notice.getByText('Authentication was cancelled.')).toBeVisible();
});
