import { expect, type Page } from '@playwright/test';
import { type companyHeaders, okJson } from './companyRequests.ts';
import { expectNoSeriousAxeViolations } from './session.ts';

/**
 * Ends a licence from a table of licences given (the app's, the account's, staff's company page) through
 * its confirmation, which says what the licensee loses, and waits for the toast.
 */
export async function endLicense(page: Page, app: string, company: string) {
  await page.getByRole('button', { name: `End the license of ${app} to ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `End the license of ${app} to ${company}?` });
  await expect(dialog).toContainText('it is undeployed from their tenants');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'End license' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The license of ${app} to ${company} has ended.`)).toBeVisible();
}

/** Licenses the licensor's app to another company from today, without an end, through the API. */
export async function grantLicenseFromToday(
  page: Page,
  licensor: Awaited<ReturnType<typeof companyHeaders>>,
  appId: string,
  consumerOrganizationId: string,
) {
  return okJson(
    page.request.post(`/auth/v1/organizations/${licensor.organizationId}/licenses`, {
      headers: licensor.headers,
      data: { appId, consumerOrganizationId, licenseStart: new Date().toISOString().slice(0, 10) },
    }),
  );
}
