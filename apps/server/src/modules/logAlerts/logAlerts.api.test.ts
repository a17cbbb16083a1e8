import type { AlertRule, AlertRuleWithSecret } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentAuditLines } from '../../../test/auditLines.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const RULES = '/observability/v1/logs/alerts';
const PRESETS = '/observability/v1/logs/presets';
type Session = Awaited<ReturnType<typeof signIn>>;

const preset = {
  name: 'Payroll errors',
  basePreset: 'App Event',
  filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
  layout: { columns: ['date', 'message'], order: ['date', 'message'], widths: {} },
};

describe('alert rules API', () => {
  let ctx: TestContext;
  let admin: Session;
  let developer: Session;
  let dsc: Session;
  let presetId: string;
  const call = (
    who: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    org = ACME,
  ) => who.request(method, url, { headers: { 'x-organization-id': org }, ...(payload ? { payload } : {}) });
  const rule = () => ({
    presetId,
    name: 'Too many payroll errors',
    condition: 'above',
    threshold: 10,
    windowMinutes: 15,
    intervalMinutes: 5,
    recipients: { roles: ['admin'], userIds: [] },
    webhookUrl: 'https://hooks.example.com/portal',
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    presetId = (await call(developer, 'POST', PRESETS, preset)).json().id;
  }, 60_000);
  afterAll(() => ctx?.close());

  it('gives alerts.manage to admins and developers, not to readers of logs', async () => {
    const permissions = async (who: Session) =>
      (await call(who, 'GET', `/auth/v2/organizations/${ACME}/permissions/self`)).json()
        .permissions as string[];
    expect(await permissions(admin)).toContain('alerts.manage');
    expect(await permissions(developer)).toContain('alerts.manage');
    expect(await permissions(dsc)).toContain('logs.read');
    expect(await permissions(dsc)).not.toContain('alerts.manage');
  });

  it('creates, reads, updates, mutes and deletes a rule, shows the secret once', async () => {
    const created = await call(developer, 'POST', RULES, rule());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as AlertRuleWithSecret;
    expect(body).toMatchObject({
      presetName: 'Payroll errors',
      state: 'ok',
      mutedUntil: null,
      lastCount: null,
    });
    expect(body.webhookSecret).toMatch(/^whsec_/);

    const read = await call(dsc, 'GET', `${RULES}/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('webhookSecret');
    expect((await call(dsc, 'GET', `${RULES}?presetId=${presetId}`)).json()).toMatchObject({
      total: 1,
      data: [{ id: body.id }],
    });

    // The same URL keeps its secret (not shown again); a new URL gets a new one.
    const renamed = await call(admin, 'PUT', `${RULES}/${body.id}`, {
      ...rule(),
      name: 'Payroll errors high',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Payroll errors high', webhookSecret: null });
    const moved = await call(admin, 'PUT', `${RULES}/${body.id}`, {
      ...rule(),
      webhookUrl: 'https://other.example.com/h',
    });
    expect(moved.json().webhookSecret).toMatch(/^whsec_/);
    expect(moved.json().webhookSecret).not.toBe(body.webhookSecret);

    const until = new Date(Date.now() + 3_600_000).toISOString();
    const muted = await call(developer, 'POST', `${RULES}/${body.id}/mute`, { until });
    expect(muted.statusCode, muted.body).toBe(200);
    expect((muted.json() as AlertRule).mutedUntil).toBe(until);
    const past = await call(developer, 'POST', `${RULES}/${body.id}/mute`, {
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(
      (await call(developer, 'POST', `${RULES}/${body.id}/mute`, { until: null })).json().mutedUntil,
    ).toBeNull();

    expect((await call(dsc, 'GET', `${RULES}/${body.id}/history`)).json()).toEqual({ total: 0, data: [] });
    expect((await call(developer, 'DELETE', `${RULES}/${body.id}`)).statusCode).toBe(204);
    expect((await call(developer, 'GET', `${RULES}/${body.id}`)).statusCode).toBe(404);
  });

  it('refuses changes without alerts.manage and without the CSRF token', async () => {
    expect((await call(dsc, 'POST', RULES, rule())).statusCode).toBe(403);
    const id = (await call(developer, 'POST', RULES, { ...rule(), name: 'Kept' })).json().id;
    expect((await call(dsc, 'PUT', `${RULES}/${id}`, rule())).statusCode).toBe(403);
    expect((await call(dsc, 'POST', `${RULES}/${id}/mute`, { until: null })).statusCode).toBe(403);
    expect((await call(dsc, 'DELETE', `${RULES}/${id}`)).statusCode).toBe(403);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: RULES,
      headers: { host: 'localhost:8080', cookie: developer.jar.header(), 'x-organization-id': ACME },
      payload: rule(),
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("answers 404 for another company's rule", async () => {
    const id = (await call(developer, 'POST', RULES, { ...rule(), name: 'Acme only' })).json().id;
    // The admin of Acme is a developer of Bright: allowed there, but the rule is not Bright's.
    expect((await call(admin, 'GET', `${RULES}/${id}`, undefined, BRIGHT)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${RULES}/${id}`, undefined, BRIGHT)).statusCode).toBe(404);
  });

  it('validates a rule with clear messages', async () => {
    const bad = async (patch: Record<string, unknown>) => {
      const res = await call(developer, 'POST', RULES, { ...rule(), ...patch });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ windowMinutes: 4 })).toContain('The window must be at least 5 minutes.');
    expect(await bad({ windowMinutes: 1441 })).toContain('The window can be at most 24 hours.');
    expect(await bad({ threshold: null })).toContain('Enter the number of lines to compare the count with.');
    expect(await bad({ threshold: 100_000 })).toContain('The number of lines can be at most 99,999.');
    expect(await bad({ webhookUrl: 'http://hooks.example.com/' })).toContain('Enter an https:// URL');
    expect(await bad({ webhookUrl: 'https://user:pw@hooks.example.com/' })).toContain(
      'Enter an https:// URL',
    );
    expect(await bad({ recipients: { roles: [], userIds: ['00000000-0000-4000-8000-000000000000'] } })).toBe(
      'Every person to notify must be a member of this company.',
    );
    // Rules go on one's own presets: the developer's preset is not the admin's.
    const foreign = await call(admin, 'POST', RULES, rule());
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Choose one of your saved presets for the rule.');
    expect(
      (await call(developer, 'POST', RULES, { ...rule(), condition: 'no_data', threshold: null })).statusCode,
    ).toBe(201);
  });

  it('writes every change to the audit trail with before and after, never the secret', async () => {
    const lines = await recentAuditLines(admin, ACME);
    const actions = lines.map((line) => line.action);
    for (const action of [
      'logs.alert.create',
      'logs.alert.update',
      'logs.alert.mute',
      'logs.alert.unmute',
      'logs.alert.delete',
    ])
      expect(actions).toContain(action);
    const update = lines.find(
      (line) =>
        line.action === 'logs.alert.update' &&
        (line.after as { name: string }).name === 'Payroll errors high',
    );
    expect(update?.before).toMatchObject({ name: 'Too many payroll errors', threshold: 10 });
    expect(update?.after).toMatchObject({ name: 'Payroll errors high' });
    expect(JSON.stringify(lines)).not.toContain('whsec_');
  });
});
