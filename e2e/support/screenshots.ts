import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for a person looking at the pages a change touched (`E2E_SCREENSHOTS=1 npx playwright test
 * e2e/x.spec.ts`), not something a test checks: without the variable they are not taken, so the suite does
 * not spend a second per full-page capture on a loaded CI machine for files nobody opens.
 */
const wanted = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!wanted) return;
  mkdirSync(path.dirname(file), { recursive: true });
  // Transitions run to their end first (a drawer sliding in is shown in place), so a spec needs no sleep
  // before a capture: with the variable unset it would be time spent for nothing.
  await target.screenshot({ path: file, animations: 'disabled', ...options });
}
