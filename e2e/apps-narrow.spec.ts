import { expect, type Page, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, fillProviderSignIn } from './support/session.ts';

const SHOTS = '/tmp/shots-apps-narrow';
const DEVELOPER = 'developer@demo.example';

async function signInHere(page: Page) {
  await fillProviderSignIn(page, DEVELOPER);
  await page.waitForURL((url) => url.pathname === '/profile', { timeout: 30_000 });
}

/** What sticks out past the right edge: named in the failure so the fix is easy to find. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a region that scrolls by itself, sticking out is the point (a wide table).
      let parent = element.parentElement;
      let isClipped = false;
      while (parent && parent !== document.body) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') {
          isClipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!isClipped)
        found.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)}px)`);
    }
    return found.slice(0, 10);
  });
}

/**
 * Narrow screens (docs/product/shell.md SHELL-11): the page itself never scrolls sideways; wide parts scroll
 * inside.
 */
async function expectNoSidewaysScroll(page: Page, name: string) {
  await screenshot(page, `${SHOTS}/${name}.png`, { fullPage: true });
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (sizes.scrollWidth > sizes.innerWidth) expect(await overflowingElements(page), name).toEqual([]);
  expect(sizes.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(sizes.innerWidth);
  await expectNoSeriousAxeViolations(page);
}

test.describe('app pages on a narrow screen', () => {
  test.setTimeout(180_000);

  test('Given a developer on a phone, when they open the app lists and every app view page at 375 px, then none scrolls sideways and axe finds nothing serious', async ({
    page,
  }) => {
    // Given: a developer signed in, and a seeded app with a built version
    // The redirect to the provider can take a while on a busy machine: wait for it before signing in.
    await page.goto('/login?path=%2Fprofile');
    await page.getByRole('heading', { name: /^Sign in to / }).waitFor({ timeout: 30_000 });
    await signInHere(page);
    const app = await findDemoApp(page);
    const versions = await (
      await page.request.get(`/apphub/v1/apps/${app.id}/versions`, {
        headers: { 'x-organization-id': app.organizationId },
      })
    ).json();
    const version = (versions.data as { id: string; latestBuild: { id: string } | null }[]).find(
      (v) => v.latestBuild,
    )!;
    expect(version).toBeTruthy();
    const view = `/console/apps/view/${app.id}`;

    const pages: { name: string; path: string; ready: (p: Page) => Promise<void> }[] = [
      {
        name: 'apps-all',
        path: '/console/apps/all',
        ready: (p) => expect(p.getByRole('link', { name: app.name })).toBeVisible(),
      },
      {
        name: 'apps-licensed',
        path: '/console/apps/licensed',
        ready: (p) => expect(p.getByRole('searchbox')).toBeVisible(),
      },
      {
        name: 'apps-retired',
        path: '/console/apps/retired',
        ready: (p) => expect(p.getByRole('searchbox')).toBeVisible(),
      },
      {
        name: 'app-overview',
        path: view,
        ready: (p) => expect(p.getByRole('heading', { name: app.name, level: 1 })).toBeVisible(),
      },
      {
        name: 'app-activity',
        path: `${view}/activity`,
        ready: (p) => expect(p.getByRole('link', { name: /^Version / }).first()).toBeVisible(),
      },
      {
        name: 'app-version',
        path: `${view}/activity/${version.id}`,
        ready: (p) => expect(p.getByRole('heading', { name: /^Version / })).toBeVisible(),
      },
      {
        name: 'app-build',
        path: `${view}/activity/${version.id}/builds/${version.latestBuild!.id}`,
        ready: (p) => expect(p.getByRole('heading', { name: /^Build/ }).first()).toBeVisible(),
      },
      {
        name: 'app-logs',
        path: `${view}/logs`,
        // Inside the app view: the app's name as the heading, its tabs with Logs selected.
        ready: async (p) => {
          await expect(p.getByRole('heading', { name: app.name, level: 1 })).toBeVisible();
          await expect(p.getByRole('tab', { name: 'Logs', selected: true })).toBeVisible();
          const escaped = app.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          await expect(p).toHaveTitle(new RegExp(`^App Logs - ${escaped} \\|`));
        },
      },
    ];

    // 375 px only: the desktop width of each page is checked (with axe) by app-view and apps-lists.
    for (const width of [375]) {
      await page.setViewportSize({ width, height: 812 });
      for (const { name, path, ready } of pages) {
        // When: they open the page
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        // Then: it fits the screen, and stays accessible
        await expectNoSidewaysScroll(page, `${name}-${width}`);
        // The header hides what overflows it: its account controls must be whole on screen.
        const account = await page.getByRole('button', { name: /^Account menu for / }).boundingBox();
        expect(account!.x + account!.width, `${name}-${width}: account menu cut off`).toBeLessThanOrEqual(
          width,
        );
      }
      if (width === 375) {
        // When: on the phone they open the app's actions
        await page.goto(view);
        await page.getByRole('button', { name: `Actions for ${app.name}` }).click();
        // Then: the actions that do not fit the header are in one menu
        await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
        await screenshot(page, `${SHOTS}/app-actions-menu-375.png`);
        // An open menu is part of the page too: its roles must hold together for a screen reader.
        await expectNoSeriousAxeViolations(page);
        // Escape closes it and gives focus back to its button (keyboard path).
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeHidden();
        await expect(page.getByRole('button', { name: `Actions for ${app.name}` })).toBeFocused();
        // A dialog opened from the menu by keyboard gives the focus back to the button too, on Escape.
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Delete app' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Delete app' })).toBeHidden();
        await expect(page.getByRole('button', { name: `Actions for ${app.name}` })).toBeFocused();
      }
    }
  });
});
