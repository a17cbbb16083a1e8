import type { Page } from '@playwright/test';

/** The page's failed requests (4xx, 5xx), console errors and uncaught errors from now on. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
