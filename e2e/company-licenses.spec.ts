import { expect, test } from '@playwright/test';
import { companyHeaders, okJson } from './support/companyRequests.ts';
import { endLicense, grantLicenseFromToday } from './support/licenses.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-company-licenses';

test("Given Bright Partners holds Acme's licenses and gives one of its own, when staff open its licensed apps and end the one it gives, then it shows Expired", async ({
  page,
  browser,
}) => {
  // Given: Bright's admin licenses Bright's onboarding app to Globex Apps, from today.
  const brightContext = await browser.newContext();
  const bright = await brightContext.newPage();
  await startSignedIn(bright, 'dsc@demo.example', '/console/apps');
  const brightOrg = await companyHeaders(bright, 'Bright Partners');
  const found = await okJson(
    bright.request.get('/apphub/v1/apps?q=onboarding', { headers: brightOrg.headers }),
  );
  const app = found.data.find((a: { referenceId: string }) =>
    a.referenceId.startsWith('bright_onboarding_journey'),
  );
  expect(app).toBeTruthy();
  const globex = (
    await okJson(
      bright.request.get(`/auth/v1/organizations/${brightOrg.organizationId}/licensees?q=Globex`, {
        headers: brightOrg.headers,
      }),
    )
  ).data.find((c: { name: string }) => c.name === 'Globex Apps');
  expect(globex).toBeTruthy();
  await grantLicenseFromToday(bright, brightOrg, app.id, globex.organizationId);
  await brightContext.close();

  // When: staff open Bright's licensed apps in company management
  await startSignedIn(
    page,
    'staff@demo.example',
    `/admin/company-management/${brightOrg.organizationId}/licensed-apps`,
  );
  await expect(page.getByRole('heading', { name: 'Licenses it holds' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licenses it gives' })).toBeVisible();

  // Then: the licences it holds (Acme's demo licences) and the one it gives are listed
  await expect(page.getByRole('cell', { name: 'Worker directory sync', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Acme Health', exact: true }).first()).toBeVisible();
  // A run before this one leaves its ended licence listed as Expired: the one given now is the Active row.
  const toGlobex = page.getByRole('row').filter({ hasText: 'Globex Apps' });
  const given = toGlobex.filter({ hasText: 'Active' });
  await expect(given).toContainText(app.name);
  await expect(given).toContainText('Active');
  const expiredBefore = await toGlobex.filter({ hasText: 'Expired' }).count();
  await screenshot(page, `${SHOTS}/company-licensed-apps-1280.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // When: they end it, after the confirmation that says what the licensee loses
  await endLicense(page, app.name, 'Globex Apps');

  // Then: it stays listed as Expired, with nothing more to end
  await expect(given).toHaveCount(0);
  await expect(toGlobex.filter({ hasText: 'Expired' })).toHaveCount(expiredBefore + 1);
  await expect(
    page.getByRole('button', { name: `End the license of ${app.name} to Globex Apps` }),
  ).toBeHidden();
});
