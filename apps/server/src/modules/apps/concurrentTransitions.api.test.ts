import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logs } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { appsRepository } from './apps.repository.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };

/**
 * Two lifecycle changes of one version asked at the same moment: each was decided on the state both
 * read, so only the write that finds the version still in that state may move it; the other answers the
 * state machine's 409 for the state the first left, with no audit line.
 */
describe('lifecycle transitions asked at once', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let appId: string;
  let versionId: string;

  const post = (url: string, payload?: object) =>
    dev.request('POST', url, { headers: acme, ...(payload ? { payload } : {}) });
  const audited = async (action: string) =>
    ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(
        and(
          eq(logs.orgId, ACME),
          eq(logs.type, 'audit'),
          sql`${logs.attributes}->>'action' = ${action}`,
          sql`${logs.attributes}->>'target' = 'race_app'`,
        ),
      );

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    const res = await post('/apphub/v1/apps', {
      name: 'Race app',
      referenceId: 'race_app',
      type: 'EXTEND',
      source: 'scratch',
    });
    expect(res.statusCode, res.body).toBe(201);
    appId = res.json().app.id;
    versionId = res.json().version.id;
    await waitForBuild(dev, ACME, res.json().build.id);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('moves the version for one of two promotions at once and refuses the other', async () => {
    const asked = ['Implementation', 'Sandbox'] as const;
    const answers = await Promise.all(
      asked.map((to) => post(`/apphub/v1/versions/${versionId}/promote`, { to })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((res) => res.statusCode === 200);
    const winner = asked[won]!;
    const loser = asked[1 - won]!;
    expect(answers[won]!.json().environment).toBe(winner);
    expect(answers[1 - won]!.json().message).toBe(
      `A version moves to ${loser} from Development only, not from ${winner}.`,
    );
    const stored = await dev.request('GET', `/apphub/v1/versions/${versionId}`, { headers: acme });
    expect(stored.json().environment).toBe(winner);
    expect(await audited('apps.version.promote')).toHaveLength(1);
  });

  it('submits for review once when asked twice at once', async () => {
    const answers = await Promise.all([0, 1].map(() => post(`/apphub/v1/versions/${versionId}/review`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().message).toBe('The version is already in review.');
    expect(await audited('apps.version.review')).toHaveLength(1);
  });

  it('refuses a move decided before the app was retired', async () => {
    const repo = appsRepository(ctx.database.db);
    const before = (await repo.version(versionId))!;
    expect((await post(`/apphub/v1/apps/${appId}/retire`)).statusCode).toBe(200);
    const moved = await repo.moveVersionLifecycle(versionId, before, {
      environment: before.environment,
      reviewState: 'CERTIFIED',
    });
    expect(moved).toBe(false);
    expect((await repo.version(versionId))!.reviewState).toBe('IN_REVIEW');
  });

  it('unretires once, then retires once, when each is asked twice at once', async () => {
    // The app was retired by the test before.
    const unretired = await Promise.all([0, 1].map(() => post(`/apphub/v1/apps/${appId}/unretire`)));
    expect(unretired.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(unretired.find((res) => res.statusCode === 409)!.json().message).toBe('The app is not retired.');
    expect(await audited('apps.unretire')).toHaveLength(1);

    const retired = await Promise.all([0, 1].map(() => post(`/apphub/v1/apps/${appId}/retire`)));
    // The second finds it retired, which answers like a missing app.
    expect(retired.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await audited('apps.retire')).toHaveLength(2);
  });
});
