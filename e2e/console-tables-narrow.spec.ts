import { expect, type Page, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-console-tables-narrow';

/** Each table on the page whose content is wider than what it shows, or the page itself, named. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page (${document.documentElement.scrollWidth}px)`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      // Mantine's scroll container scrolls in an inner viewport: compare the table with the screen.
      const box = table.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)) {
        const header = Array.from(table.querySelectorAll('th'))
          .map((th) => th.textContent)
          .join(' | ');
        found.push(`table [${header}] (${Math.round(box.width)}px wide on a ${window.innerWidth}px screen)`);
      }
    }
    return found;
  });
}

/**
 * Tables at 375 px (docs/product/shell.md SHELL-11): the console's lists scrolled sideways on a phone where a
 * list would do. Each page below is opened at 375 px, waits for its first table, and no table (nor the page)
 * may be wider than the screen.
 */
test.describe('console lists on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("Given a phone 375 px wide, when Acme's admin opens each console list, then no table scrolls sideways and each row reads as a card", async ({
    page,
  }) => {
    await startSignedIn(page, 'admin@demo.example', '/console/apps');
    const app = await findDemoApp(page);
    const pages: [string, string][] = [
      ['apps', '/console/apps'],
      ['app-activity', `/console/apps/view/${app.id}/activity`],
      ['orchestration-activity', `/console/apps/view/${app.id}/orchestration-activity`],
      ['api-clients', '/console/api-clients'],
      ['users', '/console/users'],
      ['tenants', '/console/tenants'],
      ['licenses', '/console/account/licenses'],
    ];
    const problems: string[] = [];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.locator('main table').first(), name).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${SHOTS}/${name}-375.png`, { fullPage: true });
      problems.push(...(await sidewaysScrollers(page)).map((problem) => `${name}: ${problem}`));
    }
    expect(problems).toEqual([]);
    await page.goto('/console/apps');
    await expect(page.locator('table').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('Given a desktop 1280 px wide, when the admin opens the apps list, then it is a table with its column headers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSignedIn(page, 'admin@demo.example', '/console/apps');
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await screenshot(page, `${SHOTS}/apps-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });

  test('Given a phone 375 px wide, when a visitor opens /downloads, then no file table scrolls sideways, each file reads as a card and axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/downloads');
    const starter = page.getByRole('row', { name: /Starter app: Extend/ });
    await expect(starter).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysScrollers(page)).toEqual([]);
    // A card: the button and the checksum's copy stay on the screen, not past its edge.
    const button = await starter.getByRole('link', { name: 'Download starter-extend.zip' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(375);
    await screenshot(page, `${SHOTS}/downloads-375.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'SHA-256' }).first()).toBeVisible();
    expect(await sidewaysScrollers(page)).toEqual([]);
    await screenshot(page, `${SHOTS}/downloads-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
});
