import { expect, type Page, test as setup } from '@playwright/test';
import { signIn } from './support/session.ts';

/**
 * The first specs get a warm server. /readyz answers once the database does and the demo
 * world is seeded, but a server's first requests still pay for what it does once: the sign-in thread
 * pool, each route's first answer, the demo's builds still in the queue, and Chromium reading itself from
 * disk. On a machine busy with the API suite that cost landed on the first two specs, which ran out of
 * their 30 s. It is paid here instead, with its own limit, by reading only: the specs find the demo world
 * as the seed left it.
 */
const journeys = [
  { email: 'admin@demo.example', paths: ['/console/users', '/console/account/third-party-integrations'] },
  { email: 'staff@demo.example', paths: ['/admin/build', '/admin/build/env', '/console/apps'] },
];

/** No demo build waiting or running: the specs after this see the builds the seed meant to finish. */
async function buildsSettled(page: Page) {
  await expect
    .poll(
      async () => {
        let open = 0;
        for (const state of ['waiting', 'running'])
          open += (await (await page.request.get(`/apphub/v1/admin/builds?state=${state}&length=1`)).json())
            .total;
        return open;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(0);
}

setup('warms the server and the browser before the first spec', async ({ browser }) => {
  setup.setTimeout(240_000);
  for (const { email, paths } of journeys) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, paths[0]!);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    if (email.startsWith('staff@')) await buildsSettled(page);
    await context.close();
  }
});
