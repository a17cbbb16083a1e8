import { expect, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-lifecycle';

/**
 * Each version on the lifecycle page is a stepper of its stages with the one next
 * action, and the reason for what is closed, instead of a row of disabled buttons.
 */
for (const width of [1280, 375]) {
  test(`Given ${width} px and Acme's developer on a demo app's lifecycle, when the page shows, then each version has its stages with the current one marked, only buttons that work, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await startSignedIn(page, 'developer@demo.example', '/profile');
    const app = await findDemoApp(page);
    await page.goto(`/console/apps/view/${app.id}/lifecycle`);
    const stages = page.getByRole('list', { name: 'Stages of this version' });
    await expect(stages.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stages.count()).toBeGreaterThan(0);
    for (const list of await stages.all()) {
      const current = await list.locator('[aria-current="step"]').count();
      expect(current).toBeLessThanOrEqual(1);
    }
    await expect(page.locator('main .mantine-Card-root button:disabled')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `${SHOTS}/lifecycle-${width}.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
}
