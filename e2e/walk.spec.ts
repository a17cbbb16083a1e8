import { expect, type Page, test } from '@playwright/test';
import { watchProblems as watch } from './support/pageProblems.ts';
import { screenshot } from './support/screenshots.ts';
import { startSignedIn } from './support/session.ts';

/**
 * A page opened by a deep link or a reload sends no request before its company is known
 * (no "Select a company" 400), a page the user may not see sends no data request, and nothing fails or
 * logs a console error on the way. Every built console and admin page, opened directly, as each demo user.
 */

const users = [
  'admin@demo.example',
  'developer@demo.example',
  'specialist@demo.example',
  'dsc@demo.example',
  'staff@demo.example',
  'reviewer@demo.example',
];

/** The documentation, search, tutorials, help, support and downloads: public, and read signed in too. */
const contentPages = [
  '/documentation',
  '/documentation/tenants',
  '/search?q=tenant%20token',
  '/learn',
  '/learn?tutorial=first-app',
  '/intro',
  '/help',
  '/support',
  '/downloads',
  '/retired-functionality',
];

/** The users who also read the content pages: what they show depends only on staff or not. */
const contentReaders = new Set(['admin@demo.example', 'staff@demo.example']);

const pages = (appId: string | null, withContent: boolean) => [
  '/',
  '/console/apps',
  '/console/apps/licensed',
  '/console/apps/retired',
  ...(appId
    ? [
        `/console/apps/view/${appId}`,
        `/console/apps/view/${appId}/activity`,
        `/console/apps/view/${appId}/lifecycle`,
        `/console/apps/view/${appId}/logs`,
        `/console/analytics/app/${appId}`,
      ]
    : []),
  '/console/analytics',
  '/console/analytics/performance',
  '/console/analytics/logs',
  '/console/analytics/orchestrations',
  '/console/account',
  '/console/account/audits',
  '/console/tenants',
  '/console/users',
  '/console/third-party-integrations',
  '/console/api-clients',
  '/console/api-clients/unassigned',
  '/console/api-clients/create',
  '/rest-api-explorer',
  '/soap-api-explorer',
  '/graph-api-explorer',
  '/graphapi-changelog',
  '/admin/apps',
  '/admin/app-catalog',
  '/admin/manage-suvs',
  '/admin/tutorial-manager',
  '/admin/roles',
  '/admin/roles/permissions',
  '/admin/user-management',
  '/admin/user-management/export',
  '/admin/company-management',
  // The demo's Acme Health: its users tab (the page's first) and its settings with links.
  '/admin/company-management/00000000-0000-4000-8000-000000000001',
  '/admin/company-management/00000000-0000-4000-8000-000000000001/settings',
  '/profile',
  ...(withContent ? contentPages : []),
];

/** An app of the company the console opens on (the user's primary one), as its pages would find it. */
async function appOfPrimaryCompany(page: Page): Promise<string | null> {
  const orgs = (await (await page.request.get('/auth/v2/organizations/self')).json()).userOrganizations as {
    organizationUuid: string;
    associationType: string;
  }[];
  const primary = orgs.find((org) => org.associationType === 'PRIMARY') ?? orgs[0];
  if (!primary) return null;
  const answer = await page.request.get('/apphub/v1/apps?length=1', {
    headers: { 'x-organization-id': primary.organizationUuid },
  });
  return answer.ok() ? ((await answer.json()).data[0]?.id ?? null) : null;
}

/**
 * Opens each path in one of a few tabs of the signed-in context at once: each tab is a deep link as much
 * as one tab is, and most of a page's time is the wait for the network to stay idle, which tabs share.
 */
const TABS = 3;
async function walk(first: Page, paths: string[]) {
  const tabs = [first];
  for (let i = 1; i < TABS; i++) tabs.push(await first.context().newPage());
  await Promise.all(
    tabs.map(async (page, tab) => {
      const problems = watch(page);
      for (let i = tab; i < paths.length; i += TABS) {
        const path = paths[i]!;
        await page.goto(path);
        // Settled: the page's heading (its own, Access Denied or Not Found) and no request in flight.
        await expect(page.getByRole('heading', { level: 1 }).first(), `heading on ${path}`).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(problems, `on ${path}`).toEqual([]);
      }
    }),
  );
}

for (const email of users) {
  test(`Given ${email}, when every built page is opened by a deep link, then no request fails and nothing logs an error`, async ({
    page,
  }) => {
    await startSignedIn(page, email, '/profile');
    await walk(page, pages(await appOfPrimaryCompany(page), contentReaders.has(email)));
  });
}

test('Given a visitor who is not signed in, when they open the public pages, then no request fails and nothing logs an error', async ({
  page,
}) => {
  const problems = watch(page);
  for (const path of ['/', '/about', '/welcome', '/app-catalog', '/terms', ...contentPages]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems, `on ${path}`).toEqual([]);
  }
});

test('Given a signed-in admin, when they open home, then their dashboard shows what needs attention', async ({
  page,
}) => {
  await startSignedIn(page, 'admin@demo.example', '/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Failing builds' })).toContainText(
    'Benefits Enrollment Card',
  );
  // Asset barcoding waits for review in the demo world (review.spec.ts certifies a version of its own).
  await expect(page.getByRole('region', { name: 'Waiting for review' })).toContainText('Asset barcoding');
  await expect(
    page.getByRole('region', { name: 'Recent deployments' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started in four steps' })).toHaveCount(0);
  await screenshot(page, '/tmp/shots-walk/home-dashboard.png', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, '/tmp/shots-walk/home-dashboard-narrow.png', { fullPage: true });
});
