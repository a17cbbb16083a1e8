import { expect, type Page, test } from '@playwright/test';
import { findDemoApp } from './support/demoApps.ts';
import { uploadDemoAppVersion } from './support/demoAppVersions.ts';
import { draftFile } from './support/drafts.ts';
import { screenshot } from './support/screenshots.ts';
import { startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-builder-typing';

/** 35 keys, none the editor pairs or completes (quotes, brackets), each in its own place in the text. */
const TYPED = ' then 35 keys typed at 80 ms each';
const KEY_DELAY_MS = 80;

/** The signed-in user's draft of the app as the server holds it, and the headers a write of it needs. */
async function draftForWriting(page: Page, referenceId: string) {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const headers = { 'x-organization-id': orgs.userOrganizations[0].organizationUuid };
  const draft = await (await page.request.get(`/apphub/v1/apps/${referenceId}/draft`, { headers })).json();
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  return { draft, writeHeaders: { ...headers, 'xsrf-token': csrfToken } };
}

/** Saves the draft's manifest with `typed` appended to its description, as another tab of the user would. */
async function saveElsewhere(page: Page, referenceId: string, typed: string) {
  const { draft, writeHeaders } = await draftForWriting(page, referenceId);
  const files = { ...draft.files, 'manifest.json': withTyped(draft.files['manifest.json'], typed) };
  const saved = await page.request.put(`/apphub/v1/apps/${draft.appId}/draft`, {
    headers: writeHeaders,
    data: { revision: draft.revision, baseVersionId: draft.baseVersionId, files },
  });
  expect(saved.ok()).toBe(true);
}

/**
 * The draft as Reset draft leaves it: the app's latest version, whose manifest these tests need one key a
 * line (they click into the description's own line). When the latest version is laid out otherwise (the
 * seed's, or another spec's), a version laid out so is uploaded first, as a developer would. Earlier specs
 * leave the demo app's draft renamed, formatted on one line or zipped: each test sets the state it needs
 * rather than taking theirs, and the text a reset brings back is then the text the test started from.
 */
async function startFromLatestVersion(page: Page, app: Awaited<ReturnType<typeof findDemoApp>>) {
  const resetManifest = async () => {
    const { draft, writeHeaders } = await draftForWriting(page, app.referenceId);
    const reset = await page.request.delete(`/apphub/v1/apps/${draft.appId}/draft`, {
      headers: writeHeaders,
    });
    expect(reset.ok()).toBe(true);
    return (await reset.json()).files['manifest.json'] as string;
  };
  const oneKeyALine = (manifest: string) => manifest === `${JSON.stringify(JSON.parse(manifest), null, 2)}\n`;
  if (oneKeyALine(await resetManifest())) return;
  await uploadDemoAppVersion(page, app);
  expect(oneKeyALine(await resetManifest()), 'the uploaded version has its manifest one key a line').toBe(
    true,
  );
}

/** The manifest with `typed` appended to its description, as the user's keys should leave it. */
function withTyped(manifest: string, typed: string): string {
  const description = JSON.parse(manifest).description as string;
  const line = `"description": ${JSON.stringify(description)}`;
  expect(manifest).toContain(line);
  return manifest.replace(line, `"description": ${JSON.stringify(description + typed)}`);
}

/** Clicks into the description's string, then puts the caret before its closing quote by keyboard. */
async function clickIntoDescription(page: Page, editor = '.monaco-editor') {
  const line = page.locator(`${editor} .view-line`, { hasText: '"description"' });
  await line.click();
  await page.keyboard.press('End');
  // The line ends `",` unless the description is the manifest's last key.
  const text = (await line.textContent()) ?? '';
  const back = text.trimEnd().endsWith(',') ? 2 : 1;
  for (let i = 0; i < back; i++) await page.keyboard.press('ArrowLeft');
}

test.describe('app builder typing on a slow page', () => {
  // Throttled, on a machine the other suites share: every wait is for a state, generous on purpose.
  test.setTimeout(240_000);

  test('Given a developer in /build on a CPU throttled 4x, when they type in the manifest right away, after Reset draft and after Validate, then every key lands at the caret and the draft saves exactly that', async ({
    page,
  }) => {
    // Given: the developer has the demo app's manifest open, the page running on a quarter of the CPU
    // (Lighthouse's mobile setting), where a render lags behind the keys
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const app = await findDemoApp(page);
    await startFromLatestVersion(page, app);
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"description"', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
    const original = await draftFile(page, app.referenceId);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // When: they click into the description and type 35 keys at 80 ms a key
    await clickIntoDescription(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    // Then: the keys are in the description, in order, and the draft saves exactly that text
    await screenshot(page, `${SHOTS}/typed-1280.png`);
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(original, TYPED));

    // When: they reset the draft and type again at once
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
    await expect(page.locator('.monaco-editor .view-lines')).not.toContainText(TYPED.trim());
    await clickIntoDescription(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    // Then: the reset text with their keys at the caret, nothing of the text before the reset
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(original, TYPED));

    // When: they validate and type on while the answer comes back
    await page.getByRole('button', { name: 'Validate' }).click();
    await clickIntoDescription(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    // Then: both typings are in the description, in order
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(original, `${TYPED}${TYPED}`));
    await screenshot(page, `${SHOTS}/typed-after-validate-1280.png`);

    // And: undo takes back the last typing, not the reset or the first typing
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(page.locator('.monaco-editor .view-line', { hasText: '"description"' })).not.toContainText(
      `${TYPED}${TYPED}`,
    );
    await expect(page.locator('.monaco-editor .view-line', { hasText: '"description"' })).toContainText(
      TYPED.trim(),
    );

    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
  });

  test('Given a developer in /build on a CPU throttled 4x whose draft another tab saved, when they merge by hand in the conflict view and keep their draft, or take the other one, then every key lands at the caret', async ({
    page,
  }) => {
    // Given: the demo app's manifest open, on a quarter of the CPU
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const app = await findDemoApp(page);
    await startFromLatestVersion(page, app);
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"description"', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
    const original = await draftFile(page, app.referenceId);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // When: another tab saves the draft, and they type: their save meets the other one while they type on
    await saveElsewhere(page, app.referenceId, ' (theirs)');
    await clickIntoDescription(page);
    const half = Math.floor(TYPED.length / 2);
    await page.keyboard.type(TYPED.slice(0, half), { delay: KEY_DELAY_MS });
    await expect(page.getByTestId('draft-status')).toHaveText('Conflict', { timeout: 20_000 });
    await page.keyboard.type(TYPED.slice(half), { delay: KEY_DELAY_MS });
    // Then: the conflict's diff took the editor's place with the caret where it was: no key is lost
    const diff = page.getByRole('region', { name: 'Differences in manifest.json' });
    await expect(diff.locator('.editor.modified .view-lines')).toContainText(TYPED.trim(), {
      timeout: 20_000,
    });
    // And: they type on in their side of the diff, where the caret already is, then keep their draft
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await screenshot(page, `${SHOTS}/conflict-merged-1280.png`);
    await page.getByRole('button', { name: 'Keep my draft' }).click();
    // Then: their draft is saved with both typings at the caret, over the other tab's
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(original, `${TYPED}${TYPED}`));

    // When: the other tab saves again, they type into the conflict, and take the other draft
    await saveElsewhere(page, app.referenceId, ' (theirs)');
    const theirs = await draftFile(page, app.referenceId);
    await clickIntoDescription(page);
    await page.keyboard.type('x');
    await expect(page.getByTestId('draft-status')).toHaveText('Conflict', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Take the other draft' }).click();
    // Then: the editor shows the other draft, and keys typed into it land at the caret
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('(theirs)');
    await clickIntoDescription(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(theirs, TYPED));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
  });

  test('Given a developer in /build on a CPU throttled 4x, when they type in the draft side of Compare with the version and then in the editor, then both typings land at the caret, in one text', async ({
    page,
  }) => {
    // Given: the demo app's manifest open, on a quarter of the CPU
    await page.setViewportSize({ width: 1280, height: 860 });
    await startSignedIn(page, 'developer@demo.example', '/build');
    const app = await findDemoApp(page);
    await startFromLatestVersion(page, app);
    await page.goto(`/build/${app.referenceId}`);
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('"description"', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved');
    const original = await draftFile(page, app.referenceId);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // When: they compare with the version and type in the draft's side
    await page.getByRole('button', { name: /^Compare with version/ }).click();
    const diff = page.getByRole('region', { name: 'manifest.json compared with the version' });
    await expect(diff.locator('.editor.modified .view-lines')).toContainText('"description"', {
      timeout: 20_000,
    });
    await clickIntoDescription(page, '.editor.modified');
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await screenshot(page, `${SHOTS}/compare-typed-1280.png`);
    // And: back in the editor, they type on at the end of the description
    await page.getByRole('button', { name: /^Compare with version/ }).click();
    await expect(diff).toBeHidden();
    await clickIntoDescription(page);
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    // Then: the draft saves both, in order
    await expect(page.getByTestId('draft-status')).toHaveText('Draft saved', { timeout: 20_000 });
    await expect.poll(() => draftFile(page, app.referenceId)).toBe(withTyped(original, `${TYPED}${TYPED}`));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Reset draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset draft' }).click();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 20_000 });
  });
});
