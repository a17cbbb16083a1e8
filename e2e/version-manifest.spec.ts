import { expect, type Page, test } from '@playwright/test';
import type { CreatedSource } from '@portal/contracts';
import { createOwnApp, editManifest, saveDraft, settledBuild } from './support/ownApps.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-version-manifest';

/** Builds the user's draft of the app, as the builder's Build does, and waits for the build's end. */
async function buildDraft(
  page: Page,
  app: { referenceId: string; headers: Record<string, string> },
  revision: number,
) {
  const answer = await page.request.post(`/apphub/v1/apps/${app.referenceId}/draft/build`, {
    headers: app.headers,
    data: { revision },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const created = (await answer.json()) as CreatedSource;
  return { ...created, status: await settledBuild(page, created.build.id, app.headers) };
}

test('Given a version built with profile groups and one whose build failed, when the developer opens each version page, then the first shows the manifest its build read and the second says it has none yet', async ({
  page,
}) => {
  // Given: the spec's own app, version 0.2.0 with two profile groups, then 0.3.0 whose build fails
  await startSignedIn(page, 'developer@demo.example', '/console/apps');
  const app = await createOwnApp(page, 'e2e_manifest');
  let draft = await saveDraft(page, app, (files) =>
    editManifest(files, (manifest) => {
      manifest.version = '0.2.0';
      manifest.profileGroups = [
        { id: 'readers', name: 'Readers', reports: ['record'] },
        { id: 'keepers', name: 'Record keepers', tasks: ['home'] },
      ];
    }),
  );
  const built = await buildDraft(page, app, draft.revision);
  expect(built.status).toBe('SUCCEEDED');
  draft = await saveDraft(page, app, (files) => ({
    ...editManifest(files, (manifest) => {
      manifest.version = '0.3.0';
    }),
    'pages/home.json': '{ "title": "Records" }',
  }));
  const broken = await buildDraft(page, app, draft.revision);
  expect(broken.status).toBe('FAILED');

  // When: the developer opens version 0.2.0
  await page.goto(`/console/apps/view/${app.app.id}/activity/${built.version.id}`);
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Manifest', exact: true }) });
  // Then: the manifest as its build read it: the components, then each group with its tasks and reports
  await expect(card.getByText(`As build ${built.build.id.slice(0, 8)} read it.`)).toBeVisible();
  const components: [string, string, string][] = [
    ['record', 'model', 'models/record.json'],
    ['home', 'page', 'pages/home.json'],
  ];
  for (const [id, kind, path] of components)
    await expect(card.getByRole('row').filter({ hasText: id }).filter({ hasText: path })).toContainText(kind);
  await expect(card.getByRole('row').filter({ hasText: 'Readers' })).toContainText(/None.*record/);
  await expect(card.getByRole('row').filter({ hasText: 'Record keepers' })).toContainText(/home.*None/);
  await screenshot(page, `${SHOTS}/manifest.png`, { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // When: they open version 0.3.0, whose build failed
  await page.goto(`/console/apps/view/${app.app.id}/activity/${broken.version.id}`);
  // Then: the card says the manifest shows once a build succeeds, and lists nothing
  await expect(
    page.getByText('The manifest shows here once a build of this version succeeds.'),
  ).toBeVisible();
  await expect(page.getByText(/^As build [0-9a-f]{8} read it\.$/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
