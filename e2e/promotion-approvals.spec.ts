import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-promotion-approvals';
const POLICIES = '/apphub/v1/promotion-policies';

/** Acme's id and the headers a write in it sends, for the signed-in user. */
async function acmeHeaders(page: Page) {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const org = orgs.userOrganizations.find(
    (o: { organizationName: string }) => o.organizationName === 'Acme Health',
  );
  expect(org).toBeTruthy();
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  return { 'x-organization-id': org.organizationUuid as string, 'xsrf-token': csrfToken as string };
}

/** What creating an app answers, as far as this journey reads it. */
type Created = { app: { id: string }; version: { version: string }; build: { id: string } };

async function ok(answer: ReturnType<APIRequestContext['post']>): Promise<unknown> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The new app's ids, checked to be there before the journey reads them. */
async function createdApp(answer: ReturnType<APIRequestContext['post']>): Promise<Created> {
  const body = await ok(answer);
  expect(body).toMatchObject({
    app: { id: expect.any(String) },
    version: { version: expect.any(String) },
    build: { id: expect.any(String) },
  });
  return body as Created;
}

test.describe('promotion approvals', () => {
  /** Puts Acme's rules back as they were: the demo journeys after this one promote without approvals. */
  let restore: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await restore?.();
  });

  test("Given Acme requires an admin's approval before Implementation, when its developer promotes a version and the admin approves it from the notification, then the version moves", async ({
    page,
    browser,
  }) => {
    // Given: the admin requires one approval by an admin before Implementation
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await startSignedIn(admin, 'admin@demo.example', '/console/account');
    const adminHeaders = await acmeHeaders(admin);
    const before = await (await admin.request.get(POLICIES, { headers: adminHeaders })).json();
    restore = async () => {
      await ok(admin.request.put(POLICIES, { headers: adminHeaders, data: before }));
      await adminContext.close();
    };
    const rules = admin.getByRole('region', { name: 'Approvals before promotion' });
    await rules.getByRole('button', { name: 'Change approval rules' }).click();
    const form = admin.getByRole('dialog', { name: 'Approvals before promotion' });
    await form.getByRole('checkbox', { name: 'Require approvals before Implementation' }).check();
    await expect(form.getByRole('textbox', { name: 'Approvals needed, Implementation' })).toHaveValue('1');
    await expectNoSeriousAxeViolations(admin);
    await form.getByRole('button', { name: 'Save rules' }).click();
    await expect(rules.getByText('Implementation: 1 approval by Admin')).toBeVisible();

    // And: a new app of the developer's, built
    await startSignedIn(page, 'developer@demo.example', '/console/apps');
    const headers = await acmeHeaders(page);
    const created = await createdApp(
      page.request.post('/apphub/v1/apps', {
        headers,
        data: {
          name: 'Promotion journey',
          referenceId: `promotion_journey_${Date.now()}`,
          type: 'EXTEND',
          source: 'scratch',
        },
      }),
    );
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/apphub/v1/builds/${created.build.id}`, { headers })).json())
            .status,
        { timeout: 60_000 },
      )
      .toBe('SUCCEEDED');
    const version = created.version.version as string;

    // When: the developer promotes it to Implementation
    const lifecycle = `/console/apps/view/${created.app.id}/lifecycle`;
    await page.goto(lifecycle);
    await page.getByRole('button', { name: 'Promote to Implementation' }).click();
    const waiting = `Waiting for 1 approval by the Admin role before version ${version} enters Implementation.`;
    await expect(page.getByRole('alert').filter({ hasText: waiting }).first()).toBeVisible();
    const promotions = page.getByRole('region', { name: 'Promotions' });
    await expect(promotions.getByText('Waiting', { exact: true })).toBeVisible();
    await screenshot(page, `${SHOTS}/waiting-1280.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // And: the admin opens the notice and approves with a comment
    await admin.goto('/profile');
    await admin.getByRole('button', { name: /^Open notifications, \d+ unread/ }).click();
    const inbox = admin.getByRole('dialog', { name: 'Notifications' });
    await inbox
      .getByRole('link', {
        name: new RegExp(`^Promotion journey: .+ asks to promote version ${version} to Implementation`),
      })
      .first()
      .click();
    await admin.waitForURL(`**${lifecycle}`);
    const toDecide = admin.getByRole('region', { name: 'Promotions' });
    await toDecide
      .getByRole('button', { name: `Approve the promotion of version ${version} to Implementation` })
      .click();
    const decide = admin.getByRole('dialog', { name: `Approve version ${version} for Implementation` });
    await decide.getByRole('textbox', { name: /^Comment/ }).fill('Ready for the test tenant.');
    await expectNoSeriousAxeViolations(admin);
    await decide.getByRole('button', { name: 'Approve' }).click();

    // Then: the request is promoted, and the version is in Implementation
    await expect(toDecide.getByText('Promoted', { exact: true })).toBeVisible();
    await expect(toDecide.getByText(/approved: Ready for the test tenant\.$/)).toBeVisible();
    await admin.setViewportSize({ width: 375, height: 812 });
    await expect(toDecide.getByText('Promoted', { exact: true })).toBeVisible();
    await screenshot(admin, `${SHOTS}/promoted-375.png`, { fullPage: true });
    await page.reload();
    await expect(page.locator('.mantine-Badge-label', { hasText: /^Implementation$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  });
});
