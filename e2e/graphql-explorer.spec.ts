import { expect, test } from '@playwright/test';
import { connectExplorer } from './support/explorers.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-explorers';
// The explorers connect as the admin (see connectExplorer).

test('Given an admin, when they connect in the GraphQL explorer and run the starting query, then GraphiQL shows the workers and keeps its tabs under the graphiql: prefix', async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/graph-api-explorer?tenant=acme_sb');
  await expect(page.getByRole('heading', { name: 'GraphQL API Explorer', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await connectExplorer(page);

  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible({ timeout: 20_000 });
  // The starting query is in the editor before it runs (GraphiQL fills it once its editors load).
  await expect(page.locator('.graphiql-query-editor')).toContainText('totalCount', { timeout: 20_000 });
  // The run's own request, not the schema's introspection on the same endpoint.
  const answered = page.waitForResponse(
    (response) =>
      /\/sandbox\/acme_sb\/graphql$/.test(response.url()) &&
      (response.request().postData() ?? '').includes('workers(first: 5)'),
  );
  await run.click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator('.result-window')).toContainText('"totalCount": 2000', { timeout: 20_000 });
  await screenshot(page, `${SHOTS}/graphql.png`);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.some((key) => key.startsWith('graphiql:'))).toBe(true);
  // The tenant token is the fetcher's: GraphiQL's own storage never holds it.
  const stored = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('graphiql:'))
      .map(([, value]) => value)
      .join(' '),
  );
  expect(stored).not.toContain('ptt_');
});

test('Given a visitor, when they open the GraphQL changelog, then each schema version lists what changed', async ({
  page,
}) => {
  await page.goto('/graphapi-changelog');
  await expect(page.getByRole('heading', { name: 'GraphQL API Changelog', level: 1 })).toBeVisible();
  const latest = page.getByRole('region', { name: '2026-11-25' });
  await expect(latest.getByText('Worker.tenureYears was added.')).toBeVisible();
  await expect(latest.getByText(/Worker\.location was deprecated/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: '2026-11-24' }).getByText('The first version of the schema.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/changelog.png`, { fullPage: true });
});
