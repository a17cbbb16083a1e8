import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createKiosk } from './support/apiClients.ts';
import { firstCompany, settledBuild } from './support/ownApps.ts';
import { sampleZip } from './support/sampleZips.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-console-sections';
const ADMIN = 'admin@demo.example';

test("Given an API client of the company's, when its admin opens /console/clients, then the API clients list shows there with it", async ({
  page,
}) => {
  await startSignedIn(page, ADMIN, '/console/api-clients');
  const kiosk = await createKiosk(page, 'https://kiosk.example/callback');

  await page.goto('/console/clients');
  await expect(page.getByRole('heading', { name: 'API Clients', level: 1 })).toBeVisible();
  await expect(page.getByText(kiosk.name)).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/console/clients');
  await screenshot(page, `${SHOTS}/clients.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);
});

/**
 * The suite's server runs with the flags' defaults, so decimalPrecision is on: a data usage well under a
 * gigabyte reads '< 0.01' (or two decimals), where it would read '0' with the flag off. The flags are read
 * once at the server's start (FEATURE_FLAGS) and no call changes them, so the off state is the web tests'
 * (EntitlementsPage.test.tsx, numbers.test.ts).
 */
test('Given a company that stored a 2 MB source this year, when its admin opens /console/entitlements, then the page shows its entitlements with the data usage in decimals', async ({
  page,
}) => {
  // Given: an upload of the spec's own with a 2 MB image in it (stored and packaged: data usage)
  await startSignedIn(page, ADMIN, '/console/apps');
  const { headers } = await firstCompany(page);
  const referenceId = `e2e_usage_${Date.now().toString(36)}`;
  const zip = await sampleZip('asset-barcoding', (relative, data) => {
    if (relative === 'manifest.json')
      return Buffer.from(JSON.stringify({ ...JSON.parse(data.toString('utf8')), referenceId }));
    // Still a PNG to the build's check (its signature), and bytes that no zip compresses.
    if (relative === 'assets/label.png') return Buffer.concat([data, randomBytes(2_000_000)]);
    return data;
  });
  const uploaded = await page.request.post('/apphub/v1/apps/upload', {
    headers,
    multipart: {
      name: 'Usage sample',
      referenceId,
      type: 'EXTEND',
      builtOnProvider: 'true',
      file: { name: 'source.zip', mimeType: 'application/zip', buffer: zip },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  expect(await settledBuild(page, (await uploaded.json()).build.id, headers)).toBe('SUCCEEDED');

  // When: the admin opens the top-level entitlements section
  await page.goto('/console/entitlements');
  await expect(page.getByRole('heading', { name: 'Entitlements', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/console/entitlements');

  // Then: the data usage has its decimals, never a whole '0' for what was stored
  const usage = page.getByRole('row', { name: /^Data usage this year \(GB\)/ });
  await expect(usage.getByRole('cell').first()).toHaveText(/^(< 0\.01|\d+\.\d{1,2})$/);
  await screenshot(page, `${SHOTS}/entitlements.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
