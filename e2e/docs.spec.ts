import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-docs';

test.describe('documentation and search', () => {
  test('Given a visitor, when they open the documentation and a page, then the page shows its contents, code and neighbours', async ({
    page,
  }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tenants and APIs', level: 2 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/index.png`, { fullPage: true });

    await page.getByRole('link', { name: 'Tenants and tenant tokens' }).click();
    await expect(page).toHaveURL(/\/documentation\/tenants$/);
    await expect(page).toHaveTitle(/^Tenants and tenant tokens \| /);
    await expect(page.getByRole('heading', { name: 'Tenants and tenant tokens', level: 1 })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Enable a tenant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next: / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to tell us' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/page.png`, { fullPage: false });

    await toc.getByRole('link', { name: 'Scopes and refusals' }).click();
    await expect(page).toHaveURL(/#scopes-and-refusals$/);
    await expect(page.getByRole('heading', { name: 'Scopes and refusals', level: 2 })).toBeInViewport();
  });

  test('Given old links, when they are opened, then they land on the documentation topic and section', async ({
    page,
  }) => {
    await page.goto('/enable-tenant');
    await expect(page).toHaveURL(/\/documentation\/tenants$/);
    await expect(page.getByRole('heading', { name: 'Enable a tenant', level: 2 })).toBeVisible();
    await page.goto('/doc-redirect/orch');
    await expect(page.getByRole('heading', { name: 'Orchestrations', level: 1 })).toBeVisible();
    await page.goto('/documentation/section/administration');
    await expect(page).toHaveURL(/\/documentation#administration$/);
    await expect(page.getByRole('heading', { name: 'Administration', level: 2 })).toBeInViewport();
    await page.goto('/documentation/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('Given anyone, when they press Ctrl+K and type, then the spotlight finds pages and API operations, and the results page filters them', async ({
    page,
  }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('textbox', { name: 'Search the portal' });
    await expect(box).toBeFocused();
    await box.fill('get workers');
    await expect(page.getByRole('button', { name: /^API Get_Workers/ })).toBeVisible();
    await screenshot(page, `${SHOTS}/spotlight.png`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documentation\//);

    await page.goto('/search?q=tenant%20token');
    await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tenants and tenant tokens' })).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/search.png`, { fullPage: true });
    await page
      .locator('label')
      .filter({ hasText: /^API operations/ })
      .click();
    await expect(page).toHaveURL(/filter=api/);
    await expect(page.getByRole('link', { name: 'Tenants and tenant tokens' })).toHaveCount(0);

    await page.goto('/search?q=%22%5C%20%26%20!(');
    await expect(page.getByText(/^No results for /)).toBeVisible();
  });

  test('Given staff with admin.docs, when they edit a page, then readers and search see the change at once', async ({
    page,
  }) => {
    await startSignedIn(page, 'staff@demo.example', '/documentation/app-catalog');
    await page.getByRole('button', { name: 'Edit page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit documentation page' });
    const source = dialog.getByRole('textbox', { name: 'Page source' });
    await expect(source).toHaveValue(/title: The app catalog/);
    await source.fill(
      (await source.inputValue()).replace('start from. Browsing', 'start from, like a quokka. Browsing'),
    );
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByRole('tabpanel', { name: 'Preview' }).getByText(/like a quokka/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/editor.png`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/like a quokka/)).toBeVisible();

    await page.goto('/search?q=quokka');
    await expect(page.getByRole('link', { name: 'The app catalog' })).toBeVisible();

    // A broken front matter is refused with its fault named, and nothing is lost.
    await page.goto('/documentation/app-catalog');
    await page.getByRole('button', { name: 'Edit page' }).click();
    await dialog.getByRole('textbox', { name: 'Page source' }).fill('# no front matter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Front matter: title is required.');
  });

  test('Given a signed-in developer, when they answer "Was this page helpful?", then the answer is kept', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', '/documentation/getting-started');
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Given a mobile screen (375px), when a page and the search show, then they fit and axe finds no serious violation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/documentation/rest-api');
    await expect(page.getByRole('heading', { name: 'The REST API', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `${SHOTS}/page-mobile.png`, { fullPage: true });
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await expect(page.getByRole('textbox', { name: 'Search the portal' })).toBeFocused();
  });
});
