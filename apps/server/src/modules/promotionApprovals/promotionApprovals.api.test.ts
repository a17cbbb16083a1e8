import type { PromotionRequest } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { recentAuditLines } from '../../../test/auditLines.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { memberships, promotionRequests, users } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { PROMOTION_EXPIRY_QUEUE } from './promotionRequestExpiry.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const POLICIES = '/apphub/v1/promotion-policies';
const REQUESTS = '/apphub/v1/promotion-requests';
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Approvals before a version enters an environment (docs/product/promotions.md PROMO-2): promote held by a
 * policy, decided by members of the named role, promoted through the lifecycle's rules, rejected, expired.
 */
describe('promotion approvals API', () => {
  let ctx: TestContext;
  let admin: Session;
  let developer: Session;
  let dsc: Session;
  let specialist: Session;
  let member: Session;
  let reviewer: Session;
  const call = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, org = ACME) =>
    who.request(method, url, { headers: { 'x-organization-id': org }, ...(payload ? { payload } : {}) });
  const version = async (who: Session, id: string) =>
    (await call(who, 'GET', `/apphub/v1/versions/${id}`)).json() as {
      environment: string;
      reviewState: string;
    };
  const newApp = async (referenceId: string) => {
    const res = await call(developer, 'POST', '/apphub/v1/apps', {
      name: referenceId,
      referenceId,
      type: 'EXTEND',
      source: 'scratch',
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitForBuild(developer, ACME, res.json().build.id);
    return { appId: res.json().app.id as string, versionId: res.json().version.id as string };
  };
  const inboxOf = async (who: Session) =>
    (await call(who, 'GET', '/sub-api/v1/notifications/inbox')).json().data as {
      kind: string;
      data: Record<string, string>;
      link: string;
    }[];
  /** Acme members given the admin role besides their own, to be a second and third approver. */
  const makeAdmin = async (email: string) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(memberships)
      .set({ roles: sql`array_append(${memberships.roles}, 'admin')` })
      .where(and(eq(memberships.userId, user!.id), eq(memberships.organizationId, ACME)));
  };

  let first: { appId: string; versionId: string };
  let second: { appId: string; versionId: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    await makeAdmin('dsc@demo.example');
    await makeAdmin('specialist@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    specialist = await signIn(ctx.app, 'specialist@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    reviewer = await signIn(ctx.app, 'reviewer@demo.example');
    first = await newApp('promo_first');
    second = await newApp('promo_second');
  }, 120_000);
  afterAll(() => ctx?.close());

  it('promotes at once, as before, while the company has no policy', async () => {
    expect((await call(developer, 'GET', POLICIES)).json()).toEqual({ data: [] });
    const res = await call(developer, 'POST', `/apphub/v1/versions/${first.versionId}/promote`, {
      to: 'Sandbox',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ environment: 'Sandbox' });
  });

  it('lets only company admins change the policies, and checks them', async () => {
    const policies = {
      data: [
        { environment: 'Implementation', requiredApprovals: 1, approverRole: 'admin' },
        { environment: 'Production', requiredApprovals: 2, approverRole: 'admin' },
      ],
    };
    // The developer role has apps.deploy but not company.admin.
    expect((await call(developer, 'PUT', POLICIES, policies)).statusCode).toBe(403);
    const tooMany = { data: [{ environment: 'Sandbox', requiredApprovals: 6, approverRole: 'admin' }] };
    const bad = await call(admin, 'PUT', POLICIES, tooMany);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('at most 5 approvals');
    const twice = { data: [policies.data[0], policies.data[0]] };
    expect((await call(admin, 'PUT', POLICIES, twice)).json().message).toContain('one policy at most');
    const noRole = {
      data: [{ environment: 'Sandbox', requiredApprovals: 1, approverRole: 'systemaccount' }],
    };
    expect((await call(admin, 'PUT', POLICIES, noRole)).statusCode).toBe(400);

    const saved = await call(admin, 'PUT', POLICIES, policies);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(member, 'GET', POLICIES)).json()).toEqual(policies);
  });

  it('holds a promotion with a policy: 202 with the request, the version unmoved, approvers told', async () => {
    await call(developer, 'POST', `/apphub/v1/versions/${first.versionId}/review`);
    // The provider's reviewer certifies without a company header (docs/app-lifecycle.md).
    const certified = await reviewer.request('POST', `/apphub/v1/versions/${first.versionId}/certify`);
    expect(certified.statusCode, certified.body).toBe(200);
    const res = await call(admin, 'POST', `/apphub/v1/versions/${first.versionId}/promote`, {
      to: 'Production',
    });
    expect(res.statusCode, res.body).toBe(202);
    const request = res.json() as PromotionRequest;
    expect(request).toMatchObject({
      appId: first.appId,
      versionId: first.versionId,
      fromEnvironment: 'Sandbox',
      toEnvironment: 'Production',
      replacesVersionId: null,
      state: 'OPEN',
      requiredApprovals: 2,
      approverRole: 'admin',
      requestedByName: expect.any(String),
      mayDecide: false,
    });
    const days = (Date.parse(request.expiresAt) - Date.parse(request.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    expect(await version(developer, first.versionId)).toMatchObject({ environment: 'Sandbox' });
    // A second promote of the same version waits on the first request.
    const again = await call(admin, 'POST', `/apphub/v1/versions/${first.versionId}/promote`, {
      to: 'Production',
    });
    expect(again.statusCode).toBe(409);
    // The state machine still answers first: a refused promotion makes no request.
    expect(
      (await call(admin, 'POST', `/apphub/v1/versions/${second.versionId}/promote`, { to: 'Production' }))
        .statusCode,
    ).toBe(409);

    const notice = (await inboxOf(dsc)).find((entry) => entry.kind === 'promotion_requested');
    expect(notice).toMatchObject({
      data: { app: 'promo_first', environment: 'Production' },
      link: `/console/apps/view/${first.appId}/lifecycle`,
    });
    const listed = (await call(dsc, 'GET', `${REQUESTS}?appId=${first.appId}&state=OPEN`)).json();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: request.id, mayDecide: true });
  });

  it('refuses the requester, members without the role, and another company', async () => {
    const [open] = (await call(dsc, 'GET', `${REQUESTS}?appId=${first.appId}&state=OPEN`)).json().data;
    const byRequester = await call(admin, 'POST', `${REQUESTS}/${open.id}/approve`, { comment: 'mine' });
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json().message).toContain('You asked for this promotion');
    const byMember = await call(member, 'POST', `${REQUESTS}/${open.id}/approve`, {});
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toContain('role admin');
    // The admin is a developer of Bright Partners: Acme's request is not there.
    expect((await call(admin, 'GET', `${REQUESTS}/${open.id}`, undefined, BRIGHT)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `${REQUESTS}/${open.id}/reject`, {}, BRIGHT)).statusCode).toBe(404);
    expect((await call(admin, 'GET', REQUESTS, undefined, BRIGHT)).json().total).toBe(0);
  });

  it('promotes once the Nth approval is in, through the lifecycle, and tells the requester', async () => {
    const [open] = (await call(dsc, 'GET', `${REQUESTS}?appId=${first.appId}&state=OPEN`)).json().data;
    const one = await call(dsc, 'POST', `${REQUESTS}/${open.id}/approve`, { comment: 'Looks right' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ state: 'OPEN', mayDecide: false });
    expect((await call(dsc, 'POST', `${REQUESTS}/${open.id}/approve`, {})).statusCode).toBe(409);
    expect(await version(developer, first.versionId)).toMatchObject({ environment: 'Sandbox' });

    const two = await call(specialist, 'POST', `${REQUESTS}/${open.id}/approve`, { comment: '' });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({ state: 'PROMOTED', endedAt: expect.any(String) });
    expect(two.json().decisions.map((d: { comment: string }) => d.comment)).toEqual(['Looks right', '']);
    expect(await version(developer, first.versionId)).toMatchObject({ environment: 'Production' });
    const ended = (await inboxOf(admin)).find((entry) => entry.kind === 'promotion_ended');
    expect(ended?.data).toMatchObject({ state: 'PROMOTED', environment: 'Production' });
    expect((await call(dsc, 'POST', `${REQUESTS}/${open.id}/reject`, {})).statusCode).toBe(409);
  });

  it('ends a rejected request and leaves the version where it was', async () => {
    const held = await call(developer, 'POST', `/apphub/v1/versions/${second.versionId}/promote`, {
      to: 'Implementation',
    });
    expect(held.statusCode).toBe(202);
    const rejected = await call(admin, 'POST', `${REQUESTS}/${held.json().id}/reject`, {
      comment: 'Not yet',
    });
    expect(rejected.json()).toMatchObject({
      state: 'REJECTED',
      decisions: [{ decision: 'reject', comment: 'Not yet' }],
    });
    expect(await version(developer, second.versionId)).toMatchObject({ environment: 'Development' });
    const late = await call(dsc, 'POST', `${REQUESTS}/${held.json().id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This promotion request is no longer open: it was rejected.');
    expect(
      (await inboxOf(developer)).some((e) => e.kind === 'promotion_ended' && e.data.state === 'REJECTED'),
    ).toBe(true);
  });

  it('refuses a decision past the request’s time, and the expiry job ends it once', async () => {
    const held = await call(developer, 'POST', `/apphub/v1/versions/${second.versionId}/promote`, {
      to: 'Implementation',
    });
    expect(held.statusCode).toBe(202);
    const id = held.json().id as string;
    await ctx.database.db
      .update(promotionRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promotionRequests.id, id));
    const late = await call(admin, 'POST', `${REQUESTS}/${id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This promotion request is no longer open: it expired.');

    const service = ctx.app.services.promotionApprovals;
    const [a, b] = await Promise.all([service.expire(), service.expire()]);
    expect(a + b).toBe(1);
    expect((await call(developer, 'GET', `${REQUESTS}/${id}`)).json()).toMatchObject({ state: 'EXPIRED' });
    expect((await call(admin, 'POST', `${REQUESTS}/${id}/approve`, {})).statusCode).toBe(409);
    expect(await version(developer, second.versionId)).toMatchObject({ environment: 'Development' });
    expect(
      (await inboxOf(developer)).some((e) => e.kind === 'promotion_ended' && e.data.state === 'EXPIRED'),
    ).toBe(true);
    // Declared as a cron queue of the job runner, as the other crons.
    const schedule = await rowsOf<{ cron: string }>(
      ctx.database.db,
      sql`select cron from pgboss.schedule where name = ${PROMOTION_EXPIRY_QUEUE}`,
    );
    expect(schedule.map((row) => row.cron)).toEqual(['*/5 * * * *']);
  });

  it('ends FAILED with the lifecycle’s reason when the promotion is refused at approval', async () => {
    const held = await call(developer, 'POST', `/apphub/v1/versions/${second.versionId}/promote`, {
      to: 'Implementation',
    });
    expect(held.statusCode).toBe(202);
    expect((await call(developer, 'POST', `/apphub/v1/apps/${second.appId}/retire`)).statusCode).toBe(200);
    const approved = await call(admin, 'POST', `${REQUESTS}/${held.json().id}/approve`, {});
    expect(approved.json()).toMatchObject({
      state: 'FAILED',
      reason: 'The app is retired: unretire it first.',
    });
    expect(await version(developer, second.versionId)).toMatchObject({ environment: 'Development' });
  });

  it('opens one request when the same promotion is asked twice at once', async () => {
    const raced = await newApp('promo_race');
    const promote = () =>
      call(developer, 'POST', `/apphub/v1/versions/${raced.versionId}/promote`, { to: 'Implementation' });
    const answers = await Promise.all([promote(), promote()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'A promotion of this version to Implementation is already waiting for approval.',
    );
    const rows = await ctx.database.db
      .select({ state: promotionRequests.state })
      .from(promotionRequests)
      .where(eq(promotionRequests.versionId, raced.versionId));
    expect(rows).toEqual([{ state: 'OPEN' }]);
  });

  it('writes every step to the audit trail', async () => {
    const lines = await recentAuditLines(admin, ACME);
    const actions = lines.map((line) => line.action);
    for (const action of [
      'apps.promotion.policy',
      'apps.promotion.request',
      'apps.promotion.approve',
      'apps.promotion.reject',
      'apps.promotion.promoted',
      'apps.promotion.rejected',
      'apps.promotion.expired',
      'apps.promotion.failed',
    ])
      expect(actions).toContain(action);
    const policy = lines.find((line) => line.action === 'apps.promotion.policy');
    expect(policy?.before).toEqual({ data: [] });
    expect(policy?.after).toMatchObject({
      data: [{ environment: 'Implementation' }, { environment: 'Production' }],
    });
  });
});
