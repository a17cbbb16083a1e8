import { expect, type Page } from '@playwright/test';

/**
 * Connects an explorer to the sandbox tenant. The explorers' specs sign in as the admin: the consent they
 * give would otherwise change what e2e/tenants.spec.ts finds for the developer (no consent yet). The
 * first connect asks for the consent; one given before (by another spec) connects at once.
 */
export async function connectExplorer(page: Page, tenant = 'acme_sb') {
  await page.getByRole('button', { name: `Connect to ${tenant}` }).click();
  const consent = page.getByRole('dialog', { name: `Allow access to ${tenant}?` });
  const connected = page.getByText(/^Connected · \d+ minutes? left$/);
  await expect(consent.or(connected)).toBeVisible();
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(connected).toBeVisible();
}
