import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-orchestration-approvals';

test.describe('orchestration approvals', () => {
  test('Given a run waiting for an admin, when the admin approves it from their notification, then the run finishes and its launcher is told', async ({
    page,
    browser,
  }) => {
    // Given: the developer runs the demo app's email review, which waits for an admin
    await startSignedIn(page, 'developer@demo.example', '/profile');
    const app = await findDemoApp(page);
    const activity = `/console/apps/view/${app.id}/orchestration-activity`;
    await page.goto(activity);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Run an orchestration' });
    const orchestration = dialog.getByRole('combobox', { name: 'Orchestration' });
    await orchestration.click();
    await page
      .getByRole('option', { name: /^email_review on acme_/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForURL(new RegExp(`${activity}/[0-9a-f-]{36}$`));
    const runUrl = page.url();
    const approval = page.getByRole('region', { name: 'Approval at step review' });
    await expect(approval.getByText(/^Waits for a member with the Admin role/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(approval.getByText('Who may decide: Ada Admin')).toBeVisible();
    // The developer may read the run, not decide it.
    await expect(approval.getByRole('button', { name: 'Approve' })).toBeHidden();
    await screenshot(page, `${SHOTS}/waiting-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // When: the admin opens the notification the run sent them and approves with a comment
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await startSignedIn(admin, 'admin@demo.example', '/profile');
    await admin.getByRole('button', { name: /^Open notifications, \d+ unread/ }).click();
    const inbox = admin.getByRole('dialog', { name: 'Notifications' });
    const notice = inbox
      .getByRole('link', { name: /waits at step review for the Admin role to approve or reject it/ })
      .first();
    await expect(notice).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await notice.click();
    await admin.waitForURL(runUrl);
    const decide = admin.getByRole('region', { name: 'Approval at step review' });
    await decide.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Approve step review?' });
    await confirm.getByRole('textbox', { name: 'Comment (optional)' }).fill('The address is right.');
    await expectNoSeriousAxeViolations(admin);
    await confirm.getByRole('button', { name: 'Approve' }).click();

    // Then: the decision shows, and the run goes on to its end
    await expect(decide.getByText(/^Approved by Ada Admin on /)).toBeVisible();
    await expect(decide.getByText('Comment: The address is right.')).toBeVisible();
    await expect(admin.getByRole('button', { name: /^\d+\s*done/ })).toBeVisible({ timeout: 15_000 });
    await screenshot(admin, `${SHOTS}/approved-1280.png`, { fullPage: true });
    await adminContext.close();

    // And: the developer's run page follows to its end, and their notifications hold the run's message
    await expect(page.getByRole('button', { name: /^\d+\s*tell/ })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await page.getByRole('button', { name: /^Open notifications, \d+ unread/ }).click();
    await expect(
      page.getByText('The directory email change you asked for was approved and sent.').first(),
    ).toBeVisible();
  });
});
