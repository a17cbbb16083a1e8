import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn, startSignedIn } from './support/session.ts';

declare global {
  /** The copilot button's places, recorded on the page for the header test to read. */
  interface Window {
    copilotBoxes: string[];
  }
}

test('Given a developer on a page, when they ask the copilot, then the answer streams in with its sources and Escape closes the panel', async ({
  page,
}) => {
  await startSignedIn(page, 'developer@demo.example', '/documentation');
  const open = page.getByRole('button', { name: 'Open the copilot' });
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Copilot' });
  await expect(panel).toBeVisible();

  await panel.getByRole('textbox', { name: /Your question/ }).fill('How do I get a tenant token?');
  await panel.getByRole('textbox', { name: /Your question/ }).press('Enter');
  await expect(panel.getByText('Found in the portal, not generated')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Tenants and tenant tokens' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, test.info().outputPath('copilot-panel.png'));

  await panel.getByRole('tab', { name: 'History' }).click();
  await expect(panel.getByRole('button', { name: /How do I get a tenant token\?/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  // From the apps list, with no app on screen: the question names the app and its version.
  await page.goto('/console/apps');
  await page.getByRole('button', { name: 'Open the copilot' }).click();
  await panel
    .getByRole('textbox', { name: /Your question/ })
    .fill('Why did version 2 of acme_benefits_enrollment fail to build?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await expect(
    panel.getByText(/Looked up from your question: version 2 .*\(acme_benefits_enrollment\)/).first(),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: /\(FAILED\), named in the question/ }).first()).toBeVisible();

  // A tenant named in the question, found among the company's own with what is deployed on it.
  await panel.getByRole('textbox', { name: /Your question/ }).fill('What is deployed on acme_dev?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByText(/Looked up from your question: the tenant acme_dev\./).first()).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'Tenant acme_dev (Development), named in the question' }).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // On an app's page, on a narrow screen: the panel knows the app and takes the whole width.
  const app = await findDemoApp(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/console/apps/view/${app.id}`);
  await page.getByRole('button', { name: 'Open the copilot' }).click();
  await expect(panel.getByRole('group', { name: 'What the copilot knows about this page' })).toContainText(
    'This app',
  );
  await panel.getByRole('textbox', { name: /Your question/ }).fill('Why did my build fail?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  // The name as text, not a pattern: another spec may have renamed the app with parentheses.
  await expect(panel.getByRole('link', { name: app.name }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, test.info().outputPath('copilot-narrow.png'));

  // The copilot's API reference, from the portal's OpenAPI document.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/copilot-apis');
  await expect(page.getByRole('heading', { name: '/sub-api/v1/copilot/chat' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, test.info().outputPath('copilot-apis.png'));
});

test('Given a developer signing in while their companies come slowly, when the header fills in, then the copilot button shows where it stays and a press held meanwhile opens the panel', async ({
  page,
}) => {
  // Every place in the header's row the button takes from the page's first frame on (across: pressed, it
  // sinks a pixel). It used to show before the company switcher and account menu to its right (their
  // chunk or the companies came later), and moved 220 px left when they came: pressed at one place and
  // released at another, it got no click (CI, 2026-12-06; apps/web/src/app/Layout.tsx).
  await page.addInitScript(() => {
    const boxes: string[] = [];
    window.copilotBoxes = boxes;
    const look = () => {
      const rect = document.querySelector('[aria-label="Open the copilot"]')?.getBoundingClientRect();
      const box = rect && `${rect.x}+${rect.width}`;
      if (box && box !== boxes.at(-1)) boxes.push(box);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // A page reached by signing in has no companies in its HTML: the app asks for them, here on a slow link.
  await page.route('**/auth/v2/organizations/self', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await signIn(page, 'developer@demo.example', '/console/apps');

  // Pressed as soon as it shows, and released once the header is whole.
  const open = page.getByRole('button', { name: 'Open the copilot' });
  await open.waitFor();
  const box = await open.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await expect(page.getByRole('button', { name: /^Company: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await page.mouse.up();

  await expect(page.getByRole('dialog', { name: 'Copilot' })).toBeVisible();
  expect(await page.evaluate(() => window.copilotBoxes)).toHaveLength(1);
});
