import { expect, test } from '@playwright/test';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@portal/contracts';
import { generate } from 'otplib';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-reset-totp';
// The account two-factor.spec enrols too; this spec leaves it as it found it: without a second factor.
const EMAIL = 'student@demo.example';
const NAME = 'Sol Student';

test("Given a user with two-factor sign-in, when provider staff reset it through the confirmation, then the user's second factor is gone and staff's audit trail has the line", async ({
  page,
  browser,
}) => {
  // Given: the user turns two-factor sign-in on (through the calls /profile makes)
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, EMAIL, '/profile');
  const { csrfToken } = await (await user.request.get('/api/v1/sessionInfo')).json();
  const headers = { 'xsrf-token': csrfToken as string };
  const enrolment = (await (
    await user.request.post('/auth/v2/users/self/totp', { headers })
  ).json()) as TwoFactorEnrolment;
  const confirmed = await user.request.post('/auth/v2/users/self/totp/confirm', {
    headers,
    data: { code: await generate({ secret: enrolment.secret }) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const status = async () =>
    ((await (await user.request.get('/auth/v2/users/self/totp')).json()) as TwoFactorStatus).enrolled;
  expect(await status()).toBe(true);

  // When: staff find the account on /admin/user-management and reset its second factor
  await signIn(page, 'staff@demo.example', '/admin/user-management');
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(EMAIL);
  const row = page.getByRole('row').filter({ hasText: EMAIL });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Reset the two-factor sign-in of ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(confirm).toContainText(
    `${NAME} (${EMAIL}) signs in with the password alone until they turn two-factor sign-in on again.`,
  );
  await screenshot(page, `${SHOTS}/confirm.png`);
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reset two-factor' }).click();

  // Then: staff are told, and the user has no second factor any more
  await expect(page.getByText(`The two-factor sign-in of ${NAME} was reset.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  expect(await status()).toBe(false);
  await userContext.close();

  // And: the reset is on the audit trail of staff's company, with who did it
  await page.goto('/console/account/audits?action=users.totp.reset');
  await expect(page.getByRole('heading', { name: 'User audit', level: 1 })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: `Reset the second factor of ${EMAIL}` });
  await expect(line.first()).toContainText('staff@demo.example');
  await screenshot(page, `${SHOTS}/audit.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // And a second reset finds nothing to reset
  await page.goto('/admin/user-management');
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(EMAIL);
  await page.getByRole('button', { name: `Reset the two-factor sign-in of ${NAME}` }).click();
  await page
    .getByRole('dialog', { name: 'Reset two-factor sign-in?' })
    .getByRole('button', { name: 'Reset two-factor' })
    .click();
  await expect(page.getByText(`${NAME} has no two-factor sign-in to reset.`)).toBeVisible();
});
