import { expect, test } from '@playwright/test';
import type { DcLocation } from '@portal/contracts';
import { createOwnApp } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-tenant-installations';

test("Given an app of the developer's deployed to the development tenant, when they open the tenant's configuration, then its data centre and the app among its installed apps show", async ({
  page,
}) => {
  // Given: the spec's own app, version 0.1.0 deployed to acme_dev
  await startSignedIn(page, 'developer@demo.example', '/console/tenants');
  const app = await createOwnApp(page, 'e2e_installed');
  const deployed = await page.request.post('/aos/v1/deploy', {
    headers: app.headers,
    data: { versionId: app.version.id, tenant: 'acme_dev', environment: 'Development' },
  });
  expect(deployed.status(), await deployed.text()).toBe(201);
  const location = (await (
    await page.request.get('/apphub/v1/dclocation?tenant=acme_dev', { headers: app.headers })
  ).json()) as DcLocation;

  // When: they open the tenant's configuration on /console/tenants
  await page.reload();
  await page.getByRole('button', { name: 'Configuration of acme_dev' }).click();
  const details = page.getByRole('dialog', { name: 'Configuration of acme_dev' });

  // Then: the data centre the tenant runs in (the one dclocation names), and the app, newest first
  await expect(
    details.getByText(`Development tenant in the ${location.dataCenter} data centre.`),
  ).toBeVisible();
  await expect(details.getByText('Installed apps', { exact: true })).toBeVisible();
  const installed = details.getByRole('row').filter({ hasText: `(${app.referenceId})` });
  await expect(installed).toContainText(`E2E ${app.referenceId} (${app.referenceId})`);
  await expect(installed).toContainText('0.1.0 (#1)');
  await expect(details.getByRole('row').nth(1)).toContainText(app.referenceId);
  await screenshot(page, `${SHOTS}/installations.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
