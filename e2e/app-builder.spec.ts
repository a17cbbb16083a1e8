import { expect, type Page, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { draftFile } from './support/drafts.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-app-builder';

/**
 * Replaces the whole text of the editor by pasting, as a user would: typed text would get the editor's
 * auto-closed brackets and quotes.
 */
async function replaceEditorText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('app builder', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Given a developer and a demo app, when they edit its manifest in /build, then the draft is saved, survives a reload, and validate points at bad JSON', async ({
    page,
  }) => {
    // Given: the developer is signed in and the demo app exists
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const app = await findDemoApp(page);

    // When: they open the app from the builder's list
    await expect(page.getByRole('link', { name: app.name })).toBeVisible();
    await screenshot(page, `${SHOTS}/build-list.png`);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: app.name }).click();
    await page.waitForURL(`**/build/${app.referenceId}`);
    // Then: the tree, the editor and a saved draft show
    await expect(page.getByRole('heading', { name: app.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Files' })).toBeVisible();
    // The first draft read starts the server's task thread, and the editor loads its chunk: a cold start.
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('referenceId', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');

    // When: they rename the app in its manifest
    const manifest = JSON.parse(await draftFile(page, app.referenceId));
    // One line, then Format: typed newlines would be auto-indented by the editor.
    await replaceEditorText(page, JSON.stringify({ ...manifest, name: 'Renamed in the builder' }));
    await page.getByRole('button', { name: 'Format' }).click();
    // Then: the draft is saved after the pause, formatted (read from the server: the editor shows only
    // the lines in view, and a longer manifest scrolls the renamed line out of it)
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 10_000 });
    await expect
      .poll(() => draftFile(page, app.referenceId))
      .toContain('\n  "name": "Renamed in the builder",\n');
    await screenshot(page, `${SHOTS}/builder-1280.png`);
    await expectNoSeriousAxeViolations(page);

    // When: they reload the page
    await page.reload();
    // Then: the edit is still there, and the tree shows the components the manifest names
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('Renamed in the builder');
    await expect(page.getByRole('button', { name: 'nightly' })).toBeVisible();

    // When: the manifest stops being JSON and they validate
    await replaceEditorText(page, '{ "referenceId": }');
    await page.getByRole('button', { name: 'Validate' }).click();
    // Then: the problem names the file and its line, and opens it
    const issue = page.getByRole('button', { name: /^manifest\.json:1 / });
    await expect(issue).toBeVisible({ timeout: 10_000 });
    await issue.click();
    await expect(page).toHaveURL(new RegExp(`/build/${app.referenceId}/manifest$`));

    // And: on a phone the file tree is a drawer
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${SHOTS}/builder-390.png`);
    await page.getByRole('button', { name: 'Files' }).click();
    await expect(page.getByRole('dialog', { name: 'Files' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Files' }).getByRole('button', { name: 'manifest.json' }),
    ).toBeInViewport();
    await screenshot(page, `${SHOTS}/builder-390-files.png`);
    await page.keyboard.press('Escape');

    // Reset: the draft goes back to the latest version, after a confirmation
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('referenceId');
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
  });

  test('Given a developer in /build, when they add an asset and round-trip the draft through a zip, then the asset shows with its size and previews, and the zip (uploaded, or loaded as a local copy) replaces the draft after a confirmation', async ({
    page,
  }) => {
    // Given: the developer has the demo app open in the builder
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const app = await findDemoApp(page);
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 15_000 });

    // When: they add a PNG (a real one: the server checks its signature)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add asset' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    // Then: it is listed with its size and type, and previews
    const listed = page.getByRole('button', { name: /^logo\.png/ });
    await expect(listed).toContainText(`${png.length} B · image/png`);
    await listed.click();
    await expect(page.getByRole('img', { name: 'Preview of assets/logo.png' })).toBeVisible();
    await screenshot(page, `${SHOTS}/builder-asset-1280.png`);
    await expectNoSeriousAxeViolations(page);

    // When: they download the draft as a zip and upload it back, confirming the replacement
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download zip' }).click();
    const zipPath = await (await download).path();
    const zipChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload zip' }).click();
    await (await zipChooser).setFiles(zipPath);
    const confirm = page.getByRole('dialog', { name: 'Replace the draft?' });
    await expect(confirm).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${SHOTS}/builder-zip-390.png`);
    await page.setViewportSize({ width: 1280, height: 860 });
    await confirm.getByRole('button', { name: 'Replace draft' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');

    // When: they work on the same zip as a local copy, kept in the browser, and upload it as the draft
    await page.getByRole('link', { name: 'Work on a local copy' }).click();
    const localChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Load a zip' }).click();
    await (await localChooser).setFiles(zipPath);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('referenceId', {
      timeout: 10_000,
    });
    await expect(page.getByText('assets/logo.png')).toBeVisible();
    await screenshot(page, `${SHOTS}/builder-local-1280.png`);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Upload as draft' }).click();
    await page
      .getByRole('dialog', { name: 'Replace the draft?' })
      .getByRole('button', { name: 'Replace draft' })
      .click();
    await page.waitForURL(`**/build/${app.referenceId}`);

    // Then: the draft still has the asset, and deleting it asks first
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
    await page.getByRole('button', { name: /^logo\.png/ }).click();
    await page.getByRole('button', { name: 'Delete asset' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the asset?' })
      .getByRole('button', { name: 'Delete asset' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete the asset?' })).toBeHidden();
    // The delete saves the typing first, then removes: two requests on a loaded machine.
    await expect(page.getByRole('button', { name: /^logo\.png/ })).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
  });
  test('Given a developer with an Extend app in /build, when they open a page and change a label in the editor, then the preview beside it draws the page with the new label', async ({
    page,
  }) => {
    // Given: the demo Extend app's form page open in the builder
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build/acme_asset_barcoding/scan');
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('Scan an asset', {
      timeout: 15_000,
    });
    // When: they show the preview beside the code
    await page.locator('label', { hasText: /^Split$/ }).click();
    const preview = page.getByRole('region', { name: 'Page preview' });
    // Then: the page is drawn as a form with its fields (the worker field waits for a tenant token)
    await expect(preview.getByRole('heading', { name: 'Scan an asset' })).toBeVisible();
    await expect(preview.getByRole('textbox', { name: 'Barcode' })).toBeVisible();
    // When: they rename a field's label in the editor
    const scan = JSON.parse(
      await page.evaluate(async () => {
        const orgs = await (await fetch('/auth/v2/organizations/self')).json();
        const answer = await fetch('/apphub/v1/apps/acme_asset_barcoding/draft', {
          headers: { 'x-organization-id': orgs.userOrganizations[0].organizationUuid },
        });
        return (await answer.json()).files['pages/scan.json'] as string;
      }),
    );
    scan.sections[0].fields[0].label = 'Asset tag typed here';
    await replaceEditorText(page, JSON.stringify(scan));
    // Then: the preview follows as they type, and stays keyboard and axe clean
    await expect(preview.getByRole('textbox', { name: 'Asset tag typed here' })).toBeVisible();
    await screenshot(page, `${SHOTS}/builder-preview-1280.png`);
    await expectNoSeriousAxeViolations(page);
    // And: on a phone the preview is a tab of its own
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('radio', { name: 'Split' })).toHaveCount(0);
    await expect(preview.getByRole('textbox', { name: 'Asset tag typed here' })).toBeVisible();
    await screenshot(page, `${SHOTS}/builder-preview-390.png`);
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
  });
  test('Given a developer editing a page in /build, when the page names a model that does not exist, then the language server marks it, F12 on a sound model opens the model, and F2 renames it across files', async ({
    page,
  }) => {
    // Given: a new app from the EXTEND starter (a model 'record' and a page 'home' on it), open on its page
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const { organizationId } = await findDemoApp(page);
    const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
    const referenceId = `spoken_${Date.now().toString(36)}`;
    const created = await page.request.post('/apphub/v1/apps', {
      headers: { 'x-organization-id': organizationId, 'xsrf-token': csrfToken },
      data: { name: 'Spoken', referenceId, type: 'EXTEND', source: 'scratch' },
    });
    expect(created.ok()).toBe(true);
    await page.goto(`/build/${referenceId}/home`);
    await expect(page.getByTestId('language-server-status')).toHaveText('Language server: connected', {
      timeout: 15_000,
    });
    const pageJson = (model: string) =>
      // The model first: the caret reaches it in a few key presses.
      JSON.stringify({
        model,
        title: 'Records',
        layout: 'list',
        sections: [{ id: 'list', fields: [{ id: 'title', label: 'Title', type: 'text', binding: 'title' }] }],
      });

    // When: the page names a model 'records' that the app does not have
    await replaceEditorText(page, pageJson('records'));
    // Then: the build's reference check marks it in the editor (the text is sound for the JSON Schema)
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1, { timeout: 10_000 });
    await screenshot(page, `${SHOTS}/builder-language-server.png`);
    await expectNoSeriousAxeViolations(page);

    // When: it names the model 'record', and they press F12 on it
    await replaceEditorText(page, pageJson('record'));
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0, { timeout: 10_000 });
    // The caret into "record" by keyboard (a click there lands on the editor's margin overlay)
    await page.keyboard.press('ControlOrMeta+Home');
    for (let i = 0; i < pageJson('record').indexOf('"record"') + 3; i++)
      await page.keyboard.press('ArrowRight');
    await page.keyboard.press('F12');
    // Then: the model's tab opens
    await expect(page).toHaveURL(new RegExp(`/build/${referenceId}/record$`));
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"fields"');

    // When: back on the page (once its last edit is saved), they rename the model with F2
    await expect
      .poll(() => draftFile(page, referenceId, 'pages/home.json'), { timeout: 10_000 })
      .toContain('"model":"record"');
    await page.goto(`/build/${referenceId}/home`);
    await expect(page.getByTestId('language-server-status')).toHaveText('Language server: connected', {
      timeout: 15_000,
    });
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('ControlOrMeta+Home');
    for (let i = 0; i < pageJson('record').indexOf('"record"') + 3; i++)
      await page.keyboard.press('ArrowRight');
    await page.keyboard.press('F2');
    const renameInput = page.locator('.rename-box input');
    await renameInput.fill('entry');
    await renameInput.press('Enter');
    // Then: the rename reaches the other file (the manifest) and the page, and both are saved in the draft
    await expect.poll(() => draftFile(page, referenceId), { timeout: 10_000 }).toMatch(/"id":\s*"entry"/);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"entry"');
  });
});
