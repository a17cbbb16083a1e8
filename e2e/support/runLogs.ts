import { expect, type Page } from '@playwright/test';

/**
 * From a run's page, follows its link to the app's logs page (`logsPath`) and waits for lines with these
 * texts: the log store takes lines in batches, so the search is made again until they have landed.
 * Answers the table of lines.
 */
export async function openRunLog(page: Page, logsPath: string, texts: string[]) {
  await page.getByRole('link', { name: "This run's log" }).click();
  await page.waitForURL((url) => url.pathname === logsPath);
  const lines = page.getByRole('table', { name: 'Log lines, newest first' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    for (const text of texts) await expect(lines.getByText(text)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return lines;
}
