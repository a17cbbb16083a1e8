import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
const bright = { 'x-organization-id': demoOrgs.bright.id };
type Session = Awaited<ReturnType<typeof signIn>>;

// An app id of another company (or of no app) was once searched, downloaded and written to the audit
// trail; it is a 404, like an app that does not exist, and nothing is written (docs/product/logs.md LOGS-11).
describe('log and analytics endpoints refuse an app the company may not see', () => {
  let ctx: TestContext;
  let dev: Session;
  let admin: Session;
  let ownApp: string;
  let foreignApp: string;
  // A day that ended an hour ago: inside the 30-day window whatever day the suite runs.
  const dayEnd = new Date(Date.now() - 3_600_000);
  const range = {
    start: new Date(dayEnd.getTime() - 86_400_000).toISOString(),
    end: dayEnd.toISOString(),
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    const app = (session: Session, headers: Record<string, string>, referenceId: string) =>
      session.request('POST', '/apphub/v1/apps', {
        headers,
        payload: { name: referenceId, referenceId, type: 'EXTEND', source: 'scratch' },
      });
    ownApp = (await app(dev, acme, 'own_app')).json().app.id;
    foreignApp = (await app(admin, bright, 'bright_app')).json().app.id;
  });
  afterAll(() => ctx.close());

  const calls = (appId: string) => {
    const q = new URLSearchParams({ ...range, appId, format: 'csv' });
    return [
      () =>
        dev.request('POST', '/observability/v1/logs/search', { headers: acme, payload: { ...range, appId } }),
      () => dev.request('GET', `/observability/v1/logs/earliest-date?appId=${appId}`, { headers: acme }),
      () =>
        dev.request('GET', `/observability/v1/logs/suggestions?column=level&prefix=&appId=${appId}`, {
          headers: acme,
        }),
      () => dev.request('GET', `/observability/v1/logs/download?${q}`, { headers: acme }),
      () =>
        dev.request('POST', '/observability/v1/logs/archives', {
          headers: acme,
          payload: { ...range, appId },
        }),
    ];
  };

  it("answers 404 for another company's app, an unknown id and a made-up string", async () => {
    for (const appId of [foreignApp, '00000000-0000-4000-8000-000000000abc', 'not_an_app'])
      for (const call of calls(appId)) {
        const res = await call();
        expect(res.statusCode, `${res.raw.req.url} ${appId}`).toBe(404);
        expect(res.json().message).toBe('App not found.');
      }
  });

  it('answers for its own app, and writes only that download to the audit trail', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const untilNow = () => new Date().toISOString();
    for (const call of calls(ownApp)) {
      const res = await call();
      expect(res.statusCode, `${res.raw.req.url} ${res.body}`).toBeLessThan(300);
    }
    const downloads = async () =>
      (
        await admin.request(
          'GET',
          `/observability/v1/audits?action=logs.download&from=${hourAgo}&to=${untilNow()}`,
          {
            headers: acme,
          },
        )
      ).json();
    await expect.poll(async () => (await downloads()).total, { timeout: 10_000 }).toBeGreaterThan(0);
    const { data } = await downloads();
    expect(data.map((row: { appId: string | null }) => row.appId)).toEqual([ownApp]);
  });
});
