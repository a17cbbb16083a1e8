import { expect, test } from '@playwright/test';
import yazl from 'yazl';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-apps-lists';
const DEVELOPER = 'developer@demo.example';

/** A minimal valid app (docs/app-format.md): a manifest and one page component. */
function appZip(referenceId: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const manifest = {
    referenceId,
    name: 'Uploaded in e2e',
    type: 'EXTEND',
    version: '1.0.0',
    components: [{ id: 'home', kind: 'page', path: 'pages/home.json' }],
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.addBuffer(
    Buffer.from(
      JSON.stringify({
        title: 'Home',
        layout: 'list',
        sections: [{ id: 'main', fields: [{ id: 'name', label: 'Name', type: 'text' }] }],
      }),
    ),
    'pages/home.json',
  );
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

test.describe('console apps', () => {
  test.use({ actionTimeout: 15_000 });

  test('Given a developer, when they open the apps, search and sort, then the demo apps list and the URL keeps the search', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, '/console/apps');
    await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Expense approval' }).first()).toBeVisible();
    await screenshot(page, `${SHOTS}/all.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search apps' }).fill('barcod');
    await expect(page).toHaveURL(/q=barcod/);
    await expect(page.getByRole('link', { name: 'Asset barcoding' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Expense approval' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Licensed' }).click();
    await expect(page).toHaveURL(/\/console\/apps\/licensed/);
    await screenshot(page, `${SHOTS}/licensed.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });

  test('Given a developer, when they create an app from scratch and by uploading a zip, then each lands on its app page', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await startSignedIn(page, DEVELOPER, '/console/apps');

    await page.getByRole('button', { name: 'Create App' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create App' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Scratch ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Reference ID' }).fill(`e2e_scratch_${stamp}`);
    await screenshot(page, `${SHOTS}/create.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/console\/apps\/view\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: `Scratch ${stamp}`, level: 1 })).toBeVisible();

    // The same reference ID again: the server's duplicate message shows on the field
    await page.goto('/console/apps');
    await page.getByRole('button', { name: 'Create App' }).first().click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Again ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Reference ID' }).fill(`e2e_scratch_${stamp}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(/already/i)).toBeVisible();

    // By zip upload
    // A segmented control: its radio input is hidden behind the label the user clicks.
    await dialog.locator('label', { hasText: 'Zip file' }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Uploaded ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Reference ID' }).fill(`e2e_upload_${stamp}`);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'app.zip',
      mimeType: 'application/zip',
      buffer: await appZip(`e2e_upload_${stamp}`),
    });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/console\/apps\/view\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: `Uploaded ${stamp}`, level: 1 })).toBeVisible();
  });

  test('Given an app, when the developer retires it through the confirmation and unretires it, then it moves to the retired list and back', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await startSignedIn(page, DEVELOPER, '/console/apps');
    await page.getByRole('button', { name: 'Create App' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create App' });
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(`Retiree ${stamp}`);
    await create.getByRole('textbox', { name: 'Reference ID' }).fill(`e2e_retire_${stamp}`);
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/console\/apps\/view\//);
    // Its first build settled: the page's live updates are over before the dialog opens (once, under CI
    // load, the box ticked while the build's events refreshed the page read unticked: not traced).
    await expect(page.getByRole('link', { name: 'Succeeded' })).toBeVisible({ timeout: 30_000 });

    // From the app's own page: the retire modal, then the retired badge and Unretire in its place
    await page.getByRole('button', { name: 'Retire', exact: true }).click();
    const fromView = page.getByRole('dialog', { name: 'Retire app' });
    await fromView.getByRole('checkbox').check();
    await fromView.getByRole('button', { name: 'Retire' }).click();
    await expect(fromView).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unretire' })).toBeVisible();
    await page.getByRole('button', { name: 'Unretire' }).click();
    await expect(page.getByRole('button', { name: 'Retire', exact: true })).toBeVisible();

    // From the list's row menu
    await page.goto(`/console/apps?q=${stamp}`);
    await page.getByRole('button', { name: `Actions for Retiree ${stamp}` }).click();
    await page.getByRole('menuitem', { name: 'Retire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retire app' });
    const retire = dialog.getByRole('button', { name: 'Retire' });
    await expect(retire).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await screenshot(page, `${SHOTS}/retire.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await retire.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: `Retiree ${stamp}` })).toHaveCount(0);

    await page.goto('/console/apps/retired');
    await expect(page.getByRole('cell', { name: `Retiree ${stamp}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Unretire Retiree ${stamp}` }).click();
    await expect(page.getByRole('cell', { name: `Retiree ${stamp}`, exact: true })).toHaveCount(0);
    await page.goto(`/console/apps?q=${stamp}`);
    await expect(page.getByRole('link', { name: `Retiree ${stamp}` })).toBeVisible();
  });

  test('Given the apps list, when a keyboard user opens Retire or Delete from a row menu and presses Escape, then the focus returns to the Actions button of the row, every time', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, '/console/apps');
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await expect(actions).toBeVisible();
    // Twice each: the first opening of a row's dialog mounts it (MountedOnceOpened), later ones find it mounted.
    for (const [item, title, steps, opening] of [
      ['Retire', 'Retire app', 1, 'first'],
      ['Delete', 'Delete app', 2, 'first'],
      ['Retire', 'Retire app', 1, 'second'],
      ['Delete', 'Delete app', 2, 'second'],
    ] as const) {
      await actions.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Open' })).toBeFocused();
      for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(actions, `after ${item}'s ${opening} opening`).toBeFocused();
    }
  });
});
