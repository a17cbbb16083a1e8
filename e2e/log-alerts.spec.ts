import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-log-alerts';
const LOGS = '/console/analytics/logs?range=24h';

/** The demo world's preset of Acme's developer, and its Alerts drawer. */
async function openAlerts(page: Page) {
  await page.getByRole('combobox', { name: 'Preset', exact: true }).click();
  await page.getByRole('option', { name: 'App events', exact: true }).click();
  await page.getByRole('button', { name: 'Alerts', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Alerts on App events' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('alerts on a saved log preset', () => {
  test('Given the demo rules, when the developer opens a preset’s alerts, then one fires, one is OK, and a state change links to its lines', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', LOGS);
    const drawer = await openAlerts(page);
    const firing = drawer.getByRole('row').filter({ hasText: 'App events in the last day' });
    await expect(firing.getByText('Firing', { exact: true })).toBeVisible();
    await expect(
      drawer.getByRole('row').filter({ hasText: 'Apps gone quiet' }).getByText('OK', { exact: true }),
    ).toBeVisible();
    await screenshot(page, `${SHOTS}/alerts.png`);
    await expectNoSeriousAxeViolations(page);

    await firing.getByRole('button', { name: 'History' }).click();
    await drawer.getByRole('link', { name: 'Show the lines' }).first().click();
    await expect(page).toHaveURL(/range=custom&start=/);
    await expect(page.getByText(/^\d+ lines?, newest first$/)).toBeVisible();
  });

  test('Given the demo world, when the developer opens the test inbox, then the firing rule’s delivery is there with its signature verified', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', LOGS);
    const drawer = await openAlerts(page);
    // The rule's own log says delivered, with the inbox's answer.
    const firing = drawer.getByRole('row').filter({ hasText: 'App events in the last day' });
    await firing.getByRole('button', { name: 'History' }).click();
    await drawer.getByRole('tab', { name: 'Webhook deliveries' }).click();
    await expect(drawer.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(drawer.getByText(/^HTTP 204 in \d+ ms, attempt 1$/)).toBeVisible();

    // Keyboard only: the Test inbox button, then the newest request opened with Enter.
    await drawer.getByRole('button', { name: 'Test inbox' }).focus();
    await page.keyboard.press('Enter');
    const inbox = drawer.getByRole('region', { name: 'Test inbox' });
    await expect(inbox.getByText(/\/hooks\/v1\/inbox\//)).toBeVisible();
    const request = inbox.getByRole('button', { name: /^POST received/ }).first();
    await expect(request.getByText('Signature verified')).toBeVisible();
    await request.focus();
    await page.keyboard.press('Enter');
    await expect(inbox.getByText(/x-portal-signature: v1=[0-9a-f]{64}/)).toBeVisible();
    await expect(inbox.getByText(/"toState": "firing"/)).toBeVisible();
    await screenshot(page, `${SHOTS}/inbox.png`);
    await expectNoSeriousAxeViolations(page);
  });

  test('Given a developer, when they add a rule, mute it and delete it, then the list follows each change', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', LOGS);
    const drawer = await openAlerts(page);
    await drawer.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('dialog', { name: 'Add an alert rule' });
    await form.getByRole('textbox', { name: 'Rule name' }).fill('Error burst');
    await form.getByRole('textbox', { name: /Number of lines/ }).fill('100000');
    await form.getByRole('button', { name: 'Save rule' }).click();
    // The server's own sentence for a threshold past its bound.
    await expect(form.getByRole('alert')).toContainText('The number of lines can be at most 99,999.');
    await form.getByRole('textbox', { name: /Number of lines/ }).fill('50');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await expect(form).toBeHidden();
    const row = drawer.getByRole('row').filter({ hasText: 'Error burst' });
    await expect(row.getByText('OK', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Mute 1 h' }).click();
    await expect(row.getByText('Muted', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this alert rule?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toBeHidden();
  });

  test('Given a specialist (logs.read without alerts.manage), when they open the alerts of their preset, then they read them and are offered no change', async ({
    page,
  }) => {
    const name = `Mine ${Date.now()}`;
    await startSignedIn(page, 'specialist@demo.example', LOGS);
    await page.getByRole('button', { name: 'Save as preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the view as a preset' });
    await dialog.getByLabel('Preset name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Alerts on ${name}` });
    await expect(drawer.getByText('No alert rules on this preset yet.')).toBeVisible();
    await expect(drawer.getByText(/Changing them needs the alerts permission/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add rule' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('Given a phone 375 px wide, when the developer opens the alerts, then each rule reads as a card without sideways scroll', async ({
      page,
    }) => {
      await startSignedIn(page, 'developer@demo.example', LOGS);
      const drawer = await openAlerts(page);
      await expect(drawer.getByText('App events in the last day')).toBeVisible();
      const overflow = await drawer.evaluate((element) => {
        const body = element.querySelector('.mantine-Drawer-body') ?? element;
        return body.scrollWidth - body.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(1);
      await screenshot(page, `${SHOTS}/alerts-375.png`, { fullPage: true });
      // The test inbox opened, a request's headers and body shown: still no sideways scroll.
      await drawer.getByRole('button', { name: 'Test inbox' }).click();
      await drawer
        .getByRole('button', { name: /^POST received/ })
        .first()
        .click();
      await expect(drawer.getByText(/x-portal-signature: v1=/)).toBeVisible();
      const inboxOverflow = await drawer.evaluate((element) => {
        const body = element.querySelector('.mantine-Drawer-body') ?? element;
        return body.scrollWidth - body.clientWidth;
      });
      expect(inboxOverflow).toBeLessThanOrEqual(1);
      await screenshot(page, `${SHOTS}/inbox-375.png`, { fullPage: true });
    });
  });
});
