import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-build-retry';

/**
 * The demo's acme_benefits_enrollment v2 fails its build (README: demo world); its
 * developer retries it from the build page, and follows the new build to its end.
 */
test.describe('retry a failed build from the console', () => {
  for (const width of [375, 1280]) {
    test(`Given ${width} px and Acme's developer on the failed build of a demo app, when they press Retry, then a new build of the version runs and its page follows it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'developer@demo.example', '/profile');
      const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
      const headers = { 'x-organization-id': orgs.userOrganizations[0].organizationUuid as string };
      const apps = await (await page.request.get('/apphub/v1/apps?q=benefits', { headers })).json();
      const app = apps.data.find(
        (a: { referenceId: string }) => a.referenceId === 'acme_benefits_enrollment',
      );
      const versions = await (
        await page.request.get(`/apphub/v1/apps/${app.id}/versions`, { headers })
      ).json();
      const failed = versions.data.find(
        (v: { latestBuild: { status: string } | null }) => v.latestBuild?.status === 'FAILED',
      );
      const buildPath = `/console/apps/view/${app.id}/activity/${failed.id}/builds/${failed.latestBuild.id}`;

      await page.goto(buildPath);
      await expect(page.getByTestId('build-status')).toHaveText('Failed');
      const retry = page.getByRole('button', { name: 'Retry the build' });
      await expect(retry).toBeVisible();
      await screenshot(page, `${SHOTS}/failed-${width}.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);

      await retry.click();
      await page.waitForURL(
        (url) => url.pathname.includes('/builds/') && !url.pathname.endsWith(failed.latestBuild.id),
      );
      await expect(page.getByText('A new build of this version started.')).toBeVisible();
      // The same broken source fails again, as a build of its own, which offers Retry in turn.
      await expect(page.getByTestId('build-status')).toHaveText('Failed', { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Retry the build' })).toBeVisible();
      await screenshot(page, `${SHOTS}/retried-${width}.png`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);
    });
  }
});

/**
 * Retrying a failed build, the builder's half: the draft of acme_benefits_enrollment is based on its failed
 * v2, so the Build panel shows that build after a load, with Retry; the panel follows the new build in place.
 */
test.describe('retry a failed build from the builder', () => {
  for (const width of [1280, 375]) {
    test(`Given ${width} px and Acme's developer in the builder of a demo app whose last build failed, when they press Retry in the Build panel, then the panel follows the new build`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'developer@demo.example', '/build/acme_benefits_enrollment');
      await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 15_000 });
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect(page.getByTestId('builder-build-status')).toHaveText('Failed');
      const title = await page.getByText(/^Build [0-9a-f]{8}$/).textContent();
      const retry = page.getByRole('button', { name: 'Retry the build' });
      await expect(retry).toBeVisible();
      await screenshot(page, `${SHOTS}/builder-failed-${width}.png`);
      await expectNoSeriousAxeViolations(page);

      await retry.click();
      await expect(page.getByText('A new build of this version started.')).toBeVisible();
      await expect(page).toHaveURL(/\/build\/acme_benefits_enrollment/);
      await expect(page.getByText(/^Build [0-9a-f]{8}$/)).not.toHaveText(title!);
      // The same broken source fails again: the builder turns to its problems, and the Build tab offers Retry.
      await expect(page.getByTestId('builder-build-status')).toHaveText('Failed', { timeout: 60_000 });
      await page.getByRole('tab', { name: 'Build' }).click();
      await expect(page.getByRole('button', { name: 'Retry the build' })).toBeVisible();
      await screenshot(page, `${SHOTS}/builder-retried-${width}.png`);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
