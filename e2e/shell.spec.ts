import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/session.ts';

test('Given a visitor, when they open home, then the portal shell renders with its title', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
