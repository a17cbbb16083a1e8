import { expect, type Page, test } from '@playwright/test';
import { connectExplorer } from './support/explorers.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-axe-findings';

/**
 * Nothing serious, and voice control says a control's visible words: axe's label-content-name-mismatch
 * (an experimental rule, so not in the default scan) fails a name that does not contain them. One scan of
 * the page for both.
 */
async function expectNothingSeriousAndNamesHoldTheirWords(page: Page) {
  const mismatches = await expectNoSeriousAxeViolations(page, ['label-content-name-mismatch']);
  expect(mismatches.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
}

/**
 * Accessibility findings (docs/product/shell.md SHELL-24), each in the state the walk saw it: the GraphQL
 * explorer after a query ran, the API client's secret box, a support case, and the users page (voice
 * control).
 */
test.describe('axe findings of the newcomer walk', () => {
  for (const width of [375, 1280]) {
    test(`Given ${width} px, when the admin runs the GraphQL explorer's query, then axe finds nothing serious`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'admin@demo.example', '/graph-api-explorer?tenant=acme_sb');
      await connectExplorer(page);
      const run = page.getByRole('button', { name: /Execute query/ });
      await expect(page.locator('.graphiql-query-editor')).toContainText('totalCount', { timeout: 20_000 });
      await run.click();
      await expect(page.locator('.graphiql-response')).toContainText('totalCount', { timeout: 20_000 });
      await screenshot(page, `${SHOTS}/graphql-${width}.png`, { fullPage: true });
      await expectNothingSeriousAndNamesHoldTheirWords(page);

      // With a second operation, each drawn with its own close button: a list of operations, not tabs.
      await page.getByRole('button', { name: 'New tab' }).click();
      const operations = page.getByRole('list', { name: 'Select active operation' }).getByRole('listitem');
      await expect(operations).toHaveCount(2);
      await expect(operations.nth(1).locator('[aria-current="true"]')).toBeVisible();
      await screenshot(page, `${SHOTS}/graphql-tabs-${width}.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('Given a developer creating an API client, when its secret is shown once, then axe finds nothing serious', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', '/console/api-clients/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(`E2E axe ${Date.now()}`);
    await page.getByRole('checkbox', { name: 'Workers: read' }).check();
    await page.getByRole('combobox', { name: 'Tenants' }).click();
    await page.getByRole('option', { name: 'acme_sb' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('This is the only time the secret is shown')).toBeVisible();
    await screenshot(page, `${SHOTS}/secret-1280.png`, { fullPage: true });
    await expectNothingSeriousAndNamesHoldTheirWords(page);
  });

  for (const email of ['admin@demo.example', 'dsc@demo.example'])
    test(`Given ${email}, when they open Support, then axe finds nothing serious`, async ({ page }) => {
      await startSignedIn(page, email, '/support');
      await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${SHOTS}/support-${email.split('@')[0]}-1280.png`, { fullPage: true });
      await expectNothingSeriousAndNamesHoldTheirWords(page);
    });

  for (const width of [375, 1280]) {
    test(`Given ${width} px, when Acme's admin opens Users, then every control's name holds its visible words`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'admin@demo.example', '/console/users');
      await expect(page.getByRole('button', { name: /^Change roles/ }).first()).toBeVisible();
      await screenshot(page, `${SHOTS}/users-${width}.png`, { fullPage: true });
      await expectNothingSeriousAndNamesHoldTheirWords(page);
    });
  }
});
