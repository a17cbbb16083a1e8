import { expect, type Page, test } from '@playwright/test';
import type { CreatedSource } from '@portal/contracts';
import { findDemoApp } from './support/demoApps.ts';
import { sampleZip } from './support/sampleZips.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-promotion-board';

/** The asset barcoding sample as a source of the app `referenceId`, its list page titled `title`. */
const sourceOf = (referenceId: string, title: string) =>
  sampleZip('asset-barcoding', (relative, data) => {
    if (relative === 'manifest.json') {
      const manifest = JSON.parse(data.toString('utf8'));
      return Buffer.from(JSON.stringify({ ...manifest, referenceId, name: 'Board barcodes' }));
    }
    if (relative === 'pages/assets.json') {
      const page = JSON.parse(data.toString('utf8'));
      return Buffer.from(`${JSON.stringify({ ...page, title }, null, 2)}\n`);
    }
    return data;
  });

/**
 * The spec's own app with two versions deployed to acme_dev one after the other, made through the API
 * as the console makes them, so the board has a rollback target whatever other specs did.
 */
async function appWithTwoDeploys(page: Page) {
  const { organizationId } = await findDemoApp(page);
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  const headers = { 'x-organization-id': organizationId, 'xsrf-token': csrfToken };
  const referenceId = `board_${Date.now().toString(36)}`;
  const file = async (title: string) => ({
    name: 'source.zip',
    mimeType: 'application/zip',
    buffer: await sourceOf(referenceId, title),
  });
  const built = async (answer: Awaited<ReturnType<Page['request']['post']>>) => {
    expect(answer.ok(), await answer.text()).toBe(true);
    const created = (await answer.json()) as CreatedSource;
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/apphub/v1/builds/${created.build.id}`, { headers })).json())
            .status,
        { timeout: 60_000 },
      )
      .toBe('SUCCEEDED');
    return created;
  };
  const first = await built(
    await page.request.post('/apphub/v1/apps/upload', {
      headers,
      multipart: {
        name: 'Board barcodes',
        referenceId,
        type: 'EXTEND',
        builtOnProvider: 'true',
        file: await file('Assets'),
      },
    }),
  );
  const second = await built(
    await page.request.post(`/apphub/v1/apps/${first.app.id}/versions`, {
      headers,
      multipart: { file: await file('All assets') },
    }),
  );
  for (const version of [first.version.id, second.version.id]) {
    const deployed = await page.request.post('/aos/v1/deploy', {
      headers,
      data: { versionId: version, tenant: 'acme_dev', environment: 'Development' },
    });
    expect(deployed.ok(), await deployed.text()).toBe(true);
  }
  return { appId: first.app.id };
}

test('Given a developer and an app with two versions deployed to acme_dev, when they open its board, compare the versions and roll acme_dev back after the confirmation, then the tenant runs the first version again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSignedIn(page, 'developer@demo.example', '/profile');
  const { appId } = await appWithTwoDeploys(page);

  // The board: acme_dev runs version #2, deployed by the developer, with #1 before it.
  await page.goto(`/console/apps/view/${appId}`);
  await page.getByRole('tab', { name: 'Board' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/apps/view/${appId}/board$`));
  const development = page.getByRole('region', { name: 'Development' });
  const row = development.getByRole('row').filter({ hasText: 'acme_dev' }).first();
  await expect(row).toContainText('(#2)');
  await expect(row).toContainText('By Dev Developer');
  await expect(row).toContainText('(#1)');
  await screenshot(page, `${SHOTS}/board-1280.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Compare: the newest against the one before, the changed page side by side in Monaco's diff editor.
  await page.getByRole('link', { name: 'Compare versions' }).click();
  await expect(page.getByRole('heading', { name: 'Compare two versions' })).toBeVisible();
  const changed = page.getByRole('button', { name: 'pages/assets.json' });
  await expect(changed).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'pages/assets.json' })).toContainText('Changed');
  await expect(page.getByText('The manifest is the same.')).toBeVisible();
  await changed.click();
  const sideBySide = page.getByRole('region', { name: 'pages/assets.json, the two versions side by side' });
  await expect(sideBySide.locator('.monaco-diff-editor')).toBeVisible({ timeout: 20_000 });
  await expect(sideBySide).toContainText('All assets');
  await screenshot(page, `${SHOTS}/compare-1280.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Roll back, after a confirmation that shows what changes.
  await page.goto(`/console/apps/view/${appId}/board`);
  await development.getByRole('button', { name: /^Roll back acme_dev to / }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back acme_dev' });
  await expect(dialog.getByText('pages/assets.json')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(page.getByText(/^acme_dev runs Version .* \(#1\) again\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('(#1)');
  await expect(row.getByRole('cell').nth(1)).toContainText('(#1)');
});

test('Given a developer on a phone, when they open the board of an app and its Compare page, then both are usable at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startSignedIn(page, 'developer@demo.example', '/profile');
  const { appId } = await appWithTwoDeploys(page);
  await page.goto(`/console/apps/view/${appId}/board`);
  await expect(page.getByRole('region', { name: 'Development' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Roll back acme_dev to / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${SHOTS}/board-375.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/console/apps/view/${appId}/board/compare`);
  await expect(page.getByRole('button', { name: 'pages/assets.json' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});
