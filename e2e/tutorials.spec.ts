import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-tutorials';

test.describe('tutorials', () => {
  test('Given a new developer, when they follow the introduction and tick steps, then their progress is kept', async ({
    page,
  }) => {
    await startSignedIn(page, 'developer@demo.example', '/intro');
    await expect(page.getByRole('heading', { name: 'Start here', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/intro.png`, { fullPage: true });

    await page.getByRole('link', { name: "Call a tenant's API with a tenant token" }).click();
    await expect(
      page.getByRole('heading', { name: "Call a tenant's API with a tenant token", level: 1 }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have a tenant token' }).check();
    await expect(page.getByText('1 of 4 steps done')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/tutorial.png`, { fullPage: true });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'I have a tenant token' })).toBeChecked();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('checkbox', { name: 'I have a tenant token' })).not.toBeChecked();

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `${SHOTS}/tutorial-375.png`, { fullPage: true });
  });

  test('Given staff, when they write a tutorial and publish it, then learners find it, and withdrawing hides it', async ({
    page,
  }) => {
    const title = `GraphQL basics ${Date.now()}`;
    await startSignedIn(page, 'staff@demo.example', '/admin/tutorial-manager');
    await expect(page.getByRole('heading', { name: 'Tutorial Manager', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'New tutorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tutorial' });
    await dialog.getByRole('textbox', { name: 'Address' }).fill(`graphql-basics-${Date.now()}`);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Summary' }).fill('Your first query.');
    await dialog.getByRole('textbox', { name: 'Step title' }).fill('Ask for workers');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Send **this** query to the Graph API.');
    await dialog.getByRole('textbox', { name: 'Check' }).fill('I got workers back');
    await dialog.getByRole('switch', { name: 'Published' }).check();
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByText('this', { exact: true })).toBeVisible();
    await screenshot(page, `${SHOTS}/editor-preview.png`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto('/learn');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto('/admin/tutorial-manager');
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Withdrawn')).toBeVisible();
    await screenshot(page, `${SHOTS}/manager.png`, { fullPage: true });
  });
});
