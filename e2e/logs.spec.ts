import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-logs';

const DEVELOPER = 'developer@demo.example';
const LOGS = '/console/analytics/logs';

function resultsTable(page: Page) {
  return page.getByRole('table', { name: 'Log lines, newest first' });
}

/** The texts of one column of the results, found by its header so a layout change does not break it. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = resultsTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Between a search and its answer the table re-renders: wait for the header, do not read a half table.
  await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} in ${headers.join('|')}`).toBeGreaterThan(-1);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

/**
 * A logs date ("Dec 2, 2026, 9:53:52.688 PM", lib/format/dates.ts) as milliseconds: compared as text, 9 PM
 * sorts after 10 PM, which failed this spec in any hour whose window crossed 10, 11 or 1 o'clock.
 */
function timeOf(text: string): number {
  const parts = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}):(\d{2})\.(\d{3}) (AM|PM)$/.exec(
    text.trim(),
  );
  expect(parts, `a log date: ${text}`).not.toBeNull();
  const [, month, day, year, hour, minute, second, ms, half] = parts!;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return new Date(
    Number(year),
    months.indexOf(month!),
    Number(day),
    hours,
    Number(minute),
    Number(second),
    Number(ms),
  ).getTime();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('logs', () => {
  test('Given a signed-in developer, when they open the logs, then the newest lines of the demo apps show and axe finds no serious violation', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, `${LOGS}?range=1h`);
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    await expect(page.getByText(/^\d+ lines?, newest first$/)).toBeVisible();
    await expect(page.getByText(/^Logs available from [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    const dates = await columnTexts(page, 'Date');
    expect(dates.length).toBeGreaterThan(0);
    const times = dates.map(timeOf);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await screenshot(page, `${SHOTS}/logs.png`);
    await expectNoSeriousAxeViolations(page);

    // A click anywhere on a row opens its line; Escape closes it; the keyboard reaches it by its date.
    const rows = page.getByRole('table', { name: 'Log lines, newest first' }).getByRole('row');
    await rows.nth(1).locator('td').nth(2).click();
    const detail = page.getByRole('dialog', { name: 'Log line' });
    await expect(detail).toBeVisible();
    await screenshot(page, `${SHOTS}/log-line.png`);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await page
      .getByRole('button', { name: /^Open the line: / })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(detail).toBeVisible();
  });

  test('Given the logs, when the Remote API preset and a level filter are chosen, then only matching lines show and the link reproduces the search', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, LOGS);
    await pickOption(page, 'Preset', 'Remote API');
    await expect(page).toHaveURL(/preset=Remote(\+|%20)API/);
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Type').catch(() => [])))
      .toEqual(new Set(['remote_api']));

    await page.getByRole('button', { name: 'Add filter' }).click();
    await pickOption(page, 'Column (filter 1)', 'level');
    await page.getByRole('combobox', { name: 'Value (filter 1)' }).fill('warn');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Level').catch(() => [])))
      .toEqual(new Set(['warn']));
    const rows = await columnTexts(page, 'Date');

    // Then: the page's URL is the shareable search; opened afresh it shows the same lines
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    // A table read mid-render throws: the poll asks again instead of failing.
    await expect.poll(async () => columnTexts(page, 'Date').catch(() => [])).toEqual(rows);
  });

  test('Given a filter, when its regex is not valid RE2, then the page says so and does not search', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, LOGS);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await pickOption(page, 'Column (filter 1)', 'message');
    await pickOption(page, 'Condition (filter 1)', 'matches regex');
    // A lookahead is valid in JavaScript but not in RE2, which the server matches with.
    await page.getByRole('combobox', { name: 'Value (filter 1)' }).fill('(?=GET)');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Value must be a valid regular expression.')).toBeVisible();
    await expect(page).not.toHaveURL(/filter/);
  });

  test('Given a search, when it is saved as a preset, then it is listed, a second preset of that name is refused, and it can be deleted', async ({
    page,
  }) => {
    const name = `Warnings ${Date.now()}`;
    await startSignedIn(page, DEVELOPER, LOGS);
    await pickOption(page, 'Preset', 'App Event');

    await page.getByRole('button', { name: 'Save as preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the view as a preset' });
    await dialog.getByLabel('Preset name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Preset', exact: true })).toHaveValue(name);

    await page.getByRole('button', { name: 'Save as preset' }).click();
    await dialog.getByLabel('Preset name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A preset with this name already exists')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete preset' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('combobox', { name: 'Preset', exact: true }).click();
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(0);
  });

  test('Given the logs of a range, when the CSV download is chosen, then every line of the range arrives as CSV', async ({
    page,
  }) => {
    await startSignedIn(page, DEVELOPER, `${LOGS}?preset=Audit+Activity`);
    const shown = await page.getByText(/^\d+ lines?, newest first$/).innerText();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const path = await download.path();
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines[0]).toMatch(/date/);
    expect(lines.length - 1).toBe(Number(shown.split(' ')[0]));
  });

  test('Given a range, when it is archived, then the job writes a file to download, and the archive can be deleted', async ({
    page,
  }) => {
    // The last hour: axe walks the results behind the drawer too, and a week of lines takes it too long.
    await startSignedIn(page, DEVELOPER, `${LOGS}?range=1h`);
    await expect(resultsTable(page)).toBeVisible();
    await page.getByRole('button', { name: 'Archive range' }).click();
    const drawer = page.getByRole('dialog', { name: 'Log archives' });
    await expect(drawer.getByText('Ready')).toBeVisible({ timeout: 30_000 });
    await screenshot(page, `${SHOTS}/archives.png`);
    await expectNoSeriousAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('link', { name: /^Download the archive of/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^logs-.+\.ndjson\.gz$/);
    const lines = gunzipSync(readFileSync(await download.path()))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.parse(lines[0]!)).toHaveProperty('message');

    // On a phone the drawer fits the screen and its table scrolls inside it: the row's actions stay reachable.
    await page.setViewportSize({ width: 375, height: 812 });
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await drawer.getByRole('button', { name: /^Delete the archive of/ }).scrollIntoViewIfNeeded();
    await screenshot(page, `${SHOTS}/archives-375.png`);
    await drawer.getByRole('button', { name: /^Delete the archive of/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this archive?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      drawer.getByText('No archives yet. Choose a date range and press Archive range.'),
    ).toBeVisible();
  });
});
