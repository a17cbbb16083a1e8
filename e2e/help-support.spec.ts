import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-help';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

test.describe('help, downloads, product updates and support', () => {
  test('Given a visitor, when they open help, retired functionality and downloads, then each points on and a download matches its checksum', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByText('The portal is working normally')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/help.png`, { fullPage: true });

    await page.getByRole('link', { name: 'Retired functionality' }).click();
    await expect(page.getByRole('heading', { name: 'Retired functionality', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'App catalog' })).toHaveAttribute(
      'href',
      '/app-catalog',
    );
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/retired.png`, { fullPage: true });

    await page.goto('/downloads');
    const row = page.getByRole('row', { name: /Starter app: Extend/ });
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/downloads.png`, { fullPage: true });
    const listed = (await (await page.request.get('/sub-api/v1/downloads')).json()).data as {
      file: string;
      sha256: string;
    }[];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download starter-extend.zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('starter-extend.zip');
    const saved = readFileSync((await download.path())!);
    expect(createHash('sha256').update(saved).digest('hex')).toBe(
      listed.find((item) => item.file === 'starter-extend.zip')!.sha256,
    );
  });

  test('Given a developer with unread product updates, when they open the bell and mark all read, then the count goes', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', '/about');
    const bell = page.getByRole('button', { name: /^Product updates, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Product updates' });
    await expect(panel.getByText('Support cases in the portal')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/product-updates.png`);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Product updates', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Product updates', exact: true })).toBeVisible();
  });

  test('Given a support contact, when they open a case with a screenshot, then support answers it and the contact sees the answer', async ({
    page,
  }) => {
    const subject = `Build fails ${Date.now()}`;
    await startSignedIn(page, 'dsc@demo.example', '/support');
    await page.getByRole('button', { name: 'Open a case' }).click();
    const dialog = page.getByRole('dialog', { name: /^Open a support case for / });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Builds' }).click();
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Every build fails at the manifest step.');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await screenshot(page, `${SHOTS}/support-form.png`);
    await dialog.getByRole('button', { name: 'Open the case' }).click();
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /screen\.png/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const caseUrl = page.url();

    await page.context().clearCookies();
    await startSignedIn(page, 'staff@demo.example', '/support');
    const queue = page.getByRole('region', { name: "Every company's cases" });
    await queue.getByRole('link', { name: subject }).click();
    await page
      .getByRole('textbox', { name: 'Reply' })
      .fill('The manifest names a model that does not exist.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The manifest names a model that does not exist.')).toBeVisible();
    await expect(page.getByText('Answered')).toBeVisible();

    await page.context().clearCookies();
    await startSignedIn(page, 'dsc@demo.example', new URL(caseUrl).pathname + new URL(caseUrl).search);
    await expect(page.getByText('The manifest names a model that does not exist.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `${SHOTS}/support-case-375.png`, { fullPage: true });
  });
});
