import { expect, type Page, test } from '@playwright/test';
import type { CreatedSource, ProntoStatus } from '@portal/contracts';
import { createOwnApp, editManifest, saveDraft } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-builder-deploy';
const DEVELOPER = 'developer@demo.example';
const RULE =
  "manifest.json /profileGroups/0: the profile group 'Viewers' needs at least one context-free task or one model report.";

test.describe('the builder: one-step deploy and the profile group rule', () => {
  test('Given a developer who built a new version in the builder, when they deploy it to a tenant in one step, then the Build panel follows the deploy to its end and shows where the version runs', async ({
    page,
  }) => {
    // Given: an app of the spec's own whose draft has a new version number
    await page.setViewportSize({ width: 1280, height: 900 });
    await startSignedIn(page, DEVELOPER, '/build');
    const app = await createOwnApp(page, 'e2e_pronto');
    await saveDraft(page, app, (files) =>
      editManifest(files, (manifest) => {
        manifest.version = '0.2.0';
      }),
    );
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 15_000 });

    // When: they build it, and the build succeeds (the panel showed the first version's build before)
    await buildDraft(page);
    await expect(page.getByTestId('builder-build-status')).toHaveText('Succeeded', { timeout: 60_000 });
    await expect(page.getByText('This version runs on no tenant yet.')).toBeVisible();

    // And: they deploy it to the development tenant through the dialog
    const statuses: ProntoStatus['status'][] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/apphub/v1/prontoStatus/') && response.ok())
        statuses.push(((await response.json()) as ProntoStatus).status);
    });
    await page.getByRole('button', { name: 'Deploy to tenant' }).click();
    const dialog = page.getByRole('dialog', { name: /^Deploy version 0\.2\.0/ });
    await dialog.getByRole('combobox', { name: 'Tenant' }).click();
    await page.getByRole('option', { name: /^acme_dev \(/ }).click();
    await expectNoSeriousAxeViolations(page);
    const asked = page.waitForResponse((r) => r.url().includes('/prontoDeploy'));
    await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();
    expect((await asked).status()).toBe(202);

    // Then: the panel follows the deploy until it is done, and the version runs on the tenant
    await expect(dialog).toBeHidden();
    const done = page.getByRole('status').filter({ hasText: 'This version is deployed to acme_dev.' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText('The tenant runs this version now.');
    // Every status the panel read was on the way to the end state, and the last one was that state.
    await expect.poll(() => statuses.at(-1)).toBe('DEPLOYED');
    expect(statuses.every((status) => ['QUEUED', 'RUNNING', 'DEPLOYED'].includes(status))).toBe(true);
    await expect(page.getByText('This version runs on', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^acme_dev \(Development\), since / }),
    ).toBeVisible();
    await screenshot(page, `${SHOTS}/deployed.png`);
    await expectNoSeriousAxeViolations(page);
  });

  test('Given a draft whose one profile group lists only a page that opens on a record, when the developer validates and then builds it, then the builder shows the rule at the group and the build fails on it', async ({
    page,
  }) => {
    // Given: the starter app with a detail page and a group 'Viewers' that lists only that page
    await page.setViewportSize({ width: 1280, height: 900 });
    await startSignedIn(page, DEVELOPER, '/build');
    const app = await createOwnApp(page, 'e2e_groups');
    const detail = {
      title: 'One record',
      layout: 'detail',
      model: 'record',
      sections: [{ id: 'main', fields: [{ id: 'title', label: 'Title', type: 'text', binding: 'title' }] }],
    };
    await saveDraft(page, app, (files) => ({
      ...editManifest(files, (manifest) => {
        manifest.version = '0.2.0';
        manifest.components = [
          ...(manifest.components as object[]),
          { id: 'open_one', kind: 'page', path: 'pages/open_one.json' },
        ];
        manifest.profileGroups = [{ id: 'viewers', name: 'Viewers', tasks: ['open_one'] }];
      }),
      'pages/open_one.json': `${JSON.stringify(detail, null, 2)}\n`,
    }));
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 15_000 });

    // When: they validate
    await page.getByRole('button', { name: 'Validate' }).click();
    // Then: the one problem is the rule, at the group in manifest.json, and it opens the manifest
    await expect(page.getByRole('tab', { name: 'Problems (1)' })).toBeVisible({ timeout: 10_000 });
    const problem = page.getByRole('button', { name: new RegExp(`^manifest\\.json:\\d+ ${literal(RULE)}$`) });
    await expect(problem).toBeVisible();
    await screenshot(page, `${SHOTS}/profile-group-rule.png`);
    await expectNoSeriousAxeViolations(page);
    await problem.click();
    await expect(page).toHaveURL(new RegExp(`/build/${app.referenceId}/manifest$`));

    // When: they build it anyway
    await buildDraft(page);
    // Then: the build fails on the rule, and its problems are the same one
    await expect(page.getByTestId('builder-build-status')).toHaveText('Failed', { timeout: 60_000 });
    const versions = await (
      await page.request.get(`/apphub/v1/apps/${app.app.id}/versions`, { headers: app.headers })
    ).json();
    expect(versions.data[0]).toMatchObject({ version: '0.2.0', latestBuild: { error: RULE } });
    await page.getByRole('tab', { name: 'Problems (1)' }).click();
    await expect(problem).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

/**
 * Presses Build and waits until the Build panel follows the new build: until then it shows the build of
 * the version the draft was based on, with that version's Deploy.
 */
async function buildDraft(page: Page) {
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/draft/build') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Build', exact: true }).click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  const { build } = (await answer.json()) as CreatedSource;
  // Attached, not visible: a build that fails at once turns the panel to its problems (the Build tab stays
  // mounted behind them), which can happen before this check runs.
  await expect(page.getByText(`Build ${build.id.slice(0, 8)}`, { exact: true })).toBeAttached();
}

/** `text` as a literal inside a regular expression. */
function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
