import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations } from './support/session.ts';

const shots = '/tmp/shots';

test('Given a visitor, when they open an unknown page, then Not Found shows and Return to Home leads home', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('The page you requested was not found. It may have been removed or renamed.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found \| .+ Developers$/);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

test('Given an old console bookmark, when it is opened, then the browser lands on the new console path', async ({
  page,
}) => {
  // A signed-out visitor goes on from the console page to sign-in at once: wait for the redirect's URL
  // as it happens instead of polling for it afterwards (a busy machine polled too late and failed).
  const landed = page.waitForURL(/\/console\/apps\/view\/42\?tab=logs$/, { waitUntil: 'commit' });
  await page.goto('/app-console/apps/view/42?tab=logs');
  await landed;
});

test('Given an old explorer link, when it is opened, then it lands on the REST API explorer', async ({
  page,
}) => {
  // The explorer needs a session, so a signed-out visitor goes on to sign-in at once: catch the URL as
  // the redirect commits it (polling afterwards saw the sign-in page on a busy machine).
  const landed = page.waitForURL(/\/rest-api-explorer$/, { waitUntil: 'commit' });
  await page.goto('/explorer');
  await landed;
});

test('Given the error route, when it is opened, then the browser ends on the static error page', async ({
  page,
}) => {
  await page.goto('/error');
  await expect(page).toHaveURL(/\/errors\/error\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('Something Went Wrong | Workday Developers');
  await expectNoSeriousAxeViolations(page);
});

test('Given the forbidden route, when it is opened, then the browser ends on the static forbidden page', async ({
  page,
}) => {
  await page.goto('/forbidden');
  await expect(page).toHaveURL(/\/errors\/forbidden\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  // The deployment's product name, as on every other page.
  await expect(page).toHaveTitle('Access Denied | Workday Developers');
  await expect(page.getByRole('link', { name: 'Workday Developers' })).toBeVisible();
});

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['mobile', 375, 740],
] as const) {
  test(`Given a ${label} screen (${width}px), when the not-found page shows, then axe finds no serious violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await screenshot(page, `${shots}/not-found-${label}.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });

  test(`Given a ${label} screen (${width}px), when home shows, then axe finds no serious violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `${shots}/home-${label}.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
}

test('Given a keyboard user, when they press Tab on a page, then the skip link comes first and moves to the content', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
