import { type Browser, expect, type Page, test } from '@playwright/test';
import { sessionInfoSchema } from '@portal/contracts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, fillProviderSignIn, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-terms';

// The one demo account that has not agreed to the terms in force (README: demo accounts); the spec takes
// its agreement back at the end, so a second run finds it so again.
const MEMBER = 'member@demo.example';

/** Staff reset the agreement of the user signed in on `page`, if one is: they must agree again. */
async function takeBackAgreement(page: Page, browser: Browser) {
  const member = await page.request.get('/api/v1/sessionInfo');
  if (!member.ok()) return;
  const { sub } = sessionInfoSchema.parse(await member.json());
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'staff@demo.example', '/profile');
  const { csrfToken } = sessionInfoSchema.parse(
    await (await staff.request.get('/api/v1/sessionInfo')).json(),
  );
  const reset = await staff.request.post('/auth/v2/users/terms/reset', {
    headers: { 'xsrf-token': csrfToken },
    data: { userUuids: [sub] },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  await context.close();
}

test('Given a user who has not agreed to the terms, when they sign in to the console, then they agree first and go on to the page they asked for', async ({
  page,
  browser,
}) => {
  try {
    await agreesOnTheWay(page);
  } finally {
    await takeBackAgreement(page, browser);
  }
});

async function agreesOnTheWay(page: Page) {
  // When: signing in on the way to the apps list
  await page.goto(`/login?path=${encodeURIComponent('/console/apps?sort=name')}`);
  await fillProviderSignIn(page, MEMBER);

  // Then: the terms come first, keeping where the user was going
  await page.waitForURL((url) => url.pathname === '/terms/agree');
  expect(new URL(page.url()).searchParams.get('path')).toBe('/console/apps?sort=name');
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accept the Developer Program Terms' }),
  ).toBeVisible();
  await expect(page.getByText('Version 2026-01')).toBeVisible();
  await expect(accept).toBeDisabled();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${SHOTS}/terms-agree-${width}.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  }

  // When: the user agrees
  await page
    .getByRole('checkbox', { name: 'I have read and agree to the Developer Program Terms of Use' })
    .check();
  await accept.click();

  // Then: the page they asked for, and the console no longer asks
  await page.waitForURL((url) => url.pathname === '/console/apps');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  // A full load of another console page: the agreement is the server's, not a state of the tab.
  await page.goto('/console/apps/licensed');
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/console/apps/licensed');
  const status = await page.request.get('/auth/v2/users/self/terms');
  expect(await status.json()).toMatchObject({ version: '2026-01', agreed: true });
}
