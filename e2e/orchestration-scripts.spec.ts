import { expect, test } from '@playwright/test';
import { companyHeaders, okJson } from './support/companyRequests.ts';
import { openRunLog } from './support/runLogs.ts';
import { screenshot } from './support/screenshots.ts';
import { TIDY_CONSOLE_LINE, uploadScriptedApp } from './support/scriptedApps.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-orchestration-scripts';

test("Given the spec's own app with a script step deployed to acme_dev, when a developer runs it from its activity, then the step's result shows on the run and its console line in the run's log", async ({
  page,
}) => {
  // Given: an orchestration whose script step lower-cases five workers' emails and says so on its console
  await startSignedIn(page, 'developer@demo.example', '/profile');
  const acme = await companyHeaders(page, 'Acme Health');
  const app = await uploadScriptedApp(page, acme.headers, 'e2e_script');
  await okJson(
    page.request.post('/aos/v1/deploy', {
      headers: acme.headers,
      data: { versionId: app.versionId, tenant: 'acme_dev', environment: 'Development' },
    }),
  );

  // When: the developer runs it from the app's orchestration activity
  await page.goto(`/console/apps/view/${app.appId}/orchestration-activity`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run an orchestration' });
  await expect(dialog.getByRole('combobox', { name: 'Orchestration' })).toHaveValue(/^tidy on acme_dev/);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await page.waitForURL(new RegExp(`/console/apps/view/${app.appId}/orchestration-activity/[0-9a-f-]{36}$`));

  // Then: the run ends, and the script step's panel shows what the function returned
  await expect(page.getByRole('button', { name: /^3\s*done/ })).toBeVisible({ timeout: 20_000 });
  const clean = page.getByRole('button', { name: /^2\s*clean/ });
  await expect(clean).toContainText('Script');
  await expect(clean).toContainText('Succeeded');
  await clean.click();
  const panel = page.getByRole('region', { name: /clean/ });
  await expect(
    panel.getByText(/^\{\s*"count": 5,\s*"domains": \[\s*"acme-dev\.example"\s*\]\s*\}$/),
  ).toBeVisible();
  await screenshot(page, `${SHOTS}/run-1280.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // And: the run's log holds the line the script wrote with console.log, said by its step
  const lines = await openRunLog(page, `/console/apps/view/${app.appId}/logs`, [TIDY_CONSOLE_LINE]);
  await lines
    .getByRole('row')
    .filter({ hasText: TIDY_CONSOLE_LINE })
    .getByRole('button', { name: /^Open the line: / })
    .click();
  const detail = page.getByRole('dialog', { name: 'Log line' });
  await expect(detail).toContainText('"step": "clean"');
  await screenshot(page, `${SHOTS}/run-log-1280.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
