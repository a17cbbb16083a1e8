import { expect, test } from '@playwright/test';
import { connectExplorer } from './support/explorers.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-explorers';
// The explorers connect as the admin (see connectExplorer).

test('Given an admin, when they send operations from the SOAP explorer, then the answer is formatted and a fault is shown as an error', async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/soap-api-explorer?tenant=acme_sb');
  await expect(page.getByRole('heading', { name: 'SOAP API Explorer', level: 1 })).toBeVisible();
  const operations = page.getByRole('navigation', { name: 'Operations' });
  await expect(operations.getByText('Get_Workers')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Request envelope' })).toHaveValue(
    /<sb:Get_Workers_Request>/,
  );
  await expectNoSeriousAxeViolations(page);

  await connectExplorer(page);

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('200 OK', { exact: true })).toBeVisible();
  await expect(
    page.locator('pre').filter({ hasText: 'Total_Results' }).filter({ hasText: '2000' }),
  ).toBeVisible();
  await screenshot(page, `${SHOTS}/soap.png`, { fullPage: true });

  // The time-off request's required fields still hold '?': the sandbox answers a fault.
  await page.getByText('Absence Management').click();
  await operations.getByText('Put_Time_Off_Request').click();
  await expect(page).toHaveURL(/op=Put_Time_Off_Request/);
  await page.getByText('SOAP 1.2').click();
  await expect(page.getByRole('textbox', { name: 'Request envelope' })).toHaveValue(
    /2003\/05\/soap-envelope/,
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'SOAP fault' })).toBeVisible();
  await expect(page.getByText(/^400 /)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
